import { AdminProductApiSchema } from '~/features/products/schemas'
import { createAdminProduct, listAdminProducts, toApiError } from '~/features/products/admin-products.server'
import { adminCollectionApi } from './admin-json.server'

/**
 * GET /api/admin/products: every product (active or not) in the admin's order.
 * POST /api/admin/products: a new product (the fields of AdminProductApiSchema, images, selectedMainImage, priceRanges) → 201 with it.
 */
const api = adminCollectionApi({
  list: () => listAdminProducts(),
  schema: AdminProductApiSchema,
  create: createAdminProduct,
  toApiError,
})

export const loader = api.loader
export const action = api.action
