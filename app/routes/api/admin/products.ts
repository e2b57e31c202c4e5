import { createAdminProduct, listAdminProducts, toApiError } from '~/features/products/admin-products.server'
import { AdminProductApiSchema } from '~/features/products/schemas'
import { adminCreateAction, adminListLoader } from './admin-json.server'

/**
 * GET /api/admin/products: every product (active or not) in the admin's order.
 * POST /api/admin/products: a new product (the fields of AdminProductApiSchema, images, selectedMainImage, priceRanges) → 201 with it.
 */
export const loader = adminListLoader(() => listAdminProducts())
export const action = adminCreateAction(AdminProductApiSchema, createAdminProduct, toApiError)
