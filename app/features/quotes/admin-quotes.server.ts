/**
 * What the admin's quote page reads: a quote's versions as the page shows them (decimals as
 * strings, a sent version past its last day as expired), the form value a draft is edited from,
 * the products a line can name, the conversation with the buyer, the preview PDF of the newest
 * version, and the bounds of a posted quote form. The writes are in quotes.server.ts.
 */
import type { DefaultValue } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { calibreLabel } from '~/features/products/calibres'
import { catalogueOrder } from '~/features/products/product-selects.server'
import { prisma } from '~/lib/db.server'
import { formShape, type PreparedForm, prepareListForm } from '~/lib/forms/posted-form'
import { formatTypedNumber } from '~/lib/forms/typed-number'
import { isLocale, type Locale } from '~/lib/locale'
import { isOneOf } from '~/lib/one-of'
import { turkishTextWarnings } from './buyer-language-check'
import { buyerTextsOf } from './buyer-texts'
import { amountString, plainDecimal } from './money'
import { quotePdf } from './quote-documents.server'
import { versionJson } from './quote-rows.server'
import { extraKinds, isIncoterm, paymentTermCodes } from './quote-terms'
import { buyerStatus, paymentTermsText, toQuoteView } from './quote-view.server'
import {
  type AdminQuote,
  type AdminVersionRow,
  type CheckedDraft,
  dayOf,
  defaultValidUntil,
  getQuoteForAdmin,
  isExpired,
  listQuotesOfLead,
  sendingBlocked,
  sendProblems,
} from './quotes.server'
import { MAX_QUOTE_EXTRAS, MAX_QUOTE_LINES, QuoteFormSchema } from './schemas'
import { type ShipmentWindow, shipmentWindowOf } from './shipment-window'
import { formatShipmentWindow } from './shipment-window-text.server'

/** The quote form's values as the schema takes them. */
export type QuoteFormValue = z.input<typeof QuoteFormSchema>
/** What the form starts from: conform's default value of the schema's input (strings where the form posts strings). */
export type QuoteFormDefault = DefaultValue<QuoteFormValue>

/** The most messages of a request the page lists (the newest ones). */
const MAX_MESSAGES = 500

/**
 * A version as the admin page shows it: the API's plain values, with a sent version past its last
 * day shown as 'expired', the payment terms written out and the calibres named (Turkish).
 */
export function adminVersionView(row: AdminVersionRow, now = new Date()) {
  const json = versionJson(row, now)
  return {
    ...json,
    status: buyerStatus(row, now),
    storedStatus: row.status,
    paymentTerms: paymentTermsText(row, 'tr'),
    /** The shipment window as the admin reads it (Turkish). */
    shipmentWindowText: json.shipmentWindow && formatShipmentWindow(json.shipmentWindow, 'tr'),
    lines: json.lines.map((line) => ({ ...line, calibre: line.calibre ? calibreLabel(line.calibre, 'name') : null })),
  }
}
export type AdminVersionView = ReturnType<typeof adminVersionView>

/** A stored decimal as the form shows it, the Turkish way ('2450.00' → '2.450'): saved unchanged, it reads back as itself. */
const typed = (value: Parameters<typeof plainDecimal>[0]) => formatTypedNumber(plainDecimal(value))

/** A window as the form's fields; a free text of an old version fills none (the editor shows it to be replaced). */
function shipmentFormValue(window: ShipmentWindow | null) {
  return {
    shipmentKind: window?.kind === 'month' || window?.kind === 'range' ? window.kind : '',
    shipmentMonth: window?.kind === 'month' ? window.month : '',
    shipmentWeek: window?.kind === 'month' && window.week ? String(window.week) : '',
    shipmentFrom: window?.kind === 'range' ? window.from : '',
    shipmentTo: window?.kind === 'range' ? window.to : '',
  }
}

/**
 * The form a version is edited from: the draft itself, or (for the next version of a sent one) its
 * content with a validity that has not passed yet. Numbers are written the Turkish way.
 */
