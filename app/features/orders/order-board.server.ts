/**
 * The admin's order board (a page of orders with their stage, next step and late steps, the CSV
 * export's rows) and the dashboard's order figures, on a clock passed in. What is late is decided
 * twice from the same declaration (the milestones' `overdue` rules in order-steps.ts): in SQL, so
 * the board's `overdue=1` filter, its pages and the dashboard's count are each one query (no order
 * is read into the app to be judged), and per row by `overdueMilestones`, for the texts. Days are
 * Türkiye days; amounts are decimal strings ('61500.00').
 */
import { companyLabel } from '~/features/leads/lead-labels'
import { amountString, formatMoney } from '~/features/quotes/money'
import { advancePercentOf } from '~/features/quotes/payment-schedule'
import type { QuoteTile } from '~/features/quotes/quote-figures.server'
import { dayDate, dayOf } from '~/features/quotes/quote-rows.server'
import { paymentTermCodes } from '~/features/quotes/quote-terms'
import type { CurrencyCode } from '~/features/quotes/quote-view'
import type { Prisma } from '~/generated/prisma/client'
import { calendarMonth, isoDay, readLocalTimeInput } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { defaultOrderBoardQuery, type OrderBoardQuery, orderBoardQueryString, stageName } from './order-board-query'
import {
  addDays,
  type Milestone,
  type MilestoneCode,
  milestoneOf,
  milestones,
  nextMilestone,
  type OverdueRule,
  overdueMilestones,
} from './order-steps'
import { factsOf } from './orders.server'

export const ORDER_PAGE_SIZE = 50

// --- What is late, in SQL ------------------------------------------------------------------------

type OverdueMilestone = Extract<Milestone, { overdue: OverdueRule }>
/** The overdue milestones that apply to some orders only (their `applies` rule). */
type ConditionalOverdue = Extract<OverdueMilestone, { applies: unknown }>['code']

/** The terms whose payment schedule asks an advance (the schedule's own rule, read for each code). */
const advanceTerms = paymentTermCodes.filter((code) => advancePercentOf({ paymentTerms: code, advancePercent: null }) !== null)

/**
 * The orders an overdue milestone's `applies` rule keeps, as a condition: one for each overdue
 * milestone that has such a rule (the type asks for it when a milestone gains one).
 */
const appliesWhere: Record<ConditionalOverdue, Prisma.OrderWhereInput> = {
  'advance-received': { version: { paymentTerms: { in: advanceTerms } } },
}

/** The instant `day` ('YYYY-MM-DD') begins in Türkiye. */
const dayBegins = (day: string) => readLocalTimeInput(`${day}T00:00`) ?? dayDate(day)

/**
 * When a rule's clock has run out on `today`: `days` after the acceptance's day have passed (the
 * acceptance's Türkiye day is before today − days), or the shipment's day is before today.
 */
function clockRunOut(rule: OverdueRule, today: string): Prisma.OrderWhereInput {
  switch (rule.after) {
    case 'acceptance':
      return { acceptedAt: { lt: dayBegins(addDays(today, -rule.days)) } }
    case 'etd':
      return { shipment: { etd: { lt: dayDate(today) } } }
    case 'eta':
      return { shipment: { eta: { lt: dayDate(today) } } }
  }
}

const overdueDeclared = milestones.filter((milestone): milestone is OverdueMilestone => 'overdue' in milestone)

/** The orders with at least one late milestone on `today`: one that applies, is not recorded, and whose clock ran out. */
export function overdueWhere(today: string): Prisma.OrderWhereInput {
  return {
    OR: overdueDeclared.map((milestone) => ({
      AND: [
        'applies' in milestone ? appliesWhere[milestone.code] : {},
        { milestones: { none: { code: milestone.code } } },
        clockRunOut(milestone.overdue, today),
      ],
    })),
  }
}

/** The orders of a state: 'open' is every order not closed (an order before its first milestone has no stage). */
function stateWhere(state: OrderBoardQuery['state']): Prisma.OrderWhereInput {
  if (state === 'open') return { OR: [{ stage: null }, { stage: { not: 'closed' } }] }
  if (state === 'accepted') return { stage: null }
  return { stage: state }
}

