/**
 * The admin's order board and the dashboard's order figures against a real PostgreSQL, on
 * controlled clocks (every function takes `now`): accepted orders moved on through the domain
 * functions (payments, lots, shipment, documents, milestones), then the board's next step, its
 * state and country filters, what is late (in SQL for the filter and the count, per row for the
 * texts, the two agreeing), the value loaded in a calendar month per currency, the CSV's rows, and
 * URLs typed by anyone.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import { uploadProfiles } from '~/features/media/media'
import type * as UploadCheck from '~/features/media/upload-check.server'
import type * as Board from '~/features/orders/order-board.server'
import { defaultOrderBoardQuery, type OrderBoardQuery } from '~/features/orders/order-board-query'
import type * as OrderCsv from '~/features/orders/order-csv.server'
import { addDays } from '~/features/orders/order-steps'
import type * as Orders from '~/features/orders/orders.server'
import { lotSchema, paymentSchema, shipmentSchema } from '~/features/orders/schemas'
import type * as BuyerModule from '~/features/quotes/buyer.server'
import type * as QuotesModule from '~/features/quotes/quotes.server'
import { QuoteDraftSchema } from '~/features/quotes/schemas'
import type { PrismaClient } from '~/generated/prisma/client'
import { calendarMonth, isoDay } from '~/lib/dates'
import type * as ExportRoute from '~/routes/admin/orders/export'
import { OrderTable } from '~/routes/admin/orders/order-table'
import type * as BoardRoute from '~/routes/admin/orders/route'
import { createLead, createProduct, uniqueSuffix } from '../support/factories'

// Files of this test go to a scratch folder, not the project's uploads/.
process.env.UPLOADS_DIR = mkdtempSync(path.join(os.tmpdir(), 'figs-order-board-'))

let prisma: PrismaClient
let orders: typeof Orders
let board: typeof Board
let csv: typeof OrderCsv
let quotes: typeof QuotesModule
let buyer: typeof BuyerModule
let uploads: typeof UploadCheck
let boardRoute: typeof BoardRoute
let exportRoute: typeof ExportRoute
let product: { id: string }

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  orders = await import('~/features/orders/orders.server')
  board = await import('~/features/orders/order-board.server')
  csv = await import('~/features/orders/order-csv.server')
  quotes = await import('~/features/quotes/quotes.server')
  buyer = await import('~/features/quotes/buyer.server')
  uploads = await import('~/features/media/upload-check.server')
  boardRoute = await import('~/routes/admin/orders/route')
  exportRoute = await import('~/routes/admin/orders/export')
  product = await createProduct(prisma, { title_tr: 'Lerida İnciri', title_en: 'Lerida Figs', title_de: 'Lerida-Feigen' })
})

const DAY = 86_400_000
/** Today at noon in Türkiye: the tests' clock. */
const T0 = new Date(`${new Date().toISOString().slice(0, 10)}T09:00:00.000Z`)
const at = (days: number) => new Date(T0.getTime() + days * DAY)
const day = (days: number) => isoDay(at(days))
const SITE = 'https://figs.example'
const admin = { email: 'satis@example.com' }
const meta = { ip: '198.51.100.31', userAgent: 'OrderBoardTest/1.0' }
const step = (days = 0) => ({ admin, siteUrl: SITE, now: at(days) })

interface OrderSpec {
  country?: string
  company?: string
  /** Quote draft fields over the default (20,000 kg at 3.075 USD, 30 % in advance: 61,500.00). */
  terms?: Record<string, unknown>
  /** When the buyer accepts. */
  acceptedAt?: Date
}

