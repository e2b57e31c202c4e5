/**
 * The order file against a real PostgreSQL: the order made at the acceptance, exact payments and
 * the milestones they record, lots beside the EU limits, the shipment with its ISO 6346 check and
 * a changed ETA, documents with their versions, the milestones' order, what is overdue on a
 * controlled clock (every function takes `now`), the buyer's mails, and parallel posts.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { uploadProfiles } from '~/features/media/media'
import type * as UploadCheck from '~/features/media/upload-check.server'
import type * as OrderView from '~/features/orders/order-view.server'
import type * as Orders from '~/features/orders/orders.server'
import { lotSchema, paymentSchema, shipmentSchema } from '~/features/orders/schemas'
import type * as BuyerModule from '~/features/quotes/buyer.server'
import type * as QuotesModule from '~/features/quotes/quotes.server'
import { QuoteDraftSchema } from '~/features/quotes/schemas'
import type { PrismaClient } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { createLead, createProduct, uniqueSuffix } from '../support/factories'

// Files of this test go to a scratch folder, not the project's uploads/.
process.env.UPLOADS_DIR = mkdtempSync(path.join(os.tmpdir(), 'figs-orders-'))

let prisma: PrismaClient
let orders: typeof Orders
let view: typeof OrderView
let quotes: typeof QuotesModule
let buyer: typeof BuyerModule
let uploads: typeof UploadCheck
let product: { id: string }

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  orders = await import('~/features/orders/orders.server')
  view = await import('~/features/orders/order-view.server')
  quotes = await import('~/features/quotes/quotes.server')
  buyer = await import('~/features/quotes/buyer.server')
  uploads = await import('~/features/media/upload-check.server')
  product = await createProduct(prisma, { title_tr: 'Lerida İnciri', title_en: 'Lerida Figs', title_de: 'Lerida-Feigen' })
})

const DAY = 86_400_000
/** Today at noon in Türkiye: the tests' clock. */
const T0 = new Date(`${new Date().toISOString().slice(0, 10)}T09:00:00.000Z`)
const at = (days: number) => new Date(T0.getTime() + days * DAY)
const day = (days: number) => isoDay(at(days))
const SITE = 'https://figs.example'
const admin = { email: 'satis@example.com' }
const meta = { ip: '198.51.100.24', userAgent: 'OrderTest/1.0' }
const step = (days = 0) => ({ admin, siteUrl: SITE, now: at(days) })

/** A German buyer's accepted quote: 20,000 kg at 3.075 USD CIF Hamburg, 30 % in advance (61,500.00; advance 18,450.00). */
async function acceptedOrder(terms: Record<string, unknown> = { paymentTerms: 'part-advance', advancePercent: 30 }) {
  const lead = await createLead(prisma, {
    locale: 'de',
    email: `einkauf-${uniqueSuffix()}@example.com`,
    company: 'Feinkost GmbH',
    country: 'DE',
    reference: `RFQ-TEST-${uniqueSuffix()}`,
  })
  const draft = QuoteDraftSchema.parse({
    currency: 'USD',
    lines: [
      { productId: product.id, calibre: '2', quantityKg: '12000', unitPrice: '3.075' },
      { productId: product.id, calibre: '3', quantityKg: '8000', unitPrice: '3.075' },
    ],
    extras: [],
    incoterm: 'CIF',
    incotermPlace: 'Hamburg',
    validUntil: day(14),
    buyerNote: null,
    internalNote: null,
    ...terms,
  })
  const quoteId = await quotes.createQuote(lead.id, admin, draft, T0)
  await quotes.sendQuote(quoteId, admin, SITE, T0)
  const version = await prisma.quoteVersion.findFirstOrThrow({
    where: { quoteId },
    select: { id: true, lines: { orderBy: { position: 'asc' }, select: { id: true } } },
  })
  await buyer.acceptQuote(
    lead.id,
    { versionId: version.id, fullName: 'Anna Schmidt', position: 'Einkauf', poNumber: 'PO-1' },
    meta,
    SITE,
    T0,
  )
  const order = await prisma.order.findUniqueOrThrow({ where: { versionId: version.id }, select: { id: true, number: true } })
  return { lead, order, lines: version.lines.map((line) => line.id) }
}

const pdf = () =>
  uploads.checkUpload(
    {
      bytes: Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
      name: 'rapor.pdf',
      type: 'application/pdf',
    },
    uploadProfiles.productPdf,
  )

const payment = (amount: string, days = 0) => paymentSchema('api').parse({ postKey: randomUUID(), receivedOn: day(days), amount })

const lot = (lineId: string, number: string, kg: string, b1 = '1.2', total = '2.5') =>
  lotSchema('api').parse({
    postKey: randomUUID(),
    lineId,
    number,
    kg,
    producedOn: day(-3),
    aflatoxinB1: b1,
    aflatoxinTotal: total,
    ochratoxinA: '0.8',
    lab: 'Aydın Gıda Kontrol Laboratuvarı',
    analysedOn: day(-1),
  })

