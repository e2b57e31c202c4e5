/**
 * The certificates: the admin's writes (shared by the form and the JSON API), what visitors see
 * (the quality page, the spec sheets), the dashboard's warning and the expiry job.
 *
 * Visitors see a certificate from the first moment of `validFrom` through the last moment of
 * `validUntil` in Istanbul. Pages are cached per content version, so time passing must change
 * it: `shown` holds "valid today in Istanbul", set at every write and kept so by
 * `refreshShownCertificates` (every 10 s, on the database's clock); a change of it raises the
 * version by the table's triggers. The public reads filter on the same days themselves, keyed by
 * the day, so a page rendered just after midnight is right before the job has run.
 */

import { addToGallery } from '~/features/media/media.server'
import type { CheckedUpload } from '~/features/media/upload-check.server'
import { Prisma } from '~/generated/prisma/client'
import { AdminWriteError } from '~/lib/admin-write-error.server'
import { contentRead } from '~/lib/content-reads.server'
import { ADMIN_TIME_ZONE, isoDay } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { fixedT } from '~/lib/i18next.server'
import type { Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'
import { logger } from '~/lib/logger.server'
import { isUuid } from '~/lib/uuid'
import {
  addDays,
  type CertificateStatus,
  certificateSchemes,
  certificateStatus,
  dateAsDay,
  dayAsDate,
  EXPIRY_WARNING_DAYS,
  isSchemeCode,
  isValidOn,
  type SchemeCode,
  schemeName,
} from './certificate'
import { type CertificateInput, certificateMessages } from './schemas'

/** A refused certificate write (a field the admin can fix, or a certificate that is not there). */
export class CertificateError extends AdminWriteError {}

/** Each scheme's name as the admin panel (Turkish) shows it, in the list's order. */
export function adminSchemeNames(): { code: SchemeCode; name: string }[] {
  const t = fixedT('tr')
  return certificateSchemes.map(({ code }) => ({ code, name: schemeName(code, t) }))
}

/** Today's calendar day in Istanbul ('2026-12-05'). */
export const istanbulToday = (now: Date = new Date()) => isoDay(now)

const certificateSelect = {
  id: true,
  scheme: true,
  body: true,
  scope_tr: true,
  scope_en: true,
  scope_de: true,
  number: true,
  validFrom: true,
  validUntil: true,
  sortOrder: true,
  createdAt: true,
  updatedAt: true,
  media: { select: { id: true, url: true, originalName: true, fileSize: true } },
} satisfies Prisma.CertificateSelect

type CertificateRow = Prisma.CertificateGetPayload<{ select: typeof certificateSelect }>

/** A certificate as the admin (and the API) sees it: days as YYYY-MM-DD, its status on `today`. */
export interface AdminCertificate {
  id: string
  scheme: SchemeCode
  body: string
  scope_tr: string
  scope_en: string | null
  scope_de: string | null
  number: string
  validFrom: string
  validUntil: string
  sortOrder: number
  status: CertificateStatus
  daysLeft: number
  pdf: { id: string; url: string; originalName: string; fileSize: number }
  createdAt: Date
  updatedAt: Date
}

/** The stored scheme; a code no longer in the list (never written by this code) reads as 'other'. */
const schemeOf = (value: string): SchemeCode => (isSchemeCode(value) ? value : 'other')

function toAdminCertificate(row: CertificateRow, today: string): AdminCertificate {
  const days = { validFrom: dateAsDay(row.validFrom), validUntil: dateAsDay(row.validUntil) }
  const { media, ...fields } = row
  return { ...fields, ...days, scheme: schemeOf(row.scheme), ...certificateStatus(days, today), pdf: media }
}

const adminOrder: Prisma.CertificateOrderByWithRelationInput[] = [{ sortOrder: 'asc' }, { validUntil: 'desc' }, { id: 'asc' }]

/** At most this many certificates are listed (the admin's list and the API). */
export const CERTIFICATE_LIST_MAX = 500

/** Every certificate, in the public order, with its status on today (Istanbul). */
export async function listCertificates(now: Date = new Date()): Promise<AdminCertificate[]> {
  const today = istanbulToday(now)
  const rows = await prisma.certificate.findMany({ orderBy: adminOrder, take: CERTIFICATE_LIST_MAX, select: certificateSelect })
  return rows.map((row) => toAdminCertificate(row, today))
}

export async function getCertificate(id: string, now: Date = new Date()): Promise<AdminCertificate | null> {
  if (!isUuid(id)) return null
  const row = await prisma.certificate.findUnique({ where: { id }, select: certificateSelect })
  return row ? toAdminCertificate(row, istanbulToday(now)) : null
}

/** An uploaded PDF (already checked: a real PDF, at most 10 MB, no active content) into the gallery; its id. */
export async function storeCertificatePdf(file: CheckedUpload): Promise<string> {
  const { media } = await addToGallery(file, { category: 'certificate' })
  return media.id
}

/** The gallery file `mediaId` when it is a PDF; otherwise a refusal at the field. */
async function requirePdf(mediaId: string | undefined): Promise<string> {
  if (!mediaId) throw new CertificateError(400, certificateMessages.pdfRequired, { mediaId: [certificateMessages.pdfRequired] })
  const media = await prisma.mediaFile.findUnique({ where: { id: mediaId }, select: { mimeType: true } })
  if (!media) throw new CertificateError(400, certificateMessages.pdfUnknown, { mediaId: [certificateMessages.pdfUnknown] })
  if (media.mimeType !== 'application/pdf')
    throw new CertificateError(400, certificateMessages.pdfNotPdf, { mediaId: [certificateMessages.pdfNotPdf] })
  return mediaId
}

function certificateData(input: CertificateInput, now: Date) {
  const { mediaId: _mediaId, validFrom, validUntil, ...fields } = input
  return {
    ...fields,
    validFrom: dayAsDate(validFrom),
    validUntil: dayAsDate(validUntil),
    // Right from the write; the expiry job keeps it right as the days pass.
    shown: isValidOn({ validFrom, validUntil }, istanbulToday(now)),
  }
}

/** The PDF went from the gallery between our check and the write. */
function missingPdf(error: unknown): unknown {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003')
    return new CertificateError(400, certificateMessages.pdfUnknown, { mediaId: [certificateMessages.pdfUnknown] })
  return error
}

/** Adds a certificate; its PDF (`mediaId`) must be a PDF of the gallery. */
export async function createCertificate(input: CertificateInput, now: Date = new Date()): Promise<AdminCertificate> {
  const mediaId = await requirePdf(input.mediaId)
  const row = await prisma.certificate
    .create({ data: { ...certificateData(input, now), mediaId }, select: certificateSelect })
    .catch((error: unknown) => {
      throw missingPdf(error)
    })
  return toAdminCertificate(row, istanbulToday(now))
}

/** Replaces a certificate's fields; without `mediaId` its PDF stays. */
export async function updateCertificate(id: string, input: CertificateInput, now: Date = new Date()): Promise<AdminCertificate> {
  const mediaId = input.mediaId === undefined ? undefined : await requirePdf(input.mediaId)
  if (!isUuid(id)) throw new CertificateError(404, certificateMessages.notFound)
  const { count } = await prisma.certificate
    .updateMany({ where: { id }, data: { ...certificateData(input, now), ...(mediaId ? { mediaId } : {}) } })
    .catch((error: unknown) => {
      throw missingPdf(error)
    })
  const updated = count === 1 ? await getCertificate(id, now) : null
  if (!updated) throw new CertificateError(404, certificateMessages.notFound)
  return updated
}

/** Removes a certificate (its PDF stays in the gallery). */
export async function deleteCertificate(id: string): Promise<void> {
  const { count } = isUuid(id) ? await prisma.certificate.deleteMany({ where: { id } }) : { count: 0 }
  if (count === 0) throw new CertificateError(404, certificateMessages.notFound)
}

// ---------------------------------------------------------------------------------------------
// What visitors see

/** A certificate as a visitor reads it, in one language. */
export interface PublicCertificate {
  id: string
  scheme: SchemeCode
  body: string
  /** The scope in the visitor's language (German falls back to English, English to Turkish). */
  scope: string
  number: string
  validUntil: string
  pdfUrl: string
}

const publicOrder: Prisma.CertificateOrderByWithRelationInput[] = [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }]

