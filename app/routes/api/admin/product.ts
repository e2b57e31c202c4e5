import { AdminProductApiSchema, SortOrderOnlySchema } from '~/features/products/schemas'
import {
  deleteAdminProduct,
  getAdminProduct,
  PRODUCT_NOT_FOUND,
  setAdminProductSortOrder,
  toApiError,
  updateAdminProduct,
} from '~/features/products/admin-products.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/product'

/** GET /api/admin/products/{id}: one product with its images and price ranges. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const product = await getAdminProduct(params.id)
  return product ? Response.json(product) : Response.json({ message: PRODUCT_NOT_FOUND }, { status: 404 })
}

/**
 * PUT /api/admin/products/{id}: a full update, or `{ sortOrder }` alone to re-order.
 * DELETE /api/admin/products/{id}: removes it with its images and price ranges.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    switch (request.method) {
      case 'PUT': {
        if (await isSortOrderOnly(request)) {
          const { sortOrder } = await parseJsonBody(request, SortOrderOnlySchema)
          return Response.json(await setAdminProductSortOrder(params.id, sortOrder))
        }
        const input = await parseJsonBody(request, AdminProductApiSchema)
        return Response.json(await updateAdminProduct(params.id, input))
      }
      case 'DELETE':
        await deleteAdminProduct(params.id)
        return Response.json({ message: 'Ürün silindi', id: params.id })
      default:
        throw new ApiError(405, 'Use GET, PUT or DELETE.')
    }
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}

async function isSortOrderOnly(request: Request): Promise<boolean> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).join() === 'sortOrder'
}
