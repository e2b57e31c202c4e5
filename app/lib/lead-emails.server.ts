/**
 * The e-mails a new lead causes: a notification to the sales team (Turkish, like the admin) and,
 * when the visitor gave an address, a short confirmation in the visitor's language.
 */
import type { Lead } from '~/generated/prisma/client'
import { type Locale, localeTags } from './locale'

type LeadForMail = Pick<Lead, 'id' | 'kind' | 'locale' | 'name' | 'createdAt'> &
  Partial<Pick<Lead, 'company' | 'email' | 'phone' | 'city' | 'district' | 'address' | 'country' | 'subject' | 'message' | 'details' | 'sourcePath' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>>

export interface EmailDraft {
  kind: 'lead-notification' | 'lead-confirmation'
  to: string[]
  replyTo?: string
  subject: string
  text: string
}

const kindTr = { quote: 'Teklif talebi', trial: 'Deneme paketi talebi', contact: 'İletişim mesajı' } as const

/**
 * One header line of a mail: line breaks and bidi controls of stored values (an address, or a
 * lead written before the fields were single-line) cannot start a line of their own.
 */
const oneLine = (value: string) =>
  value
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, ', ')
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    .trim()

/**
 * The sales team's notification: everything the visitor sent. Our own lines (the fields, the
 * admin link) come first and are single-line; the visitor's text follows below a marker, so no
 * line in it can pass for one of ours.
 */
export function salesNotification(lead: LeadForMail, recipients: string[], siteUrl: string): EmailDraft {
  const who = oneLine(lead.company ? `${lead.name} (${lead.company})` : lead.name)
  const rows: [string, string | null | undefined][] = [
    ['Tür', kindTr[lead.kind]],
    ['Ad Soyad', lead.name],
    ['Firma', lead.company],
    ['E-posta', lead.email],
    ['Telefon', lead.phone],
    ['Ülke', lead.country],
    ['Şehir / İlçe', [lead.city, lead.district].filter(Boolean).join(' / ') || null],
    ['Adres', lead.address],
    ['Konu', lead.subject],
    ['Dil', lead.locale],
    ['Sayfa', lead.sourcePath],
    ['Geldiği yer', lead.referrer],
    ['Kampanya', [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(' / ') || null],
    ['Tarih', lead.createdAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })],
  ]
  const body = lead.kind === 'contact' ? lead.message : lead.details
  return {
    kind: 'lead-notification',
    to: recipients,
    replyTo: lead.email ?? undefined,
    subject: `Yeni ${kindTr[lead.kind].toLocaleLowerCase('tr-TR')}: ${who}`,
    text: [
      ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${oneLine(v!)}`),
      `Yönetim panelinde görüntüle: ${siteUrl}/admin/leads?lead=${lead.id}`,
      ...(body ? ['', '––– Talep metni –––', body] : []),
    ].join('\n'),
  }
}

/** A product line a confirmation names: the title from our catalogue and the quantity in kg. */
export interface ConfirmationLine {
  title: string
  quantity: number | null
}

interface ConfirmationTexts {
  hello: string
  closing: string
  reference: string
  date: string
  request: string
  products: string
  kinds: Record<'quote' | 'trial' | 'contact', { name: string; subject: string; body: string }>
}

const confirmations: Record<Locale, ConfirmationTexts> = {
  tr: {
    hello: 'Merhaba,',
    closing: 'Saygılarımızla,',
    reference: 'Talep numarası',
    date: 'Tarih',
    request: 'Talep',
    products: 'Ürünler',
    kinds: {
      quote: { name: 'Teklif talebi', subject: 'Teklif talebiniz alındı', body: 'Teklif talebinizi aldık. 24 saat içinde size dönüş yapacağız.' },
      trial: { name: 'Deneme paketi talebi', subject: 'Deneme paketi talebiniz alındı', body: 'Deneme paketi talebinizi aldık. Ödeme detayları için size ulaşacağız.' },
      contact: { name: 'İletişim mesajı', subject: 'Mesajınız alındı', body: 'Mesajınızı aldık. En kısa sürede size dönüş yapacağız.' },
    },
  },
  en: {
    hello: 'Hello,',
    closing: 'Kind regards,',
    reference: 'Reference',
    date: 'Date',
    request: 'Request',
    products: 'Products',
    kinds: {
      quote: { name: 'Quote request', subject: 'We received your quote request', body: 'We have received your quote request. We will get back to you within 24 hours.' },
      trial: { name: 'Trial package request', subject: 'We received your trial package request', body: 'We have received your trial package request. We will contact you with the payment details.' },
      contact: { name: 'Message', subject: 'We received your message', body: 'We have received your message. We will get back to you as soon as possible.' },
    },
  },
  de: {
    hello: 'Guten Tag,',
    closing: 'Mit freundlichen Grüßen',
    reference: 'Referenz',
    date: 'Datum',
    request: 'Anfrage',
    products: 'Produkte',
    kinds: {
      quote: { name: 'Angebotsanfrage', subject: 'Ihre Angebotsanfrage ist eingegangen', body: 'Wir haben Ihre Angebotsanfrage erhalten und melden uns innerhalb von 24 Stunden bei Ihnen.' },
      trial: { name: 'Probepaket-Anfrage', subject: 'Ihre Probepaket-Anfrage ist eingegangen', body: 'Wir haben Ihre Anfrage für ein Probepaket erhalten und senden Ihnen die Zahlungsdetails.' },
      contact: { name: 'Nachricht', subject: 'Ihre Nachricht ist eingegangen', body: 'Wir haben Ihre Nachricht erhalten und melden uns so bald wie möglich.' },
    },
  },
}

/**
 * The visitor's confirmation. The address it goes to was typed by anyone, so it quotes nothing
 * typed into the form (no name, company or message, no links): only what lets the visitor
 * recognise the request — a reference, the date, the kind of request, and the products of our
 * catalogue with the quantities asked for.
 */
export function visitorConfirmation(lead: LeadForMail, companyName: string, lines: ConfirmationLine[] = []): EmailDraft | null {
  if (!lead.email) return null
  const locale: Locale = (lead.locale as Locale) in confirmations ? (lead.locale as Locale) : 'tr'
  const texts = confirmations[locale]
  const kind = texts.kinds[lead.kind]
  const numbers = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 2 })
  const date = lead.createdAt.toLocaleString(localeTags[locale], { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' })
  return {
    kind: 'lead-confirmation',
    to: [lead.email],
    subject: `${kind.subject} | ${companyName}`,
    text: [
      texts.hello,
      '',
      kind.body,
      '',
      // The lead's id: the admin opens it at /admin/leads?lead=<id>.
      `${texts.reference}: ${lead.id}`,
      `${texts.date}: ${date}`,
      `${texts.request}: ${kind.name}`,
      ...(lines.length ? [`${texts.products}:`, ...lines.map((line) => `- ${line.title}${line.quantity ? `: ${numbers.format(line.quantity)} kg` : ''}`)] : []),
      '',
      texts.closing,
      companyName,
    ].join('\n'),
  }
}
