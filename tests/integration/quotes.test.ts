/**
 * Export quotes against a real PostgreSQL: exact figures from the admin's input to the buyer's
 * page, references, private links, versions, the buyer's answers (also racing each other), expiry
 * on a controlled clock (every function takes `now`), internal notes and the queued e-mails.
 */
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type * as LeadsModule from '~/features/leads/leads.server'
import type * as AdminQuotesModule from '~/features/quotes/admin-quotes.server'
import type * as BuyerModule from '~/features/quotes/buyer.server'
import { quoteTotals } from '~/features/quotes/money'
import type * as ViewModule from '~/features/quotes/quote-view.server'
import type * as QuotesModule from '~/features/quotes/quotes.server'
import type * as LinksModule from '~/features/quotes/request-links.server'
import { type QuoteDraftInput, QuoteDraftSchema } from '~/features/quotes/schemas'
import type { Lead, PrismaClient } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import type { Locale } from '~/lib/locale'
import type * as OutboxModule from '~/lib/outbox.server'
import { createLead, createProduct, uniqueSuffix } from '../support/factories'

let prisma: PrismaClient
let quotes: typeof QuotesModule
let buyer: typeof BuyerModule
let links: typeof LinksModule
let leads: typeof LeadsModule
let view: typeof ViewModule
let outbox: typeof OutboxModule
let adminQuotes: typeof AdminQuotesModule
let product: { id: string; title_tr: string; title_en: string; title_de: string | null }

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  quotes = await import('~/features/quotes/quotes.server')
  buyer = await import('~/features/quotes/buyer.server')
  links = await import('~/features/quotes/request-links.server')
  leads = await import('~/features/leads/leads.server')
  view = await import('~/features/quotes/quote-view.server')
  outbox = await import('~/lib/outbox.server')
  adminQuotes = await import('~/features/quotes/admin-quotes.server')
  product = await createProduct(prisma, { title_tr: 'Lerida İnciri', title_en: 'Lerida Figs', title_de: 'Lerida-Feigen' })
})

// --- The clock, the actors ---------------------------------------------------------------------

const DAY = 86_400_000
const HOUR = 3_600_000
/** Today at noon in Türkiye (09:00 UTC, UTC+3 all year): the tests' clock. */
const T0 = new Date(`${new Date().toISOString().slice(0, 10)}T09:00:00.000Z`)
/** `days` (and `hours`) after T0. */
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY + hours * HOUR)
/** The day in Türkiye `days` after T0, 'YYYY-MM-DD'. */
const day = (days: number) => isoDay(at(days))

const SITE = 'https://figs.example'
const admin = { email: 'satis@example.com' }
const meta = { ip: '198.51.100.23', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) QuoteTest/1.0' }

// --- Rows ------------------------------------------------------------------------------------------

/** A quote request from a buyer with an e-mail address (English unless `locale`), and a private link to it. */
async function buyerLead(overrides: { locale?: Locale; email?: string | null } = {}): Promise<{ lead: Lead; token: string }> {
  const lead = await createLead(prisma, {
    locale: 'en',
    email: `buyer-${uniqueSuffix()}@example.com`,
    company: 'Feinkost GmbH',
    country: 'DE',
    reference: `RFQ-TEST-${uniqueSuffix()}`,
    lines: [{ productId: product.id, title: product.title_tr, calibre: '2', quantityKg: 12.5, packSizeKg: 0.5 }],
    ...overrides,
  })
  return { lead, token: await links.createRequestLink(lead.id, T0) }
}

interface LineText {
  quantityKg: string
  unitPrice: string
  packSizeKg?: string
}

/** The admin's quote as the form posts it (through the schema), valid for 14 days from T0. */
function draft(lines: LineText[], overrides: Record<string, unknown> = {}): QuoteDraftInput {
  return QuoteDraftSchema.parse({
    currency: 'USD',
    lines: lines.map((line) => ({ productId: product.id, calibre: '2', ...line })),
    extras: [],
    incoterm: 'CIF',
    incotermPlace: 'Hamburg',
    paymentTerms: 'advance',
    validUntil: day(14),
    buyerNote: 'Prices per kg, packed in cartons.',
    internalNote: null,
    ...overrides,
  })
}

/** A quote made and sent at T0; its first version's id. */
async function sentQuote(leadId: string, input = draft([{ quantityKg: '12.5', unitPrice: '3.335' }]), now = T0) {
  const quoteId = await quotes.createQuote(leadId, admin, input, now)
  await quotes.sendQuote(quoteId, admin, SITE, now)
  return { quoteId, versionId: await versionId(quoteId, 1) }
}

const versionId = async (quoteId: string, version: number) =>
  (await prisma.quoteVersion.findUniqueOrThrow({ where: { quoteId_version: { quoteId, version } }, select: { id: true } })).id

const accept = (leadId: string, versionId: string, now = T0) =>
  buyer.acceptQuote(leadId, { versionId, fullName: 'Anna Schmidt', position: 'Einkauf', poNumber: 'PO-7781' }, meta, SITE, now)

/** A queued mail's text as the outbox sends it (with the request's private link written in). */
const sentText = async (mail: { leadId: string | null; text: string; requestLink: boolean }) => (await outbox.textToSend(mail)) ?? ''

/** A version's figures as PostgreSQL writes them (numeric and date as text). */
async function storedVersion(id: string) {
  const [version] = await prisma.$queryRaw<{ totalKg: string; subtotal: string; extrasTotal: string; total: string; validUntil: string }[]>`
    SELECT "totalKg"::text AS "totalKg", subtotal::text AS subtotal, "extrasTotal"::text AS "extrasTotal", total::text AS total,
      "validUntil"::text AS "validUntil"
    FROM "QuoteVersion" WHERE id = ${id}`
  const lines = await prisma.$queryRaw<
    { position: number; quantityKg: string; unitPrice: string; packSizeKg: string | null; lineTotal: string }[]
  >`
    SELECT position, "quantityKg"::text AS "quantityKg", "unitPrice"::text AS "unitPrice", "packSizeKg"::text AS "packSizeKg",
      "lineTotal"::text AS "lineTotal"
    FROM "QuoteLine" WHERE "versionId" = ${id} ORDER BY position`
  const extras = await prisma.$queryRaw<{ position: number; kind: string; amount: string }[]>`
    SELECT position, kind, amount::text AS amount FROM "QuoteExtra" WHERE "versionId" = ${id} ORDER BY position`
  return { ...version, lines, extras }
}

/** A numeric's text without the zeros its scale pads it with ('12.500' → '12.5', '1000.000' → '1000'). */
const unpadded = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text)

// --- An independent computation in integers (kg in thousandths, prices in ten-thousandths) ------

const scaled = (text: string, places: number) => {
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(places, '0'))
}
const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
const gramsText = (grams: bigint) => `${grams / 1000n}.${String(grams % 1000n).padStart(3, '0')}`
const exactLineCents = (kg: string, price: string) => (scaled(kg, 3) * scaled(price, 4) + 50_000n) / 100_000n

// --- Tests ------------------------------------------------------------------------------------------

