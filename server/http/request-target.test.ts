import { describe, expect, it } from 'vitest'
import { normalPathname, requestTargetProblem } from './request-target'

describe('requestTargetProblem', () => {
  it('accepts ordinary paths and queries, UTF-8 escapes included', () => {
    expect(requestTargetProblem('/')).toBeNull()
    expect(requestTargetProblem('/products/incir?x=1&y=a+b')).toBeNull()
    expect(requestTargetProblem('/blog/%C3%A7ekirdek')).toBeNull()
    expect(requestTargetProblem('/search?q=%20%25')).toBeNull()
  })
  it('refuses control characters, encoded or raw, in the path and the query', () => {
    expect(requestTargetProblem('/products/a%00')).toBe('control')
    expect(requestTargetProblem('/api/seo?page=a%00')).toBe('control')
    expect(requestTargetProblem('/x%0d%0aSet-Cookie:a')).toBe('control')
    expect(requestTargetProblem('/x%1F')).toBe('control')
    expect(requestTargetProblem('/x%7f')).toBe('control')
    expect(requestTargetProblem('/x\u0001')).toBe('control')
  })
  it('refuses broken escapes and bytes that are not UTF-8', () => {
    expect(requestTargetProblem('/x%')).toBe('encoding')
    expect(requestTargetProblem('/x%zz')).toBe('encoding')
    expect(requestTargetProblem('/x%E0%A4%A')).toBe('encoding')
    expect(requestTargetProblem('/x%ff')).toBe('encoding')
    expect(requestTargetProblem('/x?a=%c3')).toBe('encoding')
  })
  it('refuses anything but the origin form', () => {
    expect(requestTargetProblem('http://evil.example/')).toBe('encoding')
    expect(requestTargetProblem('*')).toBe('encoding')
  })
})

describe('normalPathname', () => {
  it('leaves a path in its normal form alone', () => {
    for (const path of ['/', '/en/products', '/api/admin/leads', '/.well-known/security.txt', '/blog/a.b', '/x/...', '/%5cen'])
      expect(normalPathname(path), path).toBeNull()
  })
  it('resolves dot segments, raw or percent-encoded in any case, as a URL parser does', () => {
    expect(normalPathname('/api/./admin/leads')).toBe('/api/admin/leads')
    expect(normalPathname('/x/../admin/leads')).toBe('/admin/leads')
    expect(normalPathname('/en/x/../requests/AbC')).toBe('/en/requests/AbC')
    expect(normalPathname('/x/%2e%2e/admin')).toBe('/admin')
    expect(normalPathname('/x/.%2E/admin')).toBe('/admin')
    expect(normalPathname('/api/%2E/admin/leads')).toBe('/api/admin/leads')
    expect(normalPathname('/../../admin')).toBe('/admin')
    expect(normalPathname('/EN/..')).toBe('/')
    expect(normalPathname('/en/products/.')).toBe('/en/products')
  })
  it('reads a backslash as a slash and drops empty segments and a trailing slash', () => {
    expect(normalPathname('/x\\..\\admin')).toBe('/admin')
    expect(normalPathname('//')).toBe('/')
    expect(normalPathname('/en/products//')).toBe('/en/products')
    expect(normalPathname('/en//products')).toBe('/en/products')
    expect(normalPathname('/en/products/')).toBe('/en/products')
  })
  it('keeps percent-encoding and case as sent', () => {
    expect(normalPathname('/EN//%C3%A7ekirdek')).toBe('/EN/%C3%A7ekirdek')
    expect(normalPathname('/x/..%2F..%2Fadmin')).toBeNull()
  })
})
