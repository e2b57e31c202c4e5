/** A product as its specification sheet shows it, read from the database in one language, with the certifications valid today. */

import { validCertificateSchemes } from '~/features/certificates/certificates.server'
import { withFactsPlaced } from '~/features/content/page-content.server'
import { prisma } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'
import { specSheetSelect } from './product-selects.server'
import { toPriceRow } from './products.server'
import type { SpecSheetProduct } from './spec-sheet-pdf.server'

/** The active product `slug` as its sheet shows it in `locale`; null when there is none. */
export async function loadSpecSheetProduct(slug: string, locale: Locale): Promise<SpecSheetProduct | null> {
  const [row, certifications] = await Promise.all([
    withFactsPlaced(prisma.product.findFirst({ where: { slug, isActive: true }, select: specSheetSelect })),
    validCertificateSchemes(),
  ])
  if (!row) return null
  const priceDates = row.priceRanges.map((range) => range.createdAt.getTime())
  return {
    slug: row.slug,
    type: row.type,
    title: localized(row, 'title', locale),
    summary: localized(row, 'summary', locale),
    calibres: row.calibres,
    packsKg: row.packsKg,
    moistureMin: row.moistureMin,
    moistureMax: row.moistureMax,
    palletInfo: localized(row, 'palletInfo', locale) || null,
    prices: row.priceRanges.map(toPriceRow),
    pricesDate: priceDates.length > 0 ? new Date(Math.max(...priceDates)) : null,
    updatedAt: row.updatedAt,
    pdfSpecPath: row.pdfSpecPath,
    certifications,
  }
}