describe('exact figures from the admin to the database and the buyer', () => {
  test('12.5 kg × 3.335 USD is stored as 41.69, and the buyer sees exactly what is stored', async () => {
    const { lead, token } = await buyerLead()
    const input = draft([{ quantityKg: '12,5', unitPrice: '3,335', packSizeKg: '0,5' }], {
      extras: [{ kind: 'freight', amount: '1250,5' }],
    })
    const { quoteId, versionId } = await sentQuote(lead.id, input)

    const stored = await storedVersion(versionId)
    expect(stored).toEqual({
      totalKg: '12.500',
      subtotal: '41.69',
      extrasTotal: '1250.50',
      total: '1292.19',
      validUntil: day(14),
      lines: [{ position: 1, quantityKg: '12.500', unitPrice: '3.3350', packSizeKg: '0.500', lineTotal: '41.69' }],
      extras: [{ position: 1, kind: 'freight', amount: '1250.50' }],
    })

    const request = await buyer.loadBuyerRequest(token, 'en', T0)
    expect(request?.current).toMatchObject({
      versionId,
      quoteId,
      currency: 'USD',
      status: 'sent',
      validUntil: day(14),
      totalKg: '12.5',
      subtotal: '41.69',
      extrasTotal: '1250.50',
      total: '1292.19',
      lines: [{ position: 1, title: 'Lerida Figs', quantityKg: '12.5', unitPrice: '3.335', packSizeKg: '0.5', lineTotal: '41.69' }],
      extras: [{ position: 1, kind: 'freight', amount: '1250.50' }],
    })

    // toQuoteView of the admin's row shows the same strings (in German: the product's German name).
    const quote = await quotes.getQuoteForAdmin(quoteId)
    const row = quote!.versions[0]
    const shown = view.toQuoteView(row, { number: quote!.number, reference: lead.reference, locale: 'de', buyer: request!.buyer, now: T0 })
    expect(shown.lines[0]).toMatchObject({
      title: 'Lerida-Feigen',
      quantityKg: '12.5',
      unitPrice: '3.335',
      packSizeKg: '0.5',
      lineTotal: '41.69',
    })
    expect([shown.subtotal, shown.extrasTotal, shown.total]).toEqual([stored.subtotal, stored.extrasTotal, stored.total])
    expect(shown).not.toHaveProperty('internalNote')
  })

  test('0.5 kg packs and half cents: each line rounded once, half up; the totals are sums of the stored lines', async () => {
    const { lead, token } = await buyerLead()
    const lines = [
      { quantityKg: '0.5', unitPrice: '0.005', packSizeKg: '0.5' }, // 0.0025 → 0.00
      { quantityKg: '1', unitPrice: '0.005', packSizeKg: '0.5' }, // 0.005 → 0.01
      { quantityKg: '0.5', unitPrice: '0.01', packSizeKg: '0.5' }, // 0.005 → 0.01
      { quantityKg: '1000', unitPrice: '2.345', packSizeKg: '0.5' }, // 2345.00 (2344.9999999999995 as floats)
      { quantityKg: '0.5', unitPrice: '12.345', packSizeKg: '0.5' }, // 6.1725 → 6.17
    ]
    const { versionId } = await sentQuote(lead.id, draft(lines))
    const stored = await storedVersion(versionId)
    expect(stored.lines.map((line) => line.lineTotal)).toEqual(['0.00', '0.01', '0.01', '2345.00', '6.17'])
    expect(stored.lines.map((line) => line.packSizeKg)).toEqual(Array(5).fill('0.500'))
    expect([stored.totalKg, stored.subtotal, stored.extrasTotal, stored.total]).toEqual(['1002.500', '2351.19', '0.00', '2351.19'])

    const current = (await buyer.loadBuyerRequest(token, 'en', T0))!.current!
    expect(current.lines.map((line) => [line.quantityKg, line.unitPrice, line.packSizeKg, line.lineTotal])).toEqual(
      stored.lines.map((line) => [unpadded(line.quantityKg), unpadded(line.unitPrice), unpadded(line.packSizeKg!), line.lineTotal]),
    )
    expect([current.totalKg, current.subtotal, current.total]).toEqual(['1002.5', '2351.19', '2351.19'])
  })

  test('a quote of 20 lines: every stored line and total equals an integer computation, and the buyer sees them unchanged', async () => {
    const { lead, token } = await buyerLead()
    const lines: LineText[] = [
      ['12.5', '3.335'],
      ['0.5', '0.005'],
      ['1', '0.005'],
      ['1000', '2.345'],
      ['0.001', '9999.9999'],
      ['333.333', '3.3333'],
      ['0.5', '0.0099'],
      ['12.5', '7.1'],
      ['2500', '4.1235'],
      ['0.125', '0.04'],
      ['7.777', '1.1111'],
      ['19999.999', '5.0005'],
      ['0.003', '1.6667'],
      ['1.005', '1'],
      ['45.045', '0.1'],
      ['100', '0.0001'],
      ['6.5', '2.115'],
      ['0.5', '12.345'],
      ['9876.543', '3.2109'],
      ['12.5', '0.0004'],
    ].map(([quantityKg, unitPrice]) => ({ quantityKg, unitPrice, packSizeKg: '12.5' }))
    const extras = [
      { kind: 'freight', amount: '1850' },
      { kind: 'pallets', amount: '0.1' },
      { kind: 'other', label: 'Fumigation', amount: '99.99' },
    ]
    const { versionId } = await sentQuote(lead.id, draft(lines, { extras }))

    const lineCents = lines.map((line) => exactLineCents(line.quantityKg, line.unitPrice))
    const subtotal = lineCents.reduce((a, b) => a + b, 0n)
    const extrasCents = extras.map((extra) => scaled(extra.amount, 2)).reduce((a, b) => a + b, 0n)
    const grams = lines.map((line) => scaled(line.quantityKg, 3)).reduce((a, b) => a + b, 0n)

    const stored = await storedVersion(versionId)
    expect(stored.lines.map((line) => line.lineTotal)).toEqual(lineCents.map(centsText))
    expect(stored.subtotal).toBe(centsText(subtotal))
    expect(stored.extrasTotal).toBe(centsText(extrasCents))
    expect(stored.total).toBe(centsText(subtotal + extrasCents))
    expect(stored.totalKg).toBe(gramsText(grams))
    // And what money.ts computes is what was stored.
    const totals = quoteTotals(draft(lines, { extras }))
    expect(totals.total.toFixed(2)).toBe(stored.total)

    const current = (await buyer.loadBuyerRequest(token, 'en', T0))!.current!
    expect(current.lines).toHaveLength(20)
    expect(current.lines.map((line) => line.lineTotal)).toEqual(stored.lines.map((line) => line.lineTotal))
    expect(current.lines.map((line) => [line.quantityKg, line.unitPrice])).toEqual(
      stored.lines.map((l) => [unpadded(l.quantityKg), unpadded(l.unitPrice)]),
    )
    expect(current.extras.map((extra) => [extra.label, extra.amount])).toEqual([
      ['Freight', '1850.00'],
      ['Pallets', '0.10'],
      ['Fumigation', '99.99'],
    ])
    expect([current.subtotal, current.extrasTotal, current.total, current.totalKg]).toEqual([
      stored.subtotal,
      stored.extrasTotal,
      stored.total,
      unpadded(stored.totalKg),
    ])
  })

  test('every quote the form accepts can be stored: the largest figures are refused by the form or kept exactly', async () => {
    const { lead } = await buyerLead()
    const candidates: LineText[][] = [
      [{ quantityKg: '10000000', unitPrice: '100000000' }],
      [{ quantityKg: '10000000', unitPrice: '99999999.9999' }],
      [{ quantityKg: '9999999.999', unitPrice: '9999.9999' }],
      [{ quantityKg: '1', unitPrice: '100000000' }],
      [{ quantityKg: '1', unitPrice: '99999999.99' }],
      Array.from({ length: 50 }, () => ({ quantityKg: '10000000', unitPrice: '1999.9999' })),
    ]
    let stored = 0
    for (const lines of candidates) {
      const parsed = QuoteDraftSchema.safeParse({
        currency: 'EUR',
        lines: lines.map((line) => ({ ...line, title: 'Bulk figs' })),
        incoterm: 'FOB',
        incotermPlace: 'İzmir',
        paymentTerms: 'advance',
        validUntil: day(14),
      })
      if (!parsed.success) continue // the admin is told; nothing reaches the database
      const label = `${lines.length} × ${lines[0].quantityKg} kg × ${lines[0].unitPrice}`
      const quoteId = await quotes.createQuote(lead.id, admin, parsed.data, T0).catch((error: unknown) => {
        throw new Error(`${label}: accepted by the form but not stored: ${String(error).slice(0, 300)}`)
      })
      const version = await storedVersion(await versionId(quoteId, 1))
      const subtotal = lines.map((line) => exactLineCents(line.quantityKg, line.unitPrice)).reduce((a, b) => a + b, 0n)
      expect(version.total, label).toBe(centsText(subtotal))
      stored++
    }
    // Both ways were taken: the largest figures are refused, large ones below the limits kept.
    expect(stored).toBeGreaterThanOrEqual(2)
    expect(stored).toBeLessThan(candidates.length)
  })
})

// --- The admin's quote form (numbers typed the Turkish way) ------------------------------------------

/** The fields of the quote form as the browser posts them ('lines[0].unitPrice'…), from the form's value. */
function postedForm(value: object): FormData {
  const form = new FormData()
  const add = (name: string, field: unknown) => {
    if (Array.isArray(field)) {
      for (const [i, row] of field.entries()) add(`${name}[${i}]`, row)
    } else if (field && typeof field === 'object')
      for (const [key, inner] of Object.entries(field)) add(name ? `${name}.${key}` : key, inner)
    else if (field !== undefined && field !== null) form.append(name, String(field))
  }
  add('', value)
  return form
}

/** Saves the posted form as the admin's save button does; the submission when the form refused it. */
async function saveForm(quoteId: string, form: FormData) {
  const { submission } = adminQuotes.parseQuoteForm(form)
  if (submission.status !== 'success') return submission.reply()
  await quotes.saveQuoteDraft(quoteId, submission.value, admin, T0)
  return null
}

