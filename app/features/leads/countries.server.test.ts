import { describe, expect, test } from 'vitest'
import type { Locale } from '~/lib/locale'
import { countriesIn, countryList, likelyCountry, preselectedCountryFor } from './countries.server'
import { unpackCountries } from './country-options'
import { withFirst } from './form-countries'
import { countryCodes } from './phone.server'

/** A form's country select for a visitor: the preselected country and the list with it first. */
function countryChoice(locale: Locale, acceptLanguage: string | null) {
  const preselectedCountry = preselectedCountryFor(locale, acceptLanguage)
  return { countries: countryList(locale, preselectedCountry), preselectedCountry }
}

const codes = (list: readonly { code: string }[]) => list.map((c) => c.code)
const nameOf = (list: readonly { code: string; name: string }[], code: string) => list.find((c) => c.code === code)?.name

describe('countriesIn', () => {
  test('every country of the phone library, once, named in the page language', () => {
    for (const locale of ['tr', 'en', 'de'] as const) {
      const list = countriesIn(locale)
      expect(new Set(codes(list))).toEqual(new Set(countryCodes()))
      expect(list).toHaveLength(countryCodes().length)
    }
    expect(nameOf(countriesIn('tr'), 'DE')).toBe('Almanya')
    expect(nameOf(countriesIn('en'), 'DE')).toBe('Germany')
    expect(nameOf(countriesIn('de'), 'DE')).toBe('Deutschland')
    expect(nameOf(countriesIn('tr'), 'TR')).toBe('Türkiye')
    expect(nameOf(countriesIn('de'), 'TR')).toBe('Türkei')
  })

  test("sorted with the language's own collation, not by code points", () => {
    const position = (locale: 'tr' | 'de', name: string) => countriesIn(locale).findIndex((c) => c.name === name)
    // German: Ö sorts with O (code points would put it after Z).
    expect(position('de', 'Oman')).toBeLessThan(position('de', 'Österreich'))
    expect(position('de', 'Österreich')).toBeLessThan(position('de', 'Pakistan'))
    // Turkish: Ç between C and D, Ü between U and V.
    expect(position('tr', 'Cezayir')).toBeLessThan(position('tr', 'Çad'))
    expect(position('tr', 'Çad')).toBeLessThan(position('tr', 'Danimarka'))
    expect(position('tr', 'Uruguay')).toBeLessThan(position('tr', 'Ürdün'))
    expect(position('tr', 'Ürdün')).toBeLessThan(position('tr', 'Vanuatu'))
  })
})

describe('likelyCountry', () => {
  test.each([
    ['de-AT,de;q=0.9,en;q=0.8', 'AT'],
    ['en-GB,en-US;q=0.9,en;q=0.8', 'GB'],
    ['de', 'DE'],
    ['tr-TR', 'TR'],
    // Firefox's German default: the bare first language wins over a later region.
    ['de,en-US;q=0.7,en;q=0.3', 'DE'],
    // Quality, not position, is the order.
    ['fr;q=0.5, de-CH', 'CH'],
    ['de-DE;q=0, fr-BE', 'BE'],
    ['nl,en-US;q=0.7', 'NL'],
    // Case and spaces as browsers and proxies vary them.
    ['  EN-gb ; Q=0.9 ', 'GB'],
  ])('%s → %s', (header, country) => {
    expect(likelyCountry(header)).toBe(country)
  })

  test.each([[null], [''], ['*'], ['es-419'], ['en-001'], ['und'], ['not a tag!,@@'], ['de;q=0']])('nothing guessable in %j', (header) => {
    expect(likelyCountry(header)).toBeNull()
  })

  test('a huge header is read only so far, quickly', () => {
    const header = `${'x-bad-tag-here,'.repeat(50_000)}de-AT`
    const started = performance.now()
    expect(likelyCountry(header)).toBeNull()
    expect(performance.now() - started).toBeLessThan(200)
  })
})

describe('countryChoice', () => {
  test('the Turkish site: Türkiye first and preselected, whatever the browser says', () => {
    const { countries: packed, preselectedCountry } = countryChoice('tr', 'de-DE,de;q=0.9')
    const countries = unpackCountries(packed)
    expect(preselectedCountry).toBe('TR')
    expect(countries[0]).toEqual({ code: 'TR', name: 'Türkiye' })
    expect(codes(countries).filter((c) => c === 'TR')).toHaveLength(1)
    expect(countries).toHaveLength(countryCodes().length)
  })

  test("the German and English sites: the browser's country first and preselected, the rest in order", () => {
    const de = countryChoice('de', 'de-AT,de;q=0.9')
    const deCountries = unpackCountries(de.countries)
    expect(de.preselectedCountry).toBe('AT')
    expect(deCountries[0]).toEqual({ code: 'AT', name: 'Österreich' })
    expect(deCountries.slice(1)).toEqual(countriesIn('de').filter((c) => c.code !== 'AT'))
    const en = countryChoice('en', 'en-GB')
    expect(en.preselectedCountry).toBe('GB')
    expect(unpackCountries(en.countries)[0]).toEqual({ code: 'GB', name: 'United Kingdom' })
  })

  test('the browser puts the preselected country first exactly as the server does (its select hydrates unchanged)', () => {
    for (const locale of ['tr', 'en', 'de'] as const) {
      const sorted = countryList(locale, null)
      for (const first of ['TR', 'AT', 'GB', 'US', 'ZW', 'AF', null]) expect(withFirst(sorted, first)).toBe(countryList(locale, first))
      // An unknown code leaves the sorted list as it is, on both sides.
      expect(withFirst(sorted, 'XX')).toBe(countryList(locale, 'XX'))
      expect(countryList(locale, 'XX')).toBe(sorted)
    }
  })

  test('the German and English sites never preselect Türkiye, whatever the browser says', () => {
    for (const locale of ['en', 'de'] as const) {
      expect(countryChoice(locale, 'tr-TR,tr;q=0.9').preselectedCountry).toBeNull()
      expect(countryChoice(locale, 'de-TR').preselectedCountry).toBeNull()
      expect(countryChoice(locale, 'tr').preselectedCountry).toBeNull()
      // The next language the browser names still counts.
      expect(countryChoice(locale, 'tr-TR,de-AT;q=0.8').preselectedCountry).toBe('AT')
      expect(unpackCountries(countryChoice(locale, 'tr-TR').countries)).toEqual(countriesIn(locale))
    }
    expect(countryChoice('tr', 'de-AT').preselectedCountry).toBe('TR')
  })

  test('nothing guessable: no preselection, the plain sorted list', () => {
    const { countries, preselectedCountry } = countryChoice('en', '*')
    expect(preselectedCountry).toBeNull()
    expect(unpackCountries(countries)).toEqual(countriesIn('en'))
  })
})

test('a packed list unpacks to the same countries, names with spaces included', () => {
  const list = [
    { code: 'US', name: 'Amerika Birleşik Devletleri' },
    { code: 'DE', name: 'Almanya' },
  ]
  const { countries } = countryChoice('tr', null)
  expect(unpackCountries(countries)).toHaveLength(countryCodes().length)
  expect(unpackCountries('US Amerika Birleşik Devletleri\nDE Almanya')).toEqual(list)
  expect(unpackCountries('')).toEqual([])
})
