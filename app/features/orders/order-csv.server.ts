/**
 * The order board as CSV for the sales team's spreadsheets: one row per order of the board's
 * filters, newest acceptance first, with the board's stage, next step and late steps. Amounts are
 * the stored decimals ('61500.00'), days 'YYYY-MM-DD' (Türkiye). Read in pages (keyset), so the
 * export's memory stays flat whatever the number of orders.
 */
import type { Prisma } from '~/generated/prisma/client'
import { CSV_BOM, csvRow } from '~/lib/csv'
import { isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { type BoardRow, type BoardRowData, boardOrderBy, boardRows, boardSelect, boardWhere } from './order-board.server'
import type { OrderBoardQuery } from './order-board-query'

/** Orders the export reads per query. */
export const ORDER_CSV_PAGE_SIZE = 500

export const ORDER_CSV_HEADER = [
  'Sipariş no',
  'Kabul',
  'Firma',
  'Ad Soyad',
  'Ülke',
  'Para birimi',
  'Toplam',
  'Ödenen',
  'Durum',
  'Sonraki adım',
  'Gecikme',
  'ETD',
  'ETA',
  'Konteyner',
  'Gemi',
] as const

export const orderCsvFilename = (now: Date) => `siparisler-${isoDay(now)}.csv`

/** One record of an order. */
export const orderCsvRow = (row: BoardRow) =>
  csvRow([
    row.number,
    row.acceptedOn,
    row.company,
    row.name,
    row.country,
    row.currency,
    row.total,
    row.paid,
    row.stageName,
    row.next?.name,
    row.overdue.join('; '),
    row.shipment?.etd,
    row.shipment?.eta,
    row.shipment?.containerNumber,
    row.shipment?.vessel,
  ])

/** The orders after `last` in the board's order (newest acceptance first, then the id). */
const after = (last: BoardRowData): Prisma.OrderWhereInput => ({
  OR: [{ acceptedAt: { lt: last.acceptedAt } }, { acceptedAt: last.acceptedAt, id: { lt: last.id } }],
})

/** The export's text: the header, then one chunk per page of orders. */
export async function* orderCsvChunks(
  query: Pick<OrderBoardQuery, 'state' | 'country' | 'overdue'>,
  { now = new Date(), pageSize = ORDER_CSV_PAGE_SIZE } = {},
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(ORDER_CSV_HEADER)
  const where = boardWhere(query, now)
  const today = isoDay(now)
  let last: BoardRowData | undefined
  while (true) {
    const rows = await prisma.order.findMany({
      where: last ? { AND: [where, after(last)] } : where,
      orderBy: boardOrderBy,
      take: pageSize,
      select: boardSelect,
    })
    if (rows.length) yield (await boardRows(rows, today)).map(orderCsvRow).join('')
    if (rows.length < pageSize) return
    last = rows.at(-1)
  }
}

/** The export as a stream of UTF-8 bytes, read from the database only as the client takes it. */
export function orderCsvStream(
  query: Pick<OrderBoardQuery, 'state' | 'country' | 'overdue'>,
  options: { now?: Date; pageSize?: number } = {},
): ReadableStream<Uint8Array> {
  const chunks = orderCsvChunks(query, options)
  const encoder = new TextEncoder()
  return new ReadableStream(
    {
      async pull(controller) {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      },
      async cancel() {
        await chunks.return(undefined)
      },
    },
    // Pull only when the consumer asks: nothing is read ahead.
    { highWaterMark: 0 },
  )
}
