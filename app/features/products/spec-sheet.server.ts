/**
 * The product specification sheet: an A4 PDF made from the product's current data in the
 * visitor's language (spec-sheet-pdf.server.ts draws it, spec-sheet-layout.ts spreads it over the
 * pages). Here: the product as the sheet shows it, read from the database, and the answer.
 *
 * The font files are read and parsed once per process. A drawn sheet is kept by its content (the
 * product's data as the sheet shows it, the language, the contact details and the site's address):
 * the same version of a product is drawn once, whatever the query string of its address, and a
 * changed product is a new key, so every sheet shows current data.
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { specSheetSelect } from './product-selects.server'
import { toPriceRow } from './products.server'
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
    select: specSheetSelect,
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

/** Drawn sheets by content, at most 16 MB of them (a sheet is about 30–60 kB). */
const drawn = new LRUCache<string, Uint8Array<ArrayBuffer>>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (pdf) => pdf.byteLength })
let draws = 0

/** How many sheets this process has drawn, and how many it keeps (for tests and diagnostics). */
export const specSheetDrawing = () => ({ draws, kept: drawn.size })

/** The sheet of this version of the product in this context: drawn once, then kept. */
async function drawnSheet(product: SpecSheetProduct, context: SpecSheetContext) {
  const { t: _texts, ...facts } = context
  const key = createHash('sha256')
    .update(JSON.stringify([product, facts]))
    .digest('base64url')
  let pdf = drawn.get(key)
  if (!pdf) {
    draws++
    pdf = await renderSpecSheet(product, context)
    drawn.set(key, pdf)
  }
  return pdf
}

/** The sheet's answer: shown in the browser's PDF viewer, saved as '<slug>-spec-<lang>.pdf'. */
export async function specSheetResponse(product: SpecSheetProduct, context: SpecSheetContext): Promise<Response> {
  const pdf = await drawnSheet(product, context)
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
