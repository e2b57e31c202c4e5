import { describe, expect, test } from 'vitest'
import { type FinishedExchange, loggedPath, requestIdOf, requestLine } from './request-log'

/** 32 random bytes in base64url, as the private links are made. */
const TOKEN = 'Qm9vZ2llV29vZ2llX2ZpZ3MtYXJlLWdvb2QtZm9yLXlvdQ'

describe('loggedPath', () => {
  test('drops the query string and fragment: whatever they carry never reaches the log', () => {
    expect(loggedPath('/en/products?token=secret&email=a%40b.example')).toBe('/en/products')
    expect(loggedPath('/admin/login?redirectTo=/admin#password=x')).toBe('/admin/login')
    expect(loggedPath('/?')).toBe('/')
  })

  test.each([
    [`/requests/${TOKEN}`, '/requests/:token'],
    [`/en/requests/${TOKEN}`, '/en/requests/:token'],
    [`/de/requests/${TOKEN}/proforma`, '/de/requests/:token/proforma'],
    [`/requests/${TOKEN}/quote/3f2c9e4e-94a1-4c55-9b0e-0d0d5d0c8a11`, '/requests/:token/quote/3f2c9e4e-94a1-4c55-9b0e-0d0d5d0c8a11'],
    [`/api/requests/${TOKEN}`, '/api/requests/:token'],
    [`/requests/${TOKEN}.data`, '/requests/:token.data'],
    [`/requests/${TOKEN}?lng=en`, '/requests/:token'],
    // However the address is written, the router finds the same page: the token is hidden alike.
    [`/REQUESTS/${TOKEN}`, '/REQUESTS/:token'],
    [`/%72equests/${TOKEN}`, '/%72equests/:token'],
    [`//requests//${TOKEN}`, '//requests//:token'],
    [`/requests%2F${TOKEN}`, '/:token'],
    // A wrong or short token is a guess at someone's secret: hidden too.
    ['/requests/abc', '/requests/:token'],
  ])('a private link: %s is logged as %s', (target, logged) => {
    expect(loggedPath(target)).toBe(logged)
  })

  test('a token-like segment anywhere else is hidden; slugs, ids and file names are kept', () => {
    expect(loggedPath(`/somewhere/${TOKEN}`)).toBe('/somewhere/:token')
    expect(loggedPath('/en/products/sun-dried-figs-calibre-1-protoben-natural-organic')).toBe(
      '/en/products/sun-dried-figs-calibre-1-protoben-natural-organic',
    )
    expect(loggedPath('/admin/products/cm9x2k1q70000abcdxyz12345')).toBe('/admin/products/cm9x2k1q70000abcdxyz12345')
    expect(loggedPath('/uploads/media/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d-1200.webp')).toBe(
      '/uploads/media/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d-1200.webp',
    )
  })

  test('a long path is cut after 200 characters, once its secrets are hidden', () => {
    const logged = loggedPath(`/requests/${TOKEN}/${'a'.repeat(500)}`)
    expect(logged).toHaveLength(201)
    expect(logged.startsWith('/requests/:token/aaa')).toBe(true)
    expect(logged.endsWith('…')).toBe(true)
  })

  test('an undecodable segment is kept as sent (it cannot hide a token from the rule)', () => {
    expect(loggedPath('/products/%E0%A4%A')).toBe('/products/%E0%A4%A')
    expect(loggedPath(`/requests/%E0%A4%A${TOKEN}`)).toBe('/requests/:token')
  })
})

describe('requestIdOf', () => {
  test('a well-formed incoming id is kept (a proxy in front and this log name the request alike)', () => {
    expect(requestIdOf('abc-123')).toBe('abc-123')
    expect(requestIdOf('a.b_c-D')).toBe('a.b_c-D')
    expect(requestIdOf('x'.repeat(64))).toBe('x'.repeat(64))
  })

  test.each([
    ['markup', '<script>alert(1)</script>'],
    ['a line break', 'abc\r\nSet-Cookie: a=b'],
    ['spaces', 'a b'],
    ['an equals sign', 'Root=1-67891233-abcdef012345678912345678'],
    ['too long', 'x'.repeat(65)],
    ['empty', ''],
  ])('%s: replaced by a new random id', (_label, header) => {
    const id = requestIdOf(header)
    expect(id).not.toBe(header)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  test('no header or a repeated one: a new id each time', () => {
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined))
    expect(requestIdOf(['a', 'b'])).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('requestLine', () => {
  const exchange: FinishedExchange = {
    method: 'GET',
    url: `/en/requests/${TOKEN}?token=${TOKEN}`,
    statusCode: 200,
    headersSent: true,
    finished: true,
    ms: 12.345,
    reqId: 'req-1',
    cache: 'none',
    bytes: 5120,
  }

  test('method, path without query or token, status, time, id, cache and bytes; nothing else', () => {
    const { fields, msg, level } = requestLine(exchange)
    expect(fields).toEqual({
      method: 'GET',
      path: '/en/requests/:token',
      status: 200,
      ms: 12.3,
      reqId: 'req-1',
      cache: 'none',
      bytes: 5120,
    })
    expect(msg).toBe('GET /en/requests/:token 200')
    expect(level).toBe('info')
    expect(JSON.stringify({ fields, msg })).not.toContain(TOKEN)
  })

  test('a server error is logged at the error level; a refusal is not', () => {
    expect(requestLine({ ...exchange, statusCode: 503 }).level).toBe('error')
    expect(requestLine({ ...exchange, statusCode: 413 }).level).toBe('info')
  })

  test('an exchange the client abandoned: before the answer (no status) or during it', () => {
    const before = requestLine({ ...exchange, url: '/en', headersSent: false, finished: false })
    expect(before.fields).toMatchObject({ status: null, aborted: true })
    expect(before.msg).toBe('GET /en aborted')
    const during = requestLine({ ...exchange, url: '/en', finished: false })
    expect(during.fields).toMatchObject({ status: 200, aborted: true })
    expect(during.msg).toBe('GET /en 200 (aborted)')
  })
})
