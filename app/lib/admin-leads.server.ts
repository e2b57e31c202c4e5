/**
 * Everything the admin does with leads: the filtered list and its tab counts, one lead with its
 * history, status and note changes (logged as LeadEvents), deletion and the streamed CSV export.
 * The admin pages and the /api/admin/leads routes both call these functions.
 */
import { leadCsvHead, leadCsvRow } from '~/domain/lead-csv'
import { leadTabs, monthStart, type LeadQuery, type LeadSort, type LeadTab } from '~/domain/lead-query'
import type { LeadUpdateInput } from '~/forms/admin-lead'
import type { LeadStatus, Prisma } from '~/generated/prisma/client'
import type { AdminUser } from './auth.server'
import { prisma } from './db.server'

export const LEAD_PAGE_SIZE = 20
/** Rows the CSV export reads per query: memory stays the same whatever the number of leads. */
export const CSV_PAGE_SIZE = 500

/** The search and the period: everything but the tab. */
function narrowing(query: Pick<LeadQuery, 'q' | 'period'>, now: Date): Prisma.LeadWhereInput[] {
  const where: Prisma.LeadWhereInput[] = []
  if (query.q) {
    const contains = { contains: query.q, mode: 'insensitive' as const }
    where.push({ OR: [{ name: contains }, { company: contains }, { phone: contains }, { email: contains }] })
  }
  if (query.period === 'this-month') where.push({ createdAt: { gte: monthStart(now) } })
  return where
}

/** Spam only in its own tab; every other tab leaves it out. */
function tabWhere(tab: LeadTab): Prisma.LeadWhereInput {
  if (tab === 'spam') return { status: 'spam' }
  if (tab === 'all') return { status: { not: 'spam' } }
  return { kind: tab, status: { not: 'spam' } }
}

export function leadWhere(query: Pick<LeadQuery, 'q' | 'period' | 'type'>, now = new Date()): Prisma.LeadWhereInput {
  return { AND: [...narrowing(query, now), tabWhere(query.type)] }
}

/** Every order ends with the id, so pages never skip or repeat a lead. */
export function leadOrderBy(sort: LeadSort): Prisma.LeadOrderByWithRelationInput[] {
  switch (sort) {
    case 'date':
      return [{ createdAt: 'desc' }, { id: 'desc' }]
    case 'name':
      return [{ name: 'asc' }, { id: 'asc' }]
    case 'company':
      return [{ company: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }]
  }
}

const cardSelect = {
  id: true,
  kind: true,
  status: true,
  name: true,
  company: true,
  phone: true,
  email: true,
  quantity: true,
  calibre: true,
  packSize: true,
  createdAt: true,
} satisfies Prisma.LeadSelect

/** One page of the list, the counts of every tab (under the same search and period) and the total. */
export async function listLeads(query: LeadQuery, now = new Date()) {
  const where = leadWhere(query, now)
  const [leads, filtered, groups, total] = await Promise.all([
    prisma.lead.findMany({
      where,
      orderBy: leadOrderBy(query.sort),
      skip: (query.page - 1) * LEAD_PAGE_SIZE,
      take: LEAD_PAGE_SIZE,
      select: cardSelect,
    }),
    prisma.lead.count({ where }),
    prisma.lead.groupBy({ by: ['kind', 'status'], where: { AND: narrowing(query, now) }, _count: { _all: true } }),
    prisma.lead.count({ where: tabWhere('all') }),
  ])
  const counts = Object.fromEntries(leadTabs.map((tab) => [tab, 0])) as Record<LeadTab, number>
  for (const group of groups) {
    const n = group._count._all
    if (group.status === 'spam') counts.spam += n
    else {
      counts.all += n
      counts[group.kind] += n
    }
  }
  return { leads, filtered, counts, total, pages: Math.max(1, Math.ceil(filtered / LEAD_PAGE_SIZE)) }
}

/** One lead with everything the detail shows, its product and its history (newest first). */
export function getLead(id: string) {
  return prisma.lead.findUnique({
    where: { id },
    select: {
      ...cardSelect,
      locale: true,
      city: true,
      district: true,
      address: true,
      country: true,
      subject: true,
      message: true,
      productId: true,
      details: true,
      notes: true,
      sourcePath: true,
      referrer: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
      spamReason: true,
      updatedAt: true,
      product: { select: { title_tr: true, slug: true } },
      events: {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true, type: true, fromStatus: true, toStatus: true, note: true, adminEmail: true, createdAt: true },
      },
    },
  })
}
export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>

