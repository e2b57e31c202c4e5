import { describe, expect, test } from 'vitest'
import { firstSiteLocale, isLocale, localizePath, splitLocalePath, switchLocalePath } from './locale'

describe('locale paths', () => {
  test('Turkish pages have no prefix, English and German do', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'tr', path: '/' })
    expect(splitLocalePath('/products/lerida')).toEqual({ locale: 'tr', path: '/products/lerida' })
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' })
    expect(splitLocalePath('/de/blog/x')).toEqual({ locale: 'de', path: '/blog/x' })
  })

  test('a segment that merely starts like a language is not a prefix', () => {
    expect(splitLocalePath('/english')).toEqual({ locale: 'tr', path: '/english' })
    expect(splitLocalePath('/tr/products')).toEqual({ locale: 'tr', path: '/tr/products' })
  })

  test('localizes and switches paths keeping the query', () => {
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/faq', 'de')).toBe('/de/faq')
    expect(localizePath('/faq', 'tr')).toBe('/faq')
    expect(switchLocalePath('/en/products', '?filter=organic', 'de')).toBe('/de/products?filter=organic')
    expect(switchLocalePath('/de', '', 'tr')).toBe('/')
  })

  test('a path that spells another host stays a path of the site', () => {
    expect(localizePath('//evil.example/x', 'tr')).toBe('/evil.example/x')
    expect(localizePath('/\\evil.example', 'tr')).toBe('/evil.example')
    expect(switchLocalePath('/en//evil.example', '?lng=tr', 'tr')).toBe('/evil.example?lng=tr')
    expect(switchLocalePath('///evil.example', '', 'de')).toBe('/de/evil.example')
    expect(localizePath('faq', 'de')).toBe('/de/faq')
  })

  test('only tr, en and de are accepted', () => {
    expect(isLocale('de')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale('EN')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('firstSiteLocale', () => {
  test('the first preferred language the site has, by primary subtag', () => {
    expect(firstSiteLocale(['de-AT', 'en-US'])).toBe('de')
    expect(firstSiteLocale(['fr-FR', 'EN-gb', 'tr'])).toBe('en')
    expect(firstSiteLocale(['tr-TR'])).toBe('tr')
  })

  test('none of them: null', () => {
    expect(firstSiteLocale(['fr', 'es-ES'])).toBeNull()
    expect(firstSiteLocale([])).toBeNull()
  })
})
