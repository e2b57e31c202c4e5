/**
 * The order's writes, each one transaction that locks the lead and then the order (the lock order
 * of every write on a request), so two posts at once run one after the other and the same step
 * posted twice is recorded once: a milestone is unique per order, and every added row carries its
 * form's one-time key. A step the buyer should know about queues their mail in the same
 * transaction; what happened is logged on the lead.
 */
import type { AdminUser } from '~/features/auth/auth.server'
import type { CheckedUpload } from '~/features/media/upload-check.server'
import { Decimal } from '~/features/quotes/money'
import { paymentSchedule } from '~/features/quotes/payment-schedule'
import { deliverSoon, turkishAmount } from '~/features/quotes/quote-emails.server'
import { dayDate, dayOf } from '~/features/quotes/quote-rows.server'
import type { CurrencyCode } from '~/features/quotes/quote-view'
import { leadTransaction, logQuoteStep } from '~/features/quotes/quotes.server'
import { nextReference } from '~/features/quotes/references.server'
import type { Prisma } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { resultsAboveLimit } from './eu-limits'
import { type OrderMail, queueOrderMail } from './order-emails.server'
import { removeOrderFile, storeOrderPdf } from './order-files.server'
import {
  documentKindOf,
  type MilestoneCode,
  milestoneOf,
  milestoneRefusal,
  milestones,
  type OrderFacts,
  reachedPaymentMilestones,
} from './order-steps'
import { type DocumentInput, type LotInput, MAX_ORDER_FILES, type MilestoneInput, type PaymentInput, type ShipmentInput } from './schemas'

type Tx = Prisma.TransactionClient
type Admin = Pick<AdminUser, 'email'>

/** A step that cannot be taken (Turkish), with its status and, when it is one field's, that field. */
export class OrderError extends Error {
  constructor(
    message: string,
    readonly status = 409,
    readonly field?: string,
  ) {
    super(message)
  }
}

/** What a write answers: done, or the same post found done already. */
export interface OrderWrite {
  duplicate: boolean
}

/**
 * The order of an accepted version, made in the acceptance's transaction (the lead is locked):
 * its own number, the version's lines and figures (which never change) and its proforma.
 */
export async function createOrder(tx: Tx, leadId: string, versionId: string, acceptedAt: Date) {
  const existing = await tx.order.findUnique({ where: { versionId }, select: { id: true, number: true } })
  if (existing) return existing
  return tx.order.create({
    data: { number: await nextReference('ORD', acceptedAt, tx), leadId, versionId, acceptedAt, createdAt: acceptedAt },
    select: { id: true, number: true },
  })
}

/**
 * "Sipariş dosyasını aç": the order of a quote accepted before orders were kept. Once: a second
 * post finds it made.
 */
export async function openOrderForQuote(quoteId: string, admin: Admin) {
  const quote = await prisma.quote.findUnique({ where: { id: quoteId }, select: { leadId: true, number: true } })
  if (!quote) throw new OrderError('Teklif bulunamadı', 404)
  return leadTransaction(quote.leadId, async (tx) => {
    const accepted = await tx.quoteVersion.findFirst({ where: { quoteId, status: 'accepted' }, select: { id: true, acceptedAt: true } })
    if (!accepted) throw new OrderError('Teklif kabul edilmedi: sipariş yalnızca kabul edilen bir tekliften açılır')
    const order = await createOrder(tx, quote.leadId, accepted.id, accepted.acceptedAt ?? new Date())
    await logQuoteStep(tx, quote.leadId, { note: `${quote.number} için sipariş ${order.number} açıldı`, adminEmail: admin.email })
    return order
  })
}

/** The order of a quote's accepted version (its id and number), or null. */
export const orderOfQuote = (quoteId: string) =>
  prisma.order.findFirst({ where: { version: { quoteId } }, select: { id: true, number: true } })

const lockedOrderSelect = {
  id: true,
  number: true,
  leadId: true,
  paid: true,
  acceptedAt: true,
  documentsConfirmedAt: true,
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
  shipment: { select: { containerNumber: true, etd: true, eta: true, kgDifferenceNote: true } },
  _count: { select: { documents: { where: { replacedAt: null } } } },
} satisfies Prisma.OrderSelect

