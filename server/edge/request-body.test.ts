import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { carriesAdminCredentials, readBodyRefusal } from './request-body.ts'

const request = (headers: Record<string, string>, method = 'POST') => ({ method, headers }) as unknown as IncomingMessage
const names = ['admin_session', '__Host-admin_session']

describe('what the gate reads of a request before its body', () => {
  test('an admin session cookie by its configured names, with a value, or a Bearer token', () => {
    expect(carriesAdminCredentials(request({ cookie: 'a=1; admin_session=abc' }), names)).toBe(true)
    expect(carriesAdminCredentials(request({ cookie: '__Host-admin_session=abc' }), names)).toBe(true)
    expect(carriesAdminCredentials(request({ authorization: 'Bearer t0k3n' }), names)).toBe(true)
    expect(carriesAdminCredentials(request({ cookie: 'admin_session=' }), names)).toBe(false)
    expect(carriesAdminCredentials(request({ cookie: 'not_admin_session=abc' }), names)).toBe(false)
    expect(carriesAdminCredentials(request({}), names)).toBe(false)
  })

  test('a GET or HEAD declaring a body over the limit', () => {
    const policy = { bodyLimitBytes: 1024 } as Parameters<typeof readBodyRefusal>[1]
    expect(readBodyRefusal(request({ 'content-length': '2048' }, 'GET'), policy)).toEqual({ kind: 'tooLarge', limitBytes: 1024 })
    expect(readBodyRefusal(request({ 'content-length': '512' }, 'GET'), policy)).toBeNull()
    expect(readBodyRefusal(request({ 'content-length': '2048' }, 'POST'), policy)).toBeNull()
  })
})
