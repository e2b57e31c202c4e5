import { findActiveProduct, jsonResponse } from '~/lib/public-api.server'
import type { Route } from './+types/product'

export async function loader({ params }: Route.LoaderArgs) {
  const product = await findActiveProduct(params.slug)
  return product ? jsonResponse(product) : jsonResponse({ message: 'Product not found' }, 404)
}