/** The form of the quote's newest version, as the editor fills it. */
async function formOf(quoteId: string) {
  const quote = await quotes.getQuoteForAdmin(quoteId)
  return adminQuotes.quoteFormValue(quote!.versions[0], T0)
}

describe('the admin quote form', () => {
  test('numbers are read as a Turkish user writes them (2.450 is 2450, 2.450,50 is 2450.5, 10,90 is 10.9), shown back the same way, and saving unchanged keeps them', async () => {
    const { lead } = await buyerLead()
    const quoteId = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '12.5', unitPrice: '3.335' }]), T0)
    const value = await formOf(quoteId)
    const form = postedForm({
      ...value,
      lines: [{ ...value.lines[0], quantityKg: '1.250,5', unitPrice: '10,90', packSizeKg: '12,5' }],
      extras: [
        { kind: 'freight', label: '', amount: '2.450' },
        { kind: 'pallets', label: '', amount: '2.450,50' },
        { kind: 'other', label: '', amount: '1.250,00' },
      ],
    })
    expect(await saveForm(quoteId, form)).toBeNull()
    const stored = await storedVersion(await versionId(quoteId, 1))
    expect(stored.lines).toEqual([
      { position: 1, quantityKg: '1250.500', unitPrice: '10.9000', packSizeKg: '12.500', lineTotal: '13630.45' },
    ])
    expect(stored.extras.map((extra) => extra.amount)).toEqual(['2450.00', '2450.50', '1250.00'])
    expect(stored.total).toBe('19780.95')

    // The editor shows them the Turkish way; the same form posted again changes nothing.
    const shown = await formOf(quoteId)
    expect(shown.lines[0]).toMatchObject({ quantityKg: '1.250,5', unitPrice: '10,9', packSizeKg: '12,5' })
    expect(shown.extras.map((extra) => extra.amount)).toEqual(['2.450', '2.450,5', '1.250'])
    expect(await saveForm(quoteId, postedForm(shown))).toBeNull()
    expect(await storedVersion(await versionId(quoteId, 1))).toEqual(stored)
  })

  test('an entry that could mean two numbers saves nothing, and its message names both readings', async () => {
    const { lead } = await buyerLead()
    const quoteId = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '12.5', unitPrice: '3.335' }]), T0)
    const before = await storedVersion(await versionId(quoteId, 1))
    const value = await formOf(quoteId)
    const refused = await saveForm(
      quoteId,
      postedForm({
        ...value,
        lines: [{ ...value.lines[0], unitPrice: '2.45' }],
        extras: [{ kind: 'freight', label: '', amount: '1,250.50' }],
      }),
    )
    expect(refused?.error).toMatchObject({
      'lines[0].unitPrice': [expect.stringContaining('2,45 mi, 245 mi?')],
      'extras[0].amount': [expect.stringContaining('1.250,5 mi demek istediniz?')],
    })
    // The typed text comes back in the form, and the draft is unchanged.
    expect(refused?.initialValue).toMatchObject({ lines: [{ unitPrice: '2.45' }], extras: [{ amount: '1,250.50' }] })
    expect(await storedVersion(await versionId(quoteId, 1))).toEqual(before)
  })

  test('the advance percent is a whole number as a person writes it: 0x1e and 1e1 are refused, not read as 30 and 10', async () => {
    const { lead } = await buyerLead()
    const quoteId = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '12.5', unitPrice: '3.335' }]), T0)
    const value = await formOf(quoteId)
    for (const typed of ['0x1e', '1e1']) {
      const refused = await saveForm(quoteId, postedForm({ ...value, paymentTerms: 'part-advance', advancePercent: typed }))
      expect(refused?.error?.advancePercent, typed).toEqual(['Peşinat yüzdesi 1–99 arası bir tam sayı olmalı'])
    }
    expect(await saveForm(quoteId, postedForm({ ...value, paymentTerms: 'part-advance', advancePercent: '30' }))).toBeNull()
    const [row] = await prisma.quoteVersion.findMany({ where: { quoteId }, select: { advancePercent: true } })
    expect(row.advancePercent).toBe(30)
  })

  test('a new quote’s lines start at the product’s list price for the calibre and quantity', async () => {
    const priced = await createProduct(prisma, { title_tr: 'Fiyatlı İncir' })
    await prisma.priceRange.createMany({
      data: [
        { productId: priced.id, calibre: '2', minQuantity: 1000, maxQuantity: 4999, cashPrice: '9.60', creditPrice: '10.05' },
        { productId: priced.id, calibre: '2', minQuantity: 5000, maxQuantity: null, cashPrice: '9.20', creditPrice: '9.65' },
        { productId: priced.id, calibre: '4', minQuantity: 1000, maxQuantity: null, cashPrice: '7.90', creditPrice: '8.30' },
      ],
    })
    const lead = await createLead(prisma, {
      email: `buyer-${uniqueSuffix()}@example.com`,
      lines: [
        { productId: priced.id, title: priced.title_tr, calibre: '2', quantityKg: 2000 },
        { productId: priced.id, title: priced.title_tr, calibre: 'A2', quantityKg: 12000 },
        { productId: priced.id, title: priced.title_tr, calibre: '4', quantityKg: 500 },
        { productId: priced.id, title: priced.title_tr, calibre: '7', quantityKg: 1000 },
        { productId: product.id, title: product.title_tr, calibre: '2', quantityKg: 1000 },
      ],
    })
    const quoteId = await quotes.createQuote(lead.id, admin, undefined, T0)
    const stored = await storedVersion(await versionId(quoteId, 1))
    // 2,000 kg of A2 → the 1,000–4,999 tier; 12,000 kg → 5,000+; A4 below its smallest tier → that tier; A7 and a product without tiers: to be typed.
    expect(stored.lines.map((line) => line.unitPrice)).toEqual(['9.6000', '9.2000', '7.9000', '0.0000', '0.0000'])
    expect((await formOf(quoteId)).lines.map((line) => line.unitPrice)).toEqual(['9,6', '9,2', '7,9', '0', '0'])
  })
})

describe('the check before sending', () => {
  test('shows the buyer, the language, every total and the validity, and why a draft cannot go yet', async () => {
    const { lead } = await buyerLead({ locale: 'de' })
    const quoteId = await quotes.createQuote(
      lead.id,
      admin,
      draft([{ quantityKg: '2000', unitPrice: '3.335' }], { extras: [{ kind: 'freight', amount: '2450' }] }),
      T0,
    )
    const check = await adminQuotes.quoteSendCheck(quoteId, T0)
    expect(check?.quote).toMatchObject({
      number: expect.stringMatching(/^QT-/),
      locale: 'de',
      lead: { email: lead.email, company: 'Feinkost GmbH' },
    })
    expect(check?.draft).toMatchObject({
      subtotal: '6670.00',
      extrasTotal: '2450.00',
      total: '9120.00',
      validUntil: day(14),
      currency: 'USD',
    })
    expect(check?.problems).toEqual([])
    const unpriced = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '10', unitPrice: '0' }], { validUntil: day(-1) }), T0)
    expect((await adminQuotes.quoteSendCheck(unpriced, T0))?.problems).toEqual([
      'Her satırın birim fiyatı 0’dan büyük olmalı',
      'Geçerlilik tarihi geçmiş: yeni bir tarih seçin',
    ])
  })

  test('the confirmation sends the draft as checked; a draft saved after the check is not sent', async () => {
    const { lead } = await buyerLead()
    const quoteId = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '10', unitPrice: '2' }]), T0)
    const check = await adminQuotes.quoteSendCheck(quoteId, T0)
    // Someone saves the draft again (another tab) after the check was shown.
    await quotes.saveQuoteDraft(quoteId, draft([{ quantityKg: '10', unitPrice: '20' }]), admin, T0)
    await expect(quotes.sendQuote(quoteId, admin, SITE, T0, check!.checked)).rejects.toMatchObject({
      status: 409,
      message: quotes.CHANGED_SINCE_CHECK,
    })
    expect(await prisma.quoteVersion.count({ where: { quoteId, status: 'sent' } })).toBe(0)
    const again = await adminQuotes.quoteSendCheck(quoteId, T0)
    expect(again?.draft?.total).toBe('200.00')
    // A double click: two confirmations at once send it once; the other is told there is nothing left to send.
    const both = await Promise.allSettled([0, 1].map(() => quotes.sendQuote(quoteId, admin, SITE, T0, again!.checked)))
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(both.find((result) => result.status === 'fulfilled')).toMatchObject({ value: { version: 1, mailed: true } })
    expect(both.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409 } })
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id, subject: { contains: 'QT-' } } })).toBe(1)
    // Once sent, there is nothing left to check.
    expect((await adminQuotes.quoteSendCheck(quoteId, T0))?.draft).toBeNull()
  })
})