/** The certificates valid on `today`, read once per content version and day. */
function validOn(today: string) {
  const day = dayAsDate(today)
  return contentRead(`certificates valid on ${today}`, () =>
    prisma.certificate.findMany({
      where: { validFrom: { lte: day }, validUntil: { gte: day } },
      orderBy: publicOrder,
      take: CERTIFICATE_LIST_MAX,
      select: { ...certificateSelect, media: { select: { url: true } } },
    }),
  )
}

/** The certificates valid today (Istanbul), as visitors of `locale` read them. */
export async function validCertificates(locale: Locale, now: Date = new Date()): Promise<PublicCertificate[]> {
  const rows = await validOn(istanbulToday(now))
  return rows.map((row) => ({
    id: row.id,
    scheme: schemeOf(row.scheme),
    body: row.body,
    scope: localized(row, 'scope', locale),
    number: row.number,
    validUntil: dateAsDay(row.validUntil),
    pdfUrl: row.media.url,
  }))
}

/** The schemes of the certificates valid today, each once, in the public order (the spec sheets name them). */
export async function validCertificateSchemes(now: Date = new Date()): Promise<SchemeCode[]> {
  const rows = await validOn(istanbulToday(now))
  return [...new Set(rows.map((row) => schemeOf(row.scheme)))]
}

