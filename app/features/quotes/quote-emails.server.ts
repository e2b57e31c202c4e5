/**
 * The quote's e-mails. To the buyer, in the request's language: the quote sent (its PDF
 * attached), the sales team's reply, the proforma (its PDF attached) and a new private link; each
 * carries a link of its own. To the sales team, in Turkish: every answer of the buyer. All of them
 * leave through the outbox; attached PDFs are rendered when the mail is sent, from the stored
 * version (which never changes once sent).
 */

import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import { logger } from '~/lib/logger.server'
import { numberFormatter } from '~/lib/numbers'
import { type AttachmentRenderer, deliverDueEmails, setAttachmentRenderer } from '~/lib/outbox.server'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { amountString } from './money'
import { type PaymentRows, paymentRows } from './payment-rows'
import type { PaymentSchedule } from './payment-schedule'
import { type MailAttachment, renderMailAttachment } from './quote-documents.server'
import type { CurrencyCode } from './quote-view'
import { LINK_PLACEHOLDER } from './request-links.server'
import { requestPath } from './request-path'
import type { ShipmentWindow } from './shipment-window'
import { formatShipmentWindow } from './shipment-window-text.server'

const texts = { tr: tr.requests.emails, en: en.requests.emails, de: de.requests.emails } as const
const quoteLabels = { tr: tr.requests.quote, en: en.requests.quote, de: de.requests.quote } as const
const siteNames = { tr: tr.meta.siteName, en: en.meta.siteName, de: de.meta.siteName } as const
const greetings = { tr: tr.emails.confirmation, en: en.emails.confirmation, de: de.emails.confirmation } as const

export type BuyerMailKind = 'quoteSent' | 'reply' | 'proforma' | 'newLink'

export type { MailAttachment }

// The documents attached to these mails are rendered by the outbox when it sends them.
setAttachmentRenderer(renderMailAttachment as AttachmentRenderer)

export interface QuoteMailDraft {
  kind: string
  to: string[]
  replyTo?: string | null
  subject: string
  text: string
  attachments: MailAttachment[]
  /** The text holds the private link's placeholder (filled in when the mail is sent). */
  requestLink?: boolean
}

/** `{{name}}` placeholders filled with plain values. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (match, name: string) => (name in values ? String(values[name]) : match))

export interface MailBuyer {
  email: string
  locale: Locale
  reference: string | null
}

export interface BuyerMailExtra {
  versionId?: string
  body?: string
  /** The quote's number and version, the validity date ('YYYY-MM-DD'), the proforma's number. */
  number?: string
  version?: number
  validUntil?: string
  /** When the goods are shipped (written out in the buyer's language). */
  shipmentWindow?: ShipmentWindow | null
  /** The proforma's payment schedule, written out in the buyer's language. */
  payment?: { schedule: PaymentSchedule | null; currency: CurrencyCode }
}

/** A request's private page in a language, with the placeholder the outbox fills with its token when the mail is sent. */
export const linkPlaceholderUrl = (siteUrl: string, locale: Locale) => `${siteUrl}${requestPath(LINK_PLACEHOLDER, locale)}`

/**
 * A mail to the buyer. Our own lines come first; the sales team's reply (`body`) is quoted below
 * a marker. The link is the request's private page in the buyer's language, written in when the
 * mail is sent.
 */
/** Typed text, with the link placeholder made plain text. */
const asText = (typed: string) => typed.replaceAll(LINK_PLACEHOLDER, '~')

export function buyerMail(kind: BuyerMailKind, buyer: MailBuyer, siteUrl: string, extra: BuyerMailExtra = {}): QuoteMailDraft {
  const t = texts[buyer.locale]
  const mail = t[kind]
  const validUntil = extra.validUntil ? formatDate(`${extra.validUntil}T12:00:00Z`, 'longDate', localeTags[buyer.locale]) : ''
  const values = { reference: buyer.reference ?? '', number: extra.number ?? '', version: extra.version ?? '', validUntil }
  const link = linkPlaceholderUrl(siteUrl, buyer.locale)
  const attachments: MailAttachment[] =
    extra.versionId && (kind === 'quoteSent' || kind === 'proforma')
      ? [{ kind: kind === 'quoteSent' ? 'quote' : 'proforma', versionId: extra.versionId }]
      : []
  return {
    kind: `quote-${kind}`,
    to: [buyer.email],
    subject: `${fill(mail.subject, values)} | ${siteNames[buyer.locale]}`,
    text: [
      greetings[buyer.locale].hello,
      '',
      fill(mail.body, values),
      // A placeholder typed by the sales team (an old free-text window, a reply) stays text: only ours becomes the link.
      ...(extra.shipmentWindow
        ? [`${quoteLabels[buyer.locale].shipmentWindow}: ${asText(formatShipmentWindow(extra.shipmentWindow, buyer.locale))}`]
        : []),
      ...(extra.body ? ['', '–––', asText(extra.body), '–––'] : []),
      ...(extra.payment ? paymentLines(paymentRows(extra.payment.schedule, extra.payment.currency, buyer.locale)) : []),
      '',
      `${mail.action}:`,
      link,
      t.linkNote,
      '',
      greetings[buyer.locale].closing,
      siteNames[buyer.locale],
    ].join('\n'),
    attachments,
    requestLink: true,
  }
}