const mails = (leadId: string, kind?: string) =>
  prisma.outboxEmail.findMany({
    where: { leadId, ...(kind ? { kind } : {}) },
    orderBy: { createdAt: 'asc' },
    select: { kind: true, subject: true, text: true },
  })

describe('the order file', () => {
  test('an acceptance makes the order: its own number, the accepted figures, linked to its proforma', async () => {
    const { order } = await acceptedOrder()
    expect(order.number).toMatch(/^ORD-\d{4}-\d{4,}$/)
    const page = await view.loadAdminOrder(order.id, T0)
    expect(page?.total).toBe('61500.00')
    expect(page?.proforma?.number).toMatch(/^PI-/)
    expect(page?.schedule?.advance?.amount).toBe('18450.00')
    expect(page?.lines.map((line) => line.ordered)).toEqual(['12000', '8000'])
    expect(page?.next?.code).toBe('in-production')
    expect(page?.next?.refusal).toBe('Önce avansın gelmesi gerekir')
  })

  test('payments are exact; the 30 % advance records its milestone and mails the buyer in German; nothing is paid twice', async () => {
    const { order, lead } = await acceptedOrder()
    await orders.recordPayment(order.id, payment('10000.10'), step(1))
    expect((await view.loadAdminOrder(order.id))?.timeline.find((entry) => entry.code === 'advance-received')?.done).toBeNull()
    const second = payment('8449.90', 2)
    expect(await orders.recordPayment(order.id, second, step(2))).toEqual({ duplicate: false })
    // The same post again (a double click) is one payment.
    expect(await orders.recordPayment(order.id, second, step(2))).toEqual({ duplicate: true })
    const page = await view.loadAdminOrder(order.id)
    expect(page?.paid).toBe('18450.00')
    expect(page?.remaining).toBe('43050.00')
    expect(page?.timeline.find((entry) => entry.code === 'advance-received')?.done?.happenedOn).toBe(day(2))
    const [mail] = await mails(lead.id, 'order-milestone')
    expect(mail.subject).toContain(`Ihr Auftrag ${order.number}: Anzahlung eingegangen`)
    // More than what remains is refused, with the amount that remains.
    await expect(orders.recordPayment(order.id, payment('43050.01'), step(3))).rejects.toThrow(
      'Ödemeler sipariş tutarını aşamaz: kalan 43.050,00 USD',
    )
  })

  test('a lot at 7 µg/kg aflatoxin B1 is kept but never released; lots within the limits are', async () => {
    const { order, lines } = await acceptedOrder()
    await orders.addLot(order.id, lot(lines[0], 'L-2026-101', '12000'), await pdf(), step())
    await orders.addLot(order.id, lot(lines[1], 'L-2026-102', '8000', '7', '8.1'), await pdf(), step())
    const [good, bad] = (await view.loadAdminOrder(order.id))?.lots ?? []
    await orders.releaseLot(order.id, good.id, step())
    await expect(orders.releaseLot(order.id, bad.id, step())).rejects.toThrow(
      'Parti L-2026-102 AB sınırlarının üstünde: Aflatoksin B1 7 µg/kg (sınır 6 µg/kg)',
    )
    const page = await view.loadAdminOrder(order.id)
    expect(page?.lots.map((entry) => [entry.number, entry.released, entry.withinLimits])).toEqual([
      ['L-2026-101', true, true],
      ['L-2026-102', false, false],
    ])
    expect(page?.lots[1].results.find((result) => result.code === 'aflatoxinB1')).toMatchObject({ value: '7', max: '6', verdict: 'above' })
    // The released kilograms fall 8,000 kg short on the second line.
    expect(page?.lines.map((line) => line.difference)).toEqual(['0', '-8000'])
    // The buyer sees the released lot only.
    expect((await view.loadBuyerOrder(page?.lead.id ?? '', 'de'))?.lots.map((entry) => entry.number)).toEqual(['L-2026-101'])
  })

  test('milestones go in order; loading needs the container and the kilograms (or why they differ); 10 parallel posts make one', async () => {
    const { order, lead, lines } = await acceptedOrder({ paymentTerms: 'cad' })
    const milestone = (code: string, days = 0) => orders.recordMilestone(order.id, { code, happenedOn: day(days), note: null }, step(days))
    await expect(milestone('loaded')).rejects.toThrow('Önce “Partiler onaylandı” kaydedilmeli')
    await milestone('in-production')
    await expect(milestone('lots-released')).rejects.toThrow('Önce en az bir partiyi analiz sonucuyla onaylayın')
    await orders.addLot(order.id, lot(lines[0], 'A1', '12000'), await pdf(), step())
    await orders.releaseLot(order.id, (await prisma.orderLot.findFirstOrThrow({ where: { orderId: order.id } })).id, step())
    await milestone('lots-released')
    await expect(milestone('loaded')).rejects.toThrow('Önce sevkiyatın konteyner numarasını ve ETD’sini kaydedin')
    expect(shipmentSchema.safeParse({ containerNumber: 'CSQU3054384' }).error?.issues[0].message).toContain('kontrol hanesi yanlış')
    await orders.saveShipment(order.id, shipmentSchema.parse({ containerNumber: 'CSQU 305438 3', etd: day(1), eta: day(20) }), step())
    await expect(milestone('loaded')).rejects.toThrow('farkın nedenini')
    await orders.saveShipment(
      order.id,
      shipmentSchema.parse({ containerNumber: 'CSQU3054383', etd: day(1), eta: day(20), kgDifferenceNote: 'Kalibre 3 ikinci konteynerde' }),
      step(),
    )
    const results = await Promise.all(Array.from({ length: 10 }, () => milestone('loaded')))
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1)
    expect(await prisma.orderMilestone.count({ where: { orderId: order.id, code: 'loaded' } })).toBe(1)
    expect((await mails(lead.id, 'order-milestone')).filter((mail) => mail.subject.includes('verladen'))).toHaveLength(1)
    // cad terms ask no advance: the timeline has no such step.
    expect((await view.loadAdminOrder(order.id))?.timeline.map((entry) => entry.code)).toEqual([
      'in-production',
      'lots-released',
      'loaded',
      'documents-sent',
      'arrived',
      'balance-received',
      'closed',
    ])
  })

  test('a changed ETA is recorded with its time and the buyer is told', async () => {
    const { order, lead } = await acceptedOrder()
    await orders.saveShipment(order.id, shipmentSchema.parse({ vessel: 'MSC Aurora', etd: day(5), eta: day(25) }), step())
    expect(await mails(lead.id, 'order-eta')).toHaveLength(0)
    const saved = await orders.saveShipment(order.id, shipmentSchema.parse({ vessel: 'MSC Aurora', etd: day(5), eta: day(28) }), step(1))
    expect(saved.etaChanged).toBe(true)
    const page = await view.loadAdminOrder(order.id)
    expect(page?.etaChanges).toMatchObject([{ fromEta: day(25), toEta: day(28), changedBy: admin.email }])
    const [mail] = await mails(lead.id, 'order-eta')
    expect(mail.subject).toContain('neuer Ankunftstermin')
  })

  test('a replaced document keeps its earlier version; the buyer is mailed each', async () => {
    const { order, lead } = await acceptedOrder()
    const document = (number: string, replacesId?: string) => ({
      postKey: randomUUID(),
      kind: 'commercial-invoice',
      number,
      issuedOn: day(0),
      replacesId,
    })
    await orders.addDocument(order.id, document('CI-1'), await pdf(), step())
    const first = await prisma.orderDocument.findFirstOrThrow({ where: { orderId: order.id }, select: { id: true } })
    await orders.addDocument(order.id, document('CI-1a', first.id), await pdf(), step())
    // The earlier version cannot be replaced twice.
    await expect(orders.addDocument(order.id, document('CI-1b', first.id), await pdf(), step())).rejects.toThrow(
      'Değiştirilecek belge bulunamadı',
    )
    const buyerPage = await view.loadBuyerOrder(lead.id, 'de')
    expect(buyerPage?.documents).toMatchObject([
      { number: 'CI-1a', name: 'Handelsrechnung', earlier: [{ number: 'CI-1', replacedOn: day(0) }] },
    ])
    expect(await mails(lead.id, 'order-document')).toHaveLength(2)
    // The refused upload left no file behind: two stored, two rows.
    expect(await prisma.orderDocument.count({ where: { orderId: order.id } })).toBe(2)
  })

  test('an advance not in 7 days after the acceptance is overdue on the 8th', async () => {
    const { order } = await acceptedOrder()
    expect((await view.loadAdminOrder(order.id, at(7)))?.overdue).toEqual([])
    expect((await view.loadAdminOrder(order.id, at(8)))?.overdue).toEqual(['Avans kabulden sonraki 7 gün içinde gelmedi'])
  })

  test('the buyer confirms the documents once, and only once they are sent', async () => {
    const { order, lead } = await acceptedOrder({ paymentTerms: 'cad' })
    expect(await orders.confirmDocuments(lead.id, meta, T0)).toEqual({ ok: false })
    await prisma.orderMilestone.create({ data: { orderId: order.id, code: 'documents-sent', happenedOn: T0 } })
    expect(await orders.confirmDocuments(lead.id, meta, T0)).toEqual({ ok: true, duplicate: false })
    expect(await orders.confirmDocuments(lead.id, meta, T0)).toEqual({ ok: true, duplicate: true })
    expect((await view.loadBuyerOrder(lead.id, 'de'))?.documentsConfirmedOn).toBe(day(0))
  })
})
