/**
 * The buyer's side of a request, reached only through its private link: what the page shows
 * (the request as sent, where it stands, the current quote and the earlier versions, the
 * conversation, the proforma) and the buyer's answers. Every answer is checked and written in one
 * transaction that locks the quote, so an expired, withdrawn or replaced version is never
 * accepted and two accepts racing record one acceptance.
 */
import { LRUCache } from 'lru-cache'
import { salesRecipients } from '~/features/content/site-company.server'
import type { SentField, SentLine } from '~/features/leads/sent-request'
import { sentFields, sentLine, sentLineSelect } from '~/features/leads/sent-request.server'
import { createOrder } from '~/features/orders/orders.server'
import type { Prisma } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { isLocale, type Locale } from '~/lib/locale'
import { hitRateLimit } from '~/lib/rate-limit.server'
import { bankRows, type PaymentRows, paymentRows } from './payment-rows'
import { issueProforma } from './proforma.server'
import { type BuyerAction, deliverSoon, salesActionMail } from './quote-emails.server'
import { dayOf, isExpired, versionSelect } from './quote-rows.server'
import { type DeclineReason, declineReasonNamesTr, type RequestState } from './quote-terms'
import type { ProformaView, QuoteView } from './quote-view'
import { buyerStatus, toProformaView, toQuoteView } from './quote-view.server'
import { eventTime, leadTransaction, logQuoteStep } from './quotes.server'
import { leadIdOfToken } from './request-links.server'

type Tx = Prisma.TransactionClient

/** Who answered: the address and browser are kept with each of the buyer's steps. */
export interface BuyerMeta {
  ip: string
  userAgent: string | null
}

const leadSelect = {
  id: true,
  kind: true,
  status: true,
  locale: true,
  reference: true,
  name: true,
  company: true,
  email: true,
  country: true,
  fields: true,
  createdAt: true,
  items: sentLineSelect,
  quotes: {
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      number: true,
      // Drafts are the sales team's: never shown to the buyer.
      versions: { where: { status: { not: 'draft' } }, orderBy: { version: 'desc' }, select: versionSelect },
    },
  },
  messages: { orderBy: { createdAt: 'asc' }, select: { id: true, author: true, kind: true, body: true, createdAt: true } },
} satisfies Prisma.LeadSelect

export interface BuyerRequest {
  leadId: string
  reference: string | null
  kind: 'quote' | 'trial' | 'contact'
  /** The request's language (e-mails, PDFs attached to them). */
  requestLocale: Locale
  receivedAt: Date
  state: RequestState
  buyer: QuoteView['buyer']
  /** The declared fields the buyer gave (their terms), read in the page's language. */
  fields: SentField[]
  lines: SentLine[]
  /** The version the buyer answers (the newest sent one), with its quote's id. */
  current: (QuoteView & { versionId: string; quoteId: string }) | null
  earlier: { versionId: string; number: string; version: number; sentAt: Date; status: string }[]
  messages: { id: string; author: 'buyer' | 'seller'; kind: string; body: string; createdAt: Date }[]
  proforma: (ProformaView & { versionId: string; paymentRows: PaymentRows; bankRows: ReturnType<typeof bankRows> }) | null
  /** There is a draft being prepared (the admin started a quote, nothing sent yet). */
  preparing: boolean
}

/** Where a request stands for its buyer. */
export function requestState(input: { leadStatus: string; current: Pick<QuoteView, 'status'> | null; preparing: boolean }): RequestState {
  if (input.current) {
    const status = input.current.status
    return status === 'superseded' ? 'sent' : status
  }
  return input.preparing || input.leadStatus === 'contacted' || input.leadStatus === 'quoted' ? 'preparing' : 'received'
}

/**
 * The request a token opens, in `locale` (the page's language), or null. Loading costs the same
 * for every kind of wrong token (see leadIdOfToken).
 */
