import { type Locale, locales } from './locale'

type LocalizedKeys<T, F extends string> = `${F}_tr` | `${F}_en` extends keyof T ? F : never

/**
 * The `field` of a record in `locale` (`title_de` for 'de'). German texts are optional and fall
 * back to English; an empty translation counts as missing.
 */
export function localized<T extends object, F extends string>(record: T, field: LocalizedKeys<T, F>, locale: Locale): string {
  const read = (l: Locale) => {
    const value: unknown = Reflect.get(record, `${field}_${l}`)
    return typeof value === 'string' && value.trim() !== '' ? value : undefined
  }
  return read(locale) ?? read('en') ?? read('tr') ?? ''
}

/** A Prisma select of `fields` in every language: `localizedSelect('title')` is `{ title_tr, title_en, title_de }`. */
export function localizedSelect<F extends string>(...fields: F[]) {
  return Object.fromEntries(fields.flatMap((field) => locales.map((locale) => [`${field}_${locale}`, true]))) as Record<
    `${F}_${Locale}`,
    true
  >
}
