import { expect, test } from 'vitest'
import { localeCookieHeader, readLocaleCookie } from './locale-preference.server'

test('the locale cookie holds the bare language code', () => {
  expect(localeCookieHeader('de')).toMatch(/^locale=de; Path=\/; Max-Age=\d+; SameSite=Lax$/)
  expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en')
  expect(readLocaleCookie('locale=fr')).toBeNull()
  expect(readLocaleCookie('xlocale=en')).toBeNull()
  expect(readLocaleCookie(null)).toBeNull()
})