/** The payment schedule's rows as mail lines ('Advance payment (30 %): 18,450.00 $ — due by …'). */
function paymentLines({ title, rows, notADemand }: PaymentRows): string[] {
  if (rows.length === 0 && !notADemand) return []
  return ['', `${title}:`, ...rows.map((row) => `- ${row.label}: ${row.value}`), ...(notADemand ? [notADemand] : [])]
}

/** What the buyer did, for the sales team's Turkish mail. */
export type BuyerAction =
  | {
      kind: 'accepted'
      number: string
      version: number
      name: string
      position: string
      poNumber: string | null
      /** As stored ('61500.00'), in `currency`. */
      total: string
      currency: CurrencyCode
      /** The proforma's number; null when none could be issued (no bank account set). */
      proforma: string | null
    }
  | { kind: 'declined'; number: string; version: number; reason: string; comment: string | null }
  | { kind: 'message'; messageKind: 'question' | 'change'; body: string }

const salesSubjects = {
  accepted: 'Teklif kabul edildi',
  declined: 'Teklif reddedildi',
  message: { question: 'Alıcıdan soru', change: 'Alıcıdan değişiklik isteği' },
} as const

/** An amount as Turkish readers write it, with its currency's code: '61.500,00 USD'. */
export const turkishAmount = (value: string, currency: CurrencyCode) =>
  `${numberFormatter('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountString(value) as unknown as number)} ${currency}`

/**
 * The sales team's mail about a buyer's answer (Turkish, like the admin), with Reply-To the buyer so
 * that answering the mail answers the buyer. The buyer's own words are quoted below a marker,
 * after our single-line fields and the admin link.
 */
export function salesActionMail(
  action: BuyerAction,
  lead: { id: string; name: string; company: string | null; reference: string | null; email: string | null },
  recipients: string[],
  siteUrl: string,
  declineReasonName?: string,
): QuoteMailDraft {
  const who = [lead.reference, lead.company ?? lead.name]
    .filter(Boolean)
    .join(' · ')
    .replace(/[\r\n]+/g, ' ')
  const subject = action.kind === 'message' ? salesSubjects.message[action.messageKind] : salesSubjects[action.kind]
  const rows: string[] = []
  let quoted: string | null = null
  if (action.kind === 'accepted') {
    rows.push(
      `Teklif: ${action.number} sürüm ${action.version}`,
      `Kabul eden: ${action.name} (${action.position})`,
      `Toplam: ${turkishAmount(action.total, action.currency)}`,
    )
    if (action.poNumber) rows.push(`Sipariş numarası: ${action.poNumber}`)
    rows.push(
      action.proforma
        ? `Proforma fatura: ${action.proforma}`
        : 'Proforma fatura düzenlenemedi: satıcının banka hesabı tanımlı değil (Site ayarları › Banka hesabı).',
    )
  } else if (action.kind === 'declined') {
    rows.push(`Teklif: ${action.number} sürüm ${action.version}`, `Neden: ${declineReasonName ?? action.reason}`)
    quoted = action.comment
  } else {
    quoted = action.body
  }
  return {
    kind: 'quote-sales-action',
    to: recipients,
    replyTo: lead.email,
    subject: `${subject}: ${who}`,
    text: [
      ...rows.map((row) => row.replace(/[\r\n]+/g, ' ')),
      `Yönetim panelinde görüntüle: ${siteUrl}/admin/leads?lead=${lead.id}`,
      ...(quoted ? ['', '––– Alıcının yazdığı –––', quoted] : []),
    ].join('\n'),
    attachments: [],
  }
}

/** Delivers what is due without holding up the answer. */
export function deliverSoon() {
  void deliverDueEmails().catch((error) => logger.error({ err: error }, 'Outbox delivery failed'))
}
