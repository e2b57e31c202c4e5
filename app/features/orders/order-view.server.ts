/**
 * An order as its readers see it: the admin's page (everything, in Turkish) and the buyer's
 * section of the private page (in the page's language: the timeline, the payments, the released
 * lots beside the EU limits, the shipment and the current documents with their earlier versions).
 * Both come from one read and the declarations of the milestones, document kinds and limits.
 * Amounts are decimal strings ('18450.00'), days 'YYYY-MM-DD'.
 */
import { amountString, Decimal, plainDecimal } from '~/features/quotes/money'
import { dayOf } from '~/features/quotes/quote-rows.server'
import type { CurrencyCode } from '~/features/quotes/quote-view'
import type { Prisma } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { isLocale, type Locale } from '~/lib/locale'
import { EU_LIMITS_REGULATION, euLimits, type ResultVerdict, resultVerdict } from './eu-limits'
import {
  documentKindOf,
  type MilestoneCode,
  milestoneOf,
  milestoneRefusal,
  nextAdminMilestone,
  nextMilestone,
  type OrderFacts,
  orderMilestones,
  overdueMilestones,
} from './order-steps'
import { factsOf } from './orders.server'

const day = (value: Date | null | undefined) => (value ? dayOf(value) : null)

export const orderSelect = {
  id: true,
  number: true,
  leadId: true,
  paid: true,
  stage: true,
  acceptedAt: true,
  documentsConfirmedAt: true,
  createdAt: true,
  lead: { select: { id: true, name: true, company: true, country: true, email: true, locale: true, reference: true } },
  version: {
    select: {
      id: true,
      version: true,
      total: true,
      currency: true,
      incoterm: true,
      incotermPlace: true,
      paymentTerms: true,
      advancePercent: true,
      poNumber: true,
      quote: { select: { id: true, number: true } },
      proforma: { select: { number: true, advanceDueOn: true } },
      lines: {
        orderBy: { position: 'asc' },
        select: { id: true, position: true, title_tr: true, title_en: true, title_de: true, calibre: true, quantityKg: true },
      },
    },
  },
  milestones: { select: { code: true, happenedOn: true, note: true, recordedBy: true, recordedAt: true } },
  payments: {
    orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }],
    select: { id: true, receivedOn: true, amount: true, note: true, recordedBy: true },
  },
  lots: {
    orderBy: [{ createdAt: 'asc' }, { number: 'asc' }],
    select: {
      id: true,
      lineId: true,
      number: true,
      calibre: true,
      kg: true,
      producedOn: true,
      aflatoxinB1: true,
      aflatoxinTotal: true,
      ochratoxinA: true,
      lab: true,
      analysedOn: true,
      reportName: true,
      releasedAt: true,
    },
  },
  shipment: {
    select: {
      containerNumber: true,
      sealNumber: true,
      vessel: true,
      voyage: true,
      portOfLoading: true,
      portOfDischarge: true,
      etd: true,
      eta: true,
      blNumber: true,
      kgDifferenceNote: true,
    },
  },
  etaChanges: { orderBy: { changedAt: 'asc' }, select: { fromEta: true, toEta: true, changedAt: true, changedBy: true } },
  documents: {
    orderBy: [{ createdAt: 'asc' }, { number: 'asc' }],
    select: {
      id: true,
      kind: true,
      number: true,
      issuedOn: true,
      fileName: true,
      fileBytes: true,
      replacesId: true,
      replacedAt: true,
      createdAt: true,
      recordedBy: true,
    },
  },
  _count: { select: { documents: { where: { replacedAt: null } } } },
} satisfies Prisma.OrderSelect

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>

const lineTitle = (line: OrderRow['version']['lines'][number], locale: Locale) =>
  locale === 'tr' ? line.title_tr : locale === 'de' ? line.title_de : line.title_en

/** A lot's results beside the EU limits. */
function lotResults(lot: OrderRow['lots'][number]) {
  return euLimits.map((limit) => {
    const value = plainDecimal(lot[limit.code].toString())
    return { code: limit.code, name: limit.name, value, max: limit.max, verdict: resultVerdict(value, limit.max) as ResultVerdict }
  })
}

/** The kilograms per line: ordered, in lots, released, and the difference of the released ones. */
function lineKg(row: OrderRow) {
  return row.version.lines.map((line) => {
    const lots = row.lots.filter((lot) => lot.lineId === line.id)
    const sum = (list: typeof lots) => list.reduce((total, lot) => total.plus(lot.kg.toString()), new Decimal(0))
    const released = sum(lots.filter((lot) => lot.releasedAt))
    return {
      id: line.id,
      title: line.title_tr,
      calibre: line.calibre,
      ordered: plainDecimal(line.quantityKg.toString()),
      inLots: plainDecimal(sum(lots)),
      released: plainDecimal(released),
      difference: plainDecimal(released.minus(line.quantityKg.toString())),
    }
  })
}