describe('references', () => {
  test('50 quote requests at once get 50 distinct, consecutive references RFQ-YYYY-NNNN, each with a link to its own request', async () => {
    const year = isoDay(new Date()).slice(0, 4)
    const stored = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        leads.createQuoteLead(
          {
            name: `Buyer ${i}`,
            email: `rfq-${i}-${uniqueSuffix()}@example.com`,
            phone: '+49 30 1234567',
            country: 'DE',
            lines: [{ productId: product.id, quantity: 1000 + i }],
          },
          { locale: 'en', siteUrl: SITE, submissionKey: `rfq-race-${i}-${uniqueSuffix()}` },
        ),
      ),
    )
    const references = stored.map((s) => s.lead.reference)
    expect(new Set(references).size).toBe(50)
    for (const reference of references) expect(reference).toMatch(new RegExp(`^RFQ-${year}-\\d{4,}$`))
    const numbers = references.map((reference) => Number(reference!.split('-')[2])).sort((a, b) => a - b)
    expect(numbers.at(-1)! - numbers[0]).toBe(49) // no gaps: one number each
    // As stored; and each token opens its own request.
    const rows = await prisma.lead.findMany({ where: { id: { in: stored.map((s) => s.lead.id) } }, select: { id: true, reference: true } })
    expect(new Map(rows.map((r) => [r.id, r.reference]))).toEqual(new Map(stored.map((s) => [s.lead.id, s.lead.reference])))
    const opened = await Promise.all(stored.map((s) => buyer.loadBuyerRequest(s.token!, 'en')))
    expect(opened.map((request) => request?.leadId)).toEqual(stored.map((s) => s.lead.id))
    expect(opened.map((request) => request?.reference)).toEqual(references)
    // The confirmation carries the reference and the private link.
    const confirmation = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: stored[0].lead.id, kind: 'lead-confirmation' } })
    expect(confirmation.text).toContain(references[0]!)
    expect(confirmation.text).not.toContain(stored[0].token!)
    expect(await sentText(confirmation)).toContain(`${SITE}/en/requests/${stored[0].token}`)
  })

  test('a trial request gets a TRL reference and a link; a contact message an MSG reference and no link', async () => {
    const trial = await leads.createTrialLead(
      { name: 'Ayşe', phone: '0532 000 00 00', lines: [{ productId: product.id }] },
      { locale: 'tr', siteUrl: SITE },
    )
    expect(trial.lead.reference).toMatch(/^TRL-\d{4}-\d{4,}$/)
    expect((await buyer.loadBuyerRequest(trial.token!, 'tr'))?.leadId).toBe(trial.lead.id)
    const contact = await leads.createContactLead(
      { name: 'Ali', email: `ali-${uniqueSuffix()}@example.com`, phone: '', subject: 'Merhaba', message: 'Bir sorum var.' } as never,
      { locale: 'tr', siteUrl: SITE },
    )
    expect(contact.lead.reference).toMatch(/^MSG-\d{4}-\d{4,}$/)
    expect(contact.token).toBeNull()
    expect(await prisma.requestLink.count({ where: { leadId: contact.lead.id } })).toBe(0)
  })
})

describe('private links', () => {
  test('the returned token opens the request; wrong, malformed, expired and revoked tokens open nothing', async () => {
    const stored = await leads.createQuoteLead(
      {
        name: 'Jan de Vries',
        email: `jan-${uniqueSuffix()}@example.com`,
        phone: '+31 20 123 4567',
        country: 'NL',
        lines: [{ productId: product.id, quantity: 500 }],
      },
      { locale: 'en', siteUrl: SITE },
    )
    const token = stored.token!
    expect(token).toMatch(links.TOKEN_PATTERN)
    expect((await buyer.loadBuyerRequest(token, 'en'))?.leadId).toBe(stored.lead.id)

    const wrong = [
      links.newToken(),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'x',
      'a'.repeat(5000),
      '../..',
      '',
      `${token}=`,
      token.toLowerCase(),
    ]
    for (const candidate of wrong) expect(await buyer.loadBuyerRequest(candidate, 'en'), candidate.slice(0, 50)).toBeNull()

    // The database holds only the SHA-256 of the token, in no column the token itself.
    const rows = await prisma.requestLink.findMany({ where: { leadId: stored.lead.id } })
    expect(rows).toHaveLength(1)
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
    const [raw] = await prisma.$queryRaw<
      { row: string }[]
    >`SELECT row_to_json(l)::text AS row FROM "RequestLink" l WHERE "leadId" = ${stored.lead.id}`
    expect(raw.row).not.toContain(token)

    // Expired: the link's last moment has passed.
    await prisma.requestLink.update({ where: { id: rows[0].id }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await buyer.loadBuyerRequest(token, 'en')).toBeNull()
    await prisma.requestLink.update({ where: { id: rows[0].id }, data: { expiresAt: rows[0].expiresAt } })
    expect((await buyer.loadBuyerRequest(token, 'en'))?.leadId).toBe(stored.lead.id)

    // Revoked by the admin.
    expect(await links.revokeRequestLinks(stored.lead.id)).toBe(1)
    expect(await buyer.loadBuyerRequest(token, 'en')).toBeNull()
  })

  test('a token of any shape costs what an unknown one does: each is hashed and looked up once, by its hash', async () => {
    const lookups: unknown[] = []
    const original = prisma.requestLink.findUnique.bind(prisma.requestLink)
    const watched = vi.spyOn(prisma.requestLink, 'findUnique').mockImplementation(((args: Parameters<typeof original>[0]) => {
      lookups.push(args.where)
      return original(args)
    }) as never)
    try {
      const shapes = [links.newToken(), 'x', 'a'.repeat(5000), '..%2F..', 'üö🍇', `${'A'.repeat(42)}~`, '']
      for (const token of shapes) {
        const before = lookups.length
        expect(await links.leadIdOfToken(token), token.slice(0, 20)).toBeNull()
        expect(lookups.slice(before), token.slice(0, 20)).toEqual([{ tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) }])
      }
    } finally {
      watched.mockRestore()
    }
  })

  test('a link is valid for a year: on the clock, the day before it ends it opens, after it does not', async () => {
    const { lead, token } = await buyerLead()
    expect((await buyer.loadBuyerRequest(token, 'en', at(364)))?.leadId).toBe(lead.id)
    expect(await buyer.loadBuyerRequest(token, 'en', at(365))).toBeNull()
  })

  test('a new link from the admin ends the old ones; the e-mailed one opens the request', async () => {
    const { lead, token } = await buyerLead()
    const result = await quotes.renewRequestLink(lead.id, admin, SITE, T0)
    expect(result).toEqual({ revoked: 1, mailed: true })
    expect(await buyer.loadBuyerRequest(token, 'en', T0)).toBeNull()
    const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: lead.id, kind: 'quote-newLink' } })
    const fresh = (await sentText(mail)).match(/https:\/\/figs\.example\/en\/requests\/([A-Za-z0-9_-]+)/)![1]
    expect(fresh).not.toBe(token)
    expect((await buyer.loadBuyerRequest(fresh, 'en', T0))?.leadId).toBe(lead.id)
  })

  test('the same form posted again gives the visitor the same working link; an API client’s own key gets none', async () => {
    const input = {
      name: 'Eva',
      email: `eva-${uniqueSuffix()}@example.com`,
      phone: '+49 30 7654321',
      country: 'DE',
      lines: [{ productId: product.id, quantity: 100 }],
    }
    const key = `repeat-${uniqueSuffix()}`
    const first = await leads.createQuoteLead(input, { locale: 'de', siteUrl: SITE, submissionKey: key, keyFromVisitor: true })
    const again = await leads.createQuoteLead(input, { locale: 'de', siteUrl: SITE, submissionKey: key, keyFromVisitor: true })
    expect(again).toMatchObject({ duplicate: true, lead: { id: first.lead.id, reference: first.lead.reference } })
    expect(again.token).toBe(first.token)
    expect((await buyer.loadBuyerRequest(again.token!, 'de'))?.leadId).toBe(first.lead.id)
    expect(await prisma.requestLink.count({ where: { leadId: first.lead.id } })).toBe(1)
    const api = await leads.createQuoteLead(input, { locale: 'de', siteUrl: SITE, submissionKey: key })
    expect(api).toMatchObject({ duplicate: true, token: null })
  })
})

