/**
 * Certificate rules that need no server: the schemes (one list for the admin's select, the
 * validation, the public names and the seed), the calendar days a certificate is valid on, and
 * its status as the admin panel shows it.
 *
 * A certificate is valid from the first moment of `validFrom` through the last moment of
 * `validUntil`, both calendar days in Istanbul: visitors see it on exactly those days.
 */
import type { TFunction } from 'i18next'
import { dateFormatter } from '~/lib/dates'
import { isOneOf } from '~/lib/one-of'

/**
 * The schemes a certificate can be of. `name` is a proper name, the same in every language;
 * without one, the name is the dictionary's `certificates.schemes.<code>` (UI chrome, in tr/en/de).
 */
export const certificateSchemes = [
  { code: 'haccp', name: 'HACCP' },
  { code: 'iso-22000', name: 'ISO 22000' },
  { code: 'brcgs', name: 'BRCGS' },
  { code: 'ifs-food', name: 'IFS Food' },
  { code: 'organic', name: null },
  { code: 'other', name: null },
] as const satisfies readonly { code: string; name: string | null }[]

export type CertificateScheme = (typeof certificateSchemes)[number]
export type SchemeCode = CertificateScheme['code']
/** The schemes whose name is translated (their dictionary key is `certificates.schemes.<code>`). */
export type TranslatedSchemeCode = Extract<CertificateScheme, { name: null }>['code']

export const schemeCodes = certificateSchemes.map((scheme) => scheme.code) as [SchemeCode, ...SchemeCode[]]

export const isSchemeCode = (value: unknown): value is SchemeCode => isOneOf(schemeCodes, value)

const isTranslated = (scheme: CertificateScheme): scheme is Extract<CertificateScheme, { name: null }> => scheme.name === null

/** A scheme's name in the language of `t` ('HACCP'; 'Organik', 'Organic', 'Bio'). */
export function schemeName(code: SchemeCode, t: TFunction): string {
  const scheme = certificateSchemes.find((candidate) => candidate.code === code)
  if (!scheme) return code
  return isTranslated(scheme) ? t(`certificates.schemes.${scheme.code}`) : scheme.name
}

// ---------------------------------------------------------------------------------------------
// Calendar days ('YYYY-MM-DD')

const DAY_MS = 24 * 60 * 60 * 1000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `text` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A calendar day as the database stores a `date` column (midnight UTC of that day). */
export const dayAsDate = (day: string) => new Date(`${day}T00:00:00.000Z`)

/** The calendar day of a `date` column's value. */
export const dateAsDay = (date: Date) => date.toISOString().slice(0, 10)

/** Days from `from` to `to` (both YYYY-MM-DD): 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((dayAsDate(to).getTime() - dayAsDate(from).getTime()) / DAY_MS)

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number) => dateAsDay(new Date(dayAsDate(day).getTime() + days * DAY_MS))

/** A calendar day in a language's long style ('5 Aralık 2027', '5 December 2027', '5. Dezember 2027'). */
export const formatDay = (day: string, localeTag: string) => dateFormatter(localeTag, 'longDate', 'UTC').format(dayAsDate(day))

// ---------------------------------------------------------------------------------------------
// Validity and status

export interface ValidityDays {
  validFrom: string
  validUntil: string
}

/** Whether the certificate is valid on `today` (its first and last days included). */
export const isValidOn = ({ validFrom, validUntil }: ValidityDays, today: string) => validFrom <= today && today <= validUntil

/** A certificate within this many days of its last day is about to end (the dashboard warns). */
export const EXPIRY_WARNING_DAYS = 30

export const certificateStatuses = ['valid', 'expiring', 'expired', 'upcoming'] as const
export type CertificateStatus = (typeof certificateStatuses)[number]

/** The admin panel's badge of each status. */
export const certificateStatusLabels: Record<CertificateStatus, string> = {
  valid: 'Geçerli',
  expiring: `${EXPIRY_WARNING_DAYS} gün içinde bitiyor`,
  expired: 'Süresi doldu',
  upcoming: 'Henüz başlamadı',
}

/**
 * Where a certificate stands on `today`: not started yet, valid, valid but ending within
 * EXPIRY_WARNING_DAYS (its last day included), or over. `daysLeft` counts to its last day (0: it
 * ends today; negative: it ended that many days ago).
 */
export function certificateStatus(certificate: ValidityDays, today: string): { status: CertificateStatus; daysLeft: number } {
  const daysLeft = daysBetween(today, certificate.validUntil)
  if (today < certificate.validFrom) return { status: 'upcoming', daysLeft }
  if (daysLeft < 0) return { status: 'expired', daysLeft }
  return { status: daysLeft <= EXPIRY_WARNING_DAYS ? 'expiring' : 'valid', daysLeft }
}

/** What the dashboard says of the days left ('Bugün bitiyor', '20 gün kaldı', '3 gün önce bitti'). */
export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft === 0) return 'Bugün bitiyor'
  return daysLeft > 0 ? `${daysLeft} gün kaldı` : `${-daysLeft} gün önce bitti`
}
