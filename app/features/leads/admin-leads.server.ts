/**
 * Everything the admin does with leads: the filtered list and its tab counts, the dashboard's
 * figures, one lead with its product lines and history, status and note changes (logged as
 * LeadEvents), deletion and the streamed CSV exports. Product lines are read as rows (LeadItem)
 * and turned into numbers here; the composed request text is made from them when shown.
 * The admin pages and the /api/admin/leads routes both call these functions.
 */
import { leadCsvHead, leadCsvRows, type LeadCsvLayout } from './lead-csv'
import { composeRequestText, leadLineOf, type LeadLine } from './lead-details'
import type { LeadKindCode } from './lead-labels'
import { defaultLeadQuery, leadTabs, type LeadQuery, type LeadSort, type LeadTab } from './lead-query'
import { internationalPhone } from './phone.server'
import { phoneRegion } from './quote-schema'
import type { LeadUpdateInput } from './admin-schema'
import type { LeadStatus, Prisma } from '~/generated/prisma/client'
import type { AdminUser } from '~/features/auth/auth.server'
import { calendarMonth } from '~/lib/dates'
import { prisma } from '~/lib/db.server'

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
  if (query.period === 'this-month') where.push({ createdAt: { gte: calendarMonth(now).start } })
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

/** A lead's product lines in the visitor's order. */
const itemsSelect = {
  orderBy: { position: 'asc' },
  select: { position: true, productId: true, title: true, calibre: true, quantityKg: true, packSizeKg: true },
} satisfies Prisma.Lead$itemsArgs

/** Lines a list card shows; the rest are counted ("+N ürün daha"). */
export const CARD_LINES = 3

/** What every view of a lead shows: who, when, which kind and status. */
const leadFields = {
  id: true,
  kind: true,
  status: true,
  name: true,
  company: true,
  phone: true,
  email: true,
  createdAt: true,
} satisfies Prisma.LeadSelect

const cardSelect = {
  ...leadFields,
  items: { ...itemsSelect, take: CARD_LINES },
} satisfies Prisma.LeadSelect

type CardRow = Prisma.LeadGetPayload<{ select: typeof cardSelect }>

/** A list card: the first lines (numbers, not Prisma decimals) and how many there are. */
function leadCard({ items, ...lead }: CardRow, lineCount: number) {
  return { ...lead, lines: items.map(leadLineOf), lineCount }
}

/**
 * How many lines each lead of a page has. Counted for the page's leads only, after the page is
 * read: a count inside the page's query made PostgreSQL count the lines of every lead first
 * (176 ms with 50,000 leads, against well under 1 ms this way).
 */
async function lineCounts(leadIds: string[]): Promise<Map<string, number>> {
  if (leadIds.length === 0) return new Map()
  const groups = await prisma.leadItem.groupBy({ by: ['leadId'], where: { leadId: { in: leadIds } }, _count: { _all: true } })
  return new Map(groups.map((group) => [group.leadId, group._count._all]))
}
export type LeadCardData = ReturnType<typeof leadCard>

/**
 * The dashboard's lead figures, counted with the list's own filters (the kind as stored, "this
 * month" in Istanbul, spam left out), so every tile equals the list it links to.
 */
export async function dashboardLeads(now = new Date(), latest = 3) {
  const where = (change: Partial<LeadQuery>) => leadWhere({ ...defaultLeadQuery, ...change }, now)
  const [total, thisMonth, trial, latestLeads] = await Promise.all([
    prisma.lead.count({ where: where({}) }),
    prisma.lead.count({ where: where({ period: 'this-month' }) }),
    prisma.lead.count({ where: where({ type: 'trial' }) }),
    prisma.lead.findMany({
      where: where({}),
      orderBy: leadOrderBy('date'),
      take: latest,
      select: { id: true, name: true, company: true, createdAt: true, kind: true },
    }),
  ])
  return { counts: { total, thisMonth, trial }, latestLeads }
}

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
  const lines = await lineCounts(leads.map((lead) => lead.id))
  return {
    leads: leads.map((lead) => leadCard(lead, lines.get(lead.id) ?? 0)),
    filtered,
    counts,
    total,
    pages: Math.max(1, Math.ceil(filtered / LEAD_PAGE_SIZE)),
  }
}

/**
 * What the visitor wrote: the quote's text or the trial's notes; a contact message (older
 * contact leads also kept it in `details`).
 */