describe('versions', () => {
  test('a sent version never changes: a change makes version 2, and sending it supersedes version 1', async () => {
    const { lead, token } = await buyerLead()
    const { quoteId, versionId: v1 } = await sentQuote(
      lead.id,
      draft([{ quantityKg: '12.5', unitPrice: '3.335' }], { extras: [{ kind: 'freight', amount: '100' }] }),
    )
    const before = await storedVersion(v1)
    const beforeRow = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: v1 }, select: quotes.adminVersionSelect })

    const changed = draft([{ quantityKg: '20', unitPrice: '3.1' }], { validUntil: day(21), internalNote: 'new price' })
    expect(await quotes.saveQuoteDraft(quoteId, changed, admin, T0)).toEqual({ version: 2, created: true })
    // Saving the draft again changes the draft in place.
    expect(
      await quotes.saveQuoteDraft(quoteId, draft([{ quantityKg: '20', unitPrice: '3.05' }], { validUntil: day(21) }), admin, T0),
    ).toEqual({
      version: 2,
      created: false,
    })
    expect(await prisma.quoteVersion.count({ where: { quoteId } })).toBe(2)
    expect(await storedVersion(v1)).toEqual(before)
    const v1Row = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: v1 }, select: quotes.adminVersionSelect })
    expect(JSON.stringify(v1Row)).toBe(JSON.stringify(beforeRow))
    expect(v1Row.status).toBe('sent')

    // The buyer still sees version 1 (drafts are the sales team's).
    const whileDrafting = await buyer.loadBuyerRequest(token, 'en', T0)
    expect(whileDrafting?.current).toMatchObject({ versionId: v1, version: 1, total: '141.69' })
    expect(whileDrafting?.preparing).toBe(true)

    expect(await quotes.sendQuote(quoteId, admin, SITE, T0)).toEqual({ version: 2, mailed: true })
    const after = await prisma.quoteVersion.findMany({
      where: { quoteId },
      orderBy: { version: 'asc' },
      select: { version: true, status: true },
    })
    expect(after).toEqual([
      { version: 1, status: 'superseded' },
      { version: 2, status: 'sent' },
    ])
    expect(await storedVersion(v1)).toEqual(before)
    const { status: _s, ...content } = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: v1 }, select: quotes.adminVersionSelect })
    const { status: _b, ...contentBefore } = beforeRow
    expect(JSON.stringify(content)).toBe(JSON.stringify(contentBefore))

    const request = await buyer.loadBuyerRequest(token, 'en', T0)
    expect(request?.current).toMatchObject({ version: 2, total: '61.00', validUntil: day(21) })
    expect(request?.earlier).toEqual([{ versionId: v1, number: expect.any(String), version: 1, sentAt: T0, status: 'superseded' }])
    // Sending again without a new draft is refused.
    await expect(quotes.sendQuote(quoteId, admin, SITE, T0)).rejects.toThrow(quotes.QuoteError)
  })

  test('a draft is not sent with a zero price or a validity that has passed', async () => {
    const { lead } = await buyerLead()
    const zero = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '10', unitPrice: '0' }]), T0)
    await expect(quotes.sendQuote(zero, admin, SITE, T0)).rejects.toMatchObject({ status: 400 })
    const late = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '10', unitPrice: '1' }], { validUntil: day(-1) }), T0)
    await expect(quotes.sendQuote(late, admin, SITE, T0)).rejects.toMatchObject({ status: 400 })
    expect(await prisma.quoteVersion.count({ where: { quote: { leadId: lead.id }, status: { not: 'draft' } } })).toBe(0)
  })

  test('a new quote starts from the request’s lines, in USD, valid for 14 days', async () => {
    const { lead } = await buyerLead()
    const quoteId = await quotes.createQuote(lead.id, admin, undefined, T0)
    const stored = await storedVersion(await versionId(quoteId, 1))
    expect(stored).toMatchObject({
      validUntil: day(14),
      totalKg: '12.500',
      total: '0.00',
      lines: [{ quantityKg: '12.500', packSizeKg: '0.500', unitPrice: '0.0000' }],
    })
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).number).toMatch(/^QT-\d{4}-\d{4,}$/)
  })

  test('an accepted quote is settled: a draft made before the acceptance can be neither saved nor sent', async () => {
    const { lead } = await buyerLead()
    const { quoteId, versionId: v1 } = await sentQuote(lead.id)
    // The admin starts version 2 while the buyer still looks at version 1 …
    await quotes.saveQuoteDraft(quoteId, draft([{ quantityKg: '12.5', unitPrice: '4' }]), admin, T0)
    // … and the buyer accepts version 1.
    expect(await accept(lead.id, v1)).toEqual({ ok: true })
    await expect(quotes.saveQuoteDraft(quoteId, draft([{ quantityKg: '12.5', unitPrice: '5' }]), admin, T0)).rejects.toThrow(
      quotes.QuoteError,
    )
    await expect(quotes.sendQuote(quoteId, admin, SITE, T0)).rejects.toThrow(quotes.QuoteError)
    expect(await prisma.quoteVersion.count({ where: { quoteId, status: 'sent' } })).toBe(0)
    expect(await prisma.proforma.count({ where: { version: { quoteId } } })).toBe(1)
  })
})

describe('accepting', () => {
  test('10 accepts of the same version at once: one acceptance, one proforma, the lead won', async () => {
    const { lead, token } = await buyerLead()
    const { versionId } = await sentQuote(lead.id)
    const results = await Promise.all(Array.from({ length: 10 }, () => accept(lead.id, versionId)))
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1)
    expect(results.filter((r) => r.ok && r.duplicate)).toHaveLength(9)

    expect(await prisma.proforma.count({ where: { versionId } })).toBe(1)
    const version = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: versionId } })
    expect(version).toMatchObject({
      status: 'accepted',
      acceptedAt: T0,
      acceptedName: 'Anna Schmidt',
      acceptedPosition: 'Einkauf',
      poNumber: 'PO-7781',
    })
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('won')
    expect(await prisma.leadEvent.count({ where: { leadId: lead.id, type: 'status', toStatus: 'won' } })).toBe(1)
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id, kind: 'quote-proforma' } })).toBe(1)
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id, kind: 'quote-sales-action' } })).toBe(1)

    const request = await buyer.loadBuyerRequest(token, 'en', T0)
    expect(request?.state).toBe('accepted')
    expect(request?.proforma).toMatchObject({ versionId, number: expect.stringMatching(/^PI-\d{4}-\d{4,}$/), quote: { total: '41.69' } })
    expect(request?.current?.acceptance).toMatchObject({ name: 'Anna Schmidt', position: 'Einkauf', poNumber: 'PO-7781' })

    // Accepting once more (a reload) is the same acceptance.
    expect(await accept(lead.id, versionId, at(1))).toEqual({ ok: true, duplicate: true })
    expect(await prisma.proforma.count({ where: { versionId } })).toBe(1)
    // Declining an accepted version is refused.
    expect(await buyer.declineQuote(lead.id, { versionId, reason: 'price', comment: null }, meta, SITE, T0)).toEqual({
      ok: false,
      refusal: { reason: 'alreadyAccepted', currentVersion: null },
    })
  })

  test('a version of another request, or a draft, cannot be accepted', async () => {
    const { lead } = await buyerLead()
    const other = await buyerLead()
    const { versionId: othersVersion } = await sentQuote(other.lead.id)
    expect(await accept(lead.id, othersVersion)).toMatchObject({ ok: false, refusal: { reason: 'unknownVersion' } })
    const draftId = await versionId(await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '1', unitPrice: '1' }]), T0), 1)
    expect(await accept(lead.id, draftId)).toMatchObject({ ok: false, refusal: { reason: 'unknownVersion' } })
    expect(await accept(lead.id, 'not-an-id')).toMatchObject({ ok: false, refusal: { reason: 'unknownVersion' } })
    expect(await prisma.proforma.count({ where: { version: { quote: { leadId: { in: [lead.id, other.lead.id] } } } } })).toBe(0)
  })
})

describe('lines', () => {
  test('a line naming a product that does not exist is refused unless it has a name of its own', async () => {
    const { lead } = await buyerLead()
    const unknown = draft([{ quantityKg: '5', unitPrice: '2' }])
    unknown.lines[0].productId = 'no-such-product'
    const refused = quotes.createQuote(lead.id, admin, unknown, T0)
    await expect(refused).rejects.toThrow('Satır 1: ürün bulunamadı')
    await expect(refused).rejects.toMatchObject({ status: 400 })
    expect(await prisma.quote.count({ where: { leadId: lead.id } })).toBe(0)

    unknown.lines[0].title = 'Lerida figs, last season'
    const quoteId = await quotes.createQuote(lead.id, admin, unknown, T0)
    const line = await prisma.quoteLine.findFirstOrThrow({ where: { version: { quoteId } } })
    expect(line).toMatchObject({
      productId: null,
      title_tr: 'Lerida figs, last season',
      title_en: 'Lerida figs, last season',
      title_de: 'Lerida figs, last season',
    })
  })
})

