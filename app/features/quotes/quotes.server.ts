/**
 * The sales team's side of a quote: a draft made from the request's lines, edited, sent, revised
 * (a sent version never changes: a change makes the next version), extended, withdrawn; replies to
 * the buyer; a new private link. Each write is one transaction with its lead event and e-mails.
 * The admin pages and the admin API call these same functions.
 */
import type { AdminUser } from '~/features/auth/auth.server'
import { bankPartLabels } from '~/features/content/site-settings'
import { declaredDraftTerms } from '~/features/leads/declared-fields'
import { listPriceFor } from '~/features/products/price'
import { productTitleSelect } from '~/features/products/product-selects.server'
import type { Prisma, QuoteStatus } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { prisma, WRITE_TRANSACTION } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { isLocale, type Locale } from '~/lib/locale'
import { Decimal, type DecimalInput, quoteTotals } from './money'
import { type BuyerMailExtra, type BuyerMailKind, buyerMail, deliverSoon } from './quote-emails.server'
import { adminQuoteSelect, adminVersionSelect, dayDate, dayOf, isExpired, shipmentSelect, versionSelect } from './quote-rows.server'
import { isIncoterm } from './quote-terms'
import { missingBankSettings } from './quote-view.server'
import { nextReference } from './references.server'
import { createRequestLink, currentRequestLink, revokeRequestLinks } from './request-links.server'
import type { QuoteDraftInput } from './schemas'
import { type ShipmentWindow, shipmentColumns, shipmentWindowOf } from './shipment-window'

type Tx = Prisma.TransactionClient

const DAY_MS = 86_400_000

/** The default validity: `days` after today in Türkiye, as 'YYYY-MM-DD'. */
export const defaultValidUntil = (now = new Date(), days = env().QUOTE_VALID_DAYS) => isoDay(new Date(now.getTime() + days * DAY_MS))

/** A quote is valid for at most a year: a later date is a mistyped year, not an offer. */
const latestValidUntil = (now: Date) => defaultValidUntil(now, 366)
const TOO_LONG_VALIDITY = 'Geçerlilik tarihi en fazla bir yıl sonrası olabilir'

export class QuoteError extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message)
  }
}

async function productNames(tx: Tx, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  const rows = wanted.length ? await tx.product.findMany({ where: { id: { in: wanted } }, select: productTitleSelect }) : []
  return new Map(rows.map((row) => [row.id, { title_tr: row.title_tr, title_en: row.title_en, title_de: row.title_de ?? row.title_en }]))
}

/** The rows of a version's lines and extras, with every line total and the sums computed once here. */
async function versionContent(tx: Tx, input: QuoteDraftInput) {
  const names = await productNames(
    tx,
    input.lines.map((line) => line.productId),
  )
  // A line names one of our products or has a name of its own (written by hand, or kept from a
  // product since deleted): a product that does not exist is never shown as a made-up name.
  const unknown = input.lines.findIndex((line) => line.productId && !names.has(line.productId) && !line.title)
  if (unknown >= 0) throw new QuoteError(`Satır ${unknown + 1}: ürün bulunamadı. Başka bir ürün seçin veya satırın adını yazın.`, 400)
  const totals = quoteTotals(input)
  const lines = input.lines.map((line, i) => {
    const product = line.productId ? names.get(line.productId) : undefined
    const title = line.title ?? ''
    return {
      position: i + 1,
      productId: product ? line.productId : null,
      ...(product ?? { title_tr: title, title_en: title, title_de: title }),
      calibre: line.calibre,
      packSizeKg: line.packSizeKg ?? null,
      quantityKg: line.quantityKg,
      unitPrice: line.unitPrice,
      lineTotal: totals.lineTotals[i].toFixed(2),
    }
  })
  const extras = input.extras.map((extra, i) => ({ position: i + 1, kind: extra.kind, label: extra.label, amount: extra.amount }))
  return {
    fields: {
      currency: input.currency,
      incoterm: input.incoterm,
      incotermPlace: input.incotermPlace,
      paymentTerms: input.paymentTerms,
      advancePercent: input.paymentTerms === 'part-advance' ? (input.advancePercent ?? null) : null,
      paymentTermsText: input.paymentTerms === 'custom' ? input.paymentTermsText : null,
      validUntil: dayDate(input.validUntil),
      ...shipmentColumns(input.shipmentWindow),
      buyerNote: input.buyerNote,
      internalNote: input.internalNote,
      totalKg: totals.totalKg.toFixed(3),
      subtotal: totals.subtotal.toFixed(2),
      extrasTotal: totals.extrasTotal.toFixed(2),
      total: totals.total.toFixed(2),
    },
    lines,
    extras,
  }
}

