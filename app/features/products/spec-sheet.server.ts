/**
 * The product specification sheet: an A4 PDF made from the product's current data in the
 * visitor's language (spec-sheet-pdf.server.ts draws it, spec-sheet-layout.ts spreads it over the
 * pages). Here: the product as the sheet shows it, read from the database, and the answer.
 *
 * The font files are read and parsed once per process; a sheet takes a few milliseconds. Nothing
 * is kept here between requests: the page cache keeps the answer until the next content change,
 * so every sheet it hands out shows current data.
 */
import { priceRowSelect, toPriceRow } from './products.server'
import { specSheetFileName } from './spec-sheet'
import { renderSpecSheet, type SpecSheetContext, type SpecSheetProduct } from './spec-sheet-pdf.server'
import { prisma } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'

export { renderSpecSheet, type SpecSheetContext, type SpecSheetProduct }
/** The active product `slug` as its sheet shows it in `locale`; null when there is none. */
export async function loadSpecSheetProduct(slug: string, locale: Locale): Promise<SpecSheetProduct | null> {
  const row = await prisma.product.findFirst({
    where: { slug, isActive: true },
    select: {
      slug: true,
      type: true,
      title_tr: true,
      title_en: true,
      title_de: true,
      summary_tr: true,
      summary_en: true,
      summary_de: true,
      calibres: true,
      packsKg: true,
      moistureMin: true,
      moistureMax: true,
      palletInfo_tr: true,
      palletInfo_en: true,
      palletInfo_de: true,
      pdfSpecPath: true,
      updatedAt: true,
      priceRanges: { select: { ...priceRowSelect, createdAt: true } },
    },
  })
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
  }
}

/** The sheet's answer: shown in the browser's PDF viewer, saved as '<slug>-spec-<lang>.pdf'. */
export async function specSheetResponse(product: SpecSheetProduct, context: SpecSheetContext): Promise<Response> {
  const pdf = await renderSpecSheet(product, context)
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${specSheetFileName(product.slug, context.locale)}"`,
      'Content-Length': String(pdf.byteLength),
    },
  })
}

/** The fonts of the sheets; the one loader lives with the other document basics. */
export { sheetFonts } from '~/lib/pdf-document.server'