// ---------------------------------------------------------------------------------------------
// The dashboard's warning

/** The most certificates the dashboard lists. */
const ATTENTION_MAX = 20

/**
 * The certificates whose scheme is covered by a renewal, as a filter: per scheme, the earliest first
 * day of a certificate valid past `windowEnd`. A certificate of that scheme is covered when the
 * renewal has begun by `today`, or begins by the day after the certificate's last day (the scheme
 * is then on the site every day).
 */
async function renewedCertificates(today: string, windowEnd: string): Promise<Prisma.CertificateWhereInput[]> {
  const renewals = await prisma.certificate.groupBy({
    by: ['scheme'],
    where: { validUntil: { gt: dayAsDate(windowEnd) } },
    _min: { validFrom: true },
  })
  return renewals.flatMap(({ scheme, _min: { validFrom } }) => {
    if (!validFrom) return []
    const renewalFrom = dateAsDay(validFrom)
    return renewalFrom <= today ? [{ scheme }] : [{ scheme, validUntil: { gte: dayAsDate(addDays(renewalFrom, -1)) } }]
  })
}

/**
 * Certificates that end within EXPIRY_WARNING_DAYS (today included) or have ended, unless renewed:
 * another certificate of the scheme is valid past the window without a day between the two. The
 * soonest to end first, then the ended ones, the latest first.
 */
export async function certificatesNeedingAttention(now: Date = new Date()): Promise<AdminCertificate[]> {
  const today = istanbulToday(now)
  const windowEnd = addDays(today, EXPIRY_WARNING_DAYS)
  const renewed = await renewedCertificates(today, windowEnd)
  const rows = await prisma.certificate.findMany({
    where: { validUntil: { lte: dayAsDate(windowEnd) }, ...(renewed.length > 0 ? { NOT: renewed } : {}) },
    orderBy: [{ validUntil: 'desc' }, { id: 'asc' }],
    take: ATTENTION_MAX,
    select: certificateSelect,
  })
  const certificates = rows.map((row) => toAdminCertificate(row, today))
  const ending = certificates.filter((certificate) => certificate.daysLeft >= 0).reverse()
  return [...ending, ...certificates.filter((certificate) => certificate.daysLeft < 0)]
}

// ---------------------------------------------------------------------------------------------
// The expiry job

/**
 * Sets `shown` to "valid today in Istanbul" by the database's clock, in one statement; returns how
 * many certificates entered or left. A certificate whose flag is right is not written, so the
 * content version (raised per changed row by the table's trigger) changes exactly when one does.
 */
export async function refreshShownCertificates(): Promise<number> {
  return prisma.$executeRaw`
    UPDATE "Certificate"
    SET "shown" = ("validFrom" <= (now() AT TIME ZONE ${ADMIN_TIME_ZONE})::date AND "validUntil" >= (now() AT TIME ZONE ${ADMIN_TIME_ZONE})::date)
    WHERE "shown" IS DISTINCT FROM ("validFrom" <= (now() AT TIME ZONE ${ADMIN_TIME_ZONE})::date AND "validUntil" >= (now() AT TIME ZONE ${ADMIN_TIME_ZONE})::date)`
}

let refreshing: Promise<void> | null = null

/**
 * One turn of the expiry job for the content scheduler's tick: never two at once, a failure logged
 * (the next tick tries again), never thrown.
 */
export function refreshShownCertificatesInBackground(): Promise<void> {
  refreshing ??= refreshShownCertificates()
    .then((changed) => {
      if (changed > 0) logger.info({ certificates: changed }, 'Certificates entered or left their validity')
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'Certificate validity could not be refreshed; trying again'))
    .finally(() => {
      refreshing = null
    })
  return refreshing
}
