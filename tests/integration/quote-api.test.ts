/**
 * The admin quote API, called in-process as the server calls its route modules (bearer token or
 * session cookie): a quote made from a request, priced, sent, listed, withdrawn, revised, extended;
 * the conversation with the buyer; amounts as exact decimal strings; Turkish messages for every
 * refusal (401, 400 with each field's message, 404, 405, 409).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type * as QuotesModule from '~/features/quotes/quotes.server'
import type { PrismaClient } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { createAdmin, createLead, createProduct, uniqueSuffix } from '../support/factories'

let prisma: PrismaClient
let quotes: typeof QuotesModule
let token: string
let cookie: string
let adminEmail: string
let product: { id: string }

type Handler = (args: never) => unknown
type RouteModule = { loader: Handler; action: Handler }
let leadQuotesRoute: RouteModule
let quoteRoute: RouteModule
let quoteActionRoute: RouteModule
let leadThreadRoute: RouteModule

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  quotes = await import('~/features/quotes/quotes.server')
  leadQuotesRoute = await import('~/routes/api/admin/lead-quotes')
  quoteRoute = await import('~/routes/api/admin/quote')
  quoteActionRoute = await import('~/routes/api/admin/quote-action')
  leadThreadRoute = await import('~/routes/api/admin/lead-thread')
  const auth = await import('~/features/auth/auth.server')
  const admin = await createAdmin(prisma)
  adminEmail = admin.email
  const session = await auth.createAdminSession(admin.id)
  token = session.token
  const setCookie = await auth.sessionCookie(new Request('http://localhost/admin'), session.token, session.expiresAt)
  cookie = setCookie.split(';')[0]
  product = await createProduct(prisma, { title_tr: 'Lerida İnciri', title_en: 'Lerida Figs', title_de: 'Lerida-Feigen' })
})

// --- Calling the routes ------------------------------------------------------------------------

interface CallOptions {
  params?: Record<string, string>
  /** A value sent as JSON. */
  body?: unknown
  /** A body sent as it is (with `contentType`). */
  raw?: string
  contentType?: string
  auth?: 'bearer' | 'cookie' | 'none'
  headers?: Record<string, string>
}

