import { jsonResponse, listActiveProducts, productApiHeaders, productApiLocale } from '~/features/content/public-api.server'
import type { Route } from './+types/products'

export async function loader({ request }: Route.LoaderArgs) {
  return jsonResponse(await listActiveProducts(productApiLocale(request)), 200, productApiHeaders)
}
