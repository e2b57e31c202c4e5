/**
 * A certificate as the admin form and the JSON API send it, with Turkish messages. Every text is
 * one line without control characters, trimmed and bounded; the scheme is one of the list; the
 * dates are calendar days written YYYY-MM-DD, the last not before the first. The form sends text
 * (an empty input is missing); the API sends JSON (`sortOrder` may be a number, an empty
 * translation may be null).
 */
import { z } from 'zod'
import { hasControlCharacters, hasLineBreak } from '~/lib/forms/fields'
import { isCalendarDay, schemeCodes } from './certificate'

export const certificateLimits = { body: 120, number: 80, scope: 300 } as const

export const certificateMessages = {
  scheme: 'Sertifika türünü listeden seçin',
  body: 'Belgelendirme kuruluşu gereklidir',
  number: 'Sertifika numarası gereklidir',
  scope: 'Kapsam (Türkçe) gereklidir',
  validFrom: 'Geçerlilik başlangıcı gereklidir (YYYY-AA-GG)',
  validUntil: 'Geçerlilik bitişi gereklidir (YYYY-AA-GG)',
  day: 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalıdır',
  untilBeforeFrom: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  sortOrder: 'Sıra 0 ile 9999 arasında bir tam sayı olmalıdır',
  controlCharacters: 'Kontrol karakterleri (ör. NUL) kullanılamaz',
  lineBreak: 'Bu alan tek satırdır: satır sonu kullanılamaz',
  pdfRequired: 'Sertifikanın PDF dosyasını seçin',
  pdfUnknown: 'Seçilen PDF galeride bulunamadı',
  pdfNotPdf: 'Seçilen dosya bir PDF değil',
  notFound: 'Sertifika bulunamadı',
} as const

const maxMessage = (max: number) => `En fazla ${max} karakter`

/** One line of text: no control characters or line breaks, trimmed, at most `max` characters. */
const line = (max: number) =>
  z
    .string()
    .refine((value) => !hasControlCharacters(value), certificateMessages.controlCharacters)
    .refine((value) => !hasLineBreak(value), certificateMessages.lineBreak)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, maxMessage(max)))

const requiredLine = (message: string, max: number) => z.string({ error: message }).pipe(line(max)).pipe(z.string().min(1, message))

/** An optional translation: missing, null or empty is null. */
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => value || null)

/** A calendar day, YYYY-MM-DD, between 1990 and 2100 (a certificate's dates, not any date). */
const calendarDay = (required: string) =>
  z
    .string({ error: required })
    .max(10, certificateMessages.day)
    .refine((value) => isCalendarDay(value) && value >= '1990-01-01' && value <= '2100-12-31', certificateMessages.day)

const sortOrder = z
  .preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: certificateMessages.sortOrder })
      .trim()
      .regex(/^\d{1,4}$/, certificateMessages.sortOrder)
      .transform(Number)
      .optional(),
  )
  .transform((value) => value ?? 0)

export const CertificateSchema = z
  .object({
    scheme: z.enum(schemeCodes, { error: certificateMessages.scheme }),
    body: requiredLine(certificateMessages.body, certificateLimits.body),
    number: requiredLine(certificateMessages.number, certificateLimits.number),
    scope_tr: requiredLine(certificateMessages.scope, certificateLimits.scope),
    scope_en: optionalLine(certificateLimits.scope),
    scope_de: optionalLine(certificateLimits.scope),
    validFrom: calendarDay(certificateMessages.validFrom),
    validUntil: calendarDay(certificateMessages.validUntil),
    sortOrder,
    /** The PDF, a gallery file: on create required (or a file sent with the post), on update the current one when left out. */
    mediaId: z.uuid(certificateMessages.pdfUnknown).optional(),
  })
  .refine((value) => value.validUntil >= value.validFrom, {
    path: ['validUntil'],
    message: certificateMessages.untilBeforeFrom,
    // Also said while other fields are wrong, once both dates are days.
    when: ({ value }) => {
      const { validFrom, validUntil } = (value ?? {}) as Record<string, unknown>
      return typeof validFrom === 'string' && typeof validUntil === 'string' && isCalendarDay(validFrom) && isCalendarDay(validUntil)
    },
  })

export type CertificateInput = z.output<typeof CertificateSchema>
