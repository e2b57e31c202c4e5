/**
 * The e-mails a new lead causes: a notification to the sales team (Turkish, like the admin) and,
 * when the visitor gave an address, a short confirmation in the visitor's language. Every text
 * comes from the dictionaries' `emails` section; the request text is composed from the lead's
 * product lines, as the admin shows it.
 */

import type { Lead } from '~/generated/prisma/client'
import { formatDate } from '~/lib/dates'
import { isLocale, type Locale, localeTags } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { declaredRows } from './declared-fields'
import { composeRequestText, type LeadLine } from './lead-details'
import { companyLabel, companyOf } from './lead-labels'

type LeadForMail = Pick<Lead, 'id' | 'kind' | 'locale' | 'name' | 'createdAt'> & {
  reference?: string | null
  /** The declared fields' values (Lead.fields). */
  fields?: unknown
} & Partial<
    Pick<
      Lead,
      | 'company'
      | 'email'
      | 'phone'
      | 'phoneE164'
      | 'city'
      | 'district'
      | 'address'
      | 'country'
      | 'subject'
      | 'message'
      | 'details'
      | 'priority'
      | 'sourcePath'
      | 'referrer'
      | 'utmSource'
      | 'utmMedium'
      | 'utmCampaign'
    >
  >

export interface EmailDraft {
  kind: 'lead-notification' | 'lead-confirmation'
  to: string[]
  replyTo?: string
  subject: string
  text: string
  /** The text holds the private link's placeholder (filled in when the mail is sent). */
  requestLink?: boolean
}

const texts = { tr: tr.emails, en: en.emails, de: de.emails } as const
const fieldWords = { tr: tr.leadFields, en: en.leadFields, de: de.leadFields } as const

/** The company's name as the site writes it in `language` (its titles, logo and footer); Turkish for any other. */
export const siteNameIn = (language: string) => ({ tr, en, de })[isLocale(language) ? language : 'tr'].meta.siteName

/** The sales team works in Turkish: the notification's labels, country names and date. */
const SALES_LOCALE: Locale = 'tr'

/** `{{name}}` placeholders filled with plain values (a `$` in a name stays a `$`). */
const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match)

/**
 * One header line of a mail: line breaks and bidi controls of stored values (an address, or a
 * lead written before the fields were single-line) cannot start a line of their own.
 */
const oneLine = (value: string) =>
  value
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, ', ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to replace control characters (C0, DEL, C1) in a mail line
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    .trim()

const regionNames = new Intl.DisplayNames([SALES_LOCALE], { type: 'region' })

/** 'Almanya' for 'DE'; a country stored as a name (the trial API takes one as typed) stays as it is. */
function countryName(country: string): string {
  const value = country.trim()
  if (!/^[A-Za-z]{2}$/.test(value)) return value
  try {
    return regionNames.of(value.toUpperCase()) ?? value
  } catch {
    return value
  }
}

/** The number as typed, with its international form when that is another number than the digits typed. */
function phoneText(phone: string | null | undefined, international: string | null | undefined): string | null {
  if (!phone?.trim()) return international || null
  if (!international || phone.replace(/[^\d+]/g, '') === international) return phone
  return `${phone} (${international})`
}

/**
 * The sales team's notification: everything the visitor sent, and the request text composed
 * from the lead's lines. Our own lines (the fields, the admin link) come first and are
 * single-line; the visitor's text follows below a marker, so no line in it can pass for one of ours.
 */