/** Documents grouped by version chain: each current one with the versions it replaced (newest first). */
function documentChains(row: OrderRow) {
  const byId = new Map(row.documents.map((document) => [document.id, document]))
  return row.documents
    .filter((document) => !document.replacedAt)
    .map((current) => {
      const earlier: typeof row.documents = []
      let cursor = current.replacesId ? byId.get(current.replacesId) : undefined
      while (cursor && earlier.length < row.documents.length) {
        earlier.push(cursor)
        cursor = cursor.replacesId ? byId.get(cursor.replacesId) : undefined
      }
      return { current, earlier }
    })
}

const lockedShape = (row: OrderRow) =>
  factsOf({
    ...row,
    version: { ...row.version, lines: row.version.lines.map((line) => ({ id: line.id, quantityKg: line.quantityKg })) },
    lots: row.lots.map((lot) => ({ lineId: lot.lineId, kg: lot.kg, releasedAt: lot.releasedAt })),
  })

function timeline(row: OrderRow, facts: OrderFacts) {
  const recorded = new Map(row.milestones.map((milestone) => [milestone.code, milestone]))
  return orderMilestones(facts).map((milestone) => {
    const done = recorded.get(milestone.code)
    return {
      code: milestone.code as MilestoneCode,
      admin: milestone.admin,
      buyer: milestone.buyer,
      by: milestone.by,
      done: done ? { happenedOn: dayOf(done.happenedOn), note: done.note, recordedBy: done.recordedBy, recordedAt: done.recordedAt } : null,
    }
  })
}

/** The order's page in the admin, or null. */
export async function loadAdminOrder(orderId: string, now = new Date()) {
  const row = await prisma.order.findUnique({ where: { id: orderId }, select: orderSelect })
  if (!row) return null
  const facts = lockedShape(row)
  const next = nextAdminMilestone(facts)
  const currency = row.version.currency as CurrencyCode
  const total = amountString(row.version.total.toString())
  return {
    id: row.id,
    number: row.number,
    acceptedAt: row.acceptedAt,
    lead: row.lead,
    locale: (isLocale(row.lead.locale) ? row.lead.locale : 'tr') as Locale,
    quote: { id: row.version.quote.id, number: row.version.quote.number, version: row.version.version, poNumber: row.version.poNumber },
    proforma: row.version.proforma ? { number: row.version.proforma.number } : null,
    terms: { incoterm: row.version.incoterm, incotermPlace: row.version.incotermPlace, paymentTerms: row.version.paymentTerms },
    currency,
    total,
    paid: amountString(row.paid.toString()),
    remaining: amountString(new Decimal(total).minus(row.paid.toString())),
    schedule: facts.schedule,
    payments: row.payments.map((payment) => ({
      ...payment,
      receivedOn: dayOf(payment.receivedOn),
      amount: amountString(payment.amount.toString()),
    })),
    lines: lineKg(row),
    kgMatches: facts.kgMatches,
    lots: row.lots.map((lot) => ({
      id: lot.id,
      lineId: lot.lineId,
      number: lot.number,
      calibre: lot.calibre,
      kg: plainDecimal(lot.kg.toString()),
      producedOn: dayOf(lot.producedOn),
      analysedOn: dayOf(lot.analysedOn),
      lab: lot.lab,
      reportName: lot.reportName,
      released: lot.releasedAt !== null,
      results: lotResults(lot),
      withinLimits: lotResults(lot).every((result) => result.verdict !== 'above'),
    })),
    shipment: row.shipment ? { ...row.shipment, etd: day(row.shipment.etd), eta: day(row.shipment.eta) } : null,
    etaChanges: row.etaChanges.map((change) => ({ ...change, fromEta: dayOf(change.fromEta), toEta: dayOf(change.toEta) })),
    documents: documentChains(row).map(({ current, earlier }) => ({
      ...adminDocument(current),
      earlier: earlier.map(adminDocument),
    })),
    timeline: timeline(row, facts),
    next: next ? { code: next, refusal: milestoneRefusal(next, facts) } : null,
    overdue: overdueMilestones(facts, isoDay(row.acceptedAt), isoDay(now)).map((code) => milestoneOf(code).overdueText ?? code),
    documentsConfirmedAt: row.documentsConfirmedAt,
    loaded: facts.recorded.has('loaded'),
  }
}

const adminDocument = (document: OrderRow['documents'][number]) => ({
  id: document.id,
  kind: document.kind,
  kindName: documentKindOf(document.kind).admin,
  number: document.number,
  issuedOn: dayOf(document.issuedOn),
  fileName: document.fileName,
  fileBytes: document.fileBytes,
  replacedAt: document.replacedAt,
  createdAt: document.createdAt,
  recordedBy: document.recordedBy,
})