/** The API's shape: the spec's field names plus kind, status and notes. */
export const apiLeadSelect = {
  id: true,
  kind: true,
  status: true,
  locale: true,
  name: true,
  company: true,
  email: true,
  phone: true,
  city: true,
  district: true,
  address: true,
  productId: true,
  details: true,
  quantity: true,
  calibre: true,
  packSize: true,
  notes: true,
  createdAt: true,
} satisfies Prisma.LeadSelect

export const API_LIST_MAX = 1000

/** The API list: the same filters as the admin list, `limit` rows from `offset`. */
export async function listLeadsForApi(query: LeadQuery, { limit = API_LIST_MAX, offset = 0 } = {}) {
  const where = leadWhere(query)
  const [leads, total] = await Promise.all([
    prisma.lead.findMany({ where, orderBy: leadOrderBy(query.sort), skip: offset, take: limit, select: apiLeadSelect }),
    prisma.lead.count({ where }),
  ])
  return { leads, total }
}

export function getLeadForApi(id: string) {
  return prisma.lead.findUnique({
    where: { id },
    select: {
      ...apiLeadSelect,
      events: {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { type: true, fromStatus: true, toStatus: true, note: true, adminEmail: true, createdAt: true },
      },
    },
  })
}

let lastEventAt = 0
/** Strictly increasing times, so the history lists a status change and a note of one save in order. */
function eventTime() {
  lastEventAt = Math.max(Date.now(), lastEventAt + 1)
  return new Date(lastEventAt)
}

/**
 * Changes a lead's status and/or internal notes. Each real change is logged as a LeadEvent
 * ('status' with from/to, 'note' with the new text) with the admin's e-mail, in the same
 * transaction; the row is locked so two admins cannot log the same 'from' status.
 * Returns null when the lead does not exist.
 */
export async function updateLead(id: string, input: LeadUpdateInput, admin: Pick<AdminUser, 'email'>) {
  return prisma.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<{ status: LeadStatus; notes: string | null }[]>`
      SELECT status::text AS status, notes FROM "Lead" WHERE id = ${id} FOR UPDATE`
    if (!current) return null
    const data: Prisma.LeadUpdateInput = {}
    const events: Omit<Prisma.LeadEventCreateManyInput, 'leadId'>[] = []
    if (input.status && input.status !== current.status) {
      data.status = input.status
      events.push({ type: 'status', fromStatus: current.status, toStatus: input.status, adminEmail: admin.email })
    }
    if (input.notes !== undefined) {
      const notes = input.notes?.trim() || null
      if (notes !== current.notes) {
        data.notes = notes
        events.push({ type: 'note', note: notes, adminEmail: admin.email })
      }
    }
    if (events.length) {
      await tx.lead.update({ where: { id }, data, select: { id: true } })
      await tx.leadEvent.createMany({ data: events.map((event) => ({ ...event, leadId: id, createdAt: eventTime() })) })
    }
    const lead = await tx.lead.findUniqueOrThrow({ where: { id }, select: apiLeadSelect })
    return { lead, changed: events.length > 0 }
  })
}

/** false when there was no such lead. Its history goes with it; its e-mails stay (unlinked). */
export async function deleteLead(id: string): Promise<boolean> {
  const { count } = await prisma.lead.deleteMany({ where: { id } })
  return count > 0
}

const csvSelect = {
  id: true,
  createdAt: true,
  name: true,
  company: true,
  phone: true,
  email: true,
  city: true,
  district: true,
  kind: true,
  quantity: true,
  details: true,
  status: true,
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

/** The filtered leads, `pageSize` rows per query. */
export async function* leadPages(query: Pick<LeadQuery, 'q' | 'period' | 'type' | 'sort'>, { pageSize = CSV_PAGE_SIZE, now = new Date() } = {}) {
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
 * The CSV export as a stream: the header first, then one chunk per page of leads, read from the
 * database only when the client takes the previous chunk (back-pressure), so a large export
 * never sits in memory.
 */
export function leadsCsvStream(query: Pick<LeadQuery, 'q' | 'period' | 'type' | 'sort'>, options: { pageSize?: number; now?: Date } = {}) {
  const encoder = new TextEncoder()
  let pages: AsyncGenerator<CsvRowData[]> | undefined
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!pages) {
          pages = leadPages(query, options)
          controller.enqueue(encoder.encode(leadCsvHead()))
          return
        }
        const next = await pages.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value.map(leadCsvRow).join('')))
      },
      async cancel() {
        await pages?.return(undefined)
      },
    },
    // Pull only when the consumer asks: nothing is read ahead.
    { highWaterMark: 0 },
  )
}
