/** Languages of the public site and how they map onto URLs: tr at /…, en at /en/…, de at /de/…. */
import { isOneOf } from './one-of'
import { sitePath } from './safe-redirect'

export const locales = ['tr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'tr'

export function isLocale(value: unknown): value is Locale {
  return isOneOf(locales, value)
}

/** The languages whose pages live under a first segment of their own ('/en/…', '/de/…'). */
const prefixedLocales = locales.filter((locale) => locale !== defaultLocale)

/**
 * Whether the public site's optional language segment (routes.ts, `:lang?`) names a language of
 * the site: absent (Turkish) or a prefixed language. Route matching ignores case, so '/EN/…' is
 * the same route as '/en/…' (its pages speak the language `splitLocalePath` finds).
 */
export function isLanguageSegment(segment: string | undefined): boolean {
  return segment === undefined || isOneOf(prefixedLocales, segment.toLowerCase())
}

/** The locale a pathname belongs to, and the pathname without its language prefix: the one answer to "which language is this path". */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const first = /^\/([^/]+)/.exec(pathname)?.[1]
  if (!first || !isOneOf(prefixedLocales, first)) return { locale: defaultLocale, path: pathname || '/' }
  return { locale: first, path: pathname.slice(first.length + 1) || '/' }
}

/** `path` (without prefix) as seen in `locale`; always a path of the site (`sitePath`). */
export function localizePath(path: string, locale: Locale): string {
  const clean = sitePath(path)
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** The same page in another language: '/en/products?x=1' → '/de/products?x=1'. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  return localizePath(splitLocalePath(pathname).path, to) + search
}

export const localeNames: Record<Locale, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch' }
/** Each language's name in Turkish, as the admin panel writes it. */
export const localeNamesTr: Record<Locale, string> = { tr: 'Türkçe', en: 'İngilizce', de: 'Almanca' }
/** The languages' names in English (what the AI is told to write). */
export const localeNamesInEnglish: Record<Locale, string> = { tr: 'Turkish', en: 'English', de: 'German' }
/** BCP 47 tags for dates and numbers. */
export const localeTags: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE' }

/**
 * The first of a browser's preferred languages (`navigator.languages`, best first) that the site
 * has, by primary subtag ('de-AT' → 'de'); null when none is.
 */
export function firstSiteLocale(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return null
}