function visitorTextOf(lead: { kind: LeadKindCode; details: string | null; message: string | null }): string | null {
  return lead.kind === 'contact' ? (lead.message ?? lead.details) : lead.details
}

/** One lead with everything the detail shows: its lines, the composed request text and its history (newest first). */
export async function getLead(id: string) {
  const row = await prisma.lead.findUnique({
    where: { id },
    select: {
      ...leadFields,
      reference: true,
      phoneE164: true,
      locale: true,
      city: true,
      district: true,
      address: true,
      country: true,
      subject: true,
      message: true,
      details: true,
      priority: true,
      notes: true,
      sourcePath: true,
      referrer: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
      spamReason: true,
      updatedAt: true,
      items: itemsSelect,
      events: {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true, type: true, fromStatus: true, toStatus: true, note: true, adminEmail: true, createdAt: true },
      },
    },
  })
  if (!row) return null
  const { items, ...lead } = row
  const lines = items.map(leadLineOf)
  return { ...lead, lines, visitorText: visitorTextOf(lead), requestText: composeRequestText(lead, lines) }
}
export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>

/** What the API reads of a lead. */
const apiLeadSelect = {
  id: true,
  kind: true,
  status: true,
  locale: true,
  name: true,
  company: true,
  email: true,
  phone: true,
  phoneE164: true,
  country: true,
  city: true,
  district: true,
  address: true,
  details: true,
  message: true,
  priority: true,
  notes: true,
  createdAt: true,
  items: itemsSelect,
} satisfies Prisma.LeadSelect
type ApiLeadRow = Prisma.LeadGetPayload<{ select: typeof apiLeadSelect }>

/** A line in the API: kilograms as numbers (12.5 stays 12.5). */
const apiItem = (line: LeadLine) => ({
  position: line.position,
  productId: line.productId,
  title: line.title,
  calibre: line.calibre,
  quantity: line.quantityKg,
  packSize: line.packSizeKg,
})

/**
 * A lead as the API answers it: the original API's field names, with `details` the composed request text
 * (as the original API gave it) and the first line's productId, quantity, calibre and packSize
 * (null when there is none); plus kind, status, notes, country, phoneE164, priority, the
 * visitor's own text and every line.
 */
function apiLead({ items, message, details, ...lead }: ApiLeadRow) {
  const lines = items.map(leadLineOf)
  const first = lines[0]
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    locale: lead.locale,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    phoneE164: lead.phoneE164,
    country: lead.country,
    city: lead.city,
    district: lead.district,
    address: lead.address,
    productId: first?.productId ?? null,
    details: composeRequestText({ kind: lead.kind, details, message, address: lead.address }, lines),
    visitorText: visitorTextOf({ kind: lead.kind, details, message }),
    quantity: first?.quantityKg ?? null,
    calibre: first?.calibre ?? null,
    packSize: first?.packSizeKg ?? null,
    items: lines.map(apiItem),
    priority: lead.priority,
    notes: lead.notes,
    createdAt: lead.createdAt,
  }
}
export type ApiLead = ReturnType<typeof apiLead>

export const API_LIST_MAX = 1000

/** The API list: the same filters as the admin list, `limit` rows from `offset`. */
export async function listLeadsForApi(query: LeadQuery, { limit = API_LIST_MAX, offset = 0 } = {}) {
  const where = leadWhere(query)
  const [rows, total] = await Promise.all([
    prisma.lead.findMany({ where, orderBy: leadOrderBy(query.sort), skip: offset, take: limit, select: apiLeadSelect }),
    prisma.lead.count({ where }),
  ])
  return { leads: rows.map(apiLead), total }
}

export async function getLeadForApi(id: string) {
  const row = await prisma.lead.findUnique({
    where: { id },
    select: {
      ...apiLeadSelect,
      events: {
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { type: true, fromStatus: true, toStatus: true, note: true, adminEmail: true, createdAt: true },
      },
    },
  })
  if (!row) return null
  const { events, ...lead } = row
  return { ...apiLead(lead), events }
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
    return { lead: apiLead(lead), changed: events.length > 0 }
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
  query: Pick<LeadQuery, 'q' | 'period' | 'type' | 'sort'>,
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
  query: Pick<LeadQuery, 'q' | 'period' | 'type' | 'sort'>,
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
