import { describe, expect, test } from 'vitest'
import { acceptLanguageKey, boundedAcceptLanguage, MAX_ACCEPT_LANGUAGE_CHARS } from './accept-language.ts'

describe('the Accept-Language the site reads', () => {
  test('a usual header is read whole', () => {
    expect(boundedAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE,de;q=0.9,en;q=0.8')
    expect(boundedAcceptLanguage(undefined)).toBeUndefined()
  })

  test('a long one is cut after its last whole entry within the bound', () => {
    const header = `${Array.from({ length: 40 }, (_, i) => `x${i};q=0.1`).join(',')},de`
    const bounded = boundedAcceptLanguage(header) ?? ''
    expect(bounded.length).toBeLessThanOrEqual(MAX_ACCEPT_LANGUAGE_CHARS)
    expect(header.startsWith(bounded)).toBe(true)
    expect(header[bounded.length]).toBe(',')
    expect(bounded).not.toContain('de')
  })

  test('the key is what the app reads, in one spelling', () => {
    const long = `${'en;q=0.1, '.repeat(30)}de`
    expect(acceptLanguageKey(long)).toBe((boundedAcceptLanguage(long) ?? '').toLowerCase().replaceAll(' ', ''))
    expect(acceptLanguageKey('DE-de, en')).toBe('de-de,en')
  })
})
