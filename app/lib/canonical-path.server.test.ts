import { describe, expect, test } from 'vitest'
import { canonicalPathname } from './canonical-path.server'

describe('canonicalPathname', () => {
  test("a page's own address stays", () => {
    expect(canonicalPathname('/', ':lang?', {})).toBeNull()
    expect(canonicalPathname('/en', ':lang?', { lang: 'en' })).toBeNull()
    expect(canonicalPathname('/products', ':lang?/products', {})).toBeNull()
    expect(canonicalPathname('/de/products/lerida-incir', ':lang?/products/:slug', { lang: 'de', slug: 'lerida-incir' })).toBeNull()
  })

  test('the language segment and fixed segments in lower case, parameters as sent', () => {
    expect(canonicalPathname('/EN/products', ':lang?/products', { lang: 'EN' })).toBe('/en/products')
    expect(canonicalPathname('/De', ':lang?', { lang: 'De' })).toBe('/de')
    expect(canonicalPathname('/en/Products', ':lang?/products', { lang: 'en' })).toBe('/en/products')
    expect(canonicalPathname('/EN/PRODUCTS/Lerida-Incir', ':lang?/products/:slug', { lang: 'EN', slug: 'Lerida-Incir' })).toBe(
      '/en/products/Lerida-Incir',
    )
    expect(canonicalPathname('/Requests/AbC_-9', ':lang?/requests/:token', { token: 'AbC_-9' })).toBe('/requests/AbC_-9')
  })

  test('no trailing slash', () => {
    expect(canonicalPathname('/en/', ':lang?', { lang: 'en' })).toBe('/en')
    expect(canonicalPathname('/en/products/lerida-incir/', ':lang?/products/:slug', { lang: 'en', slug: 'lerida-incir' })).toBe(
      '/en/products/lerida-incir',
    )
    expect(canonicalPathname('/about/', ':lang?/about', {})).toBe('/about')
  })

  test('the not-found page, an unknown language and a path of another shape are left to the 404', () => {
    expect(canonicalPathname('/en/Nope/', ':lang?/*', { lang: 'en', '*': 'Nope/' })).toBeNull()
    expect(canonicalPathname('/XX/products', ':lang?/products', { lang: 'XX' })).toBeNull()
    expect(canonicalPathname('//en//products', ':lang?/products', { lang: 'en' })).toBeNull()
  })
})
