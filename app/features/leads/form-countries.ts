import { use } from 'react'
import { type Locale, splitLocalePath } from '~/lib/locale'
import { firstOnTop, type PackedCountries, packCountries, unpackCountries } from './country-options'

/** The server's own lists; null in the browser bundle (its page script does not import them). */
const serverCountryList = import.meta.env.SSR ? (await import('./countries.server')).countryList : null

/**
 * A form's country list travels into a page once: as its select's options in the HTML (about
 * 250 names; carried a second time in the page's data they were a tenth of the quote form's
 * compressed HTML). The server renders the select from its own list (countries.server.ts); the
 * browser reads it back from the page's select when it hydrates the form, and on a client-side
 * navigation gets the sorted list from GET /api/countries (countriesOf, in the route's
 * clientLoader) and puts the preselected country first, as the server does.
 *
 * Kept per language and first country for the rest of the visit (a form that starts over after
 * a sent request, another visit to the page).
 */
const lists = new Map<string, PackedCountries>()
const keyOf = (locale: Locale, first: string | null) => `${locale} ${first ?? ''}`

/** A packed sorted list with `first` at the top, as the server makes it (countryList). */
export const withFirst = (sorted: PackedCountries, first: string | null): PackedCountries =>
  first ? packCountries(firstOnTop(unpackCountries(sorted), first)) : sorted

/** The options of the page's select `selectId` as the server rendered them (the empty choice left out). */
function listOnPage(selectId: string): PackedCountries | null {
  if (typeof document === 'undefined') return null
  const select = document.getElementById(selectId)
  if (!(select instanceof HTMLSelectElement)) return null
  const options = [...select.options].filter((option) => option.value !== '')
  return options.length ? packCountries(options.map((option) => ({ code: option.value, name: option.text }))) : null
}

/**
 * The list a form's country select `selectId` shows, `first` at the top: the server's own; in
 * the browser the list kept for this language and first country, else made from the sorted list,
 * else read from the page's select (hydration), else loaded (the form waits for it).
 */
export function useFormCountries(locale: Locale, first: string | null, selectId: string): PackedCountries {
  if (serverCountryList) return serverCountryList(locale, first)
  const key = keyOf(locale, first)
  const known = lists.get(key)
  if (known !== undefined) return known
  const sorted = lists.get(keyOf(locale, null))
  let list = sorted !== undefined ? withFirst(sorted, first) : listOnPage(selectId)
  if (list === null) {
    // Suspends until the list is in (the render starts again then).
    use(sortedCountries(locale))
    list = withFirst(lists.get(keyOf(locale, null)) ?? '', first)
  }
  lists.set(key, list)
  return list
}

/** Per language: the sorted list's download while it runs (a failed one is tried again). */
const downloads = new Map<Locale, Promise<void>>()

function sortedCountries(locale: Locale): Promise<void> {
  let download = downloads.get(locale)
  if (!download) {
    download = loadSortedCountries(locale).finally(() => downloads.delete(locale))
    downloads.set(locale, download)
  }
  return download
}

/** Loads the sorted list of `locale` (once per language). */
async function loadSortedCountries(locale: Locale): Promise<void> {
  if (lists.has(keyOf(locale, null))) return
  const response = await fetch(`/api/countries?${new URLSearchParams({ locale })}`)
  if (!response.ok) throw new Error(`GET /api/countries answered ${response.status}`)
  const { countries } = (await response.json()) as { countries: PackedCountries }
  lists.set(keyOf(locale, null), countries)
}

/**
 * For a form route's clientLoader (withCodeOf): the country list the page will show, loaded
 * unless it is known already (e.g. read from the page after its form was sent).
 */
export const countriesOf = (request: Request) => ({
  preload: async ({ preselectedCountry }: { preselectedCountry: string | null }) => {
    const { locale } = splitLocalePath(new URL(request.url).pathname)
    if (!lists.has(keyOf(locale, preselectedCountry))) await sortedCountries(locale)
  },
})
