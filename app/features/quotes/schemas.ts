/**
 * The quote's forms and API bodies. The admin's quote (Turkish messages) is one schema for the
 * HTML form and the JSON API; amounts stay decimal strings from the post to the database. The
 * buyer's answers (accept, decline, message) take their messages from the page's language.
 */
import { z } from 'zod'
import { declineReasons, extraKinds, incoterms, isAdvancePercent, paymentTermCodes } from './quote-terms'
import { parseDecimal, quoteTotals } from './money'
import { optionalText, requiredText } from '~/lib/forms/fields'
import { multiLine, singleLine } from '~/lib/forms/fields'

/** A quote has at most this many product lines and this many extra lines. */
export const MAX_QUOTE_LINES = 50
export const MAX_QUOTE_EXTRAS = 10
/**
 * Largest kilograms of one line, and largest price per kg or extra amount (below 100,000,000: the
 * price column has 8 integer digits).
 */
export const MAX_LINE_KG = 10_000_000
export const MAX_AMOUNT = 99_999_999.99
/** A version's total (and so each line's) must stay below this: the amount columns have 12 integer digits. */
export const MAX_TOTAL = 1_000_000_000_000

/** A decimal typed as '3,335' or '3.335' (or sent as a JSON number), kept as its exact string. */
const decimalText = (message: string, { min = 0, max = MAX_AMOUNT, places = 4, allowZero = true } = {}) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const parsed = parseDecimal(String(value))
    if (!parsed || parsed.decimalPlaces() > places || parsed.lt(min) || parsed.gt(max) || (!allowZero && parsed.isZero())) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return parsed.toString()
  })

const optionalDecimalText = (message: string, options?: Parameters<typeof decimalText>[1]) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), decimalText(message, options).optional())

export const QuoteLineSchema = z.object({
  /** Our product, or empty for a line written by hand. */
  productId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || null),
  /** The line's name when it names no product (the product's own names are used otherwise). */
  title: optionalText(200),
  calibre: optionalText(20),
  packSizeKg: optionalDecimalText('Ambalaj 0,001–100.000 kg arası bir sayı olmalı', {
    min: 0.001,
    max: 100_000,
    places: 3,
    allowZero: false,
  }),
  quantityKg: decimalText('Miktar 0,001–10.000.000 kg arası bir sayı olmalı (en fazla 3 ondalık)', {
    min: 0.001,
    max: MAX_LINE_KG,
    places: 3,
    allowZero: false,
  }),
  unitPrice: decimalText('Birim fiyat 0 veya pozitif bir sayı olmalı (en fazla 4 ondalık)', { places: 4 }),
})
export type QuoteLineInput = z.infer<typeof QuoteLineSchema>

export const QuoteExtraSchema = z.object({
  kind: z.enum(extraKinds, { error: 'Geçersiz ek kalem türü' }),
  label: optionalText(200),
  amount: decimalText('Tutar 0 veya pozitif bir sayı olmalı (en fazla 2 ondalık)', { places: 2 }),
})

const isoDate = z
  .string({ error: 'Geçerlilik tarihi gereklidir' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Geçerlilik tarihi YYYY-AA-GG biçiminde olmalı', abort: true })
  // A real day of the calendar (2026-02-30 is not one): the date survives its round trip.
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, 'Geçersiz tarih')

/** The admin's quote: lines, extras and terms (a draft is saved with it; sending needs prices on every line). */
export const QuoteDraftSchema = z
  .object({
    currency: z.enum(['USD', 'EUR'], { error: 'Para birimi USD veya EUR olmalı' }).default('USD'),
    lines: z
      .array(QuoteLineSchema)
      .min(1, 'Teklifte en az bir ürün satırı olmalı')
      .max(MAX_QUOTE_LINES, `En fazla ${MAX_QUOTE_LINES} satır`),
    extras: z.array(QuoteExtraSchema).max(MAX_QUOTE_EXTRAS, `En fazla ${MAX_QUOTE_EXTRAS} ek kalem`).default([]),
    incoterm: z.enum(incoterms, { error: 'Incoterms 2020 kurallarından birini seçin' }),
    incotermPlace: requiredText('Teslim yeri gereklidir (ör. Hamburg)', 100),
    paymentTerms: z.enum(paymentTermCodes, { error: 'Ödeme koşulunu seçin' }),
    advancePercent: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ error: 'Peşinat yüzdesi 1–99 arası olmalı' })
        .refine(isAdvancePercent, 'Peşinat yüzdesi 1–99 arası olmalı')
        .optional(),
    ),
    paymentTermsText: optionalText(500),
    validUntil: isoDate,
    shipmentWindow: optionalText(200),
    buyerNote: optionalText(4000),
    internalNote: optionalText(4000),
  })
  .superRefine((quote, ctx) => {
    if (quote.paymentTerms === 'part-advance' && quote.advancePercent === undefined)
      ctx.addIssue({ code: 'custom', path: ['advancePercent'], message: 'Peşinat yüzdesini yazın (ör. 30)' })
    if (quote.paymentTerms === 'custom' && !quote.paymentTermsText)
      ctx.addIssue({ code: 'custom', path: ['paymentTermsText'], message: 'Ödeme koşulunu yazın' })
    quote.lines.forEach((line, i) => {
      if (!line.productId && !line.title)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'title'], message: 'Ürün seçin veya satırın adını yazın' })
    })
    if (quoteTotals(quote).total.gte(MAX_TOTAL))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Teklifin toplamı 1.000.000.000.000’dan küçük olmalı' })
  })
export type QuoteDraftInput = z.infer<typeof QuoteDraftSchema>

/** A new validity date (extending a sent quote makes a new version). */
export const ExtendSchema = z.object({ validUntil: isoDate })

/** The sales team's reply at the private link. */
export const ReplySchema = z.object({ body: requiredText('Yanıt boş olamaz', 4000) })

// --- The buyer's answers (messages in the page's language) ----------------------------------

export interface BuyerMessages {
  nameRequired: string
  positionRequired: string
  confirmRequired: string
  reasonRequired: string
  messageRequired: string
  tooLong: string
}

const buyerLine = (required: string, max: number, tooLong: string) => singleLine(required).min(1, required).max(max, tooLong)

export const acceptSchema = (m: BuyerMessages) =>
  z.object({
    /** A hidden field: one line without control characters, like every posted text (PostgreSQL refuses NUL). */
    versionId: singleLine().max(100),
    fullName: buyerLine(m.nameRequired, 120, m.tooLong),
    position: buyerLine(m.positionRequired, 120, m.tooLong),
    poNumber: singleLine()
      .max(60, m.tooLong)
      .optional()
      .transform((value) => value || null),
    confirm: z.literal('on', { error: m.confirmRequired }),
  })

export const declineSchema = (m: BuyerMessages) =>
  z.object({
    /** A hidden field: one line without control characters, like every posted text (PostgreSQL refuses NUL). */
    versionId: singleLine().max(100),
    reason: z.enum(declineReasons, { error: m.reasonRequired }),
    comment: multiLine()
      .max(2000, m.tooLong)
      .optional()
      .transform((value) => value || null),
  })

export const buyerMessageSchema = (m: BuyerMessages) =>
  z.object({
    kind: z.enum(['question', 'change'], { error: m.messageRequired }).default('question'),
    body: multiLine(m.messageRequired).min(1, m.messageRequired).max(4000, m.tooLong),
  })
