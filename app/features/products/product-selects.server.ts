/**
 * What each reader of products reads, one Prisma select per shape (a product card, the product
 * page, the admin's row, the public API, the specification sheet), and the orders they are read
 * in. Each shape's row type is derived from its select, so a field added here reaches its type.
 */
import type { Prisma } from '~/generated/prisma/client'
import { localizedSelect } from '~/lib/localized'

/**
 * The catalogue's order, wherever products are listed (the site, the sitemap, the admin, the
 * API): sortOrder, then oldest first, then the id, so equal timestamps keep one order.
 */
export const catalogueOrder = [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] satisfies Prisma.ProductOrderByWithRelationInput[]

/** A product's images as `select` reads them: the main image first, then the admin's order. */
export function imagesMainFirst<S extends Prisma.ProductImageSelect>(select: S) {
  return {
    orderBy: [{ isMain: 'desc' }, { position: 'asc' }, { createdAt: 'asc' }],
    select,
  } satisfies Prisma.Product$imagesArgs
}

/** A price row as every reader reads it (the admin's adds its id, the sheet its date). */
export const priceRowSelect = {
  calibre: true,
  minQuantity: true,
  maxQuantity: true,
  cashPrice: true,
  creditPrice: true,
} satisfies Prisma.PriceRangeSelect
export type PriceRangeRow = Prisma.PriceRangeGetPayload<{ select: typeof priceRowSelect }>

/** A product's price rows as `select` reads them: by calibre, then by quantity. */
function priceRanges<S extends Prisma.PriceRangeSelect>(select: S) {
  return { orderBy: [{ calibre: 'asc' }, { minQuantity: 'asc' }], select } satisfies Prisma.Product$priceRangesArgs
}

/** What a visitor's picture of a product needs. */
const imageSelect = { url: true, ...localizedSelect('alt'), width: true, height: true } satisfies Prisma.ProductImageSelect

/** What names a product (its address, type, title and summary) and what it comes in (calibres, packs). */
const namedSelect = {
  slug: true,
  type: true,
  ...localizedSelect('title', 'summary'),
  calibres: true,
  packsKg: true,
} satisfies Prisma.ProductSelect

/** The organic, natural and laurel badges. */
const badgesSelect = { isOrganic: true, isNatural: true, laurelPacked: true } satisfies Prisma.ProductSelect

/** The facts every full view of a product shows (the page, the sheet, the admin, the API). */
const factsSelect = {
  ...namedSelect,
  moistureMin: true,
  moistureMax: true,
  ...localizedSelect('palletInfo'),
  pdfSpecPath: true,
} satisfies Prisma.ProductSelect

/** A product named by its id (a request's or a quote's lines). */
export const productTitleSelect = { id: true, ...localizedSelect('title') } satisfies Prisma.ProductSelect

/** A product card (lists, home page). */
export const productCardSelect = {
  ...namedSelect,
  ...badgesSelect,
  images: imagesMainFirst(imageSelect),
} satisfies Prisma.ProductSelect
export type ProductCardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>

/** The product page: the card with the description, the facts and the prices. */
export const productPageSelect = {
  ...productCardSelect,
  ...factsSelect,
  ...localizedSelect('description'),
  pdfCoaPath: true,
  priceRanges: priceRanges(priceRowSelect),
} satisfies Prisma.ProductSelect
export type ProductPageRow = Prisma.ProductGetPayload<{ select: typeof productPageSelect }>

/** The specification sheet: the facts, the prices with their dates (the price list's date) and the last change. */
export const specSheetSelect = {
  ...factsSelect,
  updatedAt: true,
  priceRanges: priceRanges({ ...priceRowSelect, createdAt: true }),
} satisfies Prisma.ProductSelect
export type SpecSheetRow = Prisma.ProductGetPayload<{ select: typeof specSheetSelect }>

/** Every stored field of a product: what the admin edits and the API answers. */
const storedSelect = {
  id: true,
  ...factsSelect,
  ...localizedSelect('description'),
  ...badgesSelect,
  isActive: true,
  sortOrder: true,
  pdfCoaPath: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProductSelect

/** A product as the admin edits it (and as /api/admin/products answers it). */
export const adminProductSelect = {
  ...storedSelect,
  images: imagesMainFirst({ id: true, ...imageSelect, type: true, isMain: true, position: true }),
  priceRanges: priceRanges({ id: true, ...priceRowSelect }),
} satisfies Prisma.ProductSelect
export type AdminProductRow = Prisma.ProductGetPayload<{ select: typeof adminProductSelect }>

/** A product as the public API answers it. */
export const productApiSelect = {
  ...storedSelect,
  images: imagesMainFirst({ ...imageSelect, type: true, isMain: true }),
  priceRanges: priceRanges(priceRowSelect),
} satisfies Prisma.ProductSelect
export type ProductApiRow = Prisma.ProductGetPayload<{ select: typeof productApiSelect }>

/** The quote form's product picker: a product's name, calibres, packs and main picture. */
export const quotePickerSelect = {
  id: true,
  slug: true,
  ...localizedSelect('title'),
  calibres: true,
  packsKg: true,
  images: { ...imagesMainFirst(imageSelect), take: 1 },
} satisfies Prisma.ProductSelect

/** The trial form's rows: a product's name, calibres and prices. */
export const trialPickerSelect = {
  id: true,
  ...localizedSelect('title'),
  calibres: true,
  priceRanges: priceRanges(priceRowSelect),
} satisfies Prisma.ProductSelect
