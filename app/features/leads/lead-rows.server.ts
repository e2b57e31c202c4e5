/**
 * How the admin's views of leads read them: the list's filters and orders as Prisma queries
 * (shared by the list, the dashboard, the API and the CSV export), the fields every view shows
 * and a lead's product lines.
 */

import type { Prisma } from '~/generated/prisma/client'
import { calendarMonth } from '~/lib/dates'
import type { LeadQuery, LeadSort, LeadTab } from './lead-query'

/** The search and the period: everything but the tab. */
export function narrowing(query: Pick<LeadQuery, 'q' | 'period' | 'awaiting'>, now: Date): Prisma.LeadWhereInput[] {
  const where: Prisma.LeadWhereInput[] = []
  if (query.q) {
    const contains = { contains: query.q, mode: 'insensitive' as const }
    where.push({
      OR: [
        { name: contains },
        { company: contains },
        { phone: contains },
        { email: contains },
        // Any reference of the request: RFQ/TRL/MSG, its quotes' QT numbers, their proformas' PI numbers.
        { reference: contains },
        { quotes: { some: { number: contains } } },
        { quotes: { some: { versions: { some: { proforma: { is: { number: contains } } } } } } },
      ],
    })
  }
  if (query.period === 'this-month') where.push({ createdAt: { gte: calendarMonth(now).start } })
  if (query.awaiting) where.push({ awaitingReplySince: { not: null } })
  return where
}

/** Spam only in its own tab; every other tab leaves it out. */
export function tabWhere(tab: LeadTab): Prisma.LeadWhereInput {
  if (tab === 'spam') return { status: 'spam' }
  if (tab === 'all') return { status: { not: 'spam' } }
  return { kind: tab, status: { not: 'spam' } }
}

export function leadWhere(query: Pick<LeadQuery, 'q' | 'period' | 'type' | 'awaiting'>, now = new Date()): Prisma.LeadWhereInput {
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
export const itemsSelect = {
  orderBy: { position: 'asc' },
  select: { position: true, productId: true, title: true, calibre: true, quantityKg: true, packSizeKg: true },
} satisfies Prisma.Lead$itemsArgs

/** What the history shows of an event. */
export const eventSelect = {
  type: true,
  fromStatus: true,
  toStatus: true,
  note: true,
  adminEmail: true,
  createdAt: true,
} satisfies Prisma.LeadEventSelect

/** A lead's history, newest first (a status change and a note of one save in the order they were made). */
export const eventsNewestFirst = <S extends Prisma.LeadEventSelect>(select: S) =>
  ({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select }) satisfies Prisma.Lead$eventsArgs

/** What every view of a lead shows: who, when, which kind and status. */
export const leadFields = {
  id: true,
  kind: true,
  status: true,
  name: true,
  company: true,
  phone: true,
  email: true,
  reference: true,
  country: true,
  awaitingReplySince: true,
  createdAt: true,
} satisfies Prisma.LeadSelect
