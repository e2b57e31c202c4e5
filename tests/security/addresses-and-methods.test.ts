/**
 * Every spelling of a page's address leads to the page's one address, and every route answers
 * a method it does not take, a range outside a file, a failed precondition or a form sent from
 * another site with a 4xx that says why, never React Router's "Unexpected Server Error", a bare
 * "Bad Request" or a 500, and without an error in the log.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import routes from '../../app/routes'
import { FORM, JSON_TYPE, send, startServer, type TestServer } from './support/server'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
})

/** The resource routes (route modules that are not pages: `.ts` files), as paths with their parameters filled in. */
function resourcePaths(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = [prefix, entry.path ?? ''].filter(Boolean).join('/')
    if (entry.children) return resourcePaths(entry.children, own)
    return entry.file.endsWith('.ts') ? [`/${own.replace(/:lang\?\/?/, '').replace(/:\w+\??/g, 'x')}`] : []
  })
}

describe("a page's address", () => {
  test.each([
    ['/EN/products', '/en/products'],
    ['/De', '/de'],
    ['/en/Products', '/en/products'],
    ['/DE/ABOUT?x=1', '/de/about?x=1'],
    ['/en/', '/en'],
    ['/products/', '/products'],
    ['/en/products/lerida-incir/', '/en/products/lerida-incir'],
    ['/en/products/.', '/en/products'],
    ['/Requests/AbC-9_z', '/requests/AbC-9_z'],
  ])('%s is sent to %s (301)', async (path, location) => {
    const response = await send(server, { path })
    expect(response.status, path).toBe(301)
    expect(response.headers.location).toBe(location)
  })

  test('a first segment with a backslash is the not-found page, not an empty copy of the site', async () => {
    for (const path of ['/%5cfoo', '/%5C', '/%5cen', '/%5Cproducts']) {
      const response = await send(server, { path })
      expect(response.status, path).toBe(404)
      expect(response.text, path).toContain('noindex')
      expect(response.text, path).toMatch(/<main id="main">\s*<[^/]/)
    }
  })

  test('an unknown language stays a 404 in any case', async () => {
    for (const path of ['/xx/rfq', '/XX/rfq']) expect((await send(server, { path })).status, path).toBe(404)
  })
})

describe('the build files', () => {
  test('a range outside the file is 416 with its size, in plain words and never stored', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const response = await send(server, { path: '/images/logo.svg', headers: { Range: 'bytes=999999-', 'Accept-Encoding': encoding } })
      expect(response.status, encoding).toBe(416)
      expect(response.headers['content-range'], encoding).toMatch(/^bytes \*\/\d+$/)
      expect(response.headers['content-encoding'], encoding).toBeUndefined()
      expect(response.headers['cache-control'], encoding).toBe('no-store')
      expect(response.text, encoding).toBe('İstenen bayt aralığı dosyanın dışında.')
    }
  })

  test('a failed If-Match or If-Unmodified-Since is 412', async () => {
    const conditions: Record<string, string>[] = [{ 'If-Match': '"nope"' }, { 'If-Unmodified-Since': 'Mon, 01 Jan 2001 00:00:00 GMT' }]
    for (const headers of conditions) {
      const response = await send(server, { path: '/images/logo.svg', headers })
      expect(response.status, JSON.stringify(headers)).toBe(412)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.text).toContain('If-Match')
    }
  })

  test('a range inside the file is still served', async () => {
    const response = await send(server, { path: '/images/logo.svg', headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'identity' } })
    expect(response.status).toBe(206)
    expect(response.body.length).toBe(10)
  })
})

describe('methods', () => {
  test('a write to a route that only reads is 405 with Allow and a message', async () => {
    for (const [method, path] of [
      ['PUT', '/api/products'],
      ['DELETE', '/api/products/lerida-incir'],
      ['POST', '/sitemap.xml'],
      ['PATCH', '/api/blog'],
    ]) {
      const response = await send(server, { method, path, headers: { ...JSON_TYPE, Origin: server.url }, body: '{}' })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD, OPTIONS')
      expect(response.text, `${method} ${path}`).toMatch(/(Allowed|İzin verilenler): GET, HEAD, OPTIONS\./)
    }
    // A page without a form: a post there is refused in the page's language, not with React Router's words for developers.
    const page = await send(server, { method: 'POST', path: '/de/products', headers: { ...FORM, Origin: server.url }, body: 'a=1' })
    expect(page.status).toBe(405)
    expect(page.headers.allow).toBe('GET, HEAD, OPTIONS')
    expect(page.text).toBe('Diese Methode ist hier nicht erlaubt. Erlaubt: GET, HEAD, OPTIONS.')
    const options = await send(server, { method: 'OPTIONS', path: '/api/products' })
    expect(options.status).toBe(204)
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS')
  })

  test('a GET of an address that only takes POST is 405 with Allow: POST and a message in the asked language', async () => {
    for (const path of ['/api/rfq', '/api/contact', '/api/trial-package']) {
      const response = await send(server, { path, headers: { 'Accept-Language': 'de' } })
      expect(response.status, path).toBe(405)
      expect(response.headers.allow, path).toBe('POST')
      expect(JSON.parse(response.text), path).toEqual({ message: 'Bitte POST verwenden.' })
    }
  })

  test('every resource route answers a read, a write and a delete without a server error', async () => {
    const paths = [...new Set(resourcePaths(routes as RouteConfigEntry[]))]
    expect(paths).toContain('/api/products/x')
    expect(paths).toContain('/products/x/spec-sheet.pdf')
    for (const path of paths) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const body = method === 'PUT' ? '{}' : undefined
        const response = await send(server, { method, path, headers: { ...JSON_TYPE, Origin: server.url }, body })
        const what = `${method} ${path}: ${response.status} ${response.text.slice(0, 120)}`
        expect(response.status, what).toBeLessThan(500)
        expect(response.text, what).not.toContain('Unexpected Server Error')
        if (response.status === 405) expect(response.headers.allow, what).toBeTruthy()
      }
    }
  })
})

describe('a form sent from another site', () => {
  test("is refused with a message in the page's language (the admin's in Turkish), and no error is logged", async () => {
    const before = server.output().length
    for (const [path, origin, message] of [
      ['/en/rfq', 'https://evil.example', 'This request seems to come from another site'],
      ['/de/contact', 'null', 'Diese Anfrage scheint von einer anderen Website zu kommen'],
      ['/trial-package', 'https://evil.example', 'Başka bir siteden gönderilmiş olabilecek istek reddedildi'],
      ['/en/rfq.data', 'https://evil.example', 'This request seems to come from another site'],
      ['/admin/media', 'https://evil.example', 'Başka bir siteden gönderilmiş olabilecek istek reddedildi'],
      ['/en/requests/AbC-9_z', 'https://evil.example', 'This request seems to come from another site'],
    ]) {
      const response = await send(server, { method: 'POST', path, headers: { ...FORM, Origin: origin }, body: 'name=x' })
      expect(response.status, `${path} from ${origin}`).toBe(403)
      expect(response.text, path).toContain(message)
    }
    expect(server.output().slice(before)).not.toContain('"level":50')
  })

  test('the same form from the site itself is not refused by its origin', async () => {
    const response = await send(server, { method: 'POST', path: '/en/contact', headers: { ...FORM, Origin: server.url }, body: 'name=x' })
    expect(response.status).not.toBe(403)
    expect(response.status).toBeLessThan(500)
  })
})
