import type { ProductCardData, ProductImageData } from './product-card'
import type { PriceRow } from './price'
import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'

/** Main image first, then the admin's order. */
const imagesSelect = {
  orderBy: [{ isMain: 'desc' }, { position: 'asc' }],
  select: { url: true, alt_tr: true, alt_en: true, alt_de: true, width: true, height: true },
} satisfies Prisma.Product$imagesArgs

export const productCardSelect = {
  slug: true,
  type: true,
  title_tr: true,
  title_en: true,
  title_de: true,
  summary_tr: true,
  summary_en: true,
  summary_de: true,
  isOrganic: true,
  isNatural: true,
  laurelPacked: true,
  packsKg: true,
  calibres: true,
  images: imagesSelect,
} satisfies Prisma.ProductSelect

type CardRow = Prisma.ProductGetPayload<{ select: typeof productCardSelect }>
type ImageRow = CardRow['images'][number]

function toImages(images: ImageRow[], title: string, locale: Locale): ProductImageData[] {
  // An image without alt text still says what it shows: the product.
  return images.map((image) => ({
    url: image.url,
    alt: localized(image, 'alt', locale) || title,
    width: image.width,
    height: image.height,
  }))
}

export function toProductCard(row: CardRow, locale: Locale): ProductCardData {
  const title = localized(row, 'title', locale)
  return {
    slug: row.slug,
    type: row.type,
    title,
    summary: localized(row, 'summary', locale),
    isOrganic: row.isOrganic,
    isNatural: row.isNatural,
    laurelPacked: row.laurelPacked,
    packsKg: row.packsKg,
    calibres: row.calibres,
    images: toImages(row.images, title, locale),
  }
}

export const activeProductsOrder = [{ sortOrder: 'asc' }, { createdAt: 'asc' }] satisfies Prisma.ProductOrderByWithRelationInput[]

export const priceRowSelect = {
  calibre: true,
  minQuantity: true,
  maxQuantity: true,
  cashPrice: true,
  creditPrice: true,
} satisfies Prisma.PriceRangeSelect

const productPageSelect = {
  ...productCardSelect,
  description_tr: true,
  description_en: true,
  description_de: true,
  moistureMin: true,
  moistureMax: true,
  palletInfo_tr: true,
  palletInfo_en: true,
  palletInfo_de: true,
  pdfSpecPath: true,
  pdfCoaPath: true,
  priceRanges: { select: priceRowSelect },
} satisfies Prisma.ProductSelect

/** A stored price range as a PriceRow (its Decimals as numbers). */
export function toPriceRow(range: Prisma.PriceRangeGetPayload<{ select: typeof priceRowSelect }>): PriceRow {
  return {
    calibre: range.calibre,
    minQuantity: range.minQuantity,
    maxQuantity: range.maxQuantity,
    cashPrice: range.cashPrice.toNumber(),
    creditPrice: range.creditPrice.toNumber(),
  }
}

/** Everything the product page shows, in `locale`; null when there is no active product `slug`. */
export async function loadProductPage(slug: string, locale: Locale) {
  const row = await prisma.product.findFirst({ where: { slug, isActive: true }, select: productPageSelect })
  if (!row) return null
  const prices = row.priceRanges.map(toPriceRow)
  return {
    ...toProductCard(row, locale),
    description: localized(row, 'description', locale),
    moistureMin: row.moistureMin,
    moistureMax: row.moistureMax,
    palletInfo: localized(row, 'palletInfo', locale) || null,
    pdfSpecPath: row.pdfSpecPath,
    pdfCoaPath: row.pdfCoaPath,
    prices,
  }
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof loadProductPage>>>
