/**
 * The lead vocabulary: the kinds and statuses a lead can have (stored as Prisma's LeadKind and
 * LeadStatus) and how the admin's screens and exports name them in Turkish, plus the company and
 * country of a lead as the sales team reads them.
 */
import type { LeadKind, LeadStatus } from '~/generated/prisma/enums'
import { INDIVIDUAL_COMPANY } from './lead'
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
  spam: 'Spam',
}

/** The short names on the cards' badges and the dashboard. */
export const leadKindBadges: Record<LeadKind, string> = { quote: 'Teklif', trial: 'Deneme', contact: 'İletişim' }

/** The full names: the detail's type line and the CSV's type column. */
export const leadKindLabels: Record<LeadKind, string> = { quote: 'Teklif talebi', trial: 'Deneme paketi', contact: 'İletişim mesajı' }

/** The list's tabs: the kind's badge name (the trial tab says 'Deneme Paketi'), 'Tümü' and 'Spam'. */
export const leadTabLabels: Record<LeadTab, string> = {
  all: 'Tümü',
  ...leadKindBadges,
  trial: 'Deneme Paketi',
  spam: leadStatusLabels.spam,
}

/** A lead's company; a visitor who gave none reads as an individual customer ('Bireysel müşteri'). */
export const companyLabel = (company: string | null | undefined) => company || `${INDIVIDUAL_COMPANY} müşteri`

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
