/**
 * The lead vocabulary: the kinds and statuses a lead can have (stored as Prisma's LeadKind and
 * LeadStatus) and how the admin's screens and exports name them in Turkish, plus the company,
 * country, priority and spam reason of a lead as the sales team reads them. Stored codes stay as
 * they are (the API answers them); every word the admin shows is Turkish.
 */
import type { LeadKind, LeadStatus } from '~/generated/prisma/enums'
import { INDIVIDUAL_COMPANY, INDIVIDUAL_CUSTOMER, type SpamReason, spamReasons } from './lead'
import type { LeadTab } from './lead-query'

export type LeadKindCode = LeadKind
export type LeadStatusCode = LeadStatus

/** Quote request, trial-package request, contact message. */
export const leadKinds = ['quote', 'trial', 'contact'] as const satisfies readonly LeadKind[]

/** A lead's place in the sales pipeline; `spam` is set by the spam checks or by the admin. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const satisfies readonly LeadStatus[]

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Yeni',
  contacted: 'İletişime geçildi',
  quoted: 'Teklif verildi',
  won: 'Kazanıldı',
  lost: 'Kaybedildi',
  spam: 'İstenmeyen',
}

/** The short names on the cards' badges and the dashboard. */
export const leadKindBadges: Record<LeadKind, string> = { quote: 'Teklif', trial: 'Deneme', contact: 'İletişim' }

/** The full names: the detail's type line and the CSV's type column. */
export const leadKindLabels: Record<LeadKind, string> = { quote: 'Teklif talebi', trial: 'Deneme paketi', contact: 'İletişim mesajı' }

/** The list's tabs: the kind's badge name (the trial tab says 'Deneme Paketi'), 'Tümü' and 'İstenmeyen' (spam). */
export const leadTabLabels: Record<LeadTab, string> = {
  all: 'Tümü',
  ...leadKindBadges,
  trial: 'Deneme Paketi',
  spam: leadStatusLabels.spam,
}

/**
 * A lead's company; a visitor who gave none reads as an individual customer: 'Bireysel müşteri',
 * the one name the admin uses for them (also for trial requests, stored with INDIVIDUAL_COMPANY).
 */
export function companyLabel(company: string | null | undefined): string {
  return companyOf(company) ?? INDIVIDUAL_CUSTOMER
}

/** A lead's company, or null for an individual customer (nothing given, or INDIVIDUAL_COMPANY stored). */
export function companyOf(company: string | null | undefined): string | null {
  const value = company?.trim()
  return !value || value === INDIVIDUAL_COMPANY ? null : value
}

/** Why the spam checks set a lead aside, in the sales team's words. */
export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'Ziyaretçilerin görmediği gizli alan doldurulmuş (otomatik gönderim)',
  'no-timer': 'Form süresi bilgisi yok (form, sayfası açılmadan gönderilmiş)',
  'bad-timer': 'Form süresi bilgisi geçersiz ya da değiştirilmiş',
  'too-fast': 'Form, bir insanın dolduramayacağı kadar hızlı gönderilmiş',
  'reused-timer': 'Tek kullanımlık form süresi bilgisi daha önce başka bir talepte kullanılmış',
}

const isSpamReason = (code: string): code is SpamReason => (spamReasons as readonly string[]).includes(code)

/** A stored spam reason as the admin shows it; a code this version does not know is shown as such, with a Turkish label. */
export function spamReasonLabel(code: string | null | undefined): string | null {
  if (!code) return null
  return isSpamReason(code) ? spamReasonLabels[code] : `Bilinmeyen neden (kod: ${code})`
}

/** The priorities API clients send (free text, e.g. 'high') in Turkish; any other text is shown as sent. */
export const priorityLabels = new Map([
  ['urgent', 'Acil'],
  ['high', 'Yüksek'],
  ['medium', 'Orta'],
  ['normal', 'Normal'],
  ['low', 'Düşük'],
])

export function priorityLabel(priority: string | null | undefined): string | null {
  const value = priority?.trim()
  if (!value) return null
  return priorityLabels.get(value.toLocaleLowerCase('en')) ?? value
}

const regionNamesTr = new Intl.DisplayNames(['tr'], { type: 'region' })

/**
 * A lead's country as the sales team reads it: an ISO code ('DE') by its Turkish name ('Almanya');
 * anything else (older leads and the API may carry a name as typed) as stored.
 */
export function countryLabelTr(country: string | null | undefined): string | null {
  const value = country?.trim()
  if (!value) return null
  if (!/^[A-Za-z]{2}$/.test(value)) return value
  try {
    return regionNamesTr.of(value.toUpperCase()) ?? value
  } catch {
    return value
  }
}
