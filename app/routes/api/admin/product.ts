import {
  deleteAdminProduct,
  getAdminProduct,
  PRODUCT_NOT_FOUND,
  setAdminProductSortOrder,
  toApiError,
  updateAdminProduct,
} from '~/features/products/admin-products.server'
import { AdminProductApiSchema, SortOrderOnlySchema } from '~/features/products/schemas'
import { parseJsonBody } from '~/lib/json-api.server'
import { adminItemAction, adminItemLoader } from './admin-json.server'

/**
 * GET /api/admin/products/{id}: one product with its images and price ranges.
 * PUT /api/admin/products/{id}: a full update, or `{ sortOrder }` alone to re-order.
 * DELETE /api/admin/products/{id}: removes it with its images and price ranges.
 */
export const loader = adminItemLoader(getAdminProduct, PRODUCT_NOT_FOUND)
export const action = adminItemAction(replaceProduct, deleteAdminProduct, 'Ürün silindi', toApiError)

async function replaceProduct(id: string, request: Request) {
  if (await isSortOrderOnly(request)) {
    const { sortOrder } = await parseJsonBody(request, SortOrderOnlySchema)
    return setAdminProductSortOrder(id, sortOrder)
  }
  return updateAdminProduct(id, await parseJsonBody(request, AdminProductApiSchema))
}

async function isSortOrderOnly(request: Request): Promise<boolean> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).join() === 'sortOrder'
}
