import { withFactsPlaced } from '~/features/content/page-content.server'
import { currentYear } from '~/features/content/site-facts'
import { contentRead, contentReadOrLastGood } from '~/lib/content-reads.server'
import { prisma } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'
import type { PriceRow } from './price'
import type { ProductCardData, ProductImageData } from './product-card'
import {
  catalogueOrder,
  type PriceRangeRow,
  type ProductCardRow,
  productCardSelect,
  productPageSelect,
  quotePickerSelect,
  trialPickerSelect,
} from './product-selects.server'

type ImageRow = ProductCardRow['images'][number]

function toImages(images: ImageRow[], title: string, locale: Locale): ProductImageData[] {
  // An image without alt text still says what it shows: the product.
  return images.map((image) => ({
    url: image.url,
    alt: localized(image, 'alt', locale) || title,
    width: image.width,
    height: image.height,
  }))
}

export function toProductCard(row: ProductCardRow, locale: Locale): ProductCardData {
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

/** A stored price range as a PriceRow (its Decimals as numbers). */
export function toPriceRow(range: PriceRangeRow): PriceRow {
  return {
    calibre: range.calibre,
    minQuantity: range.minQuantity,
    maxQuantity: range.maxQuantity,
    cashPrice: range.cashPrice.toNumber(),
    creditPrice: range.creditPrice.toNumber(),
  }
}

/** A stored price range with its Decimals as numbers, its other fields kept. */
export const withNumberPrices = <R extends PriceRangeRow>(range: R) => ({
  ...range,
  cashPrice: range.cashPrice.toNumber(),
  creditPrice: range.creditPrice.toNumber(),
})

/** Everything the product page shows, in `locale`; null when there is no active product `slug`. */
export async function loadProductPage(slug: string, locale: Locale) {
  const row = await contentRead(`product page ${slug} ${currentYear()}`, () =>
    withFactsPlaced(prisma.product.findFirst({ where: { slug, isActive: true }, select: productPageSelect })),
  )
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

/** The active products as cards read them, in the catalogue's order (the first `take` when given). */
export function activeProductCardRows(take?: number) {
  return contentRead(`active product cards ${take ?? 'all'} ${currentYear()}`, () =>
    withFactsPlaced(prisma.product.findMany({ where: { isActive: true }, orderBy: catalogueOrder, take, select: productCardSelect })),
  )
}

/** The quote form's products in `locale` (active, in the catalogue's order), each with its main picture. */
export async function quoteFormProducts(locale: Locale) {
  const rows = await contentReadOrLastGood('rfq products', () =>
    prisma.product.findMany({ where: { isActive: true }, orderBy: catalogueOrder, select: quotePickerSelect }),
  )
  return rows.map(({ id, slug, calibres, packsKg, images, ...texts }) => {
    const title = localized(texts, 'title', locale)
    return { id, slug, title, image: toImages(images, title, locale)[0] ?? null, calibres, packsKg }
  })
}

/** The trial form's products in `locale` (active, in the catalogue's order), with their prices. */
export async function trialFormProducts(locale: Locale) {
  const rows = await contentReadOrLastGood('trial products', () =>
    prisma.product.findMany({ where: { isActive: true }, orderBy: catalogueOrder, select: trialPickerSelect }),
  )
  return rows.map((row) => ({
    id: row.id,
    title: localized(row, 'title', locale),
    calibres: row.calibres,
    prices: row.priceRanges.map(toPriceRow),
  }))
}