export type LockedOrder = Prisma.OrderGetPayload<{ select: typeof lockedOrderSelect }>

/** What the milestones' rules read of an order. */
export function factsOf(order: LockedOrder): OrderFacts {
  const { version } = order
  const released = order.lots.filter((lot) => lot.releasedAt)
  const kgMatches = version.lines.every((line) =>
    released
      .filter((lot) => lot.lineId === line.id)
      .reduce((sum, lot) => sum.plus(lot.kg.toString()), new Decimal(0))
      .eq(line.quantityKg.toString()),
  )
  const day = (value: Date | null | undefined) => (value ? dayOf(value) : null)
  return {
    recorded: new Set(order.milestones.map((milestone) => milestone.code)),
    schedule: paymentSchedule(version, version.total.toFixed(2), day(version.proforma?.advanceDueOn)),
    total: version.total.toFixed(2),
    paid: order.paid.toFixed(2),
    releasedLots: released.length,
    kgMatches,
    kgDifferenceNote: order.shipment?.kgDifferenceNote ?? null,
    shipment: order.shipment
      ? { containerNumber: order.shipment.containerNumber, etd: day(order.shipment.etd), eta: day(order.shipment.eta) }
      : null,
    documents: order._count.documents,
  }
}

/** The order's lead (for the lock order), or a 404. */
async function leadOfOrder(orderId: string) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { leadId: true } })
  if (!order) throw new OrderError('Sipariş bulunamadı', 404)
  return order.leadId
}

async function lockOrder(tx: Tx, orderId: string): Promise<LockedOrder> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, select: lockedOrderSelect })
}

/** One write on an order: its lead locked, then the order; the buyer's mails are sent once it is committed. */
export async function orderTransaction<T>(orderId: string, write: (tx: Tx, order: LockedOrder) => Promise<T>): Promise<T> {
  const leadId = await leadOfOrder(orderId)
  const result = await leadTransaction(leadId, async (tx) => write(tx, await lockOrder(tx, orderId)))
  deliverSoon()
  return result
}

/** The newest milestone recorded, in the list's order: the order's stage. */
const stageOf = (recorded: ReadonlySet<string>) => milestones.findLast((milestone) => recorded.has(milestone.code))?.code ?? null

interface StepContext {
  admin: Admin | null
  siteUrl: string
  now: Date
}

/** Records a milestone on the locked order and queues the buyer's mail. */
async function addMilestone(
  tx: Tx,
  order: LockedOrder,
  facts: OrderFacts,
  step: { code: MilestoneCode; happenedOn: string; note: string | null },
  context: StepContext,
) {
  await tx.orderMilestone.create({
    data: {
      orderId: order.id,
      code: step.code,
      happenedOn: dayDate(step.happenedOn),
      note: step.note,
      recordedBy: context.admin?.email ?? null,
      recordedAt: context.now,
    },
  })
  const recorded = new Set([...facts.recorded, step.code])
  await tx.order.update({ where: { id: order.id }, data: { stage: stageOf(recorded) } })
  await logQuoteStep(
    tx,
    order.leadId,
    { note: `Sipariş ${order.number}: ${milestoneOf(step.code).admin} (${step.happenedOn})`, adminEmail: context.admin?.email },
    context.now,
  )
  await queueOrderMail(tx, order, { kind: 'milestone', code: step.code, happenedOn: step.happenedOn, note: step.note }, context)
}