/** The orders the board's filters match on `now`. */
export function boardWhere(query: Pick<OrderBoardQuery, 'state' | 'country' | 'overdue'>, now: Date): Prisma.OrderWhereInput {
  return {
    AND: [
      stateWhere(query.state),
      query.country ? { lead: { country: query.country } } : {},
      query.overdue ? overdueWhere(isoDay(now)) : {},
    ],
  }
}

// --- The board's rows ----------------------------------------------------------------------------

/** Newest acceptance first; the id settles a tie, so pages never overlap. */
export const boardOrderBy = [{ acceptedAt: 'desc' }, { id: 'desc' }] satisfies Prisma.OrderOrderByWithRelationInput[]

/** What a row shows and what the milestones' rules read (`factsOf`). */
export const boardSelect = {
  id: true,
  number: true,
  leadId: true,
  paid: true,
  stage: true,
  acceptedAt: true,
  documentsConfirmedAt: true,
  lead: { select: { company: true, name: true, country: true } },
  version: {
    select: {
      total: true,
      currency: true,
      paymentTerms: true,
      advancePercent: true,
      proforma: { select: { advanceDueOn: true } },
      lines: { select: { id: true, quantityKg: true } },
    },
  },
  milestones: { select: { code: true } },
  lots: { select: { lineId: true, kg: true, releasedAt: true } },
  shipment: { select: { containerNumber: true, vessel: true, etd: true, eta: true, kgDifferenceNote: true } },
} satisfies Prisma.OrderSelect

export type BoardRowData = Prisma.OrderGetPayload<{ select: typeof boardSelect }>

/**
 * How many current documents each order of a page has. Counted for the page's orders after the
 * page is read: a count inside the page's query made PostgreSQL count the documents of every order
 * first (16 ms of the page's 18 ms with 5,000 orders and 30,000 documents).
 */
async function currentDocuments(orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map()
  const groups = await prisma.orderDocument.groupBy({
    by: ['orderId'],
    where: { orderId: { in: orderIds }, replacedAt: null },
    _count: { _all: true },
  })
  return new Map(groups.map((group) => [group.orderId, group._count._all]))
}

/** A row of the board (and of the CSV) on `today`. */
function boardRow(row: BoardRowData, documents: number, today: string) {
  const facts = factsOf({ ...row, _count: { documents } })
  const next = nextMilestone(facts)
  const acceptedOn = isoDay(row.acceptedAt)
  return {
    id: row.id,
    number: row.number,
    company: companyLabel(row.lead.company),
    name: row.lead.name,
    country: row.lead.country,
    acceptedOn,
    currency: row.version.currency as CurrencyCode,
    total: amountString(row.version.total.toString()),
    paid: amountString(row.paid.toString()),
    stage: row.stage,
    stageName: stageName(row.stage),
    next: next ? { code: next, name: milestoneOf(next).admin } : null,
    overdue: overdueMilestones(facts, acceptedOn, today).map((code) => milestoneOf(code).overdueText ?? milestoneOf(code).admin),
    shipment: row.shipment
      ? {
          containerNumber: row.shipment.containerNumber,
          vessel: row.shipment.vessel,
          etd: row.shipment.etd ? dayOf(row.shipment.etd) : null,
          eta: row.shipment.eta ? dayOf(row.shipment.eta) : null,
        }
      : null,
  }
}
export type BoardRow = ReturnType<typeof boardRow>

/** The board's rows of a page of orders on `today`. */
export async function boardRows(rows: BoardRowData[], today: string): Promise<BoardRow[]> {
  const documents = await currentDocuments(rows.map((row) => row.id))
  return rows.map((row) => boardRow(row, documents.get(row.id) ?? 0, today))
}

/** One page of the board (50 orders) and how many orders the filters match. */
export async function listOrders(query: OrderBoardQuery, now = new Date()) {
  const where = boardWhere(query, now)
  const [rows, filtered] = await Promise.all([
    prisma.order.findMany({
      where,
      orderBy: boardOrderBy,
      skip: (query.page - 1) * ORDER_PAGE_SIZE,
      take: ORDER_PAGE_SIZE,
      select: boardSelect,
    }),
    prisma.order.count({ where }),
  ])
  return {
    orders: await boardRows(rows, isoDay(now)),
    filtered,
    pages: Math.max(1, Math.ceil(filtered / ORDER_PAGE_SIZE)),
  }
}