export async function loadBuyerRequest(token: string, locale: Locale, now = new Date()): Promise<BuyerRequest | null> {
  const leadId = await leadIdOfToken(token, now)
  if (!leadId) return null
  const lead = await prisma.lead.findUnique({ where: { id: leadId }, select: leadSelect })
  if (!lead) return null
  const drafts = await prisma.quoteVersion.count({ where: { quote: { leadId }, status: 'draft' } })
  const buyer = { name: lead.name, company: lead.company, country: lead.country, email: lead.email }
  const versions = lead.quotes.flatMap((quote) => quote.versions.map((row) => ({ quote, row })))
  const newest = versions[0] ?? null
  const current = newest
    ? {
        ...toQuoteView(newest.row, { number: newest.quote.number, reference: lead.reference, locale, buyer, now }),
        versionId: newest.row.id,
        quoteId: newest.quote.id,
      }
    : null
  const accepted = versions.find(({ row }) => row.status === 'accepted' && row.proforma)
  const proformaView =
    accepted?.row.proforma != null
      ? await toProformaView(
          toQuoteView(accepted.row, { number: accepted.quote.number, reference: lead.reference, locale, buyer, now }),
          accepted.row.proforma,
          accepted.row,
        )
      : null
  const proforma =
    accepted && proformaView
      ? {
          ...proformaView,
          versionId: accepted.row.id,
          paymentRows: paymentRows(proformaView.payment, proformaView.quote.currency, locale),
          bankRows: bankRows(proformaView.bank, locale),
        }
      : null
  return {
    leadId: lead.id,
    reference: lead.reference,
    kind: lead.kind,
    requestLocale: isLocale(lead.locale) ? lead.locale : 'tr',
    receivedAt: lead.createdAt,
    state: requestState({ leadStatus: lead.status, current, preparing: drafts > 0 }),
    buyer,
    fields: sentFields(lead.fields, locale),
    lines: lead.items.map((item) => sentLine(item, locale)),
    current,
    earlier: versions.slice(1).map(({ quote, row }) => ({
      versionId: row.id,
      number: quote.number,
      version: row.version,
      sentAt: row.sentAt ?? row.createdAt,
      status: buyerStatus(row, now),
    })),
    messages: lead.messages.map((m) => ({ ...m, author: m.author === 'seller' ? 'seller' : 'buyer' })),
    proforma,
    preparing: drafts > 0,
  }
}

/** A version of the request's quotes as the buyer may see it (for its PDF), or null. */
export async function buyerVersion(leadId: string, versionId: string) {
  const row = await prisma.quoteVersion.findFirst({
    where: { id: versionId, status: { not: 'draft' }, quote: { leadId } },
    select: {
      ...versionSelect,
      quote: { select: { number: true, lead: { select: { reference: true, name: true, company: true, country: true, email: true } } } },
    },
  })
  return row
}

/** Requests this process has seen viewed today: their next views write nothing. */
const viewedToday = new LRUCache<string, true>({ max: 10_000 })

/**
 * Records "viewed by the buyer" at most once a day (Türkiye time) per request. The day's first view
 * takes the shared counter (one atomic statement, so instances and parallel views record one);
 * later views in this process stop at the memo and write nothing.
 */
export async function recordBuyerView(leadId: string, meta: BuyerMeta, now = new Date()): Promise<boolean> {
  const key = `request-viewed:${leadId}:${isoDay(now)}`
  if (viewedToday.has(key)) return false
  const { allowed } = await hitRateLimit(key, 1, 36 * 3600_000)
  viewedToday.set(key, true)
  if (!allowed) return false
  await prisma.leadEvent.create({
    data: {
      leadId,
      type: 'viewed',
      note: 'Alıcı talep sayfasını görüntüledi',
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: eventTime(now),
    },
  })
  return true
}

async function mailSales(tx: Tx, leadId: string, action: BuyerAction, siteUrl: string) {
  const lead = await tx.lead.findUniqueOrThrow({
    where: { id: leadId },
    select: { id: true, name: true, company: true, reference: true, email: true },
  })
  const reason = action.kind === 'declined' ? declineReasonNamesTr[action.reason as DeclineReason] : undefined
  const { attachments, ...mail } = salesActionMail(action, lead, await salesRecipients(tx), siteUrl, reason)
  await tx.outboxEmail.create({ data: { ...mail, attachments, leadId } })
}

