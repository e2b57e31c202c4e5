import { expect, test } from 'vitest'
import { localized } from './localized'

const product: { title_tr: string; title_en: string; title_de: string | null } = {
  title_tr: 'Kuru İncir',
  title_en: 'Dried Fig',
  title_de: null,
}

test('reads the field in the page language', () => {
  expect(localized(product, 'title', 'tr')).toBe('Kuru İncir')
  expect(localized(product, 'title', 'en')).toBe('Dried Fig')
  expect(localized({ ...product, title_de: 'Getrocknete Feige' }, 'title', 'de')).toBe('Getrocknete Feige')
})

test('missing or blank German falls back to English', () => {
  expect(localized(product, 'title', 'de')).toBe('Dried Fig')
  expect(localized({ ...product, title_de: '  ' }, 'title', 'de')).toBe('Dried Fig')
})