/**
 * The draft a new quote starts from: the request's lines, each priced at its product's list price
 * for the calibre and quantity (the cash price of the tier, in USD: a new quote is in USD and paid
 * in advance; 0, to be typed, when the product has no tier for the calibre), USD, 14 days, on the
 * buyer's Incoterm and place when the request named them.
 */
export async function initialDraftInput(leadId: string, now = new Date()): Promise<QuoteDraftInput | null> {
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: {
      fields: true,
      items: {
        orderBy: { position: 'asc' },
        select: {
          productId: true,
          title: true,
          calibre: true,
          quantityKg: true,
          packSizeKg: true,
          product: { select: { priceRanges: { select: { calibre: true, minQuantity: true, maxQuantity: true, cashPrice: true } } } },
        },
      },
    },
  })
  if (!lead) return null
  const terms = declaredDraftTerms(lead.fields)
  const buyerIncoterm = isIncoterm(terms.incoterm) ? terms.incoterm : undefined
  return {
    currency: 'USD',
    lines: lead.items.map((item) => {
      const tiers = (item.product?.priceRanges ?? []).map((tier) => ({
        ...tier,
        cashPrice: tier.cashPrice.toNumber(),
        creditPrice: 0,
        exact: tier.cashPrice,
      }))
      const tier = listPriceFor(tiers, item.calibre, item.quantityKg?.toNumber() ?? null)
      return {
        productId: item.productId,
        title: item.productId ? null : item.title,
        calibre: item.calibre,
        packSizeKg: item.packSizeKg?.toString() ?? undefined,
        quantityKg: item.quantityKg?.toString() ?? '1000',
        unitPrice: tier ? tier.exact.toString() : '0',
      }
    }),
    extras: [],
    // The buyer's Incoterm with their place (empty to be typed when they named none); FOB İzmir,
    // our port, when they named no Incoterm (a place alone belongs to no rule of ours).
    incoterm: buyerIncoterm ?? 'FOB',
    incotermPlace: buyerIncoterm ? (terms.incotermPlace ?? '') : 'İzmir',
    paymentTerms: 'advance',
    advancePercent: undefined,
    paymentTermsText: null,
    validUntil: defaultValidUntil(now),
    shipmentWindow: null,
    buyerNote: null,
    internalNote: null,
  }
}

let lastEventAt = 0
/** Strictly increasing event times, so one action's events list in order. */
export function eventTime(now = new Date()) {
  lastEventAt = Math.max(now.getTime(), lastEventAt + 1)
  return new Date(lastEventAt)
}

