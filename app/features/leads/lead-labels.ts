/** Turkish labels and formats of the admin's lead screens and export. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const
export type LeadStatusCode = (typeof leadStatuses)[number]
export type LeadKindCode = 'quote' | 'trial' | 'contact'

export const leadStatusLabels: Record<LeadStatusCode, string> = {
  new: 'Yeni',
  contacted: 'İletişime geçildi',
  quoted: 'Teklif verildi',
  won: 'Kazanıldı',
  lost: 'Kaybedildi',
  spam: 'Spam',
}

/** Badges on the cards. */
export const leadKindBadges: Record<LeadKindCode, string> = { quote: 'Teklif', trial: 'Deneme', contact: 'İletişim' }

/** The 'type' column of the CSV (spec §9) and the detail's type line. */
export const leadKindLabels: Record<LeadKindCode, string> = { quote: 'Teklif talebi', trial: 'Deneme paketi', contact: 'İletişim mesajı' }

export const leadTabLabels = { all: 'Tümü', trial: 'Deneme Paketi', quote: 'Teklif', contact: 'İletişim', spam: 'Spam' } as const

/** The sales team works in Turkey: times are shown in Istanbul time wherever the server runs. */
export const ADMIN_TIME_ZONE = 'Europe/Istanbul'

const dateFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: ADMIN_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: ADMIN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** '22.11.2026' */
export const formatLeadDate = (date: Date | string) => dateFormat.format(new Date(date))
/** '22.11.2026 14:05' */
export const formatLeadDateTime = (date: Date | string) => dateTimeFormat.format(new Date(date)).replace(',', '')

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

/** 'YYYY-MM-DD' of `date` in Istanbul (file names). */
export const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE }).format(date)
