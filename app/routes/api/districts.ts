import { jsonResponse } from '~/features/content/public-api.server'
import { districtsOfProvince } from '~/features/leads/turkey.server'
import type { Route } from './+types/districts'

/**
 * GET /api/districts?province=Aydın: the districts of one Turkish province, in Turkish order
 * (the quote form loads them when a province is chosen, instead of every page carrying all 81).
 */
export function loader({ url }: Route.LoaderArgs) {
  const province = url.searchParams.get('province') ?? ''
  const districts = districtsOfProvince(province)
  return districts ? jsonResponse({ province, districts }) : jsonResponse({ message: 'Province not found' }, 404)
}
