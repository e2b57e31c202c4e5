import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import type { Locale } from './locale'
import { localeCookieHeader, localePreferenceMiddleware, readLocaleCookie } from './locale-preference.server'

/** The `name=value` pair a Set-Cookie header sends back. */
const pair = (setCookie: string) => setCookie.split(';')[0]!
/** The Cookie header of a visitor who chose `locale` with the switcher. */
const chose = async (locale: Locale) => pair(await localeCookieHeader(locale))

test('the locale cookie is made by React Router and read back; anything else is ignored', async () => {
  const header = await localeCookieHeader('de')
  expect(header).toMatch(/^locale=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/)
  expect(await readLocaleCookie(`a=1; ${pair(header)}; b=2`)).toBe('de')
  // A choice stored in the old plain format still counts; other values and other cookies' names are no choice.
  expect(await readLocaleCookie('locale=en')).toBe('en')
  expect(await readLocaleCookie('locale=fr')).toBeNull()
  expect(await readLocaleCookie(`x${pair(header)}`)).toBeNull()
  expect(await readLocaleCookie(null)).toBeNull()
})

/** The redirect the middleware answers `path` with (null: none). */
async function redirectOf(path: string, cookie?: string): Promise<string | null> {
  const url = new URL(`https://www.example.com${path}`)
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} })
  const args: Parameters<typeof localePreferenceMiddleware>[0] = {
    request,
    url,
    params: {},
    context: new RouterContextProvider(),
    pattern: '',
  }
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
  expect(await redirectOf('/de/contact', await chose('de'))).toBeNull()
  expect(await redirectOf('/contact?x=1', await chose('de'))).toBe('/de/contact?x=1')
  expect(await redirectOf('/contact?x=1', 'locale=de')).toBe('/de/contact?x=1')
})

test.each(['//evil.example/?lng=en', '///evil.example/?lng=en', '/\\evil.example/?lng=de', '/%5Cevil.example/?lng=de', '//evil.example/'])(
  'a redirect for %j stays on the site',
  async (path) => {
    for (const cookie of [undefined, await chose('en')]) {
      const location = await redirectOf(path, cookie)
      if (location === null) continue
      expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true)
      expect(new URL(location, 'https://www.example.com').origin).toBe('https://www.example.com')
    }
  },
)
