import { describe, expect, test } from 'vitest'
import { nextNonce } from './answer-start.ts'

describe('the answer nonce', () => {
  test('16 random bytes, never the same twice, across refills of the pool', () => {
    const nonces = Array.from({ length: 600 }, nextNonce)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
