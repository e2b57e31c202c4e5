/** Leads as /api/admin/leads answers them: the original API's field names, every line. */

import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import { declaredApiMembers } from './declared-fields'
import { composeRequestText, type LeadLine, leadLineOf, visitorTextOf } from './lead-details'
import type { LeadQuery } from './lead-query'
import { eventSelect, eventsNewestFirst, itemsSelect, leadOrderBy, leadWhere } from './lead-rows.server'

/** What the API reads of a lead. */
export const apiLeadSelect = {
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
  fields: true,
  notes: true,
  createdAt: true,
  items: itemsSelect,
} satisfies Prisma.LeadSelect
export type ApiLeadRow = Prisma.LeadGetPayload<{ select: typeof apiLeadSelect }>

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
 * visitor's own text, every line and the declared fields (the buyer's terms; null when not given).
 */
export function apiLead({ items, message, details, fields, ...lead }: ApiLeadRow) {
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
    ...declaredApiMembers(fields),
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
      events: eventsNewestFirst(eventSelect),
    },
  })
  if (!row) return null
  const { events, ...lead } = row
  return { ...apiLead(lead), events }
}