export type AdminOrder = NonNullable<Awaited<ReturnType<typeof loadAdminOrder>>>

/** The buyer's view of the request's order in `locale`, or null when the request has none. */
export async function loadBuyerOrder(leadId: string, locale: Locale) {
  const row = await prisma.order.findFirst({ where: { leadId }, orderBy: { createdAt: 'desc' }, select: orderSelect })
  if (!row) return null
  const facts = lockedShape(row)
  const currency = row.version.currency as CurrencyCode
  const total = amountString(row.version.total.toString())
  const lines = new Map(row.version.lines.map((line) => [line.id, line]))
  return {
    number: row.number,
    proforma: row.version.proforma?.number ?? null,
    currency,
    total,
    paid: amountString(row.paid.toString()),
    remaining: amountString(new Decimal(total).minus(row.paid.toString())),
    payments: row.payments.map((payment) => ({
      id: payment.id,
      receivedOn: dayOf(payment.receivedOn),
      amount: amountString(payment.amount.toString()),
    })),
    timeline: timeline(row, facts).map((entry) => ({
      code: entry.code,
      name: entry.buyer[locale],
      happenedOn: entry.done?.happenedOn ?? null,
      note: entry.done?.note ?? null,
    })),
    regulation: EU_LIMITS_REGULATION,
    lots: row.lots
      .filter((lot) => lot.releasedAt)
      .map((lot) => {
        const line = lines.get(lot.lineId)
        return {
          id: lot.id,
          number: lot.number,
          product: line ? lineTitle(line, locale) : '',
          calibre: lot.calibre ?? line?.calibre ?? null,
          kg: plainDecimal(lot.kg.toString()),
          producedOn: dayOf(lot.producedOn),
          analysedOn: dayOf(lot.analysedOn),
          lab: lot.lab,
          results: lotResults(lot).map((result) => ({ ...result, name: result.name[locale] })),
        }
      }),
    shipment: row.shipment
      ? { ...row.shipment, etd: day(row.shipment.etd), eta: day(row.shipment.eta), kgDifferenceNote: undefined }
      : null,
    etaChanges: row.etaChanges.map((change) => ({
      fromEta: dayOf(change.fromEta),
      toEta: dayOf(change.toEta),
      changedOn: isoDay(change.changedAt),
    })),
    documents: documentChains(row).map(({ current, earlier }) => ({
      ...buyerDocument(current, locale),
      earlier: earlier.map((document) => buyerDocument(document, locale)),
    })),
    documentsSent: facts.recorded.has('documents-sent'),
    documentsConfirmedOn: row.documentsConfirmedAt ? isoDay(row.documentsConfirmedAt) : null,
    next: nextMilestone(facts),
  }
}

const buyerDocument = (document: OrderRow['documents'][number], locale: Locale) => ({
  id: document.id,
  kind: document.kind,
  name: documentKindOf(document.kind).buyer[locale],
  number: document.number,
  issuedOn: dayOf(document.issuedOn),
  replacedOn: document.replacedAt ? isoDay(document.replacedAt) : null,
})

export type BuyerOrder = NonNullable<Awaited<ReturnType<typeof loadBuyerOrder>>>

/** Which file: a document (of any version) or a lot's lab report. */
export type OrderFileRef = { document: string } | { lot: string }

/**
 * A stored file of the orders `scope` matches, with the parts of its download name; null when it
 * is not theirs. The buyer's scope is the request's orders, where only released lots are shown.
 */
async function orderFile(scope: Prisma.OrderWhereInput, what: OrderFileRef, releasedLotsOnly: boolean) {
  if ('document' in what) {
    const document = await prisma.orderDocument.findFirst({
      where: { id: what.document, order: scope },
      select: { fileKey: true, kind: true, number: true, order: { select: { number: true } } },
    })
    return document ? { key: document.fileKey, parts: [document.order.number, document.kind, document.number] } : null
  }
  const lot = await prisma.orderLot.findFirst({
    where: { id: what.lot, order: scope, ...(releasedLotsOnly ? { releasedAt: { not: null } } : {}) },
    select: { reportKey: true, number: true, order: { select: { number: true } } },
  })
  return lot ? { key: lot.reportKey, parts: [lot.order.number, 'lot', lot.number, 'analysis'] } : null
}

/** A file of the request's order the buyer may download: a current or earlier document, or a released lot's report. */
export const buyerOrderFile = (leadId: string, what: OrderFileRef) => orderFile({ leadId }, what, true)

/** A file of an order for the admin (any lot's report, any document version). */
export const adminOrderFile = (orderId: string, what: OrderFileRef) => orderFile({ id: orderId }, what, false)
