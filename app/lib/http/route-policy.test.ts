import { describe, expect, it } from 'vitest'
import { bodyTypeOf, languageOf, multipartBoundary, routePath, routePolicy } from './route-policy'

const limits = { bodyLimitKb: 64, uploadLimitMb: 60, publicMaxList: 20, adminMaxList: 200 }

describe('routePath', () => {
  it('matches the way the router does: decoded, lower case, no .data suffix, single slashes', () => {
    expect(routePath('/en/rfq.data')).toBe('/en/rfq')
    expect(routePath('/_root.data')).toBe('/')
    expect(routePath('/%41dmin//Leads/')).toBe('/admin/leads')
    expect(routePath('/a%2Fb')).toBe('/a%2fb')
    expect(routePath('/')).toBe('/')
  })
  it('is null for a path that cannot be decoded', () => {
    expect(routePath('/%ff')).toBeNull()
  })
})

describe('routePolicy', () => {
  it('gives public pages the form types, 64 kB and lists of 20', () => {
    const policy = routePolicy('/en/rfq', 'POST', limits)
    expect(policy).toMatchObject({
      api: false,
      admin: false,
      upload: false,
      language: 'en',
      bodyTypes: ['form', 'multipart'],
      bodyLimitBytes: 65536,
      maxListLength: 20,
    })
    expect(policy.allow).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
  })
  it('gives the JSON API JSON only and every REST method', () => {
    const policy = routePolicy('/api/rfq', 'POST', limits)
    expect(policy).toMatchObject({ api: true, admin: false, upload: false, bodyTypes: ['json'] })
    expect(policy.allow).toContain('DELETE')
  })
  it('marks the admin panel and admin API as admin (no-store, Turkish, lists of 200)', () => {
    expect(routePolicy('/admin/leads', 'GET', limits)).toMatchObject({ admin: true, language: 'tr', maxListLength: 200 })
    expect(routePolicy('/api/admin/leads/1', 'PUT', limits)).toMatchObject({ admin: true, api: true, language: 'tr' })
    expect(routePolicy('/administrator', 'GET', limits).admin).toBe(false)
  })
  it('lets anonymous visitors share public reads only', () => {
    const specSheets = ['/products/lerida/spec-sheet.pdf', '/en/products/lerida/spec-sheet.pdf', '/de/products/lerida/spec-sheet.pdf']
    for (const path of ['/', '/en/products/lerida', ...specSheets, '/api/products', '/sitemap.xml', '/robots.txt', '/de/blog.data']) {
      expect(routePolicy(routePath(path) ?? path, 'GET', limits).shared).toBe(true)
    }
    expect(routePolicy('/en/rfq', 'POST', limits).shared).toBe(false)
    for (const path of [
      '/admin',
      '/api/admin/products',
      '/uploads/media/a.webp',
      '/api/form-guard',
      '/assets/x.js',
      '/healthz',
      '/readyz',
    ]) {
      expect(routePolicy(path, 'GET', limits).shared).toBe(false)
    }
  })
  it('knows the admin logins', () => {
    expect(routePolicy('/admin/login', 'POST', limits)).toMatchObject({ admin: true, login: true })
    expect(routePolicy('/api/admin/login', 'POST', limits)).toMatchObject({ admin: true, login: true, api: true })
    expect(routePolicy('/admin/logout', 'POST', limits).login).toBe(false)
  })
  it('knows the upload routes (POST only)', () => {
    for (const path of [
      '/admin/products/new',
      '/admin/products/abc-123',
      '/admin/media',
      '/admin/blog',
      '/admin/blog/edit',
      '/admin/blog/edit/42',
      '/admin/certificates/new',
      '/admin/certificates/0b6c9a52-4c1e-4a57-9d0e-2f1f6d7f9b10',
    ]) {
      expect(routePolicy(path, 'POST', limits)).toMatchObject({
        upload: true,
        bodyTypes: ['form', 'multipart'],
        uploadLimitBytes: 60 * 1024 * 1024,
      })
    }
    for (const path of ['/api/admin/upload-image', '/api/admin/media']) {
      expect(routePolicy(path, 'POST', limits)).toMatchObject({ upload: true, bodyTypes: ['multipart'] })
    }
    // A certificate names its PDF by a file (multipart) or by a gallery file's id (JSON).
    expect(routePolicy('/api/admin/certificates', 'POST', limits)).toMatchObject({ upload: true, bodyTypes: ['multipart', 'json'] })
    expect(routePolicy('/api/admin/certificates/1', 'PUT', limits)).toMatchObject({ upload: false, bodyTypes: ['json'] })
    expect(routePolicy('/admin/certificates', 'POST', limits).upload).toBe(false)
    expect(routePolicy('/admin/products/view', 'POST', limits).upload).toBe(false)
    expect(routePolicy('/admin/products/view/1', 'POST', limits).upload).toBe(false)
    expect(routePolicy('/admin/products', 'POST', limits).upload).toBe(false)
    expect(routePolicy('/admin/media', 'GET', limits).upload).toBe(false)
    expect(routePolicy('/api/admin/media/1', 'POST', limits).upload).toBe(false)
  })
})

describe('languageOf', () => {
  it('follows the path prefix; admin and Turkish pages are Turkish, the public API English', () => {
    expect(languageOf('/de/contact')).toBe('de')
    expect(languageOf('/en')).toBe('en')
    expect(languageOf('/english')).toBe('tr')
    expect(languageOf('/rfq')).toBe('tr')
    expect(languageOf('/admin/login')).toBe('tr')
    expect(languageOf('/api/contact')).toBe('en')
    expect(languageOf('/api/admin/login')).toBe('tr')
  })
})

describe('bodyTypeOf and multipartBoundary', () => {
  it('reads the media type without its parameters', () => {
    expect(bodyTypeOf('application/x-www-form-urlencoded; charset=UTF-8')).toBe('form')
    expect(bodyTypeOf('Multipart/Form-Data; boundary=x')).toBe('multipart')
    expect(bodyTypeOf('application/json')).toBe('json')
    expect(bodyTypeOf('text/plain')).toBeNull()
    expect(bodyTypeOf('application/jsonx')).toBeNull()
    expect(bodyTypeOf(undefined)).toBeNull()
  })
  it('reads quoted and plain boundaries', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryAbc')).toBe('----WebKitFormBoundaryAbc')
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('multipart/form-data')).toBeNull()
  })
})