/** A payment received; the payment milestones it reaches are recorded with its date. */
export async function recordPayment(orderId: string, input: PaymentInput, context: StepContext): Promise<OrderWrite> {
  return orderTransaction(orderId, async (tx, order) => {
    const seen = await tx.orderPayment.findUnique({ where: { orderId_postKey: { orderId, postKey: input.postKey } }, select: { id: true } })
    if (seen) return { duplicate: true }
    const currency = order.version.currency as CurrencyCode
    const remaining = new Decimal(order.version.total.toFixed(2)).minus(order.paid.toFixed(2))
    if (new Decimal(input.amount).gt(remaining))
      throw new OrderError(`Ödemeler sipariş tutarını aşamaz: kalan ${turkishAmount(remaining.toFixed(2), currency)}`, 400, 'amount')
    await tx.orderPayment.create({
      data: {
        orderId,
        receivedOn: dayDate(input.receivedOn),
        amount: input.amount,
        note: input.note ?? null,
        recordedBy: context.admin?.email ?? null,
        postKey: input.postKey,
        createdAt: context.now,
      },
    })
    const paid = new Decimal(order.paid.toFixed(2)).plus(input.amount)
    await tx.order.update({ where: { id: orderId }, data: { paid: paid.toFixed(2) } })
    await logQuoteStep(
      tx,
      order.leadId,
      {
        note: `Sipariş ${order.number}: ${turkishAmount(input.amount, currency)} ödeme kaydedildi (${input.receivedOn})`,
        adminEmail: context.admin?.email,
      },
      context.now,
    )
    let facts = { ...factsOf(order), paid: paid.toFixed(2) }
    for (const code of reachedPaymentMilestones(facts)) {
      await addMilestone(tx, order, facts, { code, happenedOn: input.receivedOn, note: null }, context)
      facts = { ...facts, recorded: new Set([...facts.recorded, code]) }
    }
    return { duplicate: false }
  })
}

/** A milestone of the sales team; the same one posted again is recorded once. */
export async function recordMilestone(orderId: string, input: MilestoneInput, context: StepContext): Promise<OrderWrite> {
  const code = input.code as MilestoneCode
  return orderTransaction(orderId, async (tx, order) => {
    const facts = factsOf(order)
    if (facts.recorded.has(code)) return { duplicate: true }
    const refusal = milestoneRefusal(code, facts)
    if (refusal) throw new OrderError(refusal, 409, 'code')
    if (input.happenedOn > isoDay(context.now)) throw new OrderError('Tarih ileri bir gün olamaz', 400, 'happenedOn')
    await addMilestone(tx, order, facts, { code, happenedOn: input.happenedOn, note: input.note ?? null }, context)
    return { duplicate: false }
  })
}

const isLoaded = (order: LockedOrder) => order.milestones.some((milestone) => milestone.code === 'loaded')

/** How many PDFs the order holds (documents of every version and lab reports). */
async function filesOf(tx: Tx, orderId: string) {
  // One query at a time: a transaction's statements run on one connection.
  const documents = await tx.orderDocument.count({ where: { orderId } })
  return documents + (await tx.orderLot.count({ where: { orderId } }))
}

const tooManyFiles = `Bir siparişe en fazla ${MAX_ORDER_FILES} PDF yüklenebilir`

/**
 * Stores `file`, then runs `write`; the file is removed again when the write is refused or finds
 * the same post done already (it then keeps what the first post stored).
 */
async function withStoredFile<T extends OrderWrite>(
  file: CheckedUpload,
  write: (stored: Awaited<ReturnType<typeof storeOrderPdf>>) => Promise<T>,
) {
  const stored = await storeOrderPdf(file)
  try {
    const result = await write(stored)
    if (result.duplicate) await removeOrderFile(stored.key)
    return result
  } catch (error) {
    await removeOrderFile(stored.key)
    throw error
  }
}

