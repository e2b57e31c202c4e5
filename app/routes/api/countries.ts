import { jsonResponse } from '~/features/content/public-api.server'
import { countryList } from '~/features/leads/countries.server'
import { isLocale } from '~/lib/locale'
import type { Route } from './+types/countries'

/**
 * GET /api/countries?locale=de: every country of the forms' selects, named and sorted in that
 * language, one per line ("DE Deutschland"). A form page reached in the browser loads it; a page
 * loaded whole has it in its select already.
 */
export function loader({ url }: Route.LoaderArgs) {
  const locale = url.searchParams.get('locale') ?? ''
  if (!isLocale(locale)) return jsonResponse({ message: 'locale must be tr, en or de' }, 400)
  return jsonResponse({ locale, countries: countryList(locale, null) })
}
