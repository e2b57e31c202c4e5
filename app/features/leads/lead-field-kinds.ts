/**
 * What a declared lead field is (lead-fields.ts holds the declarations): its rule, the lead kinds
 * that carry it, how the form asks for it, its words and where it is shown. The rules of the
 * form controls shared by several fields (a delivery period) are here too. Browser-safe: the
 * forms' checks in the browser use the same rules.
 */
import { z } from 'zod'
import type { LeadKind } from '~/generated/prisma/enums'
import { isoDay } from '~/lib/dates'
import { singleLine } from '~/lib/forms/fields'
import type { FormRules, ValidationKey } from '~/lib/forms/messages'
import { type Locale, localeTags } from '~/lib/locale'

/** How the form asks for a field. */
export type FieldControl =
  | { type: 'text'; maxLength: number; autoComplete?: string; inputMode?: 'text' | 'numeric' }
  | { type: 'select'; options: readonly string[] }
  /** A month, or a range of two days: `name.month`, `name.from`, `name.to`. */
  | { type: 'period' }

/** The fields of a quote's draft a request's value may start: its Incoterm and the Incoterm's place. */
export type DraftTerm = 'incoterm' | 'incotermPlace'

/** The other fields of the same request as posted: unchecked input, read with care. */
export type PostedRequest = Readonly<Record<string, unknown>>

export interface LeadFieldDeclaration {
  /** The form's and the stored name ('incoterm'); its words are the dictionaries' `leadFields.<name>`. */
  name: string
  kinds: readonly LeadKind[]
  /**
   * The form control. Its words are `label`, and also `hint` when `hint` is set; a select has
   * `choose` (its empty choice) and `options.<value>`; a period `month`, `or`, `from`, `to` and `hint`
   * (which states the month's format, for a browser without a month input).
   */
  control: FieldControl
  hint?: boolean
  /** The value as posted → what is stored (a string), or undefined when not given. */
  rule: (rules: FormRules) => z.ZodType<string | undefined>
  /** A rule against the other fields of the request (the VAT number against the country), with its message. */
  fits?: { message: ValidationKey; test: (value: string, request: PostedRequest) => boolean }
  /** The value as stored, given the rest of the checked request (a VAT number with its country's prefix); as checked when absent. */
  stored?: (value: string, request: PostedRequest) => string
  /** The Turkish name in the admin, its e-mails and exports. */
  admin: string
  /** The CSV exports' header and the column's place among the declared ones (after the fixed columns). */
  csv: { header: string; position: number }
  /** The JSON APIs' name, and the other names a client may send it under. */
  api: { name: string; aliases?: readonly string[] }
  /**
   * Where it is shown besides the CSV and the API: the admin's detail, the buyer's "as sent" block
   * (confirmation and private page), the sales team's notification and the visitor's confirmation
   * mail (which quotes nothing typed freely: only a value the form offered to choose).
   */
  show: { detail: boolean; asSent: boolean; salesMail: boolean; confirmationMail: boolean }
  /** The field of a new quote's draft that starts with this value ('incoterm'), if any. */
  draft?: DraftTerm
  /** The value as a reader of `locale` reads it; the stored value when absent. */
  text?: (value: string, locale: Locale) => string
}

/** A value a request may leave out: '' and missing are not given. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value)

/** An optional single line of at most `max` characters. */
export const optionalLine =
  (max: number) =>
  ({ t }: FormRules) =>
    z.preprocess(blank, singleLine().max(max, t('validation.tooLong', { max })).optional()) as z.ZodType<string | undefined>

/** One of `options` (sent in any case: 'cif' is 'CIF'), or not given. */
export const optionalChoice =
  (options: readonly [string, ...string[]], message: ValidationKey) =>
  ({ t }: FormRules) =>
    z.preprocess((value) => {
      const given = blank(value)
      return typeof given === 'string' ? given.trim().toUpperCase() || undefined : given
    }, z.enum(options, { error: t(message) }).optional()) as z.ZodType<string | undefined>

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const EARLIEST_YEAR = 2000
const LATEST_YEAR = 2100

const yearFits = (year: string) => Number(year) >= EARLIEST_YEAR && Number(year) <= LATEST_YEAR
const isMonth = (value: string) => MONTH.test(value) && yearFits(value.slice(0, 4))
function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match || !yearFits(match[1])) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** The last day a stored period covers ('2027-03' → '2027-03-31'). */
export function periodEnd(value: string): string {
  if (isMonth(value)) {
    const [year, month] = value.split('-').map(Number)
    return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  }
  return value.split('/')[1] ?? value
}

const periodParts = z.object({
  month: z.string().max(10).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
})

/**
 * A delivery period: a month ('2027-03') or a range of days ('2027-03-01/2027-04-15'), stored as
 * written here. The form posts `month`, or `from` and `to`; an API client may also send the stored
 * form as one string, or one day (a range of that day). A period must not have ended before today
 * (in Istanbul). Each message is at the part it is about, so the input carries it.
 */
export const periodRule =
  (today: () => string = () => isoDay(new Date())) =>
  ({ t }: FormRules) =>
    z
      .preprocess((value) => {
        if (typeof value !== 'string') return blank(value)
        const text = value.trim()
        if (!text) return undefined
        if (!text.includes('/'))
          return MONTH.test(text) ? { month: text } : isDay(text) ? { from: text, to: text } : { month: text.slice(0, 11) }
        const [from, to, ...rest] = text.split('/')
        return rest.length ? { month: text.slice(0, 11) } : { from, to }
      }, z.object(periodParts.shape, { error: t('validation.periodInvalid') }).optional())
      .superRefine((period, ctx) => {
        if (!period) return
        const [month, from, to] = [period.month?.trim(), period.from?.trim(), period.to?.trim()]
        const issue = (part: keyof typeof periodParts.shape, key: ValidationKey) =>
          ctx.addIssue({ code: 'custom', path: [part], message: t(key) })
        if (month && (from || to)) return issue('month', 'validation.periodEither')
        if (month) {
          if (!isMonth(month)) return issue('month', 'validation.periodInvalid')
          return periodEnd(month) < today() ? issue('month', 'validation.periodPast') : undefined
        }
        if (!from && !to) return
        if (!from) return issue('from', 'validation.periodRange')
        if (!to) return issue('to', 'validation.periodRange')
        if (!isDay(from)) return issue('from', 'validation.periodInvalid')
        if (!isDay(to)) return issue('to', 'validation.periodInvalid')
        if (to < from) return issue('to', 'validation.periodOrder')
        if (to < today()) return issue('to', 'validation.periodPast')
      })
      .transform((period) => {
        const [month, from, to] = [period?.month?.trim(), period?.from?.trim(), period?.to?.trim()]
        return month || (from && to ? `${from}/${to}` : undefined)
      }) as z.ZodType<string | undefined>

/** 'März 2027', 'March 2027'; '1 Mar – 15 Apr 2027' for a range. */
export function periodText(value: string, locale: Locale): string {
  const tag = localeTags[locale]
  if (isMonth(value)) {
    const [year, month] = value.split('-').map(Number)
    return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1))
  }
  const [from, to] = value.split('/')
  if (!from || !to || !isDay(from) || !isDay(to)) return value
  const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' })
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))
}