/** A production lot with its analysis and lab report. Its results are kept whatever they are; only a lot within the limits is released. */
export async function addLot(orderId: string, input: LotInput, report: CheckedUpload, context: StepContext): Promise<OrderWrite> {
  return withStoredFile(report, (stored) =>
    orderTransaction(orderId, async (tx, order) => {
      const seen = await tx.orderLot.findUnique({ where: { orderId_postKey: { orderId, postKey: input.postKey } }, select: { id: true } })
      if (seen) return { duplicate: true }
      if (isLoaded(order)) throw new OrderError('Sipariş yüklendi: artık parti eklenemez')
      if (!order.version.lines.some((line) => line.id === input.lineId)) throw new OrderError('Bu satır siparişte yok', 400, 'lineId')
      if (await tx.orderLot.findUnique({ where: { orderId_number: { orderId, number: input.number } }, select: { id: true } }))
        throw new OrderError(`${input.number} numaralı parti bu siparişte zaten var`, 400, 'number')
      if ((await filesOf(tx, orderId)) >= MAX_ORDER_FILES) throw new OrderError(tooManyFiles, 400, 'report')
      await tx.orderLot.create({
        data: {
          orderId,
          lineId: input.lineId,
          number: input.number,
          calibre: input.calibre ?? null,
          kg: input.kg,
          producedOn: dayDate(input.producedOn),
          aflatoxinB1: input.aflatoxinB1,
          aflatoxinTotal: input.aflatoxinTotal,
          ochratoxinA: input.ochratoxinA,
          lab: input.lab,
          analysedOn: dayDate(input.analysedOn),
          reportKey: stored.key,
          reportName: stored.name,
          reportBytes: stored.bytes,
          recordedBy: context.admin?.email ?? null,
          postKey: input.postKey,
          createdAt: context.now,
        },
      })
      const above = resultsAboveLimit(input)
      await logQuoteStep(
        tx,
        order.leadId,
        {
          note: `Sipariş ${order.number}: parti ${input.number} eklendi${above.length ? ' (AB sınırının üstünde)' : ''}`,
          adminEmail: context.admin?.email,
        },
        context.now,
      )
      return { duplicate: false }
    }),
  )
}

/** The Turkish refusal of a lot above the EU limits, naming each result and its limit. */
export function aboveLimitMessage(number: string, above: ReturnType<typeof resultsAboveLimit>, results: Record<string, string>) {
  const list = above.map((limit) => `${limit.name.tr} ${results[limit.code]} µg/kg (sınır ${limit.max} µg/kg)`).join(', ')
  return `Parti ${number} AB sınırlarının üstünde: ${list}. Tüzük (AB) 2023/915 gereği bu parti sevkiyata giremez; analiz sonucu kayıtlı kalır.`
}

/** Releases a lot for the shipment: only one within every EU limit, and only before loading. */
export async function releaseLot(orderId: string, lotId: string, context: StepContext): Promise<OrderWrite> {
  return orderTransaction(orderId, async (tx, order) => {
    const lot = await tx.orderLot.findFirst({
      where: { id: lotId, orderId },
      select: { id: true, number: true, releasedAt: true, aflatoxinB1: true, aflatoxinTotal: true, ochratoxinA: true },
    })
    if (!lot) throw new OrderError('Parti bulunamadı', 404)
    if (lot.releasedAt) return { duplicate: true }
    if (isLoaded(order)) throw new OrderError('Sipariş yüklendi: artık parti onaylanamaz')
    const results = {
      aflatoxinB1: lot.aflatoxinB1.toString(),
      aflatoxinTotal: lot.aflatoxinTotal.toString(),
      ochratoxinA: lot.ochratoxinA.toString(),
    }
    const above = resultsAboveLimit(results)
    if (above.length) throw new OrderError(aboveLimitMessage(lot.number, above, results), 409)
    await tx.orderLot.update({ where: { id: lot.id }, data: { releasedAt: context.now } })
    await logQuoteStep(
      tx,
      order.leadId,
      { note: `Sipariş ${order.number}: parti ${lot.number} onaylandı`, adminEmail: context.admin?.email },
      context.now,
    )
    return { duplicate: false }
  })
}

const shipmentText = (input: ShipmentInput) => ({
  containerNumber: input.containerNumber ?? null,
  sealNumber: input.sealNumber ?? null,
  vessel: input.vessel ?? null,
  voyage: input.voyage ?? null,
  portOfLoading: input.portOfLoading ?? null,
  portOfDischarge: input.portOfDischarge ?? null,
  etd: input.etd ? dayDate(input.etd) : null,
  eta: input.eta ? dayDate(input.eta) : null,
  blNumber: input.blNumber ?? null,
  kgDifferenceNote: input.kgDifferenceNote ?? null,
})

