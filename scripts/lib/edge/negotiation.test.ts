import { describe, expect, test } from 'vitest'
import { matchesEtag, negotiateEncoding } from './negotiation.ts'

describe('what the client asks of an answer', () => {
  test('encoding: brotli, else gzip, else none; q=0 refuses', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding(undefined)).toBe('identity')
    expect(negotiateEncoding('*')).toBe('br')
  })

  test('If-None-Match: weak comparison, lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})
