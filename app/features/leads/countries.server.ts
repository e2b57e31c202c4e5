/**
 * The country list of the public forms: every country the phone-number library knows, named in
 * the page's language (the runtime's CLDR data through Intl.DisplayNames) and sorted by that
 * language's collation, with the visitor's likely country first and preselected: Türkiye on the
 * Turkish site, else the country the browser's Accept-Language points to.
 */
import type { Locale } from '~/lib/locale'
import { type CountryOption, firstOnTop, type PackedCountries, packCountries } from './country-options'
import { countryCodes, isCountry } from './phone.server'

const sortedLists = new Map<Locale, readonly CountryOption[]>()

/** Every country, named and sorted in `locale` (made once per language). */
export function countriesIn(locale: Locale): readonly CountryOption[] {
  let list = sortedLists.get(locale)
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
    const collator = new Intl.Collator(locale)
    list = countryCodes()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name))
    sortedLists.set(locale, list)
  }
  return list
}

/** An Accept-Language header is short; a longer one is read only this far. */
const MAX_HEADER_CHARS = 1000
const MAX_ENTRIES = 30
const QUALITY = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i

/** The languages of an Accept-Language header, most preferred first (q=0 and '*' left out, bad tags skipped). */
export function preferredLanguages(header: string | null | undefined): Intl.Locale[] {
  if (!header) return []
  const entries = header
    .slice(0, MAX_HEADER_CHARS)
    .split(',')
    .slice(0, MAX_ENTRIES)
    .flatMap((part, index) => {
      const [tag = '', ...parameters] = part.split(';')
      const quality = parameters.map((p) => QUALITY.exec(p)).find(Boolean)
      const q = quality ? Number(quality[1]) : 1
      const name = tag.trim()
      if (!name || name === '*' || q <= 0) return []
      try {
        return [{ locale: new Intl.Locale(name), q, index }]
      } catch {
        return []
      }
    })
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.locale)
}

/**
 * The visitor's likely country: for each language in preference order, its region subtag
 * (de-AT → AT, en-GB → GB) or, for a bare language, the country CLDR's likely-subtags data gives
 * it (de → DE, tr → TR, en → US); the first that is a country of the list and not in `skip`.
 * Null when none is.
 */
export function likelyCountry(acceptLanguage: string | null | undefined, skip: readonly string[] = []): string | null {
  for (const language of preferredLanguages(acceptLanguage)) {
    // 'und' (undetermined) names no language to guess a country from.
    if (!language.language || language.language === 'und') continue
    const region = language.region ?? language.maximize().region
    if (region && isCountry(region) && !skip.includes(region)) return region
  }
  return null
}

/**
 * The country a form on the `locale` site starts with for a visitor whose browser sent
 * `acceptLanguage`: Türkiye on the Turkish site; on the English and German sites the browser's
 * likely country, never Türkiye (a visitor who chose a foreign language there is taken for a
 * buyer abroad, whatever language the browser names first); null when none is one of the list.
 */
export function preselectedCountryFor(locale: Locale, acceptLanguage: string | null | undefined): string | null {
  const guess = locale === 'tr' ? 'TR' : likelyCountry(acceptLanguage, ['TR'])
  return guess && countriesIn(locale).some((country) => country.code === guess) ? guess : null
}

/** Every country named and sorted in `locale`, `first` (when it is one of them) at the top. */
export function countryList(locale: Locale, first: string | null): PackedCountries {
  return packCountries(firstOnTop(countriesIn(locale), first))
}
