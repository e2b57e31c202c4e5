import { expect, test } from 'vitest'
import { ogImagePath, parseOgImageParams } from './og-image'

test('addresses of the preview pictures', () => {
  expect(ogImagePath({ kind: 'site', locale: 'de' })).toBe('/og/de/site.jpg')
  expect(ogImagePath({ kind: 'products', locale: 'tr', slug: 'lerida-incir' }, 'a1_b-2')).toBe('/og/tr/products/lerida-incir.jpg?v=a1_b-2')
  expect(ogImagePath({ kind: 'blog', locale: 'en', slug: 'harvest' })).toBe('/og/en/blog/harvest.jpg')
})

test('an address is read back into what it names', () => {
  expect(parseOgImageParams({ locale: 'en', file: 'site.jpg' })).toEqual({ kind: 'site', locale: 'en' })
  expect(parseOgImageParams({ locale: 'tr', kind: 'products', file: 'lerida-incir.jpg' })).toEqual({
    kind: 'products',
    locale: 'tr',
    slug: 'lerida-incir',
  })
  expect(parseOgImageParams({ locale: 'de', kind: 'blog', file: 'a1-b2.jpg' })).toEqual({ kind: 'blog', locale: 'de', slug: 'a1-b2' })
})

test('anything else names no picture', () => {
  for (const params of [
    { locale: 'fr', file: 'site.jpg' },
    { locale: 'en', file: 'site.png' },
    { locale: 'en', kind: 'pages', file: 'x.jpg' },
    { locale: 'en', kind: 'products', file: 'x.png' },
    { locale: 'en', kind: 'products', file: '.jpg' },
    { locale: 'en', kind: 'products', file: 'Lerida.jpg' },
    { locale: 'en', kind: 'products', file: '../secret.jpg' },
    { locale: 'en', kind: 'products', file: 'a--b.jpg' },
    { locale: 'en', kind: 'products', file: '<svg>.jpg' },
    { locale: 'en', kind: 'products', file: `${'a'.repeat(121)}.jpg` },
    { locale: 'en', kind: 'products' },
    {},
  ]) {
    expect(parseOgImageParams(params), JSON.stringify(params)).toBeNull()
  }
})
