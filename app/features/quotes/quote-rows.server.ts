/**
 * How a quote version is read (what the buyer may see; the admin's select adds the internal note)
 * and the day arithmetic of its validity date, shared by the admin side, the buyer side and the
 * documents.
 */
import type { Prisma } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { amountString, plainDecimal } from './money'
import { shipmentWindowOf } from './shipment-window'

/** A 'YYYY-MM-DD' day as the Date a `@db.Date` column takes. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`)
/** A `@db.Date` value back as 'YYYY-MM-DD'. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** Whether a sent version can no longer be accepted on `now` (its last day has passed in Türkiye). */
export const isExpired = (validUntil: Date, now = new Date()) => dayOf(validUntil) < isoDay(now)

/** A version's terms, figures and outcome, without its texts and lines: what a list of versions (the CSV export) reads. */
export const versionSummarySelect = {
  id: true,
  version: true,
  status: true,
  currency: true,
  incoterm: true,
  incotermPlace: true,
  validUntil: true,
  totalKg: true,
  subtotal: true,
  extrasTotal: true,
  total: true,
  sentAt: true,
  acceptedAt: true,
  poNumber: true,
  declineReason: true,
} satisfies Prisma.QuoteVersionSelect

/** The columns of a version's shipment window (see shipment-window.ts). */
export const shipmentSelect = {
  shipmentMonth: true,
  shipmentWeek: true,
  shipmentFrom: true,
  shipmentTo: true,
  shipmentText: true,
} satisfies Prisma.QuoteVersionSelect

export const versionSelect = {
  ...versionSummarySelect,
  paymentTerms: true,
  advancePercent: true,
  paymentTermsText: true,
  ...shipmentSelect,
  buyerNote: true,
  acceptedName: true,
  acceptedPosition: true,
  declinedAt: true,
  declineText: true,
  withdrawnAt: true,
  createdAt: true,
  lines: {
    orderBy: { position: 'asc' },
    select: {
      position: true,
      productId: true,
      title_tr: true,
      title_en: true,
      title_de: true,
      calibre: true,
      packSizeKg: true,
      quantityKg: true,
      unitPrice: true,
      lineTotal: true,
    },
  },
  extras: { orderBy: { position: 'asc' }, select: { position: true, kind: true, label: true, amount: true } },
  proforma: { select: { id: true, number: true, createdAt: true, advanceDueOn: true } },
} satisfies Prisma.QuoteVersionSelect
/** What the buyer may see of a version: everything but the internal note. */
export type VersionRow = Prisma.QuoteVersionGetPayload<{ select: typeof versionSelect }>

/** The admin's view adds the internal note. */
export const adminVersionSelect = { ...versionSelect, internalNote: true } satisfies Prisma.QuoteVersionSelect

/** A quote as the admin reads it: its lead, and its versions newest first (with the internal note). */
export const adminQuoteSelect = {
  id: true,
  number: true,
  leadId: true,
  createdAt: true,
  updatedAt: true,
  lead: { select: { id: true, reference: true, name: true, company: true, email: true, country: true, locale: true, status: true } },
  versions: { orderBy: { version: 'desc' }, select: adminVersionSelect },
} as const satisfies Prisma.QuoteSelect
export type AdminVersionRow = Prisma.QuoteVersionGetPayload<{ select: typeof adminVersionSelect }>

/**
 * A version in plain values (the admin's API and page): amounts as decimal strings with two
 * decimals, kilograms and prices per kg as plain decimal strings, the stored status and whether a
 * sent version's last day has passed.
 */
export function versionJson(row: VersionRow & { internalNote?: string | null }, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    expired: row.status === 'sent' && isExpired(row.validUntil, now),
    currency: row.currency,
    incoterm: row.incoterm,
    incotermPlace: row.incotermPlace,
    paymentTerms: row.paymentTerms,
    advancePercent: row.advancePercent,
    paymentTermsText: row.paymentTermsText,
    validUntil: dayOf(row.validUntil),
    /** A month with an optional week, a range of days, or (on old versions) a free text; null when none. */
    shipmentWindow: shipmentWindowOf(row),
    buyerNote: row.buyerNote,
    internalNote: row.internalNote ?? null,
    lines: row.lines.map((line) => ({
      position: line.position,
      productId: line.productId,
      /** The Turkish name (what a line without a product takes back as `title`), and every language's. */
      title: line.title_tr,
      titles: { tr: line.title_tr, en: line.title_en, de: line.title_de },
      calibre: line.calibre,
      packSizeKg: line.packSizeKg === null ? null : plainDecimal(line.packSizeKg),
      quantityKg: plainDecimal(line.quantityKg),
      unitPrice: plainDecimal(line.unitPrice),
      lineTotal: amountString(line.lineTotal),
    })),
    extras: row.extras.map((extra) => ({
      position: extra.position,
      kind: extra.kind,
      label: extra.label,
      amount: amountString(extra.amount),
    })),
    totalKg: plainDecimal(row.totalKg),
    subtotal: amountString(row.subtotal),
    extrasTotal: amountString(row.extrasTotal),
    total: amountString(row.total),
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    acceptedAt: row.acceptedAt,
    acceptedName: row.acceptedName,
    acceptedPosition: row.acceptedPosition,
    poNumber: row.poNumber,
    declinedAt: row.declinedAt,
    declineReason: row.declineReason,
    declineText: row.declineText,
    withdrawnAt: row.withdrawnAt,
    proforma: row.proforma,
  }
}
export type QuoteVersionJson = ReturnType<typeof versionJson>
