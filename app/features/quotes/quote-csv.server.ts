/**
 * The quotes as CSV for the sales team's spreadsheets: one row per sent version (drafts are not
 * offers), newest first, with the stored figures exactly as the page, the PDF, the e-mail and the
 * API show them (decimal strings: '6670.00'). Read in pages, so the export's memory stays flat.
 */
import { companyLabel } from '~/features/leads/lead-labels'
import { CSV_BOM, csvRow } from '~/lib/csv'
import { formatDateTime } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { amountString, plainDecimal } from './money'
import { dayOf, isExpired, versionSummarySelect } from './quote-rows.server'
import { type DeclineReason, declineReasonNamesTr, quoteStatusNamesTr } from './quote-terms'

export const QUOTE_CSV_HEADER = [
  'Teklif no',
  'Sürüm',
  'Durum',
  'Talep no',
  'Firma',
  'Ad Soyad',
  'Ülke',
  'Para birimi',
  'Teslim şekli',
  'Teslim yeri',
  'Geçerlilik',
  'Toplam kg',
  'Ürünler',
  'Ek kalemler',
  'Toplam',
  'Gönderildi',
  'Kabul',
  'Sipariş no',
  'Red nedeni',
] as const

const PAGE = 500

const rowSelect = {
  ...versionSummarySelect,
  quote: { select: { number: true, lead: { select: { reference: true, company: true, name: true, country: true } } } },
} as const

export async function* quoteCsvChunks(now = new Date()): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(QUOTE_CSV_HEADER)
  let cursor: string | undefined
  while (true) {
    const rows = await prisma.quoteVersion.findMany({
      where: { status: { not: 'draft' } },
      orderBy: [{ sentAt: 'desc' }, { id: 'asc' }],
      take: PAGE,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: rowSelect,
    })
    if (rows.length === 0) return
    yield rows
      .map((row) => {
        const status = row.status === 'sent' && isExpired(row.validUntil, now) ? 'expired' : row.status
        return csvRow([
          row.quote.number,
          row.version,
          quoteStatusNamesTr[status],
          row.quote.lead.reference,
          companyLabel(row.quote.lead.company),
          row.quote.lead.name,
          row.quote.lead.country,
          row.currency,
          row.incoterm,
          row.incotermPlace,
          dayOf(row.validUntil),
          plainDecimal(row.totalKg),
          amountString(row.subtotal),
          amountString(row.extrasTotal),
          amountString(row.total),
          row.sentAt ? formatDateTime(row.sentAt) : null,
          row.acceptedAt ? formatDateTime(row.acceptedAt) : null,
          row.poNumber,
          row.declineReason ? (declineReasonNamesTr[row.declineReason as DeclineReason] ?? row.declineReason) : null,
        ])
      })
      .join('')
    if (rows.length < PAGE) return
    cursor = rows[rows.length - 1].id
  }
}

/** The export as a stream of UTF-8 bytes. */
export function quoteCsvStream(now = new Date()): ReadableStream<Uint8Array> {
  const chunks = quoteCsvChunks(now)
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
