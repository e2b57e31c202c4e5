/**
 * The e-mails a new lead causes: a notification to the sales team (Turkish, like the admin) and,
 * when the visitor gave an address, a short confirmation in the visitor's language.
 */
import type { Lead } from '~/generated/prisma/client'
import type { Locale } from './locale'

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

export function salesNotification(lead: LeadForMail, recipients: string[], siteUrl: string): EmailDraft {
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name
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
      ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
      '',
      body ?? '',
      '',
      `Yönetim panelinde görüntüle: ${siteUrl}/admin/leads?lead=${lead.id}`,
    ].join('\n'),
  }
}

const confirmations: Record<Locale, Record<'quote' | 'trial' | 'contact', { subject: string; body: string }> & { hello: string; closing: string }> = {
  tr: {
    hello: 'Merhaba {{name}},',
    closing: 'Saygılarımızla,',
    quote: { subject: 'Teklif talebiniz alındı', body: 'Teklif talebinizi aldık. 24 saat içinde size dönüş yapacağız.' },
    trial: { subject: 'Deneme paketi talebiniz alındı', body: 'Deneme paketi talebinizi aldık. Ödeme detayları için size ulaşacağız.' },
    contact: { subject: 'Mesajınız alındı', body: 'Mesajınızı aldık. En kısa sürede size dönüş yapacağız.' },
  },
  en: {
    hello: 'Hello {{name}},',
    closing: 'Kind regards,',
    quote: { subject: 'We received your quote request', body: 'We have received your quote request. We will get back to you within 24 hours.' },
    trial: { subject: 'We received your trial package request', body: 'We have received your trial package request. We will contact you with the payment details.' },
    contact: { subject: 'We received your message', body: 'We have received your message. We will get back to you as soon as possible.' },
  },
  de: {
    hello: 'Hallo {{name}},',
    closing: 'Mit freundlichen Grüßen',
    quote: { subject: 'Ihre Angebotsanfrage ist eingegangen', body: 'Wir haben Ihre Angebotsanfrage erhalten und melden uns innerhalb von 24 Stunden bei Ihnen.' },
    trial: { subject: 'Ihre Probepaket-Anfrage ist eingegangen', body: 'Wir haben Ihre Anfrage für ein Probepaket erhalten und senden Ihnen die Zahlungsdetails.' },
    contact: { subject: 'Ihre Nachricht ist eingegangen', body: 'Wir haben Ihre Nachricht erhalten und melden uns so bald wie möglich.' },
  },
}

export function visitorConfirmation(lead: LeadForMail, companyName: string): EmailDraft | null {
  if (!lead.email) return null
  const texts = confirmations[(lead.locale as Locale) in confirmations ? (lead.locale as Locale) : 'tr']
  const { subject, body } = texts[lead.kind]
  return {
    kind: 'lead-confirmation',
    to: [lead.email],
    subject: `${subject} | ${companyName}`,
    text: [texts.hello.replace('{{name}}', lead.name), '', body, '', texts.closing, companyName].join('\n'),
  }
}