/** Why a version cannot be answered now; null when it can. */
export type Refusal =
  | { reason: 'expired'; validUntil: string; currentVersion: number | null }
  | { reason: 'withdrawn' | 'superseded' | 'alreadyDeclined' | 'alreadyAccepted' | 'unknownVersion'; currentVersion: number | null }

async function lockVersion(tx: Tx, leadId: string, versionId: string) {
  const [row] = await tx.$queryRaw<{ id: string; quoteId: string; version: number; status: string; validUntil: Date; number: string }[]>`
    SELECT v.id, v."quoteId", v.version, v.status::text AS status, v."validUntil", q.number
    FROM "QuoteVersion" v JOIN "Quote" q ON q.id = v."quoteId"
    WHERE v.id = ${versionId} AND q."leadId" = ${leadId} AND v.status <> 'draft'
    FOR UPDATE OF v, q`
  return row ?? null
}

async function refusalOf(tx: Tx, leadId: string, version: Awaited<ReturnType<typeof lockVersion>>, now: Date): Promise<Refusal | null> {
  const newest = await tx.quoteVersion.findFirst({
    where: { quote: { leadId }, status: { not: 'draft' } },
    orderBy: [{ quote: { createdAt: 'desc' } }, { version: 'desc' }],
    select: { id: true, version: true, status: true, validUntil: true },
  })
  const currentVersion = newest && newest.status === 'sent' && !isExpired(newest.validUntil, now) ? newest.version : null
  if (!version) return { reason: 'unknownVersion', currentVersion }
  if (version.status === 'accepted') return { reason: 'alreadyAccepted', currentVersion: null }
  if (version.status === 'declined') return { reason: 'alreadyDeclined', currentVersion: null }
  if (version.status === 'withdrawn') return { reason: 'withdrawn', currentVersion }
  if (version.status === 'superseded' || (newest && newest.id !== version.id)) return { reason: 'superseded', currentVersion }
  if (isExpired(version.validUntil, now)) return { reason: 'expired', validUntil: dayOf(version.validUntil), currentVersion: null }
  return null
}

export interface AcceptInput {
  versionId: string
  fullName: string
  position: string
  poNumber: string | null
}

export type AnswerResult = { ok: true; duplicate?: boolean } | { ok: false; refusal: Refusal }

type LockedVersion = NonNullable<Awaited<ReturnType<typeof lockVersion>>>

/**
 * One answer of the buyer to a version, in one transaction holding the version and its quote:
 * the same answer repeated is that answer (nothing new is written), a version that cannot take it
 * is refused with the reason, otherwise `write` records it. Mails go out once it is committed.
 */
async function answer(
  leadId: string,
  versionId: string,
  now: Date,
  rule: { repeated: Refusal['reason']; expiredToo: boolean },
  write: (tx: Tx, version: LockedVersion) => Promise<void>,
): Promise<AnswerResult> {
  const result = await leadTransaction(leadId, async (tx): Promise<AnswerResult> => {
    const version = await lockVersion(tx, leadId, versionId)
    const refusal = await refusalOf(tx, leadId, version, now)
    if (refusal?.reason === rule.repeated) return { ok: true, duplicate: true }
    if (!version || (refusal && !(rule.expiredToo && refusal.reason === 'expired')))
      return { ok: false, refusal: refusal ?? { reason: 'unknownVersion', currentVersion: null } }
    await write(tx, version)
    return { ok: true }
  })
  deliverSoon()
  return result
}

