/** The admin's CSV export of the filtered leads, streamed page by page. */

import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import { type LeadCsvLayout, leadCsvHead, leadCsvRows } from './lead-csv'
import { leadLineOf } from './lead-details'
import type { LeadQuery, LeadSort } from './lead-query'
import { itemsSelect, leadOrderBy, leadWhere } from './lead-rows.server'
import { internationalPhone } from './phone.server'
import { phoneRegion } from './quote-schema'

/** Rows the CSV export reads per query: memory stays the same whatever the number of leads. */
export const CSV_PAGE_SIZE = 500

const csvSelect = {
  id: true,
  createdAt: true,
  name: true,
  company: true,
  phone: true,
  phoneE164: true,
  email: true,
  country: true,
  locale: true,
  city: true,
  district: true,
  address: true,
  kind: true,
  details: true,
  message: true,
  status: true,
  fields: true,
  items: itemsSelect,
} satisfies Prisma.LeadSelect
type CsvRowData = Prisma.LeadGetPayload<{ select: typeof csvSelect }>

/**
 * The leads after `last` in the order of `sort` (keyset pagination: unlike OFFSET or Prisma's id
 * cursor, it neither slows down nor stops early when leads are added or deleted meanwhile).
 */
function after(sort: LeadSort, last: CsvRowData): Prisma.LeadWhereInput {
  switch (sort) {
    case 'date':
      return { OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }] }
    case 'name':
      return { OR: [{ name: { gt: last.name } }, { name: last.name, id: { gt: last.id } }] }
    case 'company':
      // Leads without a company come last.
      return last.company === null
        ? { company: null, id: { gt: last.id } }
        : { OR: [{ company: { gt: last.company } }, { company: null }, { company: last.company, id: { gt: last.id } }] }
  }
}

/** The filtered leads with their lines, `pageSize` leads per query. */
export async function* leadPages(
  query: Pick<LeadQuery, 'q' | 'period' | 'type' | 'sort' | 'awaiting'>,
  { pageSize = CSV_PAGE_SIZE, now = new Date() } = {},
) {
  const where = leadWhere(query, now)
  const orderBy = leadOrderBy(query.sort)
  let last: CsvRowData | undefined
  while (true) {
    const rows = await prisma.lead.findMany({
      where: last ? { AND: [where, after(query.sort, last)] } : where,
      orderBy,
      take: pageSize,
      select: csvSelect,
    })
    if (rows.length) yield rows
    if (rows.length < pageSize) return
    last = rows.at(-1)
  }
}

/**
 * A row as the export writes it. The phone's international form is the one stored when the lead
 * came in; an older lead without it has its number read now, by its country (else its language's).
 */
const csvLead = ({ items, ...lead }: CsvRowData) => ({
  ...lead,
  phoneE164: lead.phoneE164 ?? internationalPhone(lead.phone, phoneRegion(lead.country, lead.locale)),
  lines: items.map(leadLineOf),
})

/**
 * The CSV export as a stream: the header first, then one chunk per page of leads (one row per
 * lead, or one per product line with `layout: 'line'`), read from the database only when the
 * client takes the previous chunk (back-pressure), so a large export never sits in memory.
 */
export function leadsCsvStream(
  query: Pick<LeadQuery, 'q' | 'period' | 'type' | 'sort' | 'awaiting'>,
  { layout = 'lead', ...options }: { layout?: LeadCsvLayout; pageSize?: number; now?: Date } = {},
) {
  const encoder = new TextEncoder()
  let pages: AsyncGenerator<CsvRowData[]> | undefined
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!pages) {
          pages = leadPages(query, options)
          controller.enqueue(encoder.encode(leadCsvHead(layout)))
          return
        }
        const next = await pages.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value.map((row) => leadCsvRows(layout, csvLead(row))).join('')))
      },
      async cancel() {
        await pages?.return(undefined)
      },
    },
    // Pull only when the consumer asks: nothing is read ahead.
    { highWaterMark: 0 },
  )
}
