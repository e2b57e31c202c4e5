/**
 * What a buyer who does not read Turkish receives of a quote, against a real PostgreSQL: the
 * shipment window and the extra lines' kinds in the buyer's language (document and mail), the
 * check before sending that names texts with Turkish letters and refuses to send them without a
 * confirmation, and the AI's translation of a field (the real `openai` client against the local
 * fake server).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type * as AdminQuotesModule from '~/features/quotes/admin-quotes.server'
import type * as QuotesModule from '~/features/quotes/quotes.server'
import type * as LinksModule from '~/features/quotes/request-links.server'
import { type QuoteDraftInput, QuoteDraftSchema } from '~/features/quotes/schemas'
import type { PrismaClient } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import type { Locale } from '~/lib/locale'
import type * as ActionsModule from '~/routes/admin/quotes/quote-actions.server'
import type * as SendRoute from '~/routes/admin/quotes/send'
import { createLead, createProduct, uniqueSuffix } from '../support/factories'
import { startFakeOpenAi } from '../support/fake-openai-server'
import { pdfText } from '../support/pdf-text'

let prisma: PrismaClient
let quotes: typeof QuotesModule
let adminQuotes: typeof AdminQuotesModule
let links: typeof LinksModule
let actions: typeof ActionsModule
let sendRoute: typeof SendRoute
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
let productId: string

beforeAll(async () => {
  fake = await startFakeOpenAi()
  Object.assign(process.env, {
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_TIMEOUT_MS: '800',
    OPENAI_MAX_RETRIES: '0',
  })
  ;({ prisma } = await import('~/lib/db.server'))
  quotes = await import('~/features/quotes/quotes.server')
  adminQuotes = await import('~/features/quotes/admin-quotes.server')
  links = await import('~/features/quotes/request-links.server')
  actions = await import('~/routes/admin/quotes/quote-actions.server')
  sendRoute = await import('~/routes/admin/quotes/send')
  productId = (await createProduct(prisma, { title_tr: 'Lerida İnciri', title_en: 'Lerida Figs', title_de: 'Lerida-Feigen' })).id
})

afterAll(async () => {
  await fake?.close()
})

const admin = { email: 'satis@example.com' }
const SITE = 'https://figs.example'
const day = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000))

async function quoteFor(locale: Locale, overrides: Record<string, unknown> = {}) {
  const lead = await createLead(prisma, {
    locale,
    email: `buyer-${uniqueSuffix()}@example.com`,
    reference: `RFQ-LANG-${uniqueSuffix()}`,
    lines: [{ productId, title: 'Lerida İnciri', calibre: '2', quantityKg: 1000 }],
  })
  await links.createRequestLink(lead.id)
  const input: QuoteDraftInput = QuoteDraftSchema.parse({
    currency: 'USD',
    lines: [{ productId, calibre: '2', quantityKg: '1000', unitPrice: '3.1' }],
    extras: [{ kind: 'freight', amount: '850' }],
    incoterm: 'CIF',
    incotermPlace: 'Hamburg',
    paymentTerms: 'advance',
    validUntil: day(14),
    shipmentWindow: { kind: 'month', month: '2027-03', week: 2 },
    ...overrides,
  })
  return { lead, quoteId: await quotes.createQuote(lead.id, admin, input) }
}

const previewText = async (quoteId: string) => {
  const quote = await quotes.getQuoteForAdmin(quoteId)
  return (await pdfText((await adminQuotes.quotePreviewPdf(quote!))!.content)).replace(/\s+/g, ' ')
}

describe('the buyer’s language', () => {
  test('a German quote writes the window and an unlabelled extra line’s kind in German; an English one a range in English', async () => {
    const german = await quoteFor('de')
    const stored = await prisma.quoteVersion.findFirstOrThrow({
      where: { quoteId: german.quoteId },
      select: { shipmentMonth: true, shipmentWeek: true, shipmentFrom: true, shipmentText: true },
    })
    expect(stored).toEqual({ shipmentMonth: new Date('2027-03-01T00:00:00Z'), shipmentWeek: 2, shipmentFrom: null, shipmentText: null })
    const text = await previewText(german.quoteId)
    expect(text).toContain('März 2027, 2. Woche')
    expect(text).toContain('Fracht')
    expect(text).not.toContain('hafta')
    expect(text).not.toContain('Navlun')

    const english = await quoteFor('en', { shipmentWindow: { kind: 'range', from: '2027-03-28', to: '2027-04-05' } })
    expect(await previewText(english.quoteId)).toContain('28 March – 5 April 2027')
    await quotes.sendQuote(english.quoteId, admin, SITE)
    const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: english.lead.id }, select: { text: true } })
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Shipment: 28 March – 5 April 2027')
  })

  test('an old free-text window is shown as written; the form offers no window for it and says so', async () => {
    const { quoteId } = await quoteFor('de', { shipmentWindow: null })
    await prisma.quoteVersion.updateMany({ where: { quoteId }, data: { shipmentText: 'KW 40 / 2026' } })
    expect(await previewText(quoteId)).toContain('KW 40 / 2026')
    const quote = await quotes.getQuoteForAdmin(quoteId)
    expect(adminQuotes.quoteFormValue(quote!.versions[0])).toMatchObject({ shipmentKind: '', shipmentMonth: '' })
    expect(adminQuotes.adminVersionView(quote!.versions[0]).shipmentWindow).toEqual({ kind: 'text', text: 'KW 40 / 2026' })
  })
})

describe('Turkish letters in a quote to a buyer who does not read Turkish', () => {
  const turkish = {
    extras: [{ kind: 'freight', label: 'Hamburg’a taşıma', amount: '850' }],
    buyerNote: 'Fiyatlar kg başınadır.',
  }

  test('the check names each field; a Turkish buyer’s quote has nothing to check', async () => {
    const { quoteId } = await quoteFor('de', turkish)
    const check = await adminQuotes.quoteSendCheck(quoteId)
    expect(check?.languageWarnings?.map((warning) => warning.field)).toEqual(['extras[0].label', 'buyerNote'])
    expect(check?.languageWarnings?.[1].message).toBe('Alıcıya not: Türkçeye özgü harfler var (ş, ı). Alıcının dili Almanca.')
    const forTurkish = await quoteFor('tr', turkish)
    expect((await adminQuotes.quoteSendCheck(forTurkish.quoteId))?.languageWarnings).toEqual([])
  })

  test('sending needs the extra confirmation: without it the server refuses in Turkish and nothing is sent', async () => {
    const { quoteId } = await quoteFor('de', turkish)
    const check = (await adminQuotes.quoteSendCheck(quoteId))!
    const post = (extra: Record<string, string>) => {
      const body = new URLSearchParams({ intent: 'confirm-send', ...check.checked, ...extra })
      const request = new Request(`${SITE}/admin/quotes/${quoteId}/send`, { method: 'POST', body })
      const context = { get: () => admin }
      return sendRoute.action({ request, params: { id: quoteId }, context } as unknown as Parameters<typeof sendRoute.action>[0])
    }
    const refused = (await post({})) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error['']).toEqual([
      'Metinlerde Türkçe harfler var ve alıcının dili Almanca: göndermek için metinleri kontrol ettiğinizi işaretleyin.',
    ])
    expect(await prisma.quoteVersion.count({ where: { quoteId, status: 'sent' } })).toBe(0)
    const sent = (await post({ confirmLanguage: 'on' })) as Response
    expect(sent.status).toBe(302)
    expect(await prisma.quoteVersion.count({ where: { quoteId, status: 'sent' } })).toBe(1)
  })
})

describe('the AI translates a buyer-facing field', () => {
  const form = (fields: Record<string, string>) => {
    const posted = new FormData()
    const base: Record<string, string> = {
      currency: 'EUR',
      'lines[0].productId': productId,
      'lines[0].quantityKg': '1.000',
      'lines[0].unitPrice': '3,1',
      'extras[0].kind': 'freight',
      'extras[0].label': 'Hamburg’a deniz navlunu',
      'extras[0].amount': '850',
      incoterm: 'CIF',
      incotermPlace: 'Hamburg',
      paymentTerms: 'advance',
      validUntil: day(14),
      shipmentKind: 'month',
      shipmentMonth: '2027-03',
      buyerNote: 'Fiyatlar kg başınadır.',
      internalNote: 'İç not kalır',
    }
    for (const [name, value] of Object.entries({ ...base, ...fields })) posted.append(name, value)
    return posted
  }
  type Answer = {
    data: { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> } }
    init: { status: number }
  }

  test('the field comes back translated into the buyer’s language, every other input as it was; nothing is saved', async () => {
    const { quoteId } = await quoteFor('de')
    await fake.respond({ match: 'Fiyatlar kg başınadır.', json: { translation: 'Preise pro kg.' } })
    const step = { quoteId, admin, siteUrl: SITE }
    const answer = (await actions.translateField(form({ intent: 'translate:buyerNote' }), step, 'buyerNote')) as unknown as Answer
    expect(answer.init.status).toBe(200)
    expect(answer.data.result.initialValue).toMatchObject({
      buyerNote: 'Preise pro kg.',
      internalNote: 'İç not kalır',
      shipmentMonth: '2027-03',
      extras: [{ label: 'Hamburg’a deniz navlunu', amount: '850' }],
    })
    const [sent] = await fake.requests('Fiyatlar kg başınadır.')
    expect(JSON.stringify(sent.body)).toContain('into German')
    const label = (await actions.translateField(form({}), step, 'extras[0].label')) as unknown as Answer
    expect(label.data.result.initialValue).toMatchObject({ extras: [{ label: expect.stringMatching(/^AI translation/) }] })
    const stored = await prisma.quoteVersion.findFirstOrThrow({ where: { quoteId }, select: { buyerNote: true } })
    expect(stored.buyerNote).toBeNull()
  })

  test('a failing AI, an empty text or a field that is no buyer text: a Turkish message, the input kept', async () => {
    const { quoteId } = await quoteFor('de')
    const step = { quoteId, admin, siteUrl: SITE }
    await fake.respond({ match: 'Sunucu hatası metni', behaviour: 'server-error' })
    const failed = (await actions.translateField(form({ buyerNote: 'Sunucu hatası metni' }), step, 'buyerNote')) as unknown as Answer
    expect(failed.init.status).toBe(502)
    expect(failed.data.result.error?.['']).toEqual(['Çeviri yapılamadı: AI servisi hata verdi (500).'])
    expect(failed.data.result.initialValue).toMatchObject({ buyerNote: 'Sunucu hatası metni', internalNote: 'İç not kalır' })
    const empty = (await actions.translateField(form({ buyerNote: '  ' }), step, 'buyerNote')) as unknown as Answer
    expect(empty.data.result.error?.['']).toEqual(['Çevrilecek metin yok: önce metni Türkçe yazın'])
    const internal = (await actions.translateField(form({}), step, 'internalNote')) as unknown as Answer
    expect(internal.data.result.error?.['']).toEqual(['Bu alan çevrilemez'])
    process.env.OPENAI_API_KEY = ''
    try {
      const off = (await actions.translateField(form({}), step, 'buyerNote')) as unknown as Answer
      expect([off.init.status, off.data.result.error?.['']]).toEqual([
        503,
        ['Çeviri yapılamadı: AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).'],
      ])
    } finally {
      process.env.OPENAI_API_KEY = 'test-key'
    }
  })
})