describe('what a sent quote may not say', () => {
  test('a validity more than a year ahead is not sent, nor extended to', async () => {
    const { lead } = await buyerLead()
    const far = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '5', unitPrice: '2' }], { validUntil: day(400) }), T0)
    await expect(quotes.sendQuote(far, admin, SITE, T0)).rejects.toThrow('en fazla bir yıl sonrası')
    const { quoteId } = await sentQuote(lead.id)
    await expect(quotes.extendQuote(quoteId, '9999-12-31', admin, SITE, T0)).rejects.toThrow('en fazla bir yıl sonrası')
    const extended = await quotes.extendQuote(quoteId, day(300), admin, SITE, T0)
    expect(extended.version).toBe(2)
  })
})

describe('writes on one lead at once', () => {
  test('buyer messages, replies, new quotes, saves, a send and an accept at the same moment all go through, one after the other', async () => {
    const { lead } = await buyerLead()
    const { versionId } = await sentQuote(lead.id)
    const second = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '5', unitPrice: '4' }]), T0)
    const writes = [
      ...Array.from({ length: 6 }, (_, i) => buyer.postBuyerMessage(lead.id, { kind: 'question', body: `Frage ${i}` }, meta, SITE, T0)),
      ...Array.from({ length: 4 }, (_, i) => quotes.replyToBuyer(lead.id, `Antwort ${i}`, admin, SITE, T0)),
      ...Array.from({ length: 3 }, () => quotes.createQuote(lead.id, admin, draft([{ quantityKg: '1', unitPrice: '2' }]), T0)),
      quotes.saveQuoteDraft(second, draft([{ quantityKg: '6', unitPrice: '4' }]), admin, T0),
      quotes.sendQuote(second, admin, SITE, T0),
      accept(lead.id, versionId),
      quotes.renewRequestLink(lead.id, admin, SITE, T0),
    ]
    const results = await Promise.allSettled(writes)
    // Sending may find the draft already sent: a refusal of the quote (QuoteError), never a failure of the database.
    const failures = results.flatMap((result) =>
      result.status === 'rejected' && !(result.reason instanceof quotes.QuoteError) ? [String(result.reason)] : [],
    )
    expect(failures).toEqual([])
    expect(await prisma.quoteMessage.count({ where: { leadId: lead.id, author: 'buyer' } })).toBe(6)
    expect(await prisma.quoteMessage.count({ where: { leadId: lead.id, author: 'seller' } })).toBe(4)
    expect(await prisma.quote.count({ where: { leadId: lead.id } })).toBe(5)
    // The accept and the second quote's send run one after the other in either order: accepted
    // first, the first quote gets its proforma; sent first, the second quote is the newest offer and
    // the first one is refused as superseded (an answer, not a failure), with no proforma.
    const accepted = results[writes.length - 2]
    expect(accepted.status).toBe('fulfilled')
    const answerOfBuyer = accepted.status === 'fulfilled' ? (accepted.value as Awaited<ReturnType<typeof accept>>) : null
    if (answerOfBuyer?.ok) expect(await prisma.proforma.count({ where: { versionId } })).toBe(1)
    else {
      expect(answerOfBuyer).toMatchObject({ ok: false, refusal: { reason: 'superseded' } })
      expect(await prisma.quoteVersion.count({ where: { quoteId: second, status: 'sent' } })).toBe(1)
      expect(await prisma.proforma.count({ where: { versionId } })).toBe(0)
    }
  })
})

describe('expiry, extension and withdrawal (on a controlled clock)', () => {
  test('a version can be accepted until the end of its last day in Türkiye', async () => {
    const { lead } = await buyerLead()
    const { versionId } = await sentQuote(lead.id) // valid until day(14)
    // 00:00 of the next day in Türkiye (21:00 UTC of the last day): too late.
    expect(await accept(lead.id, versionId, at(14, 12))).toEqual({
      ok: false,
      refusal: { reason: 'expired', validUntil: day(14), currentVersion: null },
    })
    // 23:00 of the last day in Türkiye: still valid.
    expect(await accept(lead.id, versionId, at(14, 11))).toEqual({ ok: true })
  })

  test('expired → refused; extended → version 2 accepted; version 1 then superseded', async () => {
    const { lead, token } = await buyerLead()
    const { quoteId, versionId: v1 } = await sentQuote(lead.id)
    const later = at(20)
    expect(await accept(lead.id, v1, later)).toMatchObject({ ok: false, refusal: { reason: 'expired', validUntil: day(14) } })
    expect((await buyer.loadBuyerRequest(token, 'en', later))?.state).toBe('expired')

    // A new validity before today is refused; a later one makes version 2, sent at once.
    await expect(quotes.extendQuote(quoteId, day(19), admin, SITE, later)).rejects.toThrow(quotes.QuoteError)
    expect(await quotes.extendQuote(quoteId, day(40), admin, SITE, later)).toEqual({ version: 2, mailed: true })
    const v2 = await versionId(quoteId, 2)
    const [s1, s2] = [await storedVersion(v1), await storedVersion(v2)]
    expect(s2).toEqual({ ...s1, validUntil: day(40) })
    expect(await prisma.quoteVersion.findUniqueOrThrow({ where: { id: v2 }, select: { status: true, sentAt: true } })).toEqual({
      status: 'sent',
      sentAt: later,
    })

    // Version 1 now points the buyer to version 2.
    expect(await accept(lead.id, v1, later)).toEqual({ ok: false, refusal: { reason: 'superseded', currentVersion: 2 } })
    expect(await accept(lead.id, v2, later)).toEqual({ ok: true })
    expect(await accept(lead.id, v1, later)).toMatchObject({ ok: false, refusal: { reason: 'superseded' } })
    expect(await prisma.proforma.count({ where: { version: { quoteId } } })).toBe(1)
    expect(await prisma.proforma.count({ where: { versionId: v2 } })).toBe(1)
  })

  test('a withdrawn version is refused', async () => {
    const { lead, token } = await buyerLead()
    const { quoteId, versionId } = await sentQuote(lead.id)
    expect(await quotes.withdrawQuote(quoteId, admin, T0)).toEqual({ version: 1 })
    expect(await accept(lead.id, versionId)).toEqual({ ok: false, refusal: { reason: 'withdrawn', currentVersion: null } })
    expect((await buyer.loadBuyerRequest(token, 'en', T0))?.state).toBe('withdrawn')
    await expect(quotes.withdrawQuote(quoteId, admin, T0)).rejects.toThrow(quotes.QuoteError)
    expect(await prisma.proforma.count({ where: { versionId } })).toBe(0)
  })
})

describe('declining', () => {
  test('a decline with a reason: the lead is lost, the steps keep the buyer’s address and browser, the sales team is told in Turkish', async () => {
    const { lead, token } = await buyerLead()
    const { versionId } = await sentQuote(lead.id)
    const result = await buyer.declineQuote(lead.id, { versionId, reason: 'price', comment: 'Too expensive for us.' }, meta, SITE, at(1))
    expect(result).toEqual({ ok: true })
    expect(await prisma.quoteVersion.findUniqueOrThrow({ where: { id: versionId } })).toMatchObject({
      status: 'declined',
      declinedAt: at(1),
      declineReason: 'price',
      declineText: 'Too expensive for us.',
    })
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('lost')

    const events = await prisma.leadEvent.findMany({ where: { leadId: lead.id, ip: { not: null } }, orderBy: { createdAt: 'asc' } })
    expect(events.map((e) => [e.type, e.toStatus, e.ip, e.userAgent])).toEqual([
      ['quote', null, meta.ip, meta.userAgent],
      ['status', 'lost', meta.ip, meta.userAgent],
    ])
    expect(events[0].note).toContain('reddedildi: Fiyat')

    const sales = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: lead.id, kind: 'quote-sales-action' } })
    expect(sales.to).toEqual(['sales@example.com'])
    expect(sales.subject).toContain('Teklif reddedildi')
    expect(sales.text).toContain('Neden: Fiyat')
    expect(sales.text).toContain('Too expensive for us.')

    expect((await buyer.loadBuyerRequest(token, 'en', at(1)))?.state).toBe('declined')
    expect(await buyer.declineQuote(lead.id, { versionId, reason: 'price', comment: null }, meta, SITE, at(1))).toEqual({
      ok: true,
      duplicate: true,
    })
    expect(await accept(lead.id, versionId, at(1))).toEqual({ ok: false, refusal: { reason: 'alreadyDeclined', currentVersion: null } })
  })

  test('an expired version can still be declined (nothing is bought)', async () => {
    const { lead } = await buyerLead()
    const { versionId } = await sentQuote(lead.id)
    expect(await buyer.declineQuote(lead.id, { versionId, reason: 'timing', comment: null }, meta, SITE, at(30))).toEqual({ ok: true })
  })
})

