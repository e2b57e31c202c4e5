/**
 * The quote's forms and API bodies. The admin's quote (Turkish messages) is one schema built for
 * two writers of numbers: the HTML form, where a person types them the Turkish way ('2.450' is
 * 2450, '2.450,50' is 2450.5; an entry that could mean two numbers is refused naming both), and
 * the JSON API, where a program sends plain decimals ('1234.50', or JSON numbers). Amounts stay
 * decimal strings from the post to the database. The buyer's answers (accept, decline, message)
 * take their messages from the page's language.
 */
import { z } from 'zod'
import { multiLine, optionalText, requiredText, singleLine } from '~/lib/forms/fields'
import { readPlainNumber, readTypedNumber, typedNumberMessage } from '~/lib/forms/typed-number'
import { Decimal, quoteTotals } from './money'
import { declineReasons, extraKinds, incoterms, isAdvancePercent, paymentTermCodes } from './quote-terms'
import { MAX_WEEK_OF_MONTH, type ShipmentWindow, shipmentKinds } from './shipment-window'

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

/** Who writes the numbers: a person in the admin form (the Turkish way) or a program (plain decimals, JSON numbers). */
export type NumberWriter = 'form' | 'api'

/** A number of the quote as its writer writes it, refused with the field's message (or why it could mean two numbers). */
function readNumber(value: string | number, writer: NumberWriter, message: string) {
  const text = String(value)
  const reading = typeof value === 'string' && writer === 'form' ? readTypedNumber(text) : readPlainNumber(text)
  return reading.ok ? { value: new Decimal(reading.value) } : { error: typedNumberMessage(text, reading, message) }
}

/** A decimal kept as its exact string ('2450.5'), between `min` and `max` with at most `places` decimals. */
export const decimalText = (writer: NumberWriter, message: string, { min = 0, max = MAX_AMOUNT, places = 4, allowZero = true } = {}) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const read = readNumber(value, writer, message)
    const parsed = read.value
    if (!parsed || parsed.decimalPlaces() > places || parsed.lt(min) || parsed.gt(max) || (!allowZero && parsed.isZero())) {
      ctx.addIssue({ code: 'custom', message: read.error ?? message })
      return z.NEVER
    }
    return parsed.toString()
  })

const blankIsMissing = (value: unknown) => (value === '' || value === null ? undefined : value)

const optionalDecimalText = (writer: NumberWriter, message: string, options?: Parameters<typeof decimalText>[2]) =>
  z.preprocess(blankIsMissing, decimalText(writer, message, options).optional())

const ADVANCE_MESSAGE = 'Peşinat yüzdesi 1–99 arası bir tam sayı olmalı'

/** A part advance in whole percent, read like every other number of the form ('0x1e' and '1e1' are no percentages). */
const advancePercent = (writer: NumberWriter) =>
  z.preprocess(
    blankIsMissing,
    z
      .union([z.string(), z.number()], { error: ADVANCE_MESSAGE })
      .transform((value, ctx) => {
        const read = readNumber(value, writer, ADVANCE_MESSAGE)
        const percent = read.value?.toNumber()
        if (percent === undefined || !isAdvancePercent(percent)) {
          ctx.addIssue({ code: 'custom', message: read.error ?? ADVANCE_MESSAGE })
          return z.NEVER
        }
        return percent
      })
      .optional(),
  )

const quoteLineSchema = (writer: NumberWriter) =>
  z.object({
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
    packSizeKg: optionalDecimalText(writer, 'Ambalaj 0,001–100.000 kg arası bir sayı olmalı', {
      min: 0.001,
      max: 100_000,
      places: 3,
      allowZero: false,
    }),
    quantityKg: decimalText(writer, 'Miktar 0,001–10.000.000 kg arası bir sayı olmalı (en fazla 3 ondalık)', {
      min: 0.001,
      max: MAX_LINE_KG,
      places: 3,
      allowZero: false,
    }),
    unitPrice: decimalText(writer, 'Birim fiyat 0 veya pozitif bir sayı olmalı (en fazla 4 ondalık)', { places: 4 }),
  })
export const QuoteLineSchema = quoteLineSchema('api')
export type QuoteLineInput = z.infer<typeof QuoteLineSchema>

