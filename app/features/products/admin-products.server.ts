/**
 * Every read and write of the admin product screens and of /api/admin/products: the HTML
 * actions and the JSON routes call these and only translate the answer.
 */

import { uploadedImageSize } from '~/features/media/uploads.server'
import { Prisma } from '~/generated/prisma/client'
import { AdminWriteError, toApiError } from '~/lib/admin-write-error.server'
import { prisma } from '~/lib/db.server'
import { isUuid } from '~/lib/uuid'
import {
  filterAndSortProducts,
  type MoveDirection,
  orderProductImages,
  type ProductListQuery,
  samePriceRanges,
  swappedWithNeighbour,
} from './admin-product'
import { type AdminProductRow, adminProductSelect, catalogueOrder } from './product-selects.server'
import { withNumberPrices } from './products.server'
import type { AdminProductInput } from './schemas'

/** A refused product write (see AdminWriteError). */
export class AdminProductError extends AdminWriteError {}
export { toApiError }

export const PRODUCT_NOT_FOUND = 'Ürün bulunamadı'
const SLUG_TAKEN = 'Bu slug başka bir ürün tarafından kullanılıyor'

/** A product as the admin sees it (and as the API answers it): prices as numbers. */
export function toAdminProduct(row: AdminProductRow) {
  return {
    ...row,
    priceRanges: row.priceRanges.map(withNumberPrices),
  }
}
export type AdminProduct = ReturnType<typeof toAdminProduct>

export async function getAdminProduct(id: string): Promise<AdminProduct | null> {
  if (!isUuid(id)) return null
  const row = await prisma.product.findUnique({ where: { id }, select: adminProductSelect })
  return row ? toAdminProduct(row) : null
}

/** All products in the admin's order (the catalogue is small: filtering happens in memory). */
export async function listAdminProducts(): Promise<AdminProduct[]> {
  const rows = await prisma.product.findMany({ select: adminProductSelect, orderBy: catalogueOrder })
  return rows.map(toAdminProduct)
}

/**
 * The list page: the products `query` finds, how many there are in all, and the first and last
 * of the catalogue's order (the ones that cannot move further up or down).
 */
export async function searchAdminProducts(
  query: ProductListQuery,
): Promise<{ products: AdminProduct[]; total: number; firstId: string | null; lastId: string | null }> {
  const all = await listAdminProducts()
  return { products: filterAndSortProducts(all, query), total: all.length, firstId: all[0]?.id ?? null, lastId: all.at(-1)?.id ?? null }
}

export async function createAdminProduct(input: AdminProductInput): Promise<AdminProduct> {
  await assertSlugFree(input.slug)
  const images = await imageRows(input, [])
  try {
    const row = await prisma.product.create({
      data: { ...productData(input), images: { create: images }, priceRanges: { create: input.priceRanges } },
      select: adminProductSelect,
    })
    return toAdminProduct(row)
  } catch (error) {
    throw slugConflict(error)
  }
}

/** A full update: images and price ranges are replaced by the ones sent (price rows only when the prices changed). */
export async function updateAdminProduct(id: string, input: AdminProductInput): Promise<AdminProduct> {
  const current = await getAdminProduct(id)
  if (!current) throw new AdminProductError(404, PRODUCT_NOT_FOUND)
  await assertSlugFree(input.slug, id)
  const images = await imageRows(input, current.images)
  try {
    const row = await prisma.$transaction(async (tx) => {
      await tx.productImage.deleteMany({ where: { productId: id } })
      // Unchanged prices keep their rows, so the price list's date is the date prices last changed.
      const pricesChanged = !samePriceRanges(current.priceRanges, input.priceRanges)
      if (pricesChanged) await tx.priceRange.deleteMany({ where: { productId: id } })
      return tx.product.update({
        where: { id },
        data: { ...productData(input), images: { create: images }, ...(pricesChanged && { priceRanges: { create: input.priceRanges } }) },
        select: adminProductSelect,
      })
    })
    return toAdminProduct(row)
  } catch (error) {
    throw slugConflict(error)
  }
}

/**
 * Up/down on the list: the product trades places with its neighbour in the catalogue's order
 * (sortOrder, then oldest first: the order of the list and of the site), and every product is
 * numbered 1, 2, 3, … in that order, so after any move no two products share a number.
 * `changed: false` when there is no neighbour that way (the first product up, the last one down).
 * One transaction, which holds the products' table against other writes (and other moves) until
 * it ends, so two clicks at once cannot interleave.
 */
export async function moveAdminProduct(id: string, direction: MoveDirection): Promise<{ changed: boolean; sortOrder: number }> {
  if (!isUuid(id)) throw new AdminProductError(404, PRODUCT_NOT_FOUND)
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('LOCK TABLE "Product" IN SHARE ROW EXCLUSIVE MODE')
    const order = await tx.product.findMany({ select: { id: true, sortOrder: true }, orderBy: catalogueOrder })
    const index = order.findIndex((product) => product.id === id)
    const product = order[index]
    if (!product) throw new AdminProductError(404, PRODUCT_NOT_FOUND)
    const moved = swappedWithNeighbour(order, index, direction)
    if (!moved) return { changed: false, sortOrder: product.sortOrder }
    for (const [position, row] of moved.entries()) {
      if (row.sortOrder !== position + 1) await tx.product.update({ where: { id: row.id }, data: { sortOrder: position + 1 } })
    }
    return { changed: true, sortOrder: moved.indexOf(product) + 1 }
  })
}

/** The API's re-ordering: `PUT /api/admin/products/{id}` with only `{ sortOrder }`. */
export async function setAdminProductSortOrder(id: string, sortOrder: number): Promise<AdminProduct> {
  if (!(await getAdminProduct(id))) throw new AdminProductError(404, PRODUCT_NOT_FOUND)
  const row = await prisma.product.update({ where: { id }, data: { sortOrder }, select: adminProductSelect })
  return toAdminProduct(row)
}

/** Deletes the product with its images and price ranges; lead lines keep the title asked for (their productId is cleared). */
export async function deleteAdminProduct(id: string): Promise<void> {
  const { count } = isUuid(id) ? await prisma.product.deleteMany({ where: { id } }) : { count: 0 }
  if (count === 0) throw new AdminProductError(404, PRODUCT_NOT_FOUND)
}

function productData(input: AdminProductInput) {
  const { images: _images, selectedMainImage: _main, priceRanges: _prices, ...fields } = input
  return fields
}

/** Image rows in display order; sizes are kept from the stored image or read from the upload. */
async function imageRows(input: AdminProductInput, current: AdminProduct['images']) {
  const ordered = orderProductImages(input.images, input.selectedMainImage)
  return Promise.all(
    ordered.map(async (image) => {
      const known = current.find((c) => c.url === image.url && c.width != null)
      const size = known ? { width: known.width, height: known.height } : await uploadedImageSize(image.url)
      return { ...image, width: size?.width ?? null, height: size?.height ?? null }
    }),
  )
}

async function assertSlugFree(slug: string, exceptId?: string) {
  const other = await prisma.product.findFirst({ where: { slug, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } })
  if (other) throw new AdminProductError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] })
}

/** Two saves racing for one slug: the database's unique index decides. */
function slugConflict(error: unknown): unknown {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
    return new AdminProductError(409, SLUG_TAKEN, { slug: [SLUG_TAKEN] })
  return error
}
