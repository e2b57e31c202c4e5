/**
 * The dashboard's quote figures on a controlled clock: requests and quotes made, sent, revised,
 * extended, accepted, declined and withdrawn at chosen instants through the domain functions
 * (each takes `now`), then every figure of `quoteDashboard(now)` checked exactly, also across the
 * end of a day and of a month in Türkiye (UTC+3).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type * as BuyerModule from '~/features/quotes/buyer.server'
import type * as FiguresModule from '~/features/quotes/quote-figures.server'
import type * as QuotesModule from '~/features/quotes/quotes.server'
import { type QuoteDraftInput, QuoteDraftSchema } from '~/features/quotes/schemas'
import type { PrismaClient } from '~/generated/prisma/client'
import { createLead, createProduct } from '../support/factories'

let prisma: PrismaClient
let quotes: typeof QuotesModule
let buyer: typeof BuyerModule
let figures: typeof FiguresModule
let productId: string

const SITE = 'https://figs.example'
const admin = { email: 'satis@example.com' }
const meta = { ip: '198.51.100.7', userAgent: 'QuoteFiguresTest/1.0' }
/** The dashboard's clock: Friday 20 March 2026, 12:00 in Türkiye. */
const NOW = new Date('2026-03-20T09:00:00Z')

interface Offer {
  currency: 'USD' | 'EUR'
  kg: string
  price: string
  validUntil: string
  extras?: { kind: 'freight'; amount: string }[]
}

const draft = (offer: Offer): QuoteDraftInput =>
  QuoteDraftSchema.parse({
    currency: offer.currency,
    lines: [{ productId, calibre: '3', quantityKg: offer.kg, unitPrice: offer.price }],
    extras: offer.extras ?? [],
    incoterm: 'FOB',
    incotermPlace: 'İzmir',
    paymentTerms: 'advance',
    validUntil: offer.validUntil,
  })

/** A request received at `requested`, and its quote made and sent at `sent` (UTC instants). */
async function sentQuote(requested: string, sent: string, offer: Offer) {
  const lead = await createLead(prisma, { createdAt: new Date(requested), lines: [{ productId, title: 'Lerida', quantityKg: offer.kg }] })
  const quoteId = await quotes.createQuote(lead.id, admin, draft(offer), new Date(sent))
  await quotes.sendQuote(quoteId, admin, SITE, new Date(sent))
  return { leadId: lead.id, quoteId }
}

/** The next version, saved and sent at `at`. */
async function revise(quoteId: string, at: string, offer: Offer) {
  await quotes.saveQuoteDraft(quoteId, draft(offer), admin, new Date(at))
  await quotes.sendQuote(quoteId, admin, SITE, new Date(at))
}

const newestVersionId = async (quoteId: string) =>
  (await prisma.quoteVersion.findFirstOrThrow({ where: { quoteId }, orderBy: { version: 'desc' }, select: { id: true } })).id

async function accept({ leadId, quoteId }: { leadId: string; quoteId: string }, at: string) {
  const versionId = await newestVersionId(quoteId)
  const input = { versionId, fullName: 'Anna Schmidt', position: 'Einkauf', poNumber: null }
  expect(await buyer.acceptQuote(leadId, input, meta, SITE, new Date(at))).toEqual({ ok: true })
}