/** Calls a route module's loader or action in-process, as the server would; a thrown Response is an answer too. */
async function call(handler: Handler, method: string, path: string, options: CallOptions = {}) {
  const { params = {}, body, raw, auth = 'bearer' } = options
  const headers = new Headers(options.headers)
  if (auth === 'bearer') headers.set('Authorization', `Bearer ${token}`)
  if (auth === 'cookie') headers.set('Cookie', cookie)
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body))
  if (payload !== undefined) headers.set('Content-Type', options.contentType ?? 'application/json')
  const request = new Request(`http://localhost${path}`, { method, headers, body: payload })
  try {
    return (await handler({ request, params, context: {} } as never)) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** The status and JSON of an answer. */
async function answer(response: Promise<Response>) {
  const res = await response
  return { status: res.status, json: await res.json(), headers: res.headers }
}

const api = {
  listQuotes: (leadId: string, options?: CallOptions) =>
    answer(call(leadQuotesRoute.loader, 'GET', `/api/admin/leads/${leadId}/quotes`, { params: { id: leadId }, ...options })),
  createQuote: (leadId: string, options?: CallOptions) =>
    answer(call(leadQuotesRoute.action, 'POST', `/api/admin/leads/${leadId}/quotes`, { params: { id: leadId }, ...options })),
  getQuote: (id: string, options?: CallOptions) =>
    answer(call(quoteRoute.loader, 'GET', `/api/admin/quotes/${id}`, { params: { id }, ...options })),
  putQuote: (id: string, body: unknown, options?: CallOptions) =>
    answer(call(quoteRoute.action, 'PUT', `/api/admin/quotes/${id}`, { params: { id }, body, ...options })),
  step: (id: string, action: string, options?: CallOptions) =>
    answer(call(quoteActionRoute.action, 'POST', `/api/admin/quotes/${id}/${action}`, { params: { id, action }, ...options })),
  thread: (leadId: string, options?: CallOptions) =>
    answer(call(leadThreadRoute.loader, 'GET', `/api/admin/leads/${leadId}/thread`, { params: { id: leadId }, ...options })),
  reply: (leadId: string, body: unknown, options?: CallOptions) =>
    answer(call(leadThreadRoute.action, 'POST', `/api/admin/leads/${leadId}/thread`, { params: { id: leadId }, body, ...options })),
}

// --- The clock, the rows -----------------------------------------------------------------------

const DAY = 86_400_000
/** The day in Türkiye `days` from now, 'YYYY-MM-DD' (the routes run on the real clock). */
const day = (days: number) => isoDay(new Date(Date.now() + days * DAY))
const MISSING = '00000000-0000-4000-8000-000000000000'

/** A quote request with an e-mail address and two lines: our product (12.5 kg in 0.5 kg packs) and one written by hand. */
function requestLead(overrides: { email?: string | null } = {}) {
  return createLead(prisma, {
    name: 'Anna Schmidt',
    company: 'Feinkost GmbH',
    email: `buyer-${uniqueSuffix()}@example.com`,
    locale: 'de',
    country: 'DE',
    reference: `RFQ-API-${uniqueSuffix()}`,
    lines: [
      { productId: product.id, title: 'Lerida İnciri', calibre: '2', quantityKg: '12.5', packSizeKg: '0.5' },
      { title: 'Kuru incir küpü', quantityKg: '1000' },
    ],
    ...overrides,
  })
}

/** The admin's priced quote, as a client posts it (decimal commas, a JSON number, an extra line). */
const pricedBody = (overrides: Record<string, unknown> = {}) => ({
  currency: 'EUR',
  lines: [
    { productId: product.id, calibre: '2', quantityKg: '12,5', unitPrice: '3,335', packSizeKg: '0.5' },
    { title: 'Kuru incir küpü', quantityKg: 1000, unitPrice: '2.345' },
  ],
  extras: [{ kind: 'freight', label: 'Navlun Hamburg', amount: '1250,5' }],
  incoterm: 'CIF',
  incotermPlace: 'Hamburg',
  paymentTerms: 'part-advance',
  advancePercent: 30,
  validUntil: day(14),
  shipmentWindow: { kind: 'month', month: '2026-10', week: 2 },
  buyerNote: 'Prices per kg.',
  internalNote: 'Maliyet 2,90 €/kg; indirim payı yok',
  ...overrides,
})

/** The figures of the priced body: 12.5 × 3.335 = 41.6875 → 41.69; 1000 × 2.345 = 2345.00; + 1250.50. */
const pricedFigures = {
  currency: 'EUR',
  lines: [
    {
      position: 1,
      productId: expect.any(String),
      title: 'Lerida İnciri',
      titles: { tr: 'Lerida İnciri', en: 'Lerida Figs', de: 'Lerida-Feigen' },
      calibre: '2',
      packSizeKg: '0.5',
      quantityKg: '12.5',
      unitPrice: '3.335',
      lineTotal: '41.69',
    },
    {
      position: 2,
      productId: null,
      title: 'Kuru incir küpü',
      titles: { tr: 'Kuru incir küpü', en: 'Kuru incir küpü', de: 'Kuru incir küpü' },
      calibre: null,
      packSizeKg: null,
      quantityKg: '1000',
      unitPrice: '2.345',
      lineTotal: '2345.00',
    },
  ],
  extras: [{ position: 1, kind: 'freight', label: 'Navlun Hamburg', amount: '1250.50' }],
  totalKg: '1012.5',
  subtotal: '2386.69',
  extrasTotal: '1250.50',
  total: '3637.19',
  // The window as data, as the client wrote it.
  shipmentWindow: { kind: 'month', month: '2026-10', week: 2 },
  internalNote: 'Maliyet 2,90 €/kg; indirim payı yok',
}

// --- Tests ---------------------------------------------------------------------------------------

describe('a quote through the admin API', () => {
  test('create from the request → price → send → list → withdraw → revise, send again → extend; amounts exact as strings', async () => {
    const lead = await requestLead()

    // Without a body: a draft of the request's lines, prices to fill in, USD, FOB İzmir.
    const created = await api.createQuote(lead.id)
    expect(created.status).toBe(201)
    const quoteId: string = created.json.id
    expect(created.json).toMatchObject({
      number: expect.stringMatching(/^QT-\d{4}-\d{4,}$/),
      leadId: lead.id,
      lead: { id: lead.id, reference: lead.reference, name: 'Anna Schmidt', company: 'Feinkost GmbH', locale: 'de', status: 'new' },
      version: 1,
      status: 'draft',
      expired: false,
    })
    expect(created.json.versions).toHaveLength(1)
    expect(created.json.versions[0]).toMatchObject({
      version: 1,
      status: 'draft',
      expired: false,
      currency: 'USD',
      incoterm: 'FOB',
      incotermPlace: 'İzmir',
      internalNote: null,
      sentAt: null,
      lines: [
        {
          position: 1,
          productId: product.id,
          title: 'Lerida İnciri',
          quantityKg: '12.5',
          packSizeKg: '0.5',
          unitPrice: '0',
          lineTotal: '0.00',
        },
        { position: 2, productId: null, title: 'Kuru incir küpü', quantityKg: '1000', packSizeKg: null, unitPrice: '0', lineTotal: '0.00' },
      ],
      extras: [],
      totalKg: '1012.5',
      subtotal: '0.00',
      extrasTotal: '0.00',
      total: '0.00',
    })

    // Priced: the draft changes in place (still version 1); the internal note is part of the admin's API.
    const priced = await api.putQuote(quoteId, pricedBody())
    expect(priced.status).toBe(200)
    expect(priced.json.versions).toHaveLength(1)
    expect(priced.json.versions[0]).toMatchObject({
      version: 1,
      status: 'draft',
      paymentTerms: 'part-advance',
      advancePercent: 30,
      validUntil: day(14),
      ...pricedFigures,
    })

    // Sent: the buyer is e-mailed a private link; the lead is now "quoted".
    const sent = await api.step(quoteId, 'send')
    expect(sent.status).toBe(200)
    expect(sent.json).toMatchObject({ message: 'Sürüm 1 gönderildi; alıcıya e-postayla iletildi', mailed: true })
    expect(sent.json.quote).toMatchObject({ version: 1, status: 'sent', expired: false, lead: { status: 'quoted' } })
    expect(sent.json.quote.versions[0].sentAt).toEqual(expect.any(String))
    const mails = await prisma.outboxEmail.findMany({ where: { leadId: lead.id }, select: { to: true, attachments: true } })
    expect(mails).toEqual([{ to: [lead.email], attachments: [{ kind: 'quote', versionId: sent.json.quote.versions[0].id }] }])
    // The German buyer reads the shipment window in German.
    const [mail] = await prisma.outboxEmail.findMany({ where: { leadId: lead.id }, select: { text: true } })
    expect(mail.text).toContain('Verschiffung: Oktober 2026, 2. Woche')

    // Sending twice: nothing left to send.
    const again = await api.step(quoteId, 'send')
    expect(again.status).toBe(409)
    expect(again.json).toEqual({ message: 'Gönderilecek bir taslak yok (gönderilmiş sürüm değiştirilemez; önce yeni sürüm kaydedin)' })

    // Listed with the lead, with every figure as a string.
    const list = await api.listQuotes(lead.id)
    expect(list.status).toBe(200)
    expect(list.json).toHaveLength(1)
    expect(list.json[0]).toMatchObject({
      id: quoteId,
      status: 'sent',
      versions: [{ version: 1, status: 'sent', expired: false, ...pricedFigures }],
    })

    // Withdrawn: the buyer can no longer accept it, and a withdrawn version cannot be extended.
    const withdrawn = await api.step(quoteId, 'withdraw')
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.json.message).toBe('Sürüm 1 geri çekildi')
    expect(withdrawn.json).not.toHaveProperty('mailed')
    expect(withdrawn.json.quote.versions[0]).toMatchObject({ version: 1, status: 'withdrawn', withdrawnAt: expect.any(String) })
    const refused = await api.step(quoteId, 'extend', { body: { validUntil: day(30) } })
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({ message: 'Yalnızca gönderilmiş (süresi dolmuş olabilir) bir teklifin süresi uzatılabilir' })

    // Revised: a withdrawn version never changes, so the body becomes version 2 (a draft), then it is sent.
    const revised = await api.putQuote(
      quoteId,
      pricedBody({ lines: [{ productId: product.id, quantityKg: '0.5', unitPrice: '12.345' }], extras: [] }),
    )
    expect(revised.status).toBe(200)
    expect(revised.json.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'draft'],
      [1, 'withdrawn'],
    ])
    // 0.5 × 12.345 = 6.1725 → 6.17 (half up, once).
    expect(revised.json.versions[0]).toMatchObject({
      totalKg: '0.5',
      subtotal: '6.17',
      total: '6.17',
      lines: [{ unitPrice: '12.345', lineTotal: '6.17' }],
    })
    expect(revised.json.versions[1]).toMatchObject(pricedFigures)
    expect((await api.step(quoteId, 'send')).json.quote.status).toBe('sent')

    // Extended: version 3 with the new date, sent at once; version 2 is superseded.
    const extended = await api.step(quoteId, 'extend', { body: { validUntil: day(30) } })
    expect(extended.status).toBe(200)
    expect(extended.json).toMatchObject({
      message: `Geçerlilik ${day(30)} tarihine uzatıldı: sürüm 3 gönderildi; alıcıya e-postayla iletildi`,
      mailed: true,
    })
    const read = await api.getQuote(quoteId)
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ id: quoteId, version: 3, status: 'sent', expired: false })
    expect(
      read.json.versions.map((v: { version: number; status: string; validUntil: string }) => [v.version, v.status, v.validUntil]),
    ).toEqual([
      [3, 'sent', day(30)],
      [2, 'superseded', day(14)],
      [1, 'withdrawn', day(14)],
    ])
    expect(read.json.versions[0]).toMatchObject({ subtotal: '6.17', total: '6.17', internalNote: pricedFigures.internalNote })
    // Every amount is a string with two decimals; no number anywhere among the figures.
    for (const version of read.json.versions) {
      for (const amount of [
        version.subtotal,
        version.extrasTotal,
        version.total,
        ...version.lines.map((l: { lineTotal: string }) => l.lineTotal),
      ])
        expect(amount).toMatch(/^\d+\.\d{2}$/)
    }
  })

  test('a sent version past its last day keeps the status "sent" with expired: true; extending it sends a valid version', async () => {
    const lead = await requestLead()
    const past = new Date(Date.now() - 20 * DAY)
    const quoteId = await quotes.createQuote(
      lead.id,
      { email: adminEmail },
      {
        currency: 'USD',
        lines: [{ productId: product.id, title: null, calibre: '2', packSizeKg: '0.5', quantityKg: '12.5', unitPrice: '3.335' }],
        extras: [],
        incoterm: 'FOB',
        incotermPlace: 'İzmir',
        paymentTerms: 'advance',
        advancePercent: undefined,
        paymentTermsText: null,
        validUntil: day(-10),
        shipmentWindow: null,
        buyerNote: null,
        internalNote: null,
      },
      past,
    )
    await quotes.sendQuote(quoteId, { email: adminEmail }, 'https://figs.example', past)

    const [listed] = (await api.listQuotes(lead.id)).json
    expect(listed).toMatchObject({
      status: 'sent',
      expired: true,
      versions: [{ version: 1, status: 'sent', expired: true, validUntil: day(-10), total: '41.69' }],
    })

    const extended = await api.step(quoteId, 'extend', { body: { validUntil: day(7) } })
    expect(extended.status).toBe(200)
    expect(extended.json.quote).toMatchObject({ version: 2, status: 'sent', expired: false })
    expect(extended.json.quote.versions[1]).toMatchObject({ version: 1, status: 'superseded', expired: false })
  })

  test('the conversation: the buyer’s message and the reply, oldest first; a reply to a request without e-mail says so', async () => {
    const lead = await requestLead()
    const quoteId = (await api.createQuote(lead.id)).json.id
    await prisma.quoteMessage.create({
      data: {
        leadId: lead.id,
        quoteId,
        author: 'buyer',
        kind: 'question',
        body: 'Can you pack in 5 kg cartons?',
        createdAt: new Date(Date.now() - 3600_000),
      },
    })
    const replied = await api.reply(lead.id, { body: '  Yes, 5 kg cartons are possible.\n\nBest regards ' })
    expect(replied.status).toBe(201)
    expect(replied.json).toMatchObject({ message: 'Yanıt kaydedildi; alıcıya e-postayla iletildi', mailed: true })
    const expected = [
      { quoteId, author: 'buyer', kind: 'question', body: 'Can you pack in 5 kg cartons?' },
      { quoteId, author: 'seller', kind: 'reply', body: 'Yes, 5 kg cartons are possible.\n\nBest regards' },
    ]
    expect(replied.json.thread).toMatchObject(expected)
    const thread = await api.thread(lead.id)
    expect(thread.status).toBe(200)
    expect(thread.json).toMatchObject(expected)
    expect(thread.json.map((m: { id: string; createdAt: string }) => typeof m.id === 'string' && Date.parse(m.createdAt) > 0)).toEqual([
      true,
      true,
    ])

    const silent = await requestLead({ email: null })
    const noMail = await api.reply(silent.id, { body: 'Fiyatlar ektedir.' })
    expect(noMail.status).toBe(201)
    expect(noMail.json).toMatchObject({ message: 'Yanıt kaydedildi. Talepte e-posta adresi yok: alıcıya ayrıca iletin.', mailed: false })
    expect(await prisma.outboxEmail.count({ where: { leadId: silent.id } })).toBe(0)
  })

  test('the session cookie works as well as the bearer token (a write needs this site as its Origin)', async () => {
    const lead = await requestLead()
    const created = await api.createQuote(lead.id, { auth: 'cookie', headers: { Origin: 'http://localhost' } })
    expect(created.status).toBe(201)
    expect((await api.getQuote(created.json.id, { auth: 'cookie' })).json.id).toBe(created.json.id)
    const crossSite = await api.createQuote(lead.id, { auth: 'cookie', headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
  })
})

