/**
 * How a quote version is read (what the buyer may see; the admin's select adds the internal note)
 * and the day arithmetic of its validity date, shared by the admin side, the buyer side and the
 * documents.
 */
import type { Prisma } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'

/** A 'YYYY-MM-DD' day as the Date a `@db.Date` column takes. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`)
/** A `@db.Date` value back as 'YYYY-MM-DD'. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** Whether a sent version can no longer be accepted on `now` (its last day has passed in Türkiye). */
export const isExpired = (validUntil: Date, now = new Date()) => dayOf(validUntil) < isoDay(now)

export const versionSelect = {
  id: true,
  version: true,
  status: true,
  currency: true,
  incoterm: true,
  incotermPlace: true,
  paymentTerms: true,
  advancePercent: true,
  paymentTermsText: true,
  validUntil: true,
  shipmentWindow: true,
  buyerNote: true,
  totalKg: true,
  subtotal: true,
  extrasTotal: true,
  total: true,
  sentAt: true,
  acceptedAt: true,
  acceptedName: true,
  acceptedPosition: true,
  poNumber: true,
  declinedAt: true,
  declineReason: true,
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
  proforma: { select: { id: true, number: true, createdAt: true } },
} satisfies Prisma.QuoteVersionSelect
/** What the buyer may see of a version: everything but the internal note. */
export type VersionRow = Prisma.QuoteVersionGetPayload<{ select: typeof versionSelect }>

/** The admin's view adds the internal note. */
export const adminVersionSelect = { ...versionSelect, internalNote: true } satisfies Prisma.QuoteVersionSelect
export type AdminVersionRow = Prisma.QuoteVersionGetPayload<{ select: typeof adminVersionSelect }>
