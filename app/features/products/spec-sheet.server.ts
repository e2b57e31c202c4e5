/**
 * The answer at a product specification sheet's address: an A4 PDF made from the product's
 * current data in the visitor's language (spec-sheet-product.server.ts reads the product,
 * spec-sheet-pdf.server.ts draws it, spec-sheet-layout.ts spreads it over the pages).
 *
 * A drawn sheet is kept by its content (the product's data as the sheet shows it, the language,
 * the contact details and the site's address): the same version of a product is drawn once,
 * whatever the query string of its address, and a changed product is a new key, so every sheet
 * shows current data.
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { specSheetFileName } from './spec-sheet'
import { renderSpecSheet, type SpecSheetContext, type SpecSheetProduct } from './spec-sheet-pdf.server'

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
