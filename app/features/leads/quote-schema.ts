import { z } from 'zod'
import { emailAddress, multiLine, singleLine } from '~/lib/forms/fields'
import { LONG_TEXT_MAX } from '~/lib/forms/limits'
import type { FormRules, FormT } from '~/lib/forms/messages'
import { locales } from '~/lib/locale'
import { declaredShape, withAliases, withDeclaredFits } from './declared-fields'
import { MAX_LEAD_LINES } from './lead-lines'
import { districtFor } from './location'

export const MAX_QUOTE_KG = 10_000_000
export const MIN_PACK_KG = 0.5
export const MAX_PACK_KG = 100_000

/**
 * A field a buyer may leave out, which a form (or an API client) may also send empty: '' counts as
 * not given. Written as a preprocess, never as a union with z.literal(''): conform's
 * getZodConstraint merges a union's branches and would mark the field `required` in the HTML, so a
 * screen reader would announce an optional field as required.
 */
export const blankOrOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: z.input<T> | '' | undefined) => (value === '' ? undefined : value), schema.optional())

const optionalLine = (t: FormT, max: number) => singleLine().max(max, t('validation.tooLong', { max })).optional()
const optionalText = (t: FormT, max: number) => multiLine().max(max, t('validation.tooLong', { max })).optional()

/** An ISO 3166-1 alpha-2 code as a select posts it ('DE'); the server also checks it is a country. */
const countryCode = ({ t, isCountry }: FormRules) =>
  singleLine(t('validation.countryRequired'))
    .min(1, t('validation.countryRequired'))
    // One message for a wrong code, however many of its checks fail ('DEU').
    .max(2, { error: t('validation.countryInvalid'), abort: true })
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: t('validation.countryInvalid'), abort: true })
    .refine((code) => !isCountry || isCountry(code), t('validation.countryInvalid'))

/** A number as a person writes one ('750', '12.5'); '0x10', '1e3' or 'abc' is no quantity (JavaScript would read 16 and 1000). */
const PLAIN_NUMBER = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/

/** A number of kg as typed or sent ('12.5', 12.5); empty is missing. */
const kg = (t: FormT, required: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && !PLAIN_NUMBER.test(value) ? Number.NaN : value),
    z.coerce.number({ error: required }).refine(Number.isFinite, t('validation.numberInvalid')),
  )

/** One product line of a quote: the product, kg (whole), calibre, pack size in kg (0.5, 12.5 …). */
export const quoteLineSchema = ({ t }: FormRules) =>
  z.object({
    productId: singleLine(t('validation.productRequired')).min(1, t('validation.productRequired')).max(100, t('validation.productUnknown')),
    quantity: kg(t, t('validation.quantityMin')).pipe(
      z
        .number()
        .int(t('validation.quantityMin'))
        .min(1, t('validation.quantityMin'))
        .max(MAX_QUOTE_KG, t('validation.quantityMax', { max: MAX_QUOTE_KG })),
    ),
    calibre: singleLine()
      .max(20, t('validation.tooLong', { max: 20 }))
      .optional(),
    packSize: kg(t, t('validation.packSizeRange'))
      .pipe(z.number().min(MIN_PACK_KG, t('validation.packSizeRange')).max(MAX_PACK_KG, t('validation.packSizeRange')))
      .optional(),
  })
export type QuoteLineInput = z.infer<ReturnType<typeof quoteLineSchema>>

/** At most MAX_LEAD_LINES lines, a product at most once; no list at all means no product yet. */
const quoteLines = (rules: FormRules) =>
  z
    .array(quoteLineSchema(rules), {
      error: (issue) => (issue.code === 'invalid_type' ? rules.t('validation.productRequired') : undefined),
    })
    .max(MAX_LEAD_LINES)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, rules.t('validation.duplicateProduct'))

/** The contact data of a quote request and its declared fields (the buyer's terms), shared by the HTML form and the API. */
const quoteContact = (rules: FormRules) => {
  const { t } = rules
  return {
    ...declaredShape('quote', rules),
    locale: z.enum(locales, { error: t('validation.localeRequired') }),
    name: singleLine(t('validation.nameRequired'))
      .min(1, t('validation.nameRequired'))
      .max(200, t('validation.tooLong', { max: 200 })),
    company: optionalLine(t, 200),
    email: blankOrOptional(emailAddress(t('validation.emailInvalid'))),
    phone: singleLine(t('validation.phoneRequired'))
      .min(1, t('validation.phoneRequired'))
      .max(40, t('validation.tooLong', { max: 40 })),
    city: optionalLine(t, 100),
    district: optionalLine(t, 100),
    address: optionalText(t, 1000),
    details: optionalText(t, LONG_TEXT_MAX),
  }
}