/** A buyer's accepted quote and its order (made by the acceptance, as in production). */
async function acceptedOrder({ country = 'DE', company = 'Feinkost GmbH', terms = {}, acceptedAt = T0 }: OrderSpec = {}) {
  const lead = await createLead(prisma, {
    locale: 'de',
    name: 'Anna Schmidt',
    email: `einkauf-${uniqueSuffix()}@example.com`,
    company,
    country,
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
    validUntil: isoDay(new Date(acceptedAt.getTime() + 14 * DAY)),
    buyerNote: null,
    internalNote: null,
    paymentTerms: 'part-advance',
    advancePercent: 30,
    ...terms,
  })
  const quoteId = await quotes.createQuote(lead.id, admin, draft, acceptedAt)
  await quotes.sendQuote(quoteId, admin, SITE, acceptedAt)
  const version = await prisma.quoteVersion.findFirstOrThrow({
    where: { quoteId },
    select: { id: true, lines: { orderBy: { position: 'asc' }, select: { id: true, quantityKg: true } } },
  })
  await buyer.acceptQuote(
    lead.id,
    { versionId: version.id, fullName: 'Anna Schmidt', position: 'Einkauf', poNumber: null },
    meta,
    SITE,
    acceptedAt,
  )
  const order = await prisma.order.findUniqueOrThrow({ where: { versionId: version.id }, select: { id: true, number: true } })
  return { ...order, lines: version.lines.map((line) => ({ id: line.id, kg: line.quantityKg.toString() })) }
}
type TestOrder = Awaited<ReturnType<typeof acceptedOrder>>

const pdf = () =>
  uploads.checkUpload(
    {
      bytes: Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
      name: 'belge.pdf',
      type: 'application/pdf',
    },
    uploadProfiles.productPdf,
  )

const pay = (order: TestOrder, amount: string, days = 0) =>
  orders.recordPayment(order.id, paymentSchema('api').parse({ postKey: randomUUID(), receivedOn: day(days), amount }), step(days))

const milestone = (order: TestOrder, code: string, happenedOn: string, days = 0) =>
  orders.recordMilestone(order.id, { code, happenedOn, note: null }, step(days))

const ship = (order: TestOrder, etd: string, eta: string) =>
  orders.saveShipment(order.id, shipmentSchema.parse({ containerNumber: 'CSQU3054383', vessel: 'MSC Aurora', etd, eta }), step())

/** Production started, a lot of each line (its whole kilograms) analysed and released. */
async function produce(order: TestOrder) {
  await milestone(order, 'in-production', day(0))
  for (const [index, line] of order.lines.entries()) {
    const input = lotSchema('api').parse({
      postKey: randomUUID(),
      lineId: line.id,
      number: `L-${index + 1}`,
      kg: line.kg,
      producedOn: day(-3),
      aflatoxinB1: '1.2',
      aflatoxinTotal: '2.5',
      ochratoxinA: '0.8',
      lab: 'Aydın Gıda Kontrol Laboratuvarı',
      analysedOn: day(-1),
    })
    await orders.addLot(order.id, input, await pdf(), step())
  }
  for (const lot of await prisma.orderLot.findMany({ where: { orderId: order.id }, select: { id: true } }))
    await orders.releaseLot(order.id, lot.id, step())
  await milestone(order, 'lots-released', day(0))
}

/** A cash-against-documents order (no advance) produced and loaded on `loadedOn`. */
async function loadedOrder(spec: OrderSpec, loadedOn: string) {
  const order = await acceptedOrder({ ...spec, terms: { paymentTerms: 'cad', ...spec.terms } })
  await produce(order)
  await ship(order, loadedOn, addDays(loadedOn, 20))
  await milestone(order, 'loaded', loadedOn)
  return order
}

const list = (query: Partial<OrderBoardQuery>, now: Date) => board.listOrders({ ...defaultOrderBoardQuery, ...query }, now)
const numbers = async (query: Partial<OrderBoardQuery>, now: Date) => (await list(query, now)).orders.map((order) => order.number)

/** What is late per row (the declaration's `overdueMilestones`) and in SQL (`overdue=1`) agree on `now`. */
async function expectLateAgrees(country: string, now: Date) {
  const all = await list({ country }, now)
  const late = await list({ country, overdue: true }, now)
  expect(late.orders.map((order) => order.id)).toEqual(all.orders.filter((order) => order.overdue.length > 0).map((order) => order.id))
}

