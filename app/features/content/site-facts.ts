/**
 * The company's shared facts, set once in the site settings and placed in every text with a
 * token: `{{foundingYear}}`, `{{yearsInTrade}}`, `{{customers}}`, `{{varieties}}`. No page states a
 * fact in its own words, so no two pages can contradict each other. The years in trade are
 * computed from the founding year: the completed decades ("more than 50 years" from 1975 until
 * 2034), so a text saying "over {{yearsInTrade}} years" stays true every year.
 */
import { isoDay } from '~/lib/dates'

export interface SiteFacts {
  foundingYear: number
  yearsInTrade: number
  customers: number
  varieties: number
}

export type FactName = keyof SiteFacts

/** The facts a text may place, each written `{{name}}`, with what the admin reads about it (Turkish). */
export const factTokens: Readonly<Record<FactName, string>> = {
  foundingYear: 'kuruluş yılı',
  yearsInTrade: 'sektördeki yıl (kuruluş yılından, tamamlanan on yıllar)',
  customers: 'müşteri sayısı',
  varieties: 'ürün çeşidi sayısı',
}

/** The stored facts a text may place; the years in trade are derived. */
export type StoredFacts = Omit<SiteFacts, 'yearsInTrade'>

/** The current year in Istanbul, the company's calendar. */
export const currentYear = (now = new Date()) => Number(isoDay(now).slice(0, 4))

/** The facts as texts place them in `year`. */
export function siteFactsIn(stored: StoredFacts, year: number): SiteFacts {
  const years = Math.max(0, year - stored.foundingYear)
  return { ...stored, yearsInTrade: Math.floor(years / 10) * 10 }
}

const TOKEN = new RegExp(String.raw`\{\{\s*(${Object.keys(factTokens).join('|')})\s*\}\}`, 'g')

/** `text` with each fact token replaced by its value; any other braces are left as written. */
export const placeFacts = (text: string, facts: SiteFacts): string => text.replace(TOKEN, (_, name: FactName) => String(facts[name]))

/** The tokens `text` places (a test counts the sentences that state a fact). */
export const placedFacts = (text: string): FactName[] => [...text.matchAll(TOKEN)].map((match) => match[1] as FactName)

/** Every text in `value` (a record read from the database, its arrays and nested records) with the facts placed; other values as they are. */
export function placeFactsIn<T>(value: T, facts: SiteFacts): T {
  if (typeof value === 'string') return placeFacts(value, facts) as T
  if (Array.isArray(value)) return value.map((item) => placeFactsIn(item, facts)) as T
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, placeFactsIn(inner, facts)])) as T
  return value
}