export function quoteFormValue(row: AdminVersionRow, now = new Date()) {
  const validUntil = row.status !== 'draft' && isExpired(row.validUntil, now) ? defaultValidUntil(now) : dayOf(row.validUntil)
  return {
    currency: row.currency,
    lines: row.lines.map((line) => ({
      productId: line.productId ?? '',
      title: line.productId ? '' : line.title_tr,
      calibre: line.calibre ?? '',
      packSizeKg: line.packSizeKg ? typed(line.packSizeKg) : '',
      quantityKg: typed(line.quantityKg),
      unitPrice: typed(line.unitPrice),
    })),
    extras: row.extras.map((extra) => ({
      kind: isOneOf(extraKinds, extra.kind) ? extra.kind : 'other',
      label: extra.label ?? '',
      amount: typed(extra.amount),
    })),
    incoterm: isIncoterm(row.incoterm) ? row.incoterm : undefined,
    incotermPlace: row.incotermPlace,
    paymentTerms: isOneOf(paymentTermCodes, row.paymentTerms) ? row.paymentTerms : undefined,
    advancePercent: row.advancePercent?.toString() ?? '',
    paymentTermsText: row.paymentTermsText ?? '',
    validUntil,
    ...shipmentFormValue(shipmentWindowOf(row)),
    buyerNote: row.buyerNote ?? '',
    internalNote: row.internalNote ?? '',
  } satisfies QuoteFormDefault
}

/**
 * What the check before "Alıcıya gönder" shows: the buyer, the language the quote goes out in, the
 * newest draft's figures and terms, why it cannot be sent yet (the seller's bank account missing
 * too), and what the confirmation names
 * (the draft as saved). Null without such a quote; `draft` null when the newest version is no draft.
 */
export async function quoteSendCheck(quoteId: string, now = new Date()) {
  const quote = await getQuoteForAdmin(quoteId)
  if (!quote) return null
  const { id, number, lead } = quote
  const summary = { id, number, lead, locale: buyerLocale(quote) }
  const [newest] = quote.versions
  if (newest?.status !== 'draft') return { quote: summary, draft: null }
  const saved = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: newest.id }, select: { updatedAt: true } })
  const checked: CheckedDraft = { versionId: newest.id, savedAt: saved.updatedAt.toISOString() }
  const blocked = await sendingBlocked()
  const problems = [...(blocked ? [blocked] : []), ...sendProblems(newest, now)]
  // The buyer-facing texts written with Turkish letters to a buyer who does not read Turkish: sending needs one more confirmation.
  const languageWarnings = turkishTextWarnings(buyerTextsOf(versionJson(newest, now)), summary.locale)
  return { quote: summary, draft: adminVersionView(newest, now), checked, problems, languageWarnings }
}

/** The products a quote line can name: the active ones, and any a line of `keep` names already. */
export async function quoteProductOptions(keep: readonly (string | null)[] = []) {
  const ids = keep.filter((id): id is string => Boolean(id))
  return prisma.product.findMany({
    where: ids.length ? { OR: [{ isActive: true }, { id: { in: ids } }] } : { isActive: true },
    orderBy: catalogueOrder,
    select: { id: true, title_tr: true, isActive: true },
  })
}
export type QuoteProductOption = Awaited<ReturnType<typeof quoteProductOptions>>[number]

/** The buyer's messages and the sales team's replies of a request, oldest first. */
export async function listQuoteMessages(leadId: string) {
  const rows = await prisma.quoteMessage.findMany({
    where: { leadId },
    orderBy: { createdAt: 'desc' },
    take: MAX_MESSAGES,
    select: { id: true, quoteId: true, author: true, kind: true, body: true, createdAt: true },
  })
  return rows.reverse()
}
export type QuoteMessageRow = Awaited<ReturnType<typeof listQuoteMessages>>[number]

/** The request a quote belongs to, or null. */
export async function leadIdOfQuote(quoteId: string) {
  const quote = await prisma.quote.findUnique({ where: { id: quoteId }, select: { leadId: true } })
  return quote?.leadId ?? null
}

/** The language of a quote's buyer, or null without such a quote. */
export async function buyerLocaleOfQuote(quoteId: string): Promise<Locale | null> {
  const quote = await prisma.quote.findUnique({ where: { id: quoteId }, select: { lead: { select: { locale: true } } } })
  return quote ? buyerLocale(quote) : null
}

