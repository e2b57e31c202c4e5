import { type Locale, locales } from './locale'

type LocalizedKeys<T, F extends string> = `${F}_tr` | `${F}_en` extends keyof T ? F : never

/**
 * The `field` of a record in `locale` (`title_de` for 'de'). German texts are optional and fall
 * back to English; an empty translation counts as missing.
 */
export function localized<T extends object, F extends string>(record: T, field: LocalizedKeys<T, F>, locale: Locale): string {
  return localizedWithLanguage(record, field, locale).text
}

/** The language `localized` falls back through from `locale`: the page's own, then English, then Turkish. */
const fallbacks = (locale: Locale): Locale[] => [locale, 'en', 'tr']

/** `localized`, with the language the text is in (the page's or the one it fell back to). */
export function localizedWithLanguage<T extends object, F extends string>(
  record: T,
  field: LocalizedKeys<T, F>,
  locale: Locale,
): { text: string; language: Locale } {
  for (const language of fallbacks(locale)) {
    const value: unknown = Reflect.get(record, `${field}_${language}`)
    if (typeof value === 'string' && value.trim() !== '') return { text: value, language }
  }
  return { text: '', language: locale }
}

/** A Prisma select of `fields` in every language: `localizedSelect('title')` is `{ title_tr, title_en, title_de }`. */
export function localizedSelect<F extends string>(...fields: F[]) {
  return Object.fromEntries(fields.flatMap((field) => locales.map((locale) => [`${field}_${locale}`, true]))) as Record<
    `${F}_${Locale}`,
    true
  >
}