export function salesNotification(lead: LeadForMail, lines: readonly LeadLine[], recipients: string[], siteUrl: string): EmailDraft {
  const t = texts[SALES_LOCALE]
  const label = t.notification
  // A visitor without a company is an individual customer, as the admin names them everywhere.
  const company = companyOf(lead.company)
  const who = oneLine(company ? `${lead.name} (${company})` : lead.name)
  const rows: [string, string | null | undefined][] = [
    [label.kind, t.kinds[lead.kind]],
    [label.name, lead.name],
    [label.company, companyLabel(lead.company)],
    [label.email, lead.email],
    [label.phone, phoneText(lead.phone, lead.phoneE164)],
    [label.country, lead.country ? countryName(lead.country) : null],
    [label.cityDistrict, [lead.city, lead.district].filter(Boolean).join(' / ') || null],
    [label.address, lead.address],
    [label.subject, lead.subject],
    [label.priority, lead.priority],
    ...declaredRows(lead.fields, 'salesMail', SALES_LOCALE).map(({ admin, text }): [string, string] => [admin, text]),
    [label.language, lead.locale],
    [label.page, lead.sourcePath],
    [label.referrer, lead.referrer],
    [label.campaign, [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(' / ') || null],
    [label.date, formatDate(lead.createdAt, 'timestamp', localeTags[SALES_LOCALE])],
  ]
  const body = composeRequestText(
    { kind: lead.kind, details: lead.details ?? null, message: lead.message ?? null, address: lead.address ?? null },
    lines,
  )
  return {
    kind: 'lead-notification',
    to: recipients,
    replyTo: lead.email ?? undefined,
    subject: fill(label.subjects[lead.kind], { who }),
    text: [
      ...rows.flatMap(([k, v]) => (v?.trim() ? [`${k}: ${oneLine(v)}`] : [])),
      `${label.adminLink}: ${siteUrl}/admin/leads?lead=${lead.id}`,
      ...(body ? ['', `––– ${label.requestText} –––`, body] : []),
    ].join('\n'),
  }
}

/**
 * The visitor's confirmation. The address it goes to was typed by anyone, so it quotes nothing
 * typed into the form (no name, company or message, no links): only what lets the visitor
 * recognise the request — a reference, the date, the kind of request, the declared fields whose
 * value was one the form offered (an Incoterm, a period), and the products of our catalogue with
 * the kilograms asked for. `titles` names the lines' products in the visitor's
 * language (product id → title); a line whose product it does not name (an id we did not know)
 * is left out.
 */
export function visitorConfirmation(
  lead: LeadForMail,
  lines: readonly LeadLine[],
  companyName: string,
  titles: ReadonlyMap<string, string> = new Map(),
  /** The request's private link (quote and trial requests), with the placeholder the outbox fills when it sends the mail. */
  link: string | null = null,
): EmailDraft | null {
  if (!lead.email) return null
  const locale: Locale = isLocale(lead.locale) ? lead.locale : 'tr'
  const t = texts[locale]
  const text = t.confirmation
  const kg = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 3 })
  const date = formatDate(lead.createdAt, 'longDateTime', localeTags[locale])
  const products = lines.flatMap((line) => {
    const title = line.productId ? titles.get(line.productId) : undefined
    return title ? [`- ${title}${line.quantityKg ? `: ${kg.format(line.quantityKg)} kg` : ''}`] : []
  })
  return {
    kind: 'lead-confirmation',
    to: [lead.email],
    subject: `${text.subjects[lead.kind]} | ${companyName}`,
    text: [
      text.hello,
      '',
      text.bodies[lead.kind],
      '',
      // The request's reference ('RFQ-2026-0042', 'MSG-2026-0003'; a lead stored without one by its id).
      `${text.reference}: ${lead.reference ?? lead.id}`,
      `${text.date}: ${date}`,
      `${text.request}: ${t.kinds[lead.kind]}`,
      ...declaredRows(lead.fields, 'confirmationMail', locale).map(
        ({ name, text }) => `${fieldWords[locale][name].label}: ${oneLine(text)}`,
      ),
      ...(products.length ? [`${text.products}:`, ...products] : []),
      ...(link ? ['', `${text.privateLink}:`, link] : []),
      '',
      text.closing,
      companyName,
    ].join('\n'),
    requestLink: Boolean(link),
  }
}