const quoteExtraSchema = (writer: NumberWriter) =>
  z.object({
    kind: z.enum(extraKinds, { error: 'Geçersiz ek kalem türü' }),
    label: optionalText(200),
    amount: decimalText(writer, 'Tutar 0 veya pozitif bir sayı olmalı (en fazla 2 ondalık)', { places: 2 }),
  })

/** A real calendar day 'YYYY-MM-DD' (2026-02-30 is not one): the date survives its round trip. */
export function isRealDay(value: string) {
  const date = new Date(`${value}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

const isoDate = z
  .string({ error: 'Geçerlilik tarihi gereklidir' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Geçerlilik tarihi YYYY-AA-GG biçiminde olmalı', abort: true })
  // A real day of the calendar (2026-02-30 is not one): the date survives its round trip.
  .refine(isRealDay, 'Geçersiz tarih')

/** A month of this century, 'YYYY-MM': a quote's dates are never before 2000 or after 2099. */
const isMonth = (value: string) => /^(20\d{2})-(0[1-9]|1[0-2])$/.test(value)
/** A real calendar day of such a month, 'YYYY-MM-DD' (2026-02-30 is not one; year 0000 is none either). */
const isShipmentDay = (value: string) => isMonth(value.slice(0, 7)) && isRealDay(value)
/** The days of a month 'YYYY-MM'. */
const daysInMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
/** The first day of a week of the month: week 5 is days 29 to 31, which February of a common year has not. */
const firstDayOfWeek = (week: number) => (week - 1) * 7 + 1
/** The longest range of days a shipment window may span. */
export const MAX_SHIPMENT_RANGE_DAYS = 366

/** A month or a day of the window as posted (empty becomes null). */
const windowPart = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)

const WEEK_MESSAGE = `Hafta 1–${MAX_WEEK_OF_MONTH} arası olmalı`
const SHIPMENT_WINDOW_SHAPE =
  'shipmentWindow bir nesne olmalı: {"kind":"month","month":"2027-03","week":2} veya {"kind":"range","from":"2027-03-01","to":"2027-03-15"}'

/**
 * The shipment window's fields as the form posts them: its kind (a month with an optional week,
 * or a range of days) and their values. An empty kind with a month (or with days) filled in means
 * that kind, so a form sent without choosing the kind still says what it shows.
 */
const shipmentFields = {
  shipmentKind: z.preprocess(blankIsMissing, z.enum(shipmentKinds, { error: 'Yükleme dönemi ay veya tarih aralığı olmalı' }).optional()),
  // The month and the days are checked by their pattern when read as a window (one message per field).
  shipmentMonth: windowPart,
  /** A whole number of 1–5, as the form's select posts it ('2') or a program sends it (2); '0x2' or '1.5' is no week. */
  shipmentWeek: z.preprocess(
    (value) => (typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : blankIsMissing(value)),
    z.number({ error: WEEK_MESSAGE }).int(WEEK_MESSAGE).min(1, WEEK_MESSAGE).max(MAX_WEEK_OF_MONTH, WEEK_MESSAGE).optional(),
  ),
  shipmentFrom: windowPart,
  shipmentTo: windowPart,
  /** The API writes the window as one object (flattened into the fields above before this); a text is no window. */
  shipmentWindow: z.undefined({ error: SHIPMENT_WINDOW_SHAPE }).optional(),
}

type ShipmentFields = { [K in Exclude<keyof typeof shipmentFields, 'shipmentWindow'>]?: z.output<(typeof shipmentFields)[K]> }

type ShipmentReading = { window: ShipmentWindow | null } | { path: keyof ShipmentFields; message: string }

/** The window the fields describe (null: none), or the field and message that keep them from being one. */
function readShipmentWindow(fields: ShipmentFields): ShipmentReading {
  const { shipmentMonth: month, shipmentWeek: week, shipmentFrom: from, shipmentTo: to } = fields
  const kind = fields.shipmentKind ?? (month ? 'month' : from || to ? 'range' : null)
  const issue = (path: keyof ShipmentFields, message: string) => ({ path, message })
  if (kind === 'month') {
    if (!month) return issue('shipmentMonth', 'Yükleme ayını seçin (ör. 2027-03)')
    if (!isMonth(month)) return issue('shipmentMonth', 'Yükleme ayı YYYY-AA biçiminde olmalı (ör. 2027-03)')
    if (week !== undefined && week <= MAX_WEEK_OF_MONTH && firstDayOfWeek(week) > daysInMonth(month))
      return issue('shipmentWeek', `Bu ayın ${week}. haftası yok`)
    return { window: { kind, month, week: week ?? null } }
  }
  if (kind === 'range') {
    if (week !== undefined) return issue('shipmentWeek', 'Hafta yalnızca bir ayla birlikte seçilir')
    if (!from || !isShipmentDay(from)) return issue('shipmentFrom', 'Yüklemenin ilk gününü girin (YYYY-AA-GG)')
    if (!to || !isShipmentDay(to)) return issue('shipmentTo', 'Yüklemenin son gününü girin (YYYY-AA-GG)')
    if (to < from) return issue('shipmentTo', 'Son gün ilk günden önce olamaz')
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000
    if (days > MAX_SHIPMENT_RANGE_DAYS) return issue('shipmentTo', `Yükleme dönemi en fazla ${MAX_SHIPMENT_RANGE_DAYS} gün olabilir`)
    return { window: { kind, from, to } }
  }
  if (week !== undefined) return issue('shipmentMonth', 'Haftanın ayını seçin')
  return { window: null }
}

/** The API's `shipmentWindow` object as the form's fields (null or absent: no window; anything else is refused by the schema). */
function flattenShipmentWindow(body: unknown) {
  if (typeof body !== 'object' || body === null || !('shipmentWindow' in body)) return body
  const { shipmentWindow: window, ...rest } = body as Record<string, unknown>
  if (window === null) return rest
  if (typeof window !== 'object' || Array.isArray(window)) return body
  const { kind, month, week, from, to } = window as Record<string, unknown>
  return { ...rest, shipmentKind: kind, shipmentMonth: month, shipmentWeek: week, shipmentFrom: from, shipmentTo: to }
}

/** The admin's quote as its fields: lines, extras and terms (a draft is saved with it; sending needs prices on every line). */
const quoteDraftFields = (writer: NumberWriter) =>
  z
    .object({
      currency: z.enum(['USD', 'EUR'], { error: 'Para birimi USD veya EUR olmalı' }).default('USD'),
      lines: z
        .array(quoteLineSchema(writer))
        .min(1, 'Teklifte en az bir ürün satırı olmalı')
        .max(MAX_QUOTE_LINES, `En fazla ${MAX_QUOTE_LINES} satır`),
      extras: z.array(quoteExtraSchema(writer)).max(MAX_QUOTE_EXTRAS, `En fazla ${MAX_QUOTE_EXTRAS} ek kalem`).default([]),
      incoterm: z.enum(incoterms, { error: 'Incoterms 2020 kurallarından birini seçin' }),
      incotermPlace: requiredText('Teslim yeri gereklidir (ör. Hamburg)', 100),
      paymentTerms: z.enum(paymentTermCodes, { error: 'Ödeme koşulunu seçin' }),
      advancePercent: advancePercent(writer),
      paymentTermsText: optionalText(500),
      validUntil: isoDate,
      ...shipmentFields,
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
      const shipment = readShipmentWindow(quote)
      if ('path' in shipment) ctx.addIssue({ code: 'custom', path: [shipment.path], message: shipment.message })
      if (quoteTotals(quote).total.gte(MAX_TOTAL))
        ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Teklifin toplamı 1.000.000.000.000’dan küçük olmalı' })
    })

/** The quote as stored: the shipment window's fields read as one window. */
const quoteDraftSchema = (writer: NumberWriter) =>
  quoteDraftFields(writer).transform(
    ({ shipmentKind, shipmentMonth, shipmentWeek, shipmentFrom, shipmentTo, shipmentWindow: _, ...quote }) => {
      // Checked by the refinement above: only a quote whose fields make a window gets here.
      const shipment = readShipmentWindow({ shipmentKind, shipmentMonth, shipmentWeek, shipmentFrom, shipmentTo })
      return { ...quote, shipmentWindow: 'window' in shipment ? shipment.window : null }
    },
  )
/** The admin API's body: plain decimals ('1234.50') or JSON numbers. */
export const QuoteDraftSchema = z.preprocess(flattenShipmentWindow, quoteDraftSchema('api'))
/** The admin's HTML form: numbers typed the Turkish way ('2.450,50'). */
export const QuoteFormSchema = quoteDraftSchema('form')
/** The form's fields before they are read as one quote: what the browser's constraints are made from. */
export const QuoteFormFieldsSchema = quoteDraftFields('form')
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