describe('the order board', () => {
  test('open orders newest acceptance first, with the stage and the next step of the declaration', async () => {
    const advance = await acceptedOrder({ country: 'NL' })
    const cad = await acceptedOrder({ country: 'NL', terms: { paymentTerms: 'cad' }, acceptedAt: at(0.1) })
    const page = await list({ country: 'NL' }, at(1))
    expect(page.filtered).toBe(2)
    expect(page.pages).toBe(1)
    expect(page.orders.map((order) => [order.number, order.stageName, order.next?.name, order.total, order.paid])).toEqual([
      // No advance under cash against documents: production comes first.
      [cad.number, 'Kabul edildi', 'Üretimde', '61500.00', '0.00'],
      [advance.number, 'Kabul edildi', 'Avans alındı', '61500.00', '0.00'],
    ])
    expect(page.orders[0]).toMatchObject({
      company: 'Feinkost GmbH',
      name: 'Anna Schmidt',
      country: 'NL',
      currency: 'USD',
      acceptedOn: day(0),
    })

    await pay(advance, '18450.00', 1)
    const [, paid] = (await list({ country: 'NL' }, at(1))).orders
    expect([paid.stageName, paid.next?.name, paid.paid]).toEqual(['Avans alındı', 'Üretimde', '18450.00'])
  })

  test('the state and country filters', async () => {
    const accepted = await acceptedOrder({ country: 'BE' })
    const producing = await acceptedOrder({ country: 'BE', terms: { paymentTerms: 'cad' } })
    await milestone(producing, 'in-production', day(0))
    const french = await acceptedOrder({ country: 'FR' })
    expect(await numbers({ country: 'BE', state: 'accepted' }, T0)).toEqual([accepted.number])
    expect(await numbers({ country: 'BE', state: 'in-production' }, T0)).toEqual([producing.number])
    expect(await numbers({ country: 'BE', state: 'loaded' }, T0)).toEqual([])
    expect(await numbers({ country: 'FR' }, T0)).toEqual([french.number])
    expect(await board.boardCountries()).toEqual(expect.arrayContaining(['BE', 'FR']))
  })

  test('a closed order leaves the open board and is found under "Kapatıldı"', async () => {
    const order = await loadedOrder({ country: 'SE' }, day(0))
    await orders.addDocument(
      order.id,
      { postKey: randomUUID(), kind: 'bill-of-lading', number: 'BL-1', issuedOn: day(0) },
      await pdf(),
      step(),
    )
    await milestone(order, 'documents-sent', day(0))
    await milestone(order, 'arrived', day(0))
    await pay(order, '61500.00')
    expect((await list({ country: 'SE' }, T0)).orders.map((row) => [row.stageName, row.next?.name])).toEqual([
      ['Bakiye alındı', 'Kapatıldı'],
    ])
    await milestone(order, 'closed', day(0))
    expect(await numbers({ country: 'SE' }, T0)).toEqual([])
    const [closed] = (await list({ country: 'SE', state: 'closed' }, T0)).orders
    expect([closed.number, closed.stageName, closed.next, closed.overdue]).toEqual([order.number, 'Kapatıldı', null, []])
  })

  test('an advance not in 7 days after the acceptance is late on the 8th: listed with overdue=1 and counted', async () => {
    const before7 = (await board.orderFigures(at(7))).overdue
    const before8 = (await board.orderFigures(at(8))).overdue
    const late = await acceptedOrder({ country: 'AT' })
    // Paid on the 7th day: never late.
    const paid = await acceptedOrder({ country: 'AT', acceptedAt: at(0.01) })
    await pay(paid, '18450.00', 7)
    // No advance asked: no advance to wait for.
    await acceptedOrder({ country: 'AT', terms: { paymentTerms: 'lc-sight' }, acceptedAt: at(0.02) })
    await acceptedOrder({ country: 'AT', terms: { paymentTerms: 'custom', paymentTermsText: 'Nach Vereinbarung' }, acceptedAt: at(0.03) })

    expect(await numbers({ country: 'AT', overdue: true }, at(7))).toEqual([])
    expect((await board.orderFigures(at(7))).overdue).toBe(before7)
    const late8 = await list({ country: 'AT', overdue: true }, at(8))
    expect(late8.orders.map((order) => [order.number, order.overdue])).toEqual([
      [late.number, ['Avans kabulden sonraki 7 gün içinde gelmedi']],
    ])
    expect((await board.orderFigures(at(8))).overdue).toBe(before8 + 1)
    for (const days of [0, 7, 8, 30]) await expectLateAgrees('AT', at(days))

    // The whole in advance is as late without it.
    const whole = await acceptedOrder({ country: 'AT', terms: { paymentTerms: 'advance' }, acceptedAt: at(0.04) })
    expect(await numbers({ country: 'AT', overdue: true }, at(8))).toEqual([whole.number, late.number])
  })

  test('an ETD passed without loading, then an ETA passed without the arrival; production and sea counted', async () => {
    const start = await board.orderFigures(T0)
    const order = await acceptedOrder({ country: 'PL', terms: { paymentTerms: 'cad' } })
    await produce(order)
    expect((await board.orderFigures(T0)).inProduction).toBe(start.inProduction + 1)
    await ship(order, day(3), day(20))
    expect(await numbers({ country: 'PL', overdue: true }, at(3))).toEqual([])
    const [etd] = (await list({ country: 'PL', overdue: true }, at(4))).orders
    expect([etd.number, etd.overdue, etd.shipment?.etd]).toEqual([order.number, ['ETD geçti, yükleme kaydedilmedi'], day(3)])
    const lateAt4 = (await board.orderFigures(at(4))).overdue

    await milestone(order, 'loaded', day(0))
    expect(await numbers({ country: 'PL', overdue: true }, at(4))).toEqual([])
    expect((await board.orderFigures(at(4))).overdue).toBe(lateAt4 - 1)
    const loaded = await board.orderFigures(T0)
    expect([loaded.inProduction, loaded.atSea]).toEqual([start.inProduction, start.atSea + 1])

    expect(await numbers({ country: 'PL', overdue: true }, at(20))).toEqual([])
    expect((await list({ country: 'PL', overdue: true }, at(21))).orders.map((row) => row.overdue)).toEqual([
      ['ETA geçti, varış kaydedilmedi'],
    ])
    await orders.addDocument(
      order.id,
      { postKey: randomUUID(), kind: 'bill-of-lading', number: 'BL-2', issuedOn: day(0) },
      await pdf(),
      step(),
    )
    await milestone(order, 'documents-sent', day(0))
    expect((await board.orderFigures(T0)).atSea).toBe(start.atSea + 1)
    await milestone(order, 'arrived', day(0))
    expect(await numbers({ country: 'PL', overdue: true }, at(21))).toEqual([])
    expect((await board.orderFigures(T0)).atSea).toBe(start.atSea)
    for (const days of [0, 3, 4, 21]) await expectLateAgrees('PL', at(days))
  })

  test('the value loaded in a calendar month in Türkiye, per currency, exact', async () => {
    // A month well in the past, so no other test's loading falls in it.
    const now = at(-60)
    const month = calendarMonth(now)
    const first = isoDay(month.start)
    const nextFirst = isoDay(month.end)
    const eur = (kg: string, price: string) => ({
      currency: 'EUR',
      lines: [{ productId: product.id, calibre: '2', quantityKg: kg, unitPrice: price }],
    })
    await loadedOrder({ country: 'IT' }, first)
    // 1,234.5 kg × 3.0755 = 3,796.70475 → 3,796.70; with 8,000 kg × 3.0755 = 24,604.00: 28,400.70.
    await loadedOrder(
      {
        country: 'IT',
        terms: {
          lines: [
            { productId: product.id, calibre: '2', quantityKg: '1234.5', unitPrice: '3.0755' },
            { productId: product.id, calibre: '3', quantityKg: '8000', unitPrice: '3.0755' },
          ],
        },
      },
      addDays(nextFirst, -1),
    )
    await loadedOrder({ country: 'IT', terms: eur('12000', '2.4475') }, addDays(first, 10))
    // The day before the month and the first of the next one are other months.
    await loadedOrder({ country: 'IT', terms: eur('1000', '2.5') }, addDays(first, -1))
    await loadedOrder({ country: 'IT' }, nextFirst)
    const figures = await board.orderFigures(now)
    expect(figures.shippedThisMonth).toEqual([
      { currency: 'USD', total: '89900.70', orders: 2 },
      { currency: 'EUR', total: '29370.00', orders: 1 },
    ])
    const tile = board.orderTiles(figures).find((entry) => entry.id === 'orders-shipped-this-month')
    expect(tile?.value).toEqual(['$89.900,70', '€29.370,00'])
    expect(board.orderTiles(figures).find((entry) => entry.id === 'orders-overdue')?.to).toBe('/admin/orders?overdue=1')
  })

  test('the CSV: one row per order of the filters, in pages, amounts and days as stored, formulas kept as text', async () => {
    const plain = await acceptedOrder({ country: 'CH' })
    const formula = await acceptedOrder({ country: 'CH', company: '=HYPERLINK("https://evil.example","x")', acceptedAt: at(0.1) })
    await ship(formula, day(2), day(20))
    const more = [
      await acceptedOrder({ country: 'CH', acceptedAt: at(0.2) }),
      await acceptedOrder({ country: 'CH', acceptedAt: at(0.3) }),
      await acceptedOrder({ country: 'CH', acceptedAt: at(0.4) }),
    ]
    let text = ''
    for await (const chunk of csv.orderCsvChunks({ ...defaultOrderBoardQuery, country: 'CH' }, { now: at(8), pageSize: 2 })) text += chunk
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines[0]).toBe(csv.ORDER_CSV_HEADER.join(','))
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([...more.reverse(), formula, plain].map((order) => order.number))
    expect(lines.at(-1)).toBe(
      `${plain.number},${day(0)},Feinkost GmbH,Anna Schmidt,CH,USD,61500.00,0.00,Kabul edildi,Avans alındı,Avans kabulden sonraki 7 gün içinde gelmedi,,,,`,
    )
    expect(lines.at(-2)).toBe(
      `${formula.number},${day(0)},"'=HYPERLINK(""https://evil.example"",""x"")",Anna Schmidt,CH,USD,61500.00,0.00,Kabul edildi,Avans alındı,` +
        `"Avans kabulden sonraki 7 gün içinde gelmedi; ETD geçti, yükleme kaydedilmedi",${day(2)},${day(20)},CSQU3054383,MSC Aurora`,
    )
    // Only the late ones of the filter.
    let late = ''
    for await (const chunk of csv.orderCsvChunks({ ...defaultOrderBoardQuery, country: 'CH', overdue: true }, { now: at(7) })) late += chunk
    expect(
      late
        .split('\r\n')
        .filter(Boolean)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual([formula.number])
  })

  test('the page links to each order with its next step and the late badge', async () => {
    const order = await acceptedOrder({ country: 'DK' })
    const { orders: rows } = await list({ country: 'DK' }, at(8))
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(OrderTable, { orders: rows })))
    expect(html).toContain(`href="/admin/orders/${order.id}"`)
    expect(html).toContain('Avans alındı')
    expect(html).toMatch(/data-testid="order-overdue"[^>]*>Avans kabulden sonraki 7 gün içinde gelmedi</)
  })

  test('filter values that are no codes give the normal page, never an error', async () => {
    await acceptedOrder({ country: 'NO' })
    const load = (search: string) =>
      boardRoute.loader({ request: new Request(`http://localhost/admin/orders${search}`), params: {}, context: {} } as never)
    const normal = await load('')
    for (const search of [
      '?state=shipped',
      '?state=%3Cscript%3E',
      '?country=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '?country=%00',
      '?state=%00&country=D%00E&overdue=%00&page=%00',
      '?page=-1',
      '?page=abc',
      '?overdue=yes',
    ]) {
      const data = await load(search)
      expect(data.query, search).toEqual(defaultOrderBoardQuery)
      expect(data.filtered, search).toBe(normal.filtered)
    }
    // A page past the end opens the last one.
    const past = await load('?page=99999999999').catch((response: unknown) => response)
    expect(past).toBeInstanceOf(Response)
    expect((past as Response).status).toBe(302)
    expect((past as Response).headers.get('Location')).toBe('/admin/orders')
    const exported = await exportRoute.loader({
      request: new Request('http://localhost/admin/orders/export?state=%00&country=%3Cx%3E&page=-1'),
    } as never)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    // The byte-order mark first (a decoder drops it from the text), then the header.
    const bytes = new Uint8Array(await exported.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe(csv.ORDER_CSV_HEADER.join(','))
  })
})