describe('refusals', () => {
  test('401 without a token on every route, and nothing is written', async () => {
    const lead = await requestLead()
    const quoteId = (await api.createQuote(lead.id)).json.id
    const none = { auth: 'none' } as const
    const answers = await Promise.all([
      api.listQuotes(lead.id, none),
      api.createQuote(lead.id, none),
      api.getQuote(quoteId, none),
      api.putQuote(quoteId, pricedBody(), none),
      api.step(quoteId, 'send', none),
      api.step(quoteId, 'withdraw', none),
      api.step(quoteId, 'extend', { ...none, body: { validUntil: day(30) } }),
      api.thread(lead.id, none),
      api.reply(lead.id, { body: 'Merhaba' }, none),
    ])
    for (const refused of answers) expect([refused.status, refused.json]).toEqual([401, { message: 'Unauthorized' }])
    expect(await prisma.quote.count({ where: { leadId: lead.id } })).toBe(1)
    expect(await prisma.quoteVersion.findMany({ where: { quoteId }, select: { version: true, status: true } })).toEqual([
      { version: 1, status: 'draft' },
    ])
    expect(await prisma.quoteMessage.count({ where: { leadId: lead.id } })).toBe(0)
  })

  test('400 with each field’s Turkish message for a bad body; nothing is stored', async () => {
    const lead = await requestLead()
    const quoteId = (await api.createQuote(lead.id)).json.id
    const before = (await api.getQuote(quoteId)).json

    const badPrice = await api.putQuote(quoteId, pricedBody({ lines: [{ productId: product.id, quantityKg: '10', unitPrice: 'abc' }] }))
    expect(badPrice.status).toBe(400)
    expect(badPrice.json).toEqual({
      message: 'Geçersiz istek.',
      errors: { 'lines.0.unitPrice': ['Birim fiyat 0 veya pozitif bir sayı olmalı (en fazla 4 ondalık)'] },
    })

    const lines = Array.from({ length: 51 }, () => ({ productId: product.id, quantityKg: '10', unitPrice: '1' }))
    const tooMany = await api.putQuote(quoteId, pricedBody({ lines }))
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.errors).toEqual({ lines: ['En fazla 50 satır'] })

    const nul = await api.putQuote(quoteId, pricedBody({ incotermPlace: 'Ham\u0000burg' }))
    expect(nul.status).toBe(400)
    expect(nul.json.errors).toEqual({ incotermPlace: ['Kontrol karakterleri (ör. NUL) kullanılamaz'] })

    // The shipment window is data: a free text, a week out of range or a range out of order is refused.
    const windowText = await api.putQuote(quoteId, pricedBody({ shipmentWindow: 'Ekim 2026' }))
    expect([windowText.status, Object.keys(windowText.json.errors)]).toEqual([400, ['shipmentWindow']])
    const badWeek = await api.putQuote(quoteId, pricedBody({ shipmentWindow: { kind: 'month', month: '2026-10', week: 6 } }))
    expect([badWeek.status, badWeek.json.errors]).toEqual([400, { shipmentWeek: ['Hafta 1–5 arası olmalı'] }])
    const backwards = await api.putQuote(quoteId, pricedBody({ shipmentWindow: { kind: 'range', from: '2026-10-20', to: '2026-10-01' } }))
    expect([backwards.status, backwards.json.errors]).toEqual([400, { shipmentTo: ['Son gün ilk günden önce olamaz'] }])

    // Several at once: every field says what is wrong.
    const several = await api.createQuote(lead.id, { body: pricedBody({ currency: 'TRY', incoterm: 'XYZ', validUntil: undefined }) })
    expect(several.status).toBe(400)
    expect(several.json.errors).toEqual({
      currency: ['Para birimi USD veya EUR olmalı'],
      incoterm: ['Incoterms 2020 kurallarından birini seçin'],
      validUntil: ['Geçerlilik tarihi gereklidir'],
    })

    const notJson = await api.putQuote(quoteId, undefined, { raw: '{"lines": [', contentType: 'application/json' })
    expect([notJson.status, notJson.json]).toEqual([400, { message: 'Gövde geçerli bir JSON değil.' }])
    const form = await api.putQuote(quoteId, undefined, { raw: 'currency=USD', contentType: 'application/x-www-form-urlencoded' })
    expect([form.status, form.json]).toEqual([415, { message: 'Gövdeyi JSON olarak gönderin (Content-Type: application/json).' }])

    const badDate = await api.step(quoteId, 'extend', { body: { validUntil: '2026-13-01' } })
    expect([badDate.status, badDate.json.errors]).toEqual([400, { validUntil: ['Geçersiz tarih'] }])
    const emptyReply = await api.reply(lead.id, { body: '   ' })
    expect([emptyReply.status, emptyReply.json.errors]).toEqual([400, { body: ['Yanıt boş olamaz'] }])

    // A draft with a price of 0 is saved but not sent.
    const unpriced = await api.step(quoteId, 'send')
    expect([unpriced.status, unpriced.json]).toEqual([400, { message: 'Her satırın birim fiyatı 0’dan büyük olmalı' }])

    expect((await api.getQuote(quoteId)).json).toEqual(before)
    expect(await prisma.quote.count({ where: { leadId: lead.id } })).toBe(1)
    expect(await prisma.quoteMessage.count({ where: { leadId: lead.id } })).toBe(0)
  })

  test('404 for an unknown quote, lead or step; 405 for another method', async () => {
    const notFound = { message: 'Teklif bulunamadı' }
    expect(await api.getQuote(MISSING)).toMatchObject({ status: 404, json: notFound })
    expect(await api.putQuote(MISSING, pricedBody())).toMatchObject({ status: 404, json: notFound })
    for (const step of ['send', 'withdraw']) expect(await api.step(MISSING, step)).toMatchObject({ status: 404, json: notFound })
    expect(await api.step(MISSING, 'extend', { body: { validUntil: day(30) } })).toMatchObject({ status: 404, json: notFound })

    const noLead = { message: 'Talep bulunamadı' }
    expect(await api.listQuotes(MISSING)).toMatchObject({ status: 404, json: noLead })
    expect(await api.createQuote(MISSING)).toMatchObject({ status: 404, json: noLead })
    expect(await api.createQuote(MISSING, { body: pricedBody() })).toMatchObject({ status: 404, json: noLead })
    expect(await api.thread(MISSING)).toMatchObject({ status: 404, json: noLead })
    expect(await api.reply(MISSING, { body: 'Merhaba' })).toMatchObject({ status: 404, json: noLead })

    const lead = await requestLead()
    const quoteId = (await api.createQuote(lead.id)).json.id
    const unknownStep = await api.step(quoteId, 'approve')
    expect([unknownStep.status, unknownStep.json]).toEqual([404, { message: 'Böyle bir teklif işlemi yok (send, withdraw, extend)' }])
    const get = await answer(
      call(quoteActionRoute.loader, 'GET', `/api/admin/quotes/${quoteId}/send`, { params: { id: quoteId, action: 'send' } }),
    )
    expect([get.status, get.headers.get('Allow')]).toEqual([405, 'POST'])
    const del = await answer(call(quoteRoute.action, 'DELETE', `/api/admin/quotes/${quoteId}`, { params: { id: quoteId } }))
    expect([del.status, del.headers.get('Allow')]).toEqual([405, 'GET, PUT'])
    expect((await api.getQuote(quoteId)).status).toBe(200)
  })

  test('a request without lines gets no empty draft: 400 with the reason', async () => {
    const lead = await createLead(prisma, { email: `empty-${uniqueSuffix()}@example.com` })
    const refused = await api.createQuote(lead.id)
    expect([refused.status, refused.json]).toEqual([400, { message: 'Teklifte en az bir ürün satırı olmalı' }])
    expect(await prisma.quote.count({ where: { leadId: lead.id } })).toBe(0)
  })
})
