import { AdminProductApiSchema } from '~/features/products/schemas'
import { createAdminProduct, listAdminProducts, toApiError } from '~/features/products/admin-products.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/products'

/** GET /api/admin/products: every product (active or not) in the admin's order. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json(await listAdminProducts())
}

/** POST /api/admin/products: a new product (the fields of AdminProductApiSchema, images, selectedMainImage, priceRanges) → 201 with it. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use GET or POST.')
    const input = await parseJsonBody(request, AdminProductApiSchema)
    return Response.json(await createAdminProduct(input), { status: 201 })
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}