describe('internal notes', () => {
  test('never reach the buyer: not on the page, not in any e-mail of the request', async () => {
    const MARKER = `INTERNAL-${uniqueSuffix()}-margin-is-thin`
    const { lead, token } = await buyerLead()
    const { quoteId, versionId: v1 } = await sentQuote(
      lead.id,
      draft([{ quantityKg: '12.5', unitPrice: '3.335' }], { internalNote: MARKER }),
    )
    await buyer.postBuyerMessage(lead.id, { kind: 'change', body: 'Could you do 10 kg cartons?' }, meta, SITE, T0)
    await quotes.replyToBuyer(lead.id, 'Yes, 10 kg cartons at the same price.', admin, SITE, T0)
    await quotes.extendQuote(quoteId, day(30), admin, SITE, T0)
    expect(await accept(lead.id, await versionId(quoteId, 2))).toEqual({ ok: true })

    // The admin has it (on both versions: extending copies it) …
    const quote = await quotes.getQuoteForAdmin(quoteId)
    expect(quote!.versions.map((v) => v.internalNote)).toEqual([MARKER, MARKER])

    // … the buyer nowhere.
    for (const locale of ['tr', 'en', 'de'] as const) {
      const request = await buyer.loadBuyerRequest(token, locale, T0)
      expect(request?.messages.map((m) => [m.author, m.kind])).toEqual([
        ['buyer', 'change'],
        ['seller', 'reply'],
      ])
      expect(request?.proforma).not.toBeNull()
      expect(JSON.stringify(request)).not.toContain(MARKER)
    }
    expect(JSON.stringify(await buyer.buyerVersion(lead.id, v1))).not.toContain(MARKER)
    const emails = await prisma.outboxEmail.findMany({ where: { leadId: lead.id } })
    expect(emails.map((e) => e.kind).sort()).toEqual([
      'quote-proforma',
      'quote-quoteSent',
      'quote-quoteSent',
      'quote-reply',
      'quote-sales-action',
      'quote-sales-action',
    ])
    for (const email of emails) expect(JSON.stringify([email.subject, email.text, email.attachments])).not.toContain(MARKER)
  })
})

describe('buyer views', () => {
  test('a view is recorded at most once a day, even five at once', async () => {
    const { lead } = await buyerLead()
    const results = await Promise.all(Array.from({ length: 5 }, () => buyer.recordBuyerView(lead.id, meta, T0)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await buyer.recordBuyerView(lead.id, meta, at(0, 5))).toBe(false)
    const views = await prisma.leadEvent.findMany({ where: { leadId: lead.id, type: 'viewed' } })
    expect(views).toHaveLength(1)
    expect(views[0]).toMatchObject({ ip: meta.ip, userAgent: meta.userAgent })
    // The next day in Türkiye counts again.
    expect(await buyer.recordBuyerView(lead.id, meta, at(1))).toBe(true)
    expect(await prisma.leadEvent.count({ where: { leadId: lead.id, type: 'viewed' } })).toBe(2)
  })
})

describe('e-mails', () => {
  test('an old free-text shipment window that holds the link placeholder stays text: only the mail’s own link is a link', async () => {
    const { buyerMail } = await import('~/features/quotes/quote-emails.server')
    const mail = buyerMail('quoteSent', { email: 'buyer@example.com', locale: 'en', reference: 'RFQ-2026-0001' }, SITE, {
      shipmentWindow: { kind: 'text', text: `after harvest ${links.LINK_PLACEHOLDER}` },
    })
    expect(mail.text).toContain('after harvest ~')
    expect(mail.text.split(links.LINK_PLACEHOLDER)).toHaveLength(2)
  })

  test('sending queues the quote to the buyer in the request’s language, with the PDF and a private link that opens it', async () => {
    const { lead } = await buyerLead({ locale: 'de' })
    const { quoteId, versionId } = await sentQuote(lead.id)
    const number = (await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).number

    const [mail] = await prisma.outboxEmail.findMany({ where: { leadId: lead.id, kind: 'quote-quoteSent' } })
    expect(mail).toMatchObject({ to: [lead.email], status: 'pending', attachments: [{ kind: 'quote', versionId }] })
    expect(mail.subject.startsWith(`Unser Angebot ${number} zu Ihrer Anfrage ${lead.reference} | `)).toBe(true)
    expect(mail.text).toContain('(Version 1)')
    const link = (await sentText(mail)).match(/^https:\/\/figs\.example\/de\/requests\/([A-Za-z0-9_-]{43})$/m)
    expect(link).not.toBeNull()
    const request = await buyer.loadBuyerRequest(link![1], 'de', T0)
    expect(request).toMatchObject({ leadId: lead.id, requestLocale: 'de', state: 'sent', current: { versionId, number, total: '41.69' } })
    // The lead moved to "quoted", with the admin's step.
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe('quoted')
    expect(await prisma.leadEvent.count({ where: { leadId: lead.id, type: 'status', toStatus: 'quoted', adminEmail: admin.email } })).toBe(
      1,
    )
  })

  test('accepting queues the buyer’s proforma (with its PDF) and a Turkish mail to the sales team', async () => {
    const { lead } = await buyerLead({ locale: 'de' })
    const { quoteId, versionId } = await sentQuote(lead.id)
    const number = (await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).number
    expect(await accept(lead.id, versionId)).toEqual({ ok: true })
    const proforma = await prisma.proforma.findUniqueOrThrow({ where: { versionId } })

    const toBuyer = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: lead.id, kind: 'quote-proforma' } })
    expect(toBuyer).toMatchObject({ to: [lead.email], attachments: [{ kind: 'proforma', versionId }] })
    expect(toBuyer.subject.startsWith(`Proforma-Rechnung ${proforma.number} zu Ihrem Auftrag ${lead.reference} | `)).toBe(true)
    const link = (await sentText(toBuyer)).match(/^https:\/\/figs\.example\/de\/requests\/([A-Za-z0-9_-]{43})$/m)
    expect((await buyer.loadBuyerRequest(link![1], 'de', T0))?.proforma?.number).toBe(proforma.number)

    const toSales = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: lead.id, kind: 'quote-sales-action' } })
    expect(toSales).toMatchObject({ to: ['sales@example.com'], attachments: [] })
    expect(toSales.subject).toBe(`Teklif kabul edildi: ${lead.reference} · Feinkost GmbH`)
    expect(toSales.text).toContain(`Teklif: ${number} sürüm 1`)
    expect(toSales.text).toContain('Kabul eden: Anna Schmidt (Einkauf)')
    expect(toSales.text).toContain('Toplam: 41,69 USD')
    expect(toSales.replyTo).toBe(lead.email)
    expect(toSales.text).toContain('Sipariş numarası: PO-7781')
    expect(toSales.text).toContain(`${SITE}/admin/leads?lead=${lead.id}`)
  })

  test('a buyer without an e-mail address gets no mail, and the quote is still sent', async () => {
    const { lead } = await buyerLead({ email: null })
    const quoteId = await quotes.createQuote(lead.id, admin, draft([{ quantityKg: '1', unitPrice: '1' }]), T0)
    expect(await quotes.sendQuote(quoteId, admin, SITE, T0)).toEqual({ version: 1, mailed: false })
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id } })).toBe(0)
  })
})

describe('the CSV export', () => {
  test('one row per sent version with the stored figures; drafts are not offers; an expired version says so', async () => {
    const { quoteCsvChunks } = await import('~/features/quotes/quote-csv.server')
    const { lead } = await buyerLead()
    const { quoteId } = await sentQuote(
      lead.id,
      draft([
        { quantityKg: '12.5', unitPrice: '3.335' },
        { quantityKg: '0.5', unitPrice: '0.005' },
      ]),
    )
    await quotes.saveQuoteDraft(quoteId, draft([{ quantityKg: '1000', unitPrice: '2' }]), admin, T0)
    const { number } = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { number: true } })
    let csv = ''
    for await (const chunk of quoteCsvChunks(at(30))) csv += chunk
    const rows = csv.split('\r\n').filter((row) => row.startsWith(`${number},`))
    // Version 1 only (version 2 is a draft), 30 days later: past its date.
    expect(rows).toHaveLength(1)
    const cells = rows[0].split(',')
    expect(cells.slice(0, 2)).toEqual([number, '1'])
    expect(cells[2]).toBe('Süresi doldu')
    // 12.5 × 3.335 = 41.69 (rounded once), 0.5 × 0.005 = 0.00 (0.0025 rounds half up to 0.00)
    expect(cells.slice(11, 15)).toEqual(['13', '41.69', '0.00', '41.69'])
  })
})

