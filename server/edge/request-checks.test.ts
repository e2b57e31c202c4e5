import { describe, expect, test } from 'vitest'
import { routePolicy } from '../../app/lib/http/route-policy.ts'
import { allowedHostPatterns } from '../http/allowed-hosts.ts'
import { hasRepeatedHost, isForeignPageWrite, requestRefusal, servedHost } from './request-checks.ts'

const limits = { bodyLimitKb: 64, uploadLimitMb: 10, publicMaxList: 50, adminMaxList: 20 }
const hosts = allowedHostPatterns('', 'https://figs.example', 3000)
const page = routePolicy('/en/faq', 'GET', limits)
const check = (method: string, headers: Record<string, string> = {}, target = '/en/faq', host: string | null = 'figs.example') =>
  requestRefusal({ method, headers, rawHeaders: Object.entries(headers).flat() }, target, host, routePolicy('/en/faq', method, limits))

describe('what is refused before any answer', () => {
  test('only the configured hosts are served, in one spelling', () => {
    expect(servedHost('FIGS.example.', hosts)).toBe('figs.example')
    expect(servedHost('evil.example', hosts)).toBeNull()
    expect(servedHost(undefined, hosts)).toBeNull()
    expect(check('GET', {}, '/en/faq', null)).toEqual({ kind: 'badHost' })
  })

  test('a request naming its host twice is refused, whatever the two say', () => {
    const policy = routePolicy('/en/faq', 'GET', limits)
    const twice = (rawHeaders: string[]) =>
      requestRefusal({ method: 'GET', headers: { host: 'figs.example' }, rawHeaders }, '/en/faq', 'figs.example', policy)
    expect(twice(['Host', 'figs.example', 'host', 'evil.example'])).toEqual({ kind: 'repeatedHost' })
    expect(twice(['HOST', 'figs.example', 'Accept', '*/*', 'Host', 'figs.example'])).toEqual({ kind: 'repeatedHost' })
    expect(twice(['Host', 'figs.example', 'X-Host', 'evil.example', 'Hostx', 'a'])).toBeNull()
    expect(hasRepeatedHost(['Host', 'figs.example'])).toBe(false)
  })

  test('a malformed target, an unknown method; OPTIONS is answered', () => {
    expect(check('GET', {}, '/en/faq%00')).toEqual({ kind: 'badTarget', problem: 'control' })
    expect(check('TRACE')).toEqual({ kind: 'methodNotAllowed', allow: page.allow })
    expect(check('OPTIONS')).toBe('options')
  })

  test('a GET declaring a body over the limit is refused; a small one passes', () => {
    expect(check('GET', { 'content-length': String(65 * 1024) })).toEqual({ kind: 'tooLarge', limitBytes: 64 * 1024 })
    expect(check('HEAD', { 'content-length': String(65 * 1024) })).toEqual({ kind: 'tooLarge', limitBytes: 64 * 1024 })
    expect(check('GET', { 'content-length': '10' })).toBeNull()
    expect(check('GET')).toBeNull()
  })

  test("a page's form sent from another site or an opaque origin is refused; the API checks its callers itself", () => {
    const site = 'https://figs.example'
    const api = { api: true }
    const pages = { api: false }
    expect(isForeignPageWrite('POST', 'https://evil.example', site, pages)).toBe(true)
    expect(isForeignPageWrite('POST', 'null', site, pages)).toBe(true)
    expect(isForeignPageWrite('POST', 'not a url', site, pages)).toBe(true)
    expect(isForeignPageWrite('POST', 'http://figs.example', site, pages)).toBe(true)
    expect(isForeignPageWrite('DELETE', 'https://figs.example.evil.example', site, pages)).toBe(true)
    expect(isForeignPageWrite('POST', 'https://figs.example', site, pages)).toBe(false)
    expect(isForeignPageWrite('POST', 'https://FIGS.example:443', site, pages)).toBe(false)
    expect(isForeignPageWrite('POST', undefined, site, pages)).toBe(false)
    expect(isForeignPageWrite('GET', 'https://evil.example', site, pages)).toBe(false)
    expect(isForeignPageWrite('POST', 'https://evil.example', site, api)).toBe(false)
  })
})