async function decline({ leadId, quoteId }: { leadId: string; quoteId: string }, at: string) {
  const versionId = await newestVersionId(quoteId)
  expect(await buyer.declineQuote(leadId, { versionId, reason: 'price', comment: null }, meta, SITE, new Date(at))).toEqual({ ok: true })
}

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  quotes = await import('~/features/quotes/quotes.server')
  buyer = await import('~/features/quotes/buyer.server')
  figures = await import('~/features/quotes/quote-figures.server')
  productId = (await createProduct(prisma)).id

  // The 90-day window of NOW begins 2025-12-20 09:00 UTC; March 2026 in Türkiye begins 2026-02-28 21:00 UTC.
  // A: requested 10 h before it was sent; its last day is today (open, expiring).
  await sentQuote('2026-03-10T09:00:00Z', '2026-03-10T19:00:00Z', { currency: 'USD', kg: '1000', price: '2.5', validUntil: '2026-03-20' })
  // B: 30 h to the first version (333.50 EUR); version 2 (320.00 EUR) replaces it, its last day today + 3 (open, expiring).
  const b = await sentQuote('2026-03-01T09:00:00Z', '2026-03-02T15:00:00Z', {
    currency: 'EUR',
    kg: '100',
    price: '3.335',
    validUntil: '2026-03-10',
  })
  await revise(b.quoteId, '2026-03-05T09:00:00Z', { currency: 'EUR', kg: '100', price: '3.2', validUntil: '2026-03-23' })
  // C: sent on 28 February at 23:00 in Türkiye (last month); open until today + 4 (not expiring); 203 h. A draft of
  // version 2 is begun this month: the sent version stays open, and a draft is never a sum.
  const c = await sentQuote('2026-02-20T09:00:00Z', '2026-02-28T20:00:00Z', {
    currency: 'USD',
    kg: '500',
    price: '2',
    validUntil: '2026-03-24',
  })
  await quotes.saveQuoteDraft(
    c.quoteId,
    draft({ currency: 'USD', kg: '500', price: '1.9', validUntil: '2026-03-31' }),
    admin,
    new Date('2026-03-15T09:00:00Z'),
  )
  // D: sent on 1 March at 01:00 in Türkiye (this month), 37 h; accepted this month: 200 × 4.1235 = 824.70 USD.
  const d = await sentQuote('2026-02-27T09:00:00Z', '2026-02-28T22:00:00Z', {
    currency: 'USD',
    kg: '200',
    price: '4.1235',
    validUntil: '2026-03-31',
  })
  await accept(d, '2026-03-03T10:00:00Z')
  // E: sent and accepted before the 90 days: in no figure of NOW.
  const e = await sentQuote('2025-12-01T09:00:00Z', '2025-12-01T12:00:00Z', {
    currency: 'EUR',
    kg: '1000',
    price: '1.5',
    validUntil: '2025-12-31',
  })
  await accept(e, '2025-12-15T09:00:00Z')
  // F: 12 h; expired unanswered on 31 January.
  await sentQuote('2026-01-10T09:00:00Z', '2026-01-10T21:00:00Z', { currency: 'USD', kg: '300', price: '1', validUntil: '2026-01-31' })
  // G: 26 h; declined (a draft of a second version, never sent, leaves it declined).
  const g = await sentQuote('2026-02-01T09:00:00Z', '2026-02-02T11:00:00Z', {
    currency: 'EUR',
    kg: '50',
    price: '2',
    validUntil: '2026-02-28',
  })
  await decline(g, '2026-02-10T09:00:00Z')
  await quotes.saveQuoteDraft(
    g.quoteId,
    draft({ currency: 'EUR', kg: '50', price: '1.8', validUntil: '2026-03-31' }),
    admin,
    new Date('2026-02-11T09:00:00Z'),
  )
  // H: 1 h; declined, then a second version that expired yesterday: the quote counts as expired, not declined.
  const h = await sentQuote('2026-02-05T09:00:00Z', '2026-02-05T10:00:00Z', {
    currency: 'USD',
    kg: '10',
    price: '10',
    validUntil: '2026-02-20',
  })
  await decline(h, '2026-02-07T09:00:00Z')
  await revise(h.quoteId, '2026-02-08T09:00:00Z', { currency: 'USD', kg: '10', price: '9.5', validUntil: '2026-03-19' })
  // I: 18 h; withdrawn (quoted this month, but neither open nor answered).
  const i = await sentQuote('2026-03-15T09:00:00Z', '2026-03-16T03:00:00Z', {
    currency: 'USD',
    kg: '100',
    price: '1',
    validUntil: '2026-04-30',
  })
  await quotes.withdrawQuote(i.quoteId, admin, new Date('2026-03-17T09:00:00Z'))
  // J: a draft never sent.
  const j = await createLead(prisma, {
    createdAt: new Date('2026-03-18T09:00:00Z'),
    lines: [{ productId, title: 'Lerida', quantityKg: '999' }],
  })
  await quotes.createQuote(
    j.id,
    admin,
    draft({ currency: 'USD', kg: '999', price: '1', validUntil: '2026-04-30' }),
    new Date('2026-03-18T10:00:00Z'),
  )
  // K: 20 h to the first version (550.00 + 49.99 freight EUR); extended this month (version 2, the same 599.99): open.
  const k = await sentQuote('2026-02-10T09:00:00Z', '2026-02-11T05:00:00Z', {
    currency: 'EUR',
    kg: '1000',
    price: '0.55',
    validUntil: '2026-03-01',
    extras: [{ kind: 'freight', amount: '49.99' }],
  })
  await quotes.extendQuote(k.quoteId, '2026-04-10', admin, SITE, new Date('2026-03-12T09:00:00Z'))
  // L: its last day (19 December) is before the 90 days; sent before them too.
  await sentQuote('2025-11-30T09:00:00Z', '2025-12-01T09:00:00Z', { currency: 'USD', kg: '10', price: '1', validUntil: '2025-12-19' })
})