describe('the seller’s bank account', () => {
  /** The settings as a production server without BANK_IBAN, BANK_SWIFT and BANK_NAME reads them (no sample account there). */
  async function withoutBankAccount(run: () => Promise<void>) {
    const { env } = await import('~/lib/env.server')
    const settings = env()
    const kept = { BANK_IBAN: settings.BANK_IBAN, BANK_SWIFT: settings.BANK_SWIFT, BANK_NAME: settings.BANK_NAME }
    Object.assign(settings, { BANK_IBAN: undefined, BANK_SWIFT: undefined, BANK_NAME: undefined })
    try {
      await run()
    } finally {
      Object.assign(settings, kept)
    }
  }

  test('without one no quote is sent (the admin is told why in Turkish) and an acceptance issues no proforma nobody can pay', async () => {
    const { lead } = await buyerLead()
    const { versionId } = await sentQuote(lead.id)
    const other = await buyerLead()
    const draftId = await quotes.createQuote(other.lead.id, admin, draft([{ quantityKg: '1', unitPrice: '1' }]), T0)
    await withoutBankAccount(async () => {
      expect(await view.missingBankSettings()).toEqual(['bank', 'iban', 'swift'])
      await expect(quotes.sendQuote(draftId, admin, SITE, T0)).rejects.toThrow(
        'Satıcının banka hesabı tanımlı değil (eksik: Banka ve şube, IBAN, SWIFT/BIC)',
      )
      // A quote sent before the account was removed can still be accepted, but no proforma is issued.
      expect(await accept(lead.id, versionId)).toEqual({ ok: true })
    })
    expect(await prisma.proforma.count({ where: { versionId } })).toBe(0)
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id, kind: 'quote-proforma' } })).toBe(0)
    const sales = await prisma.outboxEmail.findFirstOrThrow({ where: { leadId: lead.id, kind: 'quote-sales-action' } })
    expect(sales.text).toContain('Proforma fatura düzenlenemedi: satıcının banka hesabı tanımlı değil')
    expect((await prisma.quoteVersion.findFirstOrThrow({ where: { quoteId: draftId } })).status).toBe('draft')
  })

  test('"Proformayı düzenle" issues the missing proforma once the account is set: refused in Turkish before, two posts at once make one', async () => {
    const { issueMissingProforma } = await import('~/features/quotes/proforma.server')
    const { lead } = await buyerLead()
    const { quoteId, versionId } = await sentQuote(lead.id)
    // Not accepted yet: nothing to issue.
    await expect(issueMissingProforma(quoteId, admin, SITE, at(0, 1))).rejects.toThrow('Teklif kabul edilmedi')
    await withoutBankAccount(async () => {
      expect(await accept(lead.id, versionId)).toEqual({ ok: true })
      await expect(issueMissingProforma(quoteId, admin, SITE, at(0, 2))).rejects.toThrow(
        'Banka hesabı tanımlı değil: proforma fatura düzenlenemez. Banka hesabını Site ayarları’nda (Banka hesabı bölümü) girip yayınlayın',
      )
    })
    expect(await prisma.proforma.count({ where: { versionId } })).toBe(0)

    // The account is set again: two posts at once (a double click, two tabs) make one proforma and one e-mail.
    const issued = await Promise.all([issueMissingProforma(quoteId, admin, SITE, at(1)), issueMissingProforma(quoteId, admin, SITE, at(1))])
    const proforma = await prisma.proforma.findUniqueOrThrow({ where: { versionId }, select: { number: true, advanceDueOn: true } })
    expect(issued.map((result) => result.number)).toEqual([proforma.number, proforma.number])
    expect(issued.map((result) => result.issued).sort()).toEqual([false, true])
    // The one that issued it says the buyer was mailed (the admin's notice says so only then).
    expect(issued.find((result) => result.issued)?.mailed).toBe(true)
    expect(proforma.number).toMatch(/^PI-/)
    expect(await prisma.outboxEmail.count({ where: { leadId: lead.id, kind: 'quote-proforma' } })).toBe(1)
    const events = await prisma.leadEvent.findMany({
      where: { leadId: lead.id, note: { contains: proforma.number } },
      select: { adminEmail: true },
    })
    expect(events).toEqual([{ adminEmail: admin.email }])
    // The buyer's page shows it.
    expect(
      (await prisma.quoteVersion.findUniqueOrThrow({ where: { id: versionId }, select: { proforma: { select: { number: true } } } }))
        .proforma,
    ).toEqual({
      number: proforma.number,
    })
    // Once issued, a further post changes nothing.
    expect(await issueMissingProforma(quoteId, admin, SITE, at(2))).toEqual({ number: proforma.number, issued: false, mailed: false })
    expect(await prisma.proforma.count({ where: { versionId } })).toBe(1)
  })
})

describe('the admin sees the buyer', () => {
  test('a buyer’s question marks the request and counts on the dashboard until the sales team replies', async () => {
    const { listLeads, dashboardLeads } = await import('~/features/leads/lead-list.server')
    const { defaultLeadQuery } = await import('~/features/leads/lead-query')
    const { lead } = await buyerLead()
    await sentQuote(lead.id)
    const before = (await dashboardLeads()).counts.awaitingReply
    await buyer.postBuyerMessage(lead.id, { kind: 'question', body: 'Can you ship in week 40?' }, meta, SITE, at(0, 1))
    expect((await dashboardLeads()).counts.awaitingReply).toBe(before + 1)
    const awaiting = await listLeads({ ...defaultLeadQuery, awaiting: true, q: lead.reference! })
    expect(awaiting.leads.map((card) => [card.id, card.awaitingReply])).toEqual([[lead.id, true]])
    // A second question keeps the first one's time; the reply ends the wait.
    await buyer.postBuyerMessage(lead.id, { kind: 'change', body: 'And 5 t more?' }, meta, SITE, at(0, 2))
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).awaitingReplySince).toEqual(at(0, 1))
    await quotes.replyToBuyer(lead.id, 'Yes, week 40.', admin, SITE, at(0, 3))
    expect((await dashboardLeads()).counts.awaitingReply).toBe(before)
    const card = (await listLeads({ ...defaultLeadQuery, q: lead.reference! })).leads[0]
    expect(card).toMatchObject({ id: lead.id, awaitingReply: false, reference: lead.reference, country: 'DE' })
  })

  test('the list finds a request by any of its references: RFQ, QT and PI, in any case', async () => {
    const { listLeads } = await import('~/features/leads/lead-list.server')
    const { defaultLeadQuery } = await import('~/features/leads/lead-query')
    const { lead } = await buyerLead()
    const { quoteId, versionId } = await sentQuote(lead.id)
    await accept(lead.id, versionId)
    const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { number: true } })
    const proforma = await prisma.proforma.findUniqueOrThrow({ where: { versionId }, select: { number: true } })
    for (const reference of [lead.reference!, quote.number, proforma.number, quote.number.toLowerCase()]) {
      const found = await listLeads({ ...defaultLeadQuery, q: reference })
      expect(
        found.leads.map((card) => card.id),
        reference,
      ).toEqual([lead.id])
    }
  })
})

describe('a new quote starts on the buyer\u2019s terms', () => {
  test('their Incoterm with their place; with an Incoterm but no place, the place waits to be typed and the draft cannot be sent; a place alone keeps FOB İzmir', async () => {
    const draftOf = async (fields: Record<string, string> | undefined) => {
      const lead = await createLead(prisma, { kind: 'quote', fields })
      const draft = (await quotes.initialDraftInput(lead.id))!
      return { incoterm: draft.incoterm, incotermPlace: draft.incotermPlace }
    }
    expect(await draftOf({ incoterm: 'CIF', namedPlace: 'Hamburg' })).toEqual({ incoterm: 'CIF', incotermPlace: 'Hamburg' })
    expect(await draftOf({ incoterm: 'EXW' })).toEqual({ incoterm: 'EXW', incotermPlace: '' })
    expect(await draftOf({ namedPlace: 'Hamburg' })).toEqual({ incoterm: 'FOB', incotermPlace: 'İzmir' })
    expect(await draftOf(undefined)).toEqual({ incoterm: 'FOB', incotermPlace: 'İzmir' })
    const validUntil = new Date(Date.now() + 7 * 86_400_000)
    expect(quotes.sendProblems({ lines: [{ unitPrice: '1' }], validUntil, incotermPlace: ' ' })).toEqual([quotes.NO_INCOTERM_PLACE])
    expect(quotes.sendProblems({ lines: [{ unitPrice: '1' }], validUntil, incotermPlace: 'Hamburg' })).toEqual([])
  })
})
