import { expect, test } from 'vitest'
import { localeCookieHeader, localePreferenceMiddleware, readLocaleCookie } from './locale-preference.server'

test('the locale cookie holds the bare language code', () => {
  expect(localeCookieHeader('de')).toMatch(/^locale=de; Path=\/; Max-Age=\d+; SameSite=Lax$/)
  expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en')
  expect(readLocaleCookie('locale=fr')).toBeNull()
  expect(readLocaleCookie('xlocale=en')).toBeNull()
  expect(readLocaleCookie(null)).toBeNull()
})

/** The redirect the middleware answers `path` with (null: none). */
async function redirectOf(path: string, cookie?: string): Promise<string | null> {
  const url = new URL(`https://www.example.com${path}`)
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} })
  const args = { request, url, params: {}, context: undefined, unstable_pattern: '' } as unknown as Parameters<
    typeof localePreferenceMiddleware
  >[0]
  try {
    await localePreferenceMiddleware(args, async () => new Response())
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return thrown.headers.get('Location')
  }
}

test('the language switch redirects to the same page without ?lng=', async () => {
  expect(await redirectOf('/en/products?lng=de&x=1')).toBe('/en/products?x=1')
  expect(await redirectOf('/de/contact', 'locale=de')).toBeNull()
  expect(await redirectOf('/contact?x=1', 'locale=de')).toBe('/de/contact?x=1')
})

test.each(['//evil.example/?lng=en', '///evil.example/?lng=en', '/\\evil.example/?lng=de', '/%5Cevil.example/?lng=de', '//evil.example/'])(
  'a redirect for %j stays on the site',
  async (path) => {
    for (const cookie of [undefined, 'locale=en']) {
      const location = await redirectOf(path, cookie)
      if (location === null) continue
      expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true)
      expect(new URL(location, 'https://www.example.com').origin).toBe('https://www.example.com')
    }
  },
)