describe('quoteDashboard', () => {
  test('every figure on the clock of 20 March 2026, 12:00 in Türkiye', async () => {
    const result = await figures.quoteDashboard(NOW)
    expect(result).toEqual({
      today: '2026-03-20',
      expiringUntil: '2026-03-23',
      month: { start: new Date('2026-02-28T21:00:00Z'), end: new Date('2026-03-31T21:00:00Z'), label: 'Mart 2026' },
      // A, B (version 2), C, K (version 2); D accepted, F and H expired, I withdrawn.
      open: 4,
      // A (last day today) and B (today + 3); C's last day is today + 4.
      expiring: 2,
      // USD: A 2500.00 + D 824.70 + I 100.00; EUR: B's version 2 only (320.00) + K's version 2 (599.99). C was sent last month.
      quotedThisMonth: [
        { currency: 'USD', total: '3424.70', quotes: 3 },
        { currency: 'EUR', total: '919.99', quotes: 2 },
      ],
      acceptedThisMonth: [{ currency: 'USD', total: '824.70', quotes: 1 }],
      // D accepted; G declined; F and H expired (H's declined first version is not its outcome). E and L are older.
      acceptance: { accepted: 1, declined: 1, expired: 2, rate: 0.25 },
      // 1, 10, 12, 18, 20, 26, 30, 37, 203 hours (E and L were first sent before the 90 days; K counts its first version).
      firstQuote: { quotes: 9, medianSeconds: 20 * 3600 },
    })
  })

  test('the tiles say the figures in Turkish and what they count', async () => {
    const tiles = figures.quoteTiles(await figures.quoteDashboard(NOW))
    expect(tiles.map((tile) => [tile.id, tile.label, tile.value, tile.to ?? null])).toEqual([
      ['open', 'Açık Teklifler', ['4'], '/admin/leads?type=quote'],
      ['expiring', '3 Gün İçinde Süresi Dolacak', ['2'], '/admin/leads?type=quote'],
      ['quoted-this-month', 'Bu Ay Teklif Edilen', ['$3.424,70', '€919,99'], null],
      ['accepted-this-month', 'Bu Ay Kabul Edilen', ['$824,70'], null],
      ['acceptance-rate', 'Kabul Oranı', ['%25'], null],
      ['time-to-quote', 'Teklif Süresi (medyan)', ['20 saat'], null],
    ])
    const hints = Object.fromEntries(tiles.map((tile) => [tile.id, tile.hint]))
    expect(hints.expiring).toBe('Açık tekliflerden son geçerlilik günü bugün ile 23.03.2026 arasında olanlar')
    expect(hints['quoted-this-month']).toBe(
      'Mart 2026 içinde gönderilen tekliflerin toplamı; her tekliften yalnızca bu ay gönderilen son sürüm sayılır',
    )
    expect(hints['acceptance-rate']).toBe(
      'Son 90 günde yanıtlanan veya süresi dolan teklifler: 1 kabul ÷ (1 kabul + 1 ret + 2 süresi dolan). Geri çekilenler sayılmaz.',
    )
    expect(hints['time-to-quote']).toBe('Talebin gelişinden ilk sürümün gönderilmesine kadar; son 90 günde ilk kez gönderilen 9 teklif')
  })

  test('a last day ends at midnight in Türkiye: A is open at 23:59:59 and expired a second later', async () => {
    const evening = await figures.quoteDashboard(new Date('2026-03-20T20:59:59Z'))
    expect([evening.open, evening.expiring, evening.acceptance.expired]).toEqual([4, 2, 2])
    const midnight = await figures.quoteDashboard(new Date('2026-03-20T21:00:00Z'))
    expect(midnight.today).toBe('2026-03-21')
    // A expired; B (23rd) and C (24th) are now within three days.
    expect([midnight.open, midnight.expiring]).toEqual([3, 2])
    expect(midnight.acceptance).toEqual({ accepted: 1, declined: 1, expired: 3, rate: 0.2 })
    expect(figures.formatRate(midnight.acceptance.rate)).toBe('%20')
  })

  test('a month is a month in Türkiye: on 28 February at 23:30 there, D (1 March, 01:00) is next month', async () => {
    const february = await figures.quoteDashboard(new Date('2026-02-28T20:30:00Z'))
    expect(february.month.label).toBe('Şubat 2026')
    // USD: C 1000.00 + H's version 2 (95.00, not version 1); EUR: G 100.00 + K's first version 599.99.
    expect(february.quotedThisMonth).toEqual([
      { currency: 'USD', total: '1095.00', quotes: 2 },
      { currency: 'EUR', total: '699.99', quotes: 2 },
    ])
    expect(february.acceptedThisMonth).toEqual([])
    expect(figures.formatSums(february.acceptedThisMonth)).toEqual(['—'])
  })

  test('a month and 90 days without any quote: no sums, no rate, no median', async () => {
    const early = await figures.quoteDashboard(new Date('2025-06-01T09:00:00Z'))
    expect(early).toMatchObject({
      quotedThisMonth: [],
      acceptedThisMonth: [],
      acceptance: { accepted: 0, declined: 0, expired: 0, rate: null },
      firstQuote: { quotes: 0, medianSeconds: null },
    })
    expect(
      figures
        .quoteTiles(early)
        .map((tile) => tile.value)
        .slice(2),
    ).toEqual([['—'], ['—'], ['—'], ['—']])
  })

  test('durations in Turkish: minutes, hours up to two days, then days', () => {
    expect(figures.formatDuration(45 * 60)).toBe('45 dakika')
    expect(figures.formatDuration(20 * 3600)).toBe('20 saat')
    expect(figures.formatDuration(36.5 * 3600)).toBe('36,5 saat')
    expect(figures.formatDuration(78 * 3600)).toBe('3,3 gün')
    expect(figures.formatDuration(null)).toBe('—')
  })
})
