/**
 * A request as its sender sent it, in the page's language: the product lines (product, calibre
 * with its name, pack, kg), who sent it and the declared fields shown as sent. The buyer's private page and the confirmation after
 * a form both show it.
 */

import { calibreLabel } from '~/features/products/calibres'
import { plainDecimal } from '~/features/quotes/money'
import type { Prisma } from '~/generated/prisma/client'
import type { Locale } from '~/lib/locale'
import { declaredRows } from './declared-fields'
import type { SentField, SentLine } from './sent-request'

/** The columns of a lead's product lines the sent request shows. */
export const sentLineSelect = {
  orderBy: { position: 'asc' },
  select: {
    position: true,
    title: true,
    calibre: true,
    quantityKg: true,
    packSizeKg: true,
    product: { select: { title_tr: true, title_en: true, title_de: true } },
  },
} satisfies Prisma.Lead$itemsArgs

type SentLineRow = Prisma.LeadItemGetPayload<{ select: (typeof sentLineSelect)['select'] }>

/** A stored line in `locale`: the product's current title there (the stored title when the product is gone). */
export function sentLine(row: SentLineRow, locale: Locale): SentLine {
  return {
    position: row.position,
    title: row.product?.[`title_${locale}`] || row.product?.title_en || row.title,
    calibre: row.calibre ? calibreLabel(row.calibre, 'name', locale) : null,
    quantityKg: row.quantityKg ? plainDecimal(row.quantityKg) : null,
    packSizeKg: row.packSizeKg ? plainDecimal(row.packSizeKg) : null,
  }
}

/** The declared fields a buyer sees as sent, read in `locale`. */
export const sentFields = (stored: unknown, locale: Locale): SentField[] =>
  declaredRows(stored, 'asSent', locale).map(({ name, text }) => ({ name, text }))