/** The buyers' countries of the orders (the country filter's choices), ISO codes first as stored. */
export async function boardCountries(): Promise<string[]> {
  const groups = await prisma.lead.groupBy({ by: ['country'], where: { orders: { some: {} }, country: { not: null } } })
  return groups.flatMap((group) => (group.country ? [group.country] : [])).sort()
}

// --- The dashboard's figures ---------------------------------------------------------------------

const currencies = ['USD', 'EUR'] as const satisfies readonly CurrencyCode[]

/** An amount per currency: `total` is a decimal string with two decimals. */
export interface OrderSum {
  currency: CurrencyCode
  total: string
  /** How many orders the sum adds up. */
  orders: number
}

const recorded = (code: MilestoneCode | MilestoneCode[]) => ({
  milestones: { some: { code: Array.isArray(code) ? { in: code } : code } },
})
const notRecorded = (code: MilestoneCode) => ({ milestones: { none: { code } } })

/**
 * The dashboard's order figures on `now`: in production (production started, not loaded yet), at
 * sea (loaded or its documents sent, not arrived), late (the board's `overdue=1` count) and the
 * value loaded this calendar month in Türkiye per currency (the 'loaded' milestone's day).
 */
export async function orderFigures(now = new Date()) {
  const month = calendarMonth(now)
  const [inProduction, atSea, overdue, shipped] = await Promise.all([
    prisma.order.count({ where: { AND: [recorded('in-production'), notRecorded('loaded')] } }),
    prisma.order.count({ where: { AND: [recorded(['loaded', 'documents-sent']), notRecorded('arrived')] } }),
    prisma.order.count({ where: boardWhere({ ...defaultOrderBoardQuery, overdue: true }, now) }),
    prisma.$queryRaw<{ currency: string; total: string; orders: number }[]>`
      SELECT v.currency::text AS currency, sum(v.total)::text AS total, count(*)::int AS orders
      FROM "OrderMilestone" m
      JOIN "Order" o ON o.id = m."orderId"
      JOIN "QuoteVersion" v ON v.id = o."versionId"
      WHERE m.code = 'loaded' AND m."happenedOn" >= ${isoDay(month.start)}::date AND m."happenedOn" < ${isoDay(month.end)}::date
      GROUP BY v.currency`,
  ])
  const shippedThisMonth: OrderSum[] = currencies.flatMap((currency) => {
    const row = shipped.find((entry) => entry.currency === currency)
    return row ? [{ currency, total: amountString(row.total), orders: row.orders }] : []
  })
  return { inProduction, atSea, overdue, shippedThisMonth, month: { label: month.label } }
}
export type OrderFigures = Awaited<ReturnType<typeof orderFigures>>

/** The order figures as the dashboard's tiles, in Turkish. */
export function orderTiles(f: OrderFigures): QuoteTile[] {
  return [
    {
      id: 'orders-in-production',
      label: 'Üretimde',
      value: [String(f.inProduction)],
      hint: 'Üretimi başlamış, henüz yüklenmemiş siparişler',
    },
    { id: 'orders-at-sea', label: 'Denizde', value: [String(f.atSea)], hint: 'Yüklenmiş, varış limanına henüz ulaşmamış siparişler' },
    {
      id: 'orders-overdue',
      label: 'Geciken siparişler',
      value: [String(f.overdue)],
      hint: `Bir adımı gecikmiş açık siparişler: ${overdueDeclared.map((milestone) => milestone.overdueText).join('; ')}`,
      to: `/admin/orders${orderBoardQueryString({ overdue: true })}`,
    },
    {
      id: 'orders-shipped-this-month',
      label: 'Bu ay sevk edilen',
      value: f.shippedThisMonth.length ? f.shippedThisMonth.map((sum) => formatMoney(sum.total, sum.currency, 'tr')) : ['—'],
      hint: `${f.month.label} içinde yüklenen siparişlerin toplamı`,
    },
  ]
}
