/**
 * The admin's list of leads (a page of cards with the counts of every tab) and the dashboard's
 * lead figures, both counted with the same filters.
 */

import type { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import { leadLineOf } from './lead-details'
import { defaultLeadQuery, type LeadQuery, type LeadTab, leadTabs } from './lead-query'
import { itemsSelect, leadFields, leadOrderBy, leadWhere, narrowing, tabWhere } from './lead-rows.server'

export const LEAD_PAGE_SIZE = 20

/** Lines a list card shows; the rest are counted ("+N ürün daha"). */
export const CARD_LINES = 3

const cardSelect = {
  ...leadFields,
  items: { ...itemsSelect, take: CARD_LINES },
} satisfies Prisma.LeadSelect

type CardRow = Prisma.LeadGetPayload<{ select: typeof cardSelect }>

/** A list card: the first lines (numbers, not Prisma decimals), how many there are, and whether the buyer awaits a reply. */
function leadCard({ items, awaitingReplySince, ...lead }: CardRow, lineCount: number) {
  return { ...lead, lines: items.map(leadLineOf), lineCount, awaitingReply: awaitingReplySince !== null }
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
  const [total, thisMonth, trial, awaitingReply, latestLeads] = await Promise.all([
    prisma.lead.count({ where: where({}) }),
    prisma.lead.count({ where: where({ period: 'this-month' }) }),
    prisma.lead.count({ where: where({ type: 'trial' }) }),
    prisma.lead.count({ where: where({ awaiting: true }) }),
    prisma.lead.findMany({
      where: where({}),
      orderBy: leadOrderBy('date'),
      take: latest,
      select: { id: true, name: true, company: true, createdAt: true, kind: true },
    }),
  ])
  return { counts: { total, thisMonth, trial, awaitingReply }, latestLeads }
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