/** The shipment's data. A changed ETA (one set before) is recorded with its time, and the buyer is told. */
export async function saveShipment(
  orderId: string,
  input: ShipmentInput,
  context: StepContext,
): Promise<OrderWrite & { etaChanged: boolean }> {
  return orderTransaction(orderId, async (tx, order) => {
    const data = { ...shipmentText(input), updatedBy: context.admin?.email ?? null }
    await tx.orderShipment.upsert({ where: { orderId }, create: { orderId, ...data }, update: data })
    const before = order.shipment?.eta ? dayOf(order.shipment.eta) : null
    const etaChanged = before !== null && input.eta !== undefined && input.eta !== before
    if (etaChanged && input.eta) {
      await tx.orderEtaChange.create({
        data: {
          orderId,
          fromEta: dayDate(before),
          toEta: dayDate(input.eta),
          changedBy: context.admin?.email ?? null,
          changedAt: context.now,
        },
      })
      await queueOrderMail(tx, order, { kind: 'eta', from: before, to: input.eta }, context)
    }
    await logQuoteStep(
      tx,
      order.leadId,
      {
        note: `Sipariş ${order.number}: sevkiyat bilgileri kaydedildi${etaChanged ? ` (ETA ${before} → ${input.eta})` : ''}`,
        adminEmail: context.admin?.email,
      },
      context.now,
    )
    return { duplicate: false, etaChanged }
  })
}

/** A document of the consignment; replacing one keeps the earlier version. The buyer is told. */
export async function addDocument(orderId: string, input: DocumentInput, file: CheckedUpload, context: StepContext): Promise<OrderWrite> {
  return withStoredFile(file, (stored) =>
    orderTransaction(orderId, async (tx, order) => {
      const seen = await tx.orderDocument.findUnique({
        where: { orderId_postKey: { orderId, postKey: input.postKey } },
        select: { id: true },
      })
      if (seen) return { duplicate: true }
      if ((await filesOf(tx, orderId)) >= MAX_ORDER_FILES) throw new OrderError(tooManyFiles, 400, 'file')
      if (input.replacesId) {
        const replaced = await tx.orderDocument.updateMany({
          where: { id: input.replacesId, orderId, replacedAt: null },
          data: { replacedAt: context.now },
        })
        if (replaced.count === 0)
          throw new OrderError('Değiştirilecek belge bulunamadı (başka bir sürümle değiştirilmiş olabilir)', 409, 'replacesId')
      }
      await tx.orderDocument.create({
        data: {
          orderId,
          kind: input.kind,
          number: input.number,
          issuedOn: dayDate(input.issuedOn),
          fileKey: stored.key,
          fileName: stored.name,
          fileBytes: stored.bytes,
          replacesId: input.replacesId ?? null,
          recordedBy: context.admin?.email ?? null,
          postKey: input.postKey,
          createdAt: context.now,
        },
      })
      const kind = documentKindOf(input.kind)
      await logQuoteStep(
        tx,
        order.leadId,
        {
          note: `Sipariş ${order.number}: ${kind.admin} ${input.number} yüklendi${input.replacesId ? ' (önceki sürümün yerine)' : ''}`,
          adminEmail: context.admin?.email,
        },
        context.now,
      )
      const mail: OrderMail = { kind: 'document', documentKind: kind.code, number: input.number }
      await queueOrderMail(tx, order, mail, context)
      return { duplicate: false }
    }),
  )
}

/**
 * The buyer's "documents received", at the private link: once, and only once the documents are
 * sent. Returns whether it was recorded now (false: recorded before).
 */
export async function confirmDocuments(
  leadId: string,
  meta: { ip: string; userAgent: string | null },
  now = new Date(),
): Promise<{ ok: true; duplicate: boolean } | { ok: false }> {
  const order = await prisma.order.findFirst({ where: { leadId }, orderBy: { createdAt: 'desc' }, select: { id: true } })
  if (!order) return { ok: false }
  return orderTransaction(order.id, async (tx, locked) => {
    if (locked.documentsConfirmedAt) return { ok: true, duplicate: true }
    if (!locked.milestones.some((milestone) => milestone.code === 'documents-sent')) return { ok: false }
    await tx.order.update({ where: { id: locked.id }, data: { documentsConfirmedAt: now } })
    await logQuoteStep(tx, leadId, { note: `Sipariş ${locked.number}: alıcı belgeleri aldığını onayladı`, ...meta }, now)
    return { ok: true, duplicate: false }
  })
}