/** The lead's row, locked until the transaction ends; null when there is no such lead. */
async function lockLead(tx: Tx, leadId: string) {
  const [lead] = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM "Lead" WHERE id = ${leadId} FOR UPDATE`
  return lead ?? null
}

/**
 * One write on a lead's quotes, messages or links, in a transaction that locks the lead's row
 * first. Each such write adds rows pointing at the lead and logs a step on the lead; two at once
 * (a double click, the buyer and the sales team) would each wait for the other's lock and one
 * would fail. With the lead locked first they run one after the other.
 */
export function leadTransaction<T>(leadId: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await lockLead(tx, leadId)
    return write(tx)
  }, WRITE_TRANSACTION)
}

/** One write on a quote: its lead locked first (as every write on a lead), then the quote with its newest version. */
async function quoteTransaction<T>(quoteId: string, write: (tx: Tx, locked: Awaited<ReturnType<typeof lockQuote>>) => Promise<T>) {
  const owner = await prisma.quote.findUnique({ where: { id: quoteId }, select: { leadId: true } })
  if (!owner) throw new QuoteError('Teklif bulunamadı', 404)
  return leadTransaction(owner.leadId, async (tx) => write(tx, await lockQuote(tx, quoteId)))
}

/** Logs a step of the quote on its lead (and moves the lead's status when `toStatus` differs). */
export async function logQuoteStep(
  tx: Tx,
  leadId: string,
  step: { note: string; toStatus?: 'quoted' | 'won' | 'lost'; adminEmail?: string | null; ip?: string | null; userAgent?: string | null },
  now = new Date(),
) {
  const lead = await lockLead(tx, leadId)
  const meta = { adminEmail: step.adminEmail ?? null, ip: step.ip ?? null, userAgent: step.userAgent?.slice(0, 300) ?? null }
  await tx.leadEvent.create({ data: { leadId, type: 'quote', note: step.note, ...meta, createdAt: eventTime(now) } })
  if (step.toStatus && lead && lead.status !== step.toStatus && lead.status !== 'spam') {
    await tx.lead.update({ where: { id: leadId }, data: { status: step.toStatus } })
    await tx.leadEvent.create({
      data: { leadId, type: 'status', fromStatus: lead.status as never, toStatus: step.toStatus, ...meta, createdAt: eventTime(now) },
    })
  }
}

/** Creates a quote with a first draft made from `input` (or the request's lines); returns its id. */
export async function createQuote(leadId: string, admin: Pick<AdminUser, 'email'>, input?: QuoteDraftInput, now = new Date()) {
  const draft = input ?? (await initialDraftInput(leadId, now))
  if (!draft) throw new QuoteError('Talep bulunamadı', 404)
  if (draft.lines.length === 0) throw new QuoteError('Teklifte en az bir ürün satırı olmalı', 400)
  const number = await nextReference('QT', now)
  return leadTransaction(leadId, async (tx) => {
    const content = await versionContent(tx, draft)
    const quote = await tx.quote.create({
      data: {
        leadId,
        number,
        versions: {
          create: { version: 1, ...content.fields, lines: { create: content.lines }, extras: { create: content.extras } },
        },
      },
      select: { id: true },
    })
    await logQuoteStep(tx, leadId, { note: `Teklif taslağı hazırlandı: ${number}`, adminEmail: admin.email }, now)
    return quote.id
  })
}

/** The quote's versions, newest first (with the internal note: for the admin only). */
export async function getQuoteForAdmin(quoteId: string) {
  return prisma.quote.findUnique({
    where: { id: quoteId },
    select: adminQuoteSelect,
  })
}
export type AdminQuote = NonNullable<Awaited<ReturnType<typeof getQuoteForAdmin>>>

/** The quotes of a lead, newest first, with their current version's figures. */
export async function listQuotesOfLead(leadId: string) {
  return prisma.quote.findMany({
    where: { leadId },
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      number: true,
      createdAt: true,
      versions: {
        orderBy: { version: 'desc' },
        take: 1,
        select: { id: true, version: true, status: true, currency: true, total: true, validUntil: true, sentAt: true },
      },
    },
  })
}

async function lockQuote(tx: Tx, quoteId: string) {
  const [row] = await tx.$queryRaw<{ id: string; leadId: string; number: string }[]>`
    SELECT id, "leadId", number FROM "Quote" WHERE id = ${quoteId} FOR UPDATE`
  if (!row) throw new QuoteError('Teklif bulunamadı', 404)
  const current = await tx.quoteVersion.findFirstOrThrow({
    where: { quoteId },
    orderBy: { version: 'desc' },
    select: { id: true, version: true, status: true, validUntil: true, updatedAt: true },
  })
  return { quote: row, current }
}

/** States after which a quote takes no new version: an accepted quote is settled. */
const FINAL: readonly QuoteStatus[] = ['accepted']

/** Whether any version of the (locked) quote was accepted: a draft begun before the acceptance is then neither saved nor sent. */
const isSettled = async (tx: Tx, quoteId: string) => (await tx.quoteVersion.count({ where: { quoteId, status: { in: [...FINAL] } } })) > 0

/**
 * Saves the admin's quote: the draft is changed in place; a sent (or declined, withdrawn) version
 * is never changed: a new draft version is made from the input.
 */
export async function saveQuoteDraft(quoteId: string, input: QuoteDraftInput, admin: Pick<AdminUser, 'email'>, now = new Date()) {
  return quoteTransaction(quoteId, async (tx, { quote, current }) => {
    if (await isSettled(tx, quoteId)) throw new QuoteError('Kabul edilmiş bir teklif değiştirilemez')
    const content = await versionContent(tx, input)
    if (current.status === 'draft') {
      await tx.quoteLine.deleteMany({ where: { versionId: current.id } })
      await tx.quoteExtra.deleteMany({ where: { versionId: current.id } })
      await tx.quoteVersion.update({
        where: { id: current.id },
        data: { ...content.fields, lines: { create: content.lines }, extras: { create: content.extras } },
      })
      return { version: current.version, created: false }
    }
    const version = current.version + 1
    await tx.quoteVersion.create({
      data: { quoteId, version, ...content.fields, lines: { create: content.lines }, extras: { create: content.extras } },
    })
    await logQuoteStep(tx, quote.leadId, { note: `${quote.number} için sürüm ${version} taslağı hazırlandı`, adminEmail: admin.email }, now)
    return { version, created: true }
  })
}

/** The lead's buyer, for the mails of a step. */
export async function buyerOf(tx: Tx, leadId: string) {
  const lead = await tx.lead.findUniqueOrThrow({
    where: { id: leadId },
    select: { id: true, email: true, locale: true, name: true, reference: true },
  })
  return { ...lead, locale: (isLocale(lead.locale) ? lead.locale : 'tr') as Locale }
}

/**
 * Queues a mail to the buyer with the request's private link (its placeholder: the outbox writes
 * the current link in when it sends the mail). The lead gets a current link if it has none.
 */
export async function mailBuyer(
  tx: Tx,
  leadId: string,
  kind: BuyerMailKind,
  siteUrl: string,
  extra: BuyerMailExtra = {},
  now = new Date(),
) {
  const buyer = await buyerOf(tx, leadId)
  if (!buyer.email) return false
  await currentRequestLink(leadId, now, tx)
  const mail = buyerMail(kind, { ...buyer, email: buyer.email }, siteUrl, extra)
  await tx.outboxEmail.create({ data: { ...mail, leadId } })
  return true
}

/**
 * A version has gone to the buyer: the step is logged on the lead (now quoted) and the buyer gets
 * the quote's e-mail with a private link. Whether the buyer was e-mailed.
 */
async function announceSent(
  tx: Tx,
  quote: { leadId: string; number: string },
  sent: { versionId: string; version: number; validUntil: string; shipmentWindow: ShipmentWindow | null },
  step: { note: string; adminEmail: string; siteUrl: string; now: Date },
) {
  await logQuoteStep(tx, quote.leadId, { note: step.note, toStatus: 'quoted', adminEmail: step.adminEmail }, step.now)
  return mailBuyer(tx, quote.leadId, 'quoteSent', step.siteUrl, { ...sent, number: quote.number }, step.now)
}

/**
 * Why no quote may be sent now, or null: a quote the buyer accepts becomes a proforma the buyer
 * pays by bank transfer, so the seller's bank account must be set (in production; a sample
 * account is used elsewhere).
 */
export async function sendingBlocked(db?: Tx): Promise<string | null> {
  const missing = bankPartLabels(await missingBankSettings(db))
  return missing.length
    ? `Satıcının banka hesabı tanımlı değil (eksik: ${missing.join(', ')}): kabul edilen bir teklifin proforma faturası düzenlenemez, bu yüzden teklif gönderilemez.`
    : null
}

/** A draft whose Incoterm has no place cannot be sent. */
export const NO_INCOTERM_PLACE = 'Teslim yeri boş: teslim şeklinin yerini (ör. Hamburg) yazın'

/**
 * Why a draft cannot be sent on `now` (empty when it can): a line without a price, no place for
 * its Incoterm (a first draft on the buyer's Incoterm without a place), a validity that has passed
 * or lies more than a year ahead. The check page shows them before the send refuses.
 */
export function sendProblems(
  draft: { lines: readonly { unitPrice: DecimalInput }[]; validUntil: Date; incotermPlace?: string },
  now = new Date(),
): string[] {
  const problems: string[] = []
  if (draft.incotermPlace !== undefined && !draft.incotermPlace.trim()) problems.push(NO_INCOTERM_PLACE)
  if (draft.lines.some((line) => new Decimal(line.unitPrice).lte(0))) problems.push('Her satırın birim fiyatı 0’dan büyük olmalı')
  if (isExpired(draft.validUntil, now)) problems.push('Geçerlilik tarihi geçmiş: yeni bir tarih seçin')
  if (dayOf(draft.validUntil) > latestValidUntil(now)) problems.push(TOO_LONG_VALIDITY)
  return problems
}

/** The draft the admin checked before sending: its version and when it was last saved (ISO time). */
export interface CheckedDraft {
  versionId: string
  savedAt: string
}

export const CHANGED_SINCE_CHECK = 'Taslak, siz kontrol ettikten sonra değişti: güncel hâlini kontrol edip yeniden onaylayın'

/**
 * Sends the current draft: it becomes the version the buyer sees; the version it replaces is
 * superseded. With `checked` (the admin's confirmation on the check page) it sends only the draft
 * exactly as it was checked.
 */
export async function sendQuote(
  quoteId: string,
  admin: Pick<AdminUser, 'email'>,
  siteUrl: string,
  now = new Date(),
  checked?: CheckedDraft,
) {
  const result = await quoteTransaction(quoteId, async (tx, { quote, current }) => {
    if (await isSettled(tx, quoteId)) throw new QuoteError('Kabul edilmiş bir teklif değiştirilemez')
    if (current.status !== 'draft')
      throw new QuoteError('Gönderilecek bir taslak yok (gönderilmiş sürüm değiştirilemez; önce yeni sürüm kaydedin)')
    const blocked = await sendingBlocked(tx)
    if (blocked) throw new QuoteError(blocked)
    if (checked && (checked.versionId !== current.id || checked.savedAt !== current.updatedAt.toISOString()))
      throw new QuoteError(CHANGED_SINCE_CHECK)
    const draft = await tx.quoteVersion.findUniqueOrThrow({
      where: { id: current.id },
      select: { ...shipmentSelect, incotermPlace: true, lines: { select: { unitPrice: true } } },
    })
    const [problem] = sendProblems({ lines: draft.lines, validUntil: current.validUntil, incotermPlace: draft.incotermPlace }, now)
    if (problem) throw new QuoteError(problem, 400)
    await tx.quoteVersion.updateMany({ where: { quoteId, status: 'sent' }, data: { status: 'superseded' } })
    await tx.quoteVersion.update({ where: { id: current.id }, data: { status: 'sent', sentAt: now } })
    const mailed = await announceSent(
      tx,
      quote,
      { versionId: current.id, version: current.version, validUntil: dayOf(current.validUntil), shipmentWindow: shipmentWindowOf(draft) },
      { note: `${quote.number} sürüm ${current.version} alıcıya gönderildi`, adminEmail: admin.email, siteUrl, now },
    )
    return { version: current.version, mailed }
  })
  deliverSoon()
  return result
}

/** Withdraws the sent version: the buyer can no longer accept it. */
export async function withdrawQuote(quoteId: string, admin: Pick<AdminUser, 'email'>, now = new Date()) {
  return quoteTransaction(quoteId, async (tx, { quote, current }) => {
    if (current.status !== 'sent') throw new QuoteError('Yalnızca gönderilmiş ve yanıtlanmamış bir teklif geri çekilebilir')
    await tx.quoteVersion.update({ where: { id: current.id }, data: { status: 'withdrawn', withdrawnAt: now } })
    await logQuoteStep(tx, quote.leadId, { note: `${quote.number} sürüm ${current.version} geri çekildi`, adminEmail: admin.email }, now)
    return { version: current.version }
  })
}

/** Extends the validity of the sent (or expired) version: a new version with the same content and the new date, sent at once. */
export async function extendQuote(quoteId: string, validUntil: string, admin: Pick<AdminUser, 'email'>, siteUrl: string, now = new Date()) {
  const result = await quoteTransaction(quoteId, async (tx, { quote, current }) => {
    if (current.status !== 'sent') throw new QuoteError('Yalnızca gönderilmiş (süresi dolmuş olabilir) bir teklifin süresi uzatılabilir')
    const blocked = await sendingBlocked(tx)
    if (blocked) throw new QuoteError(blocked)
    if (validUntil < isoDay(now)) throw new QuoteError('Yeni geçerlilik tarihi bugünden önce olamaz', 400)
    if (validUntil > latestValidUntil(now)) throw new QuoteError(TOO_LONG_VALIDITY, 400)
    const source = await tx.quoteVersion.findUniqueOrThrow({
      where: { id: current.id },
      select: {
        ...adminVersionSelect,
        lines: { select: { ...versionSelect.lines.select }, orderBy: { position: 'asc' } },
      },
    })
    const version = current.version + 1
    const { id: _id, version: _v, status: _s, sentAt: _sa, lines, extras, proforma: _p, createdAt: _c, ...fields } = source
    const created = await tx.quoteVersion.create({
      data: {
        ...fields,
        quoteId,
        version,
        status: 'sent',
        sentAt: now,
        validUntil: dayDate(validUntil),
        acceptedAt: null,
        declinedAt: null,
        withdrawnAt: null,
        lines: { create: lines },
        extras: { create: extras },
      },
      select: { id: true },
    })
    await tx.quoteVersion.update({ where: { id: current.id }, data: { status: 'superseded' } })
    const mailed = await announceSent(
      tx,
      quote,
      { versionId: created.id, version, validUntil, shipmentWindow: shipmentWindowOf(source) },
      { note: `${quote.number} geçerliliği ${validUntil} tarihine uzatıldı (sürüm ${version})`, adminEmail: admin.email, siteUrl, now },
    )
    return { version, mailed }
  })
  deliverSoon()
  return result
}

/** The sales team's reply at the private link; e-mailed to the buyer. */
export async function replyToBuyer(leadId: string, body: string, admin: Pick<AdminUser, 'email'>, siteUrl: string, now = new Date()) {
  const result = await leadTransaction(leadId, async (tx) => {
    const lead = await tx.lead.findUnique({
      where: { id: leadId },
      select: { id: true, quotes: { orderBy: { createdAt: 'desc' }, take: 1, select: { id: true } } },
    })
    if (!lead) throw new QuoteError('Talep bulunamadı', 404)
    await tx.quoteMessage.create({
      data: { leadId, quoteId: lead.quotes[0]?.id ?? null, author: 'seller', kind: 'reply', body, createdAt: now },
    })
    await logQuoteStep(tx, leadId, { note: 'Alıcıya yanıt yazıldı', adminEmail: admin.email }, now)
    await tx.lead.update({ where: { id: leadId }, data: { awaitingReplySince: null } })
    return { mailed: await mailBuyer(tx, leadId, 'reply', siteUrl, { body }, now) }
  })
  deliverSoon()
  return result
}

/** Ends every private link of the request (its next generation is the new one) and e-mails the buyer the new one. */
export async function renewRequestLink(leadId: string, admin: Pick<AdminUser, 'email'>, siteUrl: string, now = new Date()) {
  const result = await leadTransaction(leadId, async (tx) => {
    const revoked = await revokeRequestLinks(leadId, now, tx)
    await createRequestLink(leadId, now, tx)
    await logQuoteStep(tx, leadId, { note: `Özel bağlantı yenilendi (${revoked} eski bağlantı kapatıldı)`, adminEmail: admin.email }, now)
    return { revoked, mailed: await mailBuyer(tx, leadId, 'newLink', siteUrl, {}, now) }
  })
  deliverSoon()
  return result
}

export type { AdminVersionRow, VersionRow } from './quote-rows.server'
export type { QuoteDraftInput }
export { adminVersionSelect, DAY_MS, dayDate, dayOf, isExpired, versionSelect }