/** The lead's language, as its quote documents and mails are written. */
export const buyerLocale = (quote: { lead: { locale: string } }): Locale => (isLocale(quote.lead.locale) ? quote.lead.locale : 'tr')

/**
 * The newest version (a draft too) as the buyer would receive it, in the lead's language: a draft
 * is drawn as a sent quote, so the admin sees the document the buyer will get.
 */
export async function quotePreviewPdf(quote: AdminQuote, now = new Date()) {
  const newest = quote.versions[0]
  if (!newest) return null
  const { lead } = quote
  const view = toQuoteView(newest, {
    number: quote.number,
    reference: lead.reference,
    locale: buyerLocale(quote),
    buyer: { name: lead.name, company: lead.company, country: lead.country, email: lead.email },
    now,
  })
  return quotePdf(view)
}

const quoteFormShape = formShape(QuoteFormSchema)

/** conform's reserved field of the list buttons. */
const INTENT = '__intent__'
const EXTRA_ROW = /^extras\[(\d+)\]\./

/**
 * A posted quote form cut down to the schema's fields (and the `intent` of its submit buttons)
 * before conform builds anything from it: at most MAX_QUOTE_LINES lines and MAX_QUOTE_EXTRAS
 * extra lines; an "add" into a full list, or a list button that names a row that is not there,
 * becomes a plain validation of that list.
 */
export function prepareQuoteForm(posted: FormData): PreparedForm {
  const prepared = prepareListForm(posted, quoteFormShape, MAX_QUOTE_LINES, ['intent'])
  const formData = new FormData()
  let overLongList = prepared.overLongList
  let fullList = prepared.fullList
  let extras = 0
  for (const [name, value] of prepared.formData) {
    const row = EXTRA_ROW.exec(name)
    if (row && Number(row[1]) >= MAX_QUOTE_EXTRAS) {
      overLongList = 'extras'
      continue
    }
    if (row) extras = Math.max(extras, Number(row[1]) + 1)
    if (name === INTENT && typeof value === 'string') {
      // prepareListForm appends the (checked) intent last, so every row has been counted here.
      const intent = JSON.parse(value) as { type: string; payload: { name?: string; index?: number } }
      const full = intent.type === 'insert' && intent.payload.name === 'extras' && extras >= MAX_QUOTE_EXTRAS
      const missing = intent.type === 'remove' && intent.payload.name === 'extras' && (intent.payload.index ?? 0) >= extras
      if (full || missing) {
        if (full) fullList = 'extras'
        formData.append(INTENT, JSON.stringify({ type: 'validate', payload: { name: 'extras' } }))
        continue
      }
    }
    formData.append(name, value)
  }
  return { ...prepared, formData, overLongList, fullList }
}

/**
 * The admin's posted quote form, bounded (prepareQuoteForm) and read with the form's schema
 * (numbers the Turkish way): what the quote page's save and send start from.
 */
export function parseQuoteForm(posted: FormData) {
  const prepared = prepareQuoteForm(posted)
  return { prepared, submission: parseWithZod(prepared.formData, { schema: QuoteFormSchema }) }
}

/** The message of a list over its maximum. */
export const tooManyRowsMessage = (list: string) =>
  list === 'extras' ? `En fazla ${MAX_QUOTE_EXTRAS} ek kalem eklenebilir` : `En fazla ${MAX_QUOTE_LINES} ürün satırı eklenebilir`

/** The quotes of a lead as its detail lists them: number, newest version, its status and total. */
export async function leadQuoteRows(leadId: string, now = new Date()) {
  const quotes = await listQuotesOfLead(leadId)
  return quotes.flatMap((quote) =>
    quote.versions.map((version) => ({
      id: quote.id,
      number: quote.number,
      version: version.version,
      status: buyerStatus(version, now),
      currency: version.currency,
      total: amountString(version.total),
    })),
  )
}
export type LeadQuoteRow = Awaited<ReturnType<typeof leadQuoteRows>>[number]

/** The accepted version of a quote (there is at most one), or null. */
export async function acceptedVersionOf(quoteId: string): Promise<string | null> {
  const version = await prisma.quoteVersion.findFirst({ where: { quoteId, status: 'accepted' }, select: { id: true } })
  return version?.id ?? null
}