/** Accepts a sent version: the proforma is made, the lead is won, the buyer and the sales team are e-mailed. */
export async function acceptQuote(
  leadId: string,
  input: AcceptInput,
  meta: BuyerMeta,
  siteUrl: string,
  now = new Date(),
): Promise<AnswerResult> {
  // The same acceptance sent twice (a double click, a reload) is one acceptance.
  return answer(leadId, input.versionId, now, { repeated: 'alreadyAccepted', expiredToo: false }, async (tx, version) => {
    const accepted = await tx.quoteVersion.update({
      where: { id: version.id },
      data: {
        status: 'accepted',
        acceptedAt: now,
        acceptedName: input.fullName,
        acceptedPosition: input.position,
        poNumber: input.poNumber,
      },
      select: { total: true, currency: true, paymentTerms: true, advancePercent: true },
    })
    // A proforma is issued only with the seller's bank account to pay to (sending a quote needs one too).
    const proforma = await issueProforma(tx, leadId, { ...accepted, id: version.id, version: version.version }, siteUrl, now)
    // The order file starts with the acceptance: payments, lots, the shipment and its documents follow there.
    await createOrder(tx, leadId, version.id, now)
    await logQuoteStep(
      tx,
      leadId,
      {
        note: `${version.number} sürüm ${version.version} alıcı tarafından kabul edildi (${input.fullName}, ${input.position})`,
        toStatus: 'won',
        ...meta,
      },
      now,
    )
    await mailSales(
      tx,
      leadId,
      {
        kind: 'accepted',
        number: version.number,
        version: version.version,
        name: input.fullName,
        position: input.position,
        poNumber: input.poNumber,
        total: accepted.total.toFixed(2),
        currency: accepted.currency,
        proforma: proforma?.number ?? null,
      },
      siteUrl,
    )
  })
}

export interface DeclineInput {
  versionId: string
  reason: DeclineReason
  comment: string | null
}

/** Declines a sent version (with a reason): the lead is lost; the sales team is e-mailed. */
export async function declineQuote(
  leadId: string,
  input: DeclineInput,
  meta: BuyerMeta,
  siteUrl: string,
  now = new Date(),
): Promise<AnswerResult> {
  // An expired version can still be declined: the buyer says why, nothing is bought.
  return answer(leadId, input.versionId, now, { repeated: 'alreadyDeclined', expiredToo: true }, async (tx, version) => {
    await tx.quoteVersion.update({
      where: { id: version.id },
      data: { status: 'declined', declinedAt: now, declineReason: input.reason, declineText: input.comment },
    })
    await logQuoteStep(
      tx,
      leadId,
      {
        note: `${version.number} sürüm ${version.version} alıcı tarafından reddedildi: ${declineReasonNamesTr[input.reason]}`,
        toStatus: 'lost',
        ...meta,
      },
      now,
    )
    await mailSales(
      tx,
      leadId,
      { kind: 'declined', number: version.number, version: version.version, reason: input.reason, comment: input.comment },
      siteUrl,
    )
  })
}

/** A question or change request from the buyer; the sales team is e-mailed. */
export async function postBuyerMessage(
  leadId: string,
  input: { kind: 'question' | 'change'; body: string },
  meta: BuyerMeta,
  siteUrl: string,
  now = new Date(),
): Promise<void> {
  await leadTransaction(leadId, async (tx) => {
    const quote = await tx.quote.findFirst({ where: { leadId }, orderBy: { createdAt: 'desc' }, select: { id: true } })
    await tx.quoteMessage.create({
      data: {
        leadId,
        quoteId: quote?.id ?? null,
        author: 'buyer',
        kind: input.kind,
        body: input.body,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        createdAt: now,
      },
    })
    await logQuoteStep(tx, leadId, { note: input.kind === 'change' ? 'Alıcı değişiklik istedi' : 'Alıcı soru sordu', ...meta }, now)
    // The request now awaits the sales team's reply (since the first unanswered message).
    await tx.lead.updateMany({ where: { id: leadId, awaitingReplySince: null }, data: { awaitingReplySince: now } })
    await mailSales(tx, leadId, { kind: 'message', messageKind: input.kind, body: input.body }, siteUrl)
  })
  deliverSoon()
}