/** The region a phone number is read in: the stated country, else the site language's country. */
export function phoneRegion(country: string | null | undefined, locale: string): string | null {
  if (country && /^[A-Z]{2}$/.test(country)) return country
  return locale === 'tr' ? 'TR' : locale === 'de' ? 'DE' : null
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * A request as posted, its district as it counts: only for a buyer in Türkiye. Applied before the
 * fields are checked, so a district left over for another country is neither checked nor kept.
 */
const countedLocation = (value: unknown) =>
  typeof value === 'object' && value !== null && 'district' in value
    ? { ...value, district: districtFor(text(Reflect.get(value, 'country')), value.district) }
    : value

/**
 * The phone number must be possible in the stated country, else the language's (checked on the
 * server, where the metadata is loaded). It runs even when other fields failed, so every message
 * comes at once; the other fields are then unchecked input and are read with care.
 */
export function phoneCheck(
  rules: FormRules,
  locale = 'en',
): [(value: object) => boolean, { path: PropertyKey[]; message: string; when: (payload: z.core.ParsePayload) => boolean }] {
  return [
    (value) => {
      const field = (name: string) => text(Reflect.get(value, name))
      const phone = field('phone')
      if (!rules.phonePossible || !phone) return true
      return rules.phonePossible(phone, phoneRegion(field('country')?.toUpperCase(), field('locale') ?? locale))
    },
    {
      path: ['phone'],
      message: rules.t('validation.phoneInvalid'),
      when: (payload) => {
        const { value } = payload
        const phone: unknown = typeof value === 'object' && value !== null && 'phone' in value ? value.phone : undefined
        return typeof phone === 'string' && phone.trim().length > 0
      },
    },
  ]
}

/**
 * The HTML quote form: contact data with the country (the province and district only count for
 * Türkiye), at least one product line, and the visitor's own text.
 */
export const quoteFormSchema = (rules: FormRules) =>
  z.preprocess(
    countedLocation,
    withDeclaredFits(
      z
        .object({
          ...quoteContact(rules),
          country: countryCode(rules),
          items: quoteLines(rules).min(1, rules.t('validation.productRequired')),
        })
        .refine(...phoneCheck(rules)),
      'quote',
      rules,
    ),
  )
export type QuoteFormInput = z.infer<ReturnType<typeof quoteFormSchema>>

/** The API's other names of the quote's declared fields. */
const quoteAliases = withAliases('quote')

/**
 * POST /api/rfq: the original client's flat body (one product: productId, quantity, calibre,
 * packSize) and/or product lines in `items`; at least one product either way. The country is
 * optional here (the original client did not send it).
 */
export const quoteApiSchema = (rules: FormRules) => {
  const line = quoteLineSchema(rules).shape
  const body = z
    .object({
      ...quoteContact(rules),
      country: countryCode(rules).optional(),
      productId: line.productId.optional(),
      quantity: line.quantity.optional(),
      calibre: line.calibre,
      packSize: line.packSize,
      items: quoteLines(rules).optional(),
    })
    .superRefine((value, ctx) => {
      if (!value.productId && !value.items?.length)
        ctx.addIssue({ code: 'custom', path: ['items'], message: rules.t('validation.productRequired') })
      if (value.productId && value.items?.some((item) => item.productId === value.productId)) {
        ctx.addIssue({ code: 'custom', path: ['items'], message: rules.t('validation.duplicateProduct') })
      }
      if (value.productId && (value.items?.length ?? 0) >= MAX_LEAD_LINES) {
        ctx.addIssue({ code: 'custom', path: ['items'], message: rules.t('forms.tooManyLines', { max: MAX_LEAD_LINES }) })
      }
    })
    .refine(...phoneCheck(rules))
  return z.preprocess((value) => countedLocation(quoteAliases(value)), withDeclaredFits(body, 'quote', rules))
}
export type QuoteApiInput = z.infer<ReturnType<typeof quoteApiSchema>>

/** A product line as the write functions take it: the quantity may be missing (API, trial API). */
export interface RequestedLine {
  productId: string
  quantity?: number | null
  calibre?: string | null
  packSize?: number | null
}

/** The lines of an API quote: the flat product first (when given), then `items`. */
export function quoteApiLines(input: QuoteApiInput): RequestedLine[] {
  const flat = input.productId
    ? [{ productId: input.productId, quantity: input.quantity, calibre: input.calibre, packSize: input.packSize }]
    : []
  return [...flat, ...(input.items ?? [])]
}
