import { findActiveProduct, jsonResponse, productApiHeaders, productApiLocale } from '~/features/content/public-api.server'
import type { Route } from './+types/product'

export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await findActiveProduct(params.slug, productApiLocale(request))
  return product ? jsonResponse(product, 200, productApiHeaders) : jsonResponse({ message: 'Product not found' }, 404)
}
