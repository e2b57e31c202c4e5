import { expect, test } from 'vitest'
import { localized, localizedWithLanguage } from './localized'

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

test('says which language the text it read is in', () => {
  expect(localizedWithLanguage(product, 'title', 'de')).toEqual({ text: 'Dried Fig', language: 'en' })
  expect(localizedWithLanguage(product, 'title', 'en')).toEqual({ text: 'Dried Fig', language: 'en' })
  // A record in Turkish only (English stored empty) reads in Turkish on the English and German pages.
  const turkishOnly = { title_tr: 'Kuru İncir', title_en: '', title_de: null }
  expect(localizedWithLanguage(turkishOnly, 'title', 'en')).toEqual({ text: 'Kuru İncir', language: 'tr' })
  expect(localizedWithLanguage(turkishOnly, 'title', 'de')).toEqual({ text: 'Kuru İncir', language: 'tr' })
  expect(localizedWithLanguage({ title_tr: '', title_en: '', title_de: null }, 'title', 'de')).toEqual({ text: '', language: 'de' })
})
