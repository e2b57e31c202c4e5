/**
 * Open redirects: every redirect target built from input (the login's `redirectTo`, the
 * language switch `?lng=`, the returning visitor's language, admin "back" links) must leave
 * the visitor on the site's own origin, however the target is spelled.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cookiesOf, FORM, formBody, type RawResponse, send, startServer, type TestServer } from './support/server'

let server: TestServer
let adminCookie: string

beforeAll(async () => {
  server = await startServer()
  const login = await send(server, {
    method: 'POST',
    path: '/admin/login',
    headers: { ...FORM, Origin: server.url, 'X-Forwarded-For': '198.18.9.1' },
    body: formBody({ email: 'admin@example.com', password: 'e2e-admin-password', redirectTo: '/admin' }),
  })
  expect(login.status).toBe(302)
  adminCookie = cookiesOf(login)
})
afterAll(async () => {
  await server?.stop()
})

/**
 * A browser following the answer stays on the site: either it redirects to this origin, or the
 * target is refused outright (4xx, no Location).
 */
function expectStaysOnSite(response: RawResponse, what: string) {
  expect(response.status, `${what}: ${response.status} ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(300)
  expect(response.status, what).toBeLessThan(500)
  if (response.status >= 400) {
    expect(response.headers.location, what).toBeUndefined()
    return
  }
  const location = String(response.headers.location)
  // The WHATWG URL parser resolves like a browser (tabs and newlines dropped, `\` read as `/`).
  expect(new URL(location, server.url).origin, `${what} → Location: ${JSON.stringify(location)}`).toBe(server.url)
}

const TARGETS = [
  '%2F%09%2Fevil.example', // a tab between the slashes
  '%2F%0A%2Fevil.example',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%5C%5Cevil.example',
  '%2F%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example%2F',
  '%2F.%2F%2Fevil.example',
  'javascript%3Aalert(1)',
]

describe('login redirectTo', () => {
  test.each(TARGETS)('a signed-in admin sent to /admin/login?redirectTo=%s stays on the site', async (target) => {
    const response = await send(server, { path: `/admin/login?redirectTo=${target}`, headers: { Cookie: adminCookie } })
    expectStaysOnSite(response, target)
  })

  test.each(TARGETS)('logging in with redirectTo=%s stays on the site', async (target) => {
    const response = await send(server, {
      method: 'POST',
      path: '/admin/login',
      headers: { ...FORM, Origin: server.url, 'X-Forwarded-For': '198.18.9.2' },
      body: `email=admin%40example.com&password=e2e-admin-password&redirectTo=${target}`,
    })
    expectStaysOnSite(response, target)
  })

  test('a page of the site is still where the admin lands', async () => {
    const response = await send(server, { path: '/admin/login?redirectTo=%2Fadmin%2Fleads%3Fpage%3D1', headers: { Cookie: adminCookie } })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/admin/leads?page=1')
  })
})

describe('language switch and returning visitors', () => {
  test.each([
    '//evil.example/?lng=en',
    '/\\evil.example/?lng=de',
    '///evil.example/?lng=en',
    '//evil.example/%2F..?lng=de',
    '/\\/evil.example/?lng=tr',
  ])('GET %s stays on the site', async (path) => {
    expectStaysOnSite(await send(server, { path }), path)
  })

  test.each(['//evil.example/', '///evil.example/x', '/\\evil.example/'])(
    'a returning English visitor at %s stays on the site',
    async (path) => {
      const english = cookiesOf(await send(server, { path: '/?lng=en' }))
      expect(english).toMatch(/^locale=/)
      const response = await send(server, { path, headers: { Cookie: english } })
      if (response.status >= 300 && response.status < 400) expectStaysOnSite(response, path)
      else expect(response.status, path).toBeLessThan(500)
    },
  )

  test('the language switch still leads to the page asked for', async () => {
    const response = await send(server, { path: '/en/products?lng=de&x=1' })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/en/products?x=1')
    expect(String(response.headers['set-cookie'])).toMatch(/^locale=/)
    // The remembered language is German: the Turkish home page sends this visitor to /de.
    const back = await send(server, { path: '/', headers: { Cookie: cookiesOf(response) } })
    expect(back.headers.location).toBe('/de')
  })
})

describe('links of a page whose address spells another host', () => {
  // Each of these answers a page of the site (a 404 in the site's layout), whose language links and
  // note are built from its own path, or first a redirect to the path without its empty segments.
  test.each([
    '//evil.example/x',
    '/en//evil.example',
    '/de//evil.example/x',
    '/en/%5Cevil.example',
    '/%2F%2Fevil.example',
    '///evil.example',
  ])('the page at %s links to the site only', async (path) => {
    let response = await send(server, { path })
    // Empty segments are sent to the path without them, on the site itself.
    if (response.status === 301) {
      const location = String(response.headers.location)
      expect(new URL(location, server.url).origin, `${path} → ${location}`).toBe(server.url)
      expect(location, path).not.toMatch(/^[/\\]{2}/)
      response = await send(server, { path: location })
    }
    expect(response.status, path).toBeLessThan(500)
    const links = [...response.text.matchAll(/\b(?:href|action)="([^"]*)"/g)].map(([, value]) => value.replaceAll('&amp;', '&'))
    expect(links.length, path).toBeGreaterThan(10)
    // Protocol-relative and backslash spellings are read by a browser as another host.
    for (const link of links.filter((value) => /^[/\\]/.test(value))) {
      expect(new URL(link, server.url).origin, `${path}: ${link}`).toBe(server.url)
    }
    // The language note's texts are in the page; it links to the same path as the switcher.
    expect(response.text).not.toMatch(/href="[/\\]{2}/)
  })
})

describe('admin back links', () => {
  test.each(['//evil.example/admin/products', '/admin/products/../..//evil.example', 'https://evil.example/admin/products'])(
    'the products list "back" target %s stays on the site',
    async (returnTo) => {
      const response = await send(server, {
        method: 'POST',
        path: '/admin/products',
        headers: { ...FORM, Origin: server.url, Cookie: adminCookie },
        body: formBody({ intent: 'move-up', id: '00000000-0000-4000-8000-000000000000', returnTo }),
      })
      expectStaysOnSite(response, returnTo)
    },
  )
})
