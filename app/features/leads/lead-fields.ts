/**
 * The declared lead fields, one entry each: the rule, the lead kinds that carry it, the form
 * control, the Turkish admin name, the CSV column, the API name and where it is shown. Forms,
 * storage (`Lead.fields`), the admin's detail, the exports, the admin API, the e-mails and the
 * buyer's pages all follow from these entries (declared-fields.ts); a field's words for visitors
 * are the dictionaries' `leadFields.<name>`. Browser-safe.
 */
import * as isVatModule from 'validator/lib/isVAT.js'
import { incoterms } from '~/features/quotes/quote-terms'
import type { FormRules } from '~/lib/forms/messages'
import { type LeadFieldDeclaration, optionalChoice, optionalLine, type PostedRequest, periodRule, periodText } from './lead-field-kinds'

type IsVat = (number: string, countryCode: string) => boolean
/**
 * validator's isVAT, a CommonJS module: a bundler hands over its `default` export, Node's loader
 * (the server, the test runners) the module's exports object, whose `default` it is.
 */
const isVAT: IsVat =
  typeof isVatModule.default === 'function'
    ? (isVatModule.default as IsVat)
    : (isVatModule.default as unknown as { default: IsVat }).default

/** The EU's member states (ISO 3166-1), whose VAT numbers have a known pattern. */
export const euMembers = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const

/** A VAT number's prefix is the country's code, except Greece's: EL. */
const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country)

const postedCountry = (request: PostedRequest) => {
  const country = request.country
  return typeof country === 'string' ? country.trim().toUpperCase() : ''
}

/** A VAT number as written by people ('de 123.456-789'): spaces, dots, dashes and slashes go, letters are capitals. */
const normalVat = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase()

/**
 * The patterns validator's isVAT has too narrow: Spain's numbers of companies (A/B…, ending in a
 * digit: ESB12345678) and Ireland's newer ones with two letters (IE1234567FA).
 */
const widerVatPatterns: Readonly<Record<string, RegExp>> = {
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
}

/** An EU buyer's VAT number with its country's prefix ('123456789' in Germany is 'DE123456789'); null for a buyer outside the EU. */
function prefixedVat(written: string, request: PostedRequest): string | null {
  const country = postedCountry(request)
  if (!(euMembers as readonly string[]).includes(country)) return null
  const prefix = vatPrefix(country)
  const value = normalVat(written)
  return value.startsWith(prefix) ? value : `${prefix}${value}`
}

/**
 * A VAT number of an EU buyer fits its country's pattern, with or without the country prefix
 * ('DE123456789' or '123456789' for Germany); another country's number is taken as written.
 */
export function vatFitsCountry(written: string, request: PostedRequest): boolean {
  const number = prefixedVat(written, request)
  if (number === null) return true
  const prefix = number.slice(0, 2)
  return Boolean(widerVatPatterns[prefix]?.test(number)) || isVAT(number, prefix)
}

const vatNumberRule = (rules: FormRules) =>
  optionalLine(30)(rules)
    .transform((value) => (value ? normalVat(value) : undefined) || undefined)
    .refine((value) => !value || /^[A-Z0-9]{2,20}$/.test(value), rules.t('validation.vatInvalid'))

export const leadFieldDeclarations = [
  {
    name: 'incoterm',
    kinds: ['quote'],
    control: { type: 'select', options: incoterms },
    rule: optionalChoice(incoterms, 'validation.incotermInvalid'),
    admin: 'İstenen teslim şekli (Incoterm)',
    csv: { header: 'Teslim şekli', position: 1 },
    api: { name: 'incoterm', aliases: ['incoterms'] },
    draft: 'incoterm',
    show: { detail: true, asSent: true, salesMail: true, confirmationMail: true },
  },
  {
    name: 'namedPlace',
    kinds: ['quote'],
    control: { type: 'text', maxLength: 100 },
    hint: true,
    rule: optionalLine(100),
    admin: 'Teslim yeri / limanı',
    csv: { header: 'Teslim yeri', position: 2 },
    api: { name: 'namedPlace', aliases: ['incotermPlace', 'place'] },
    draft: 'incotermPlace',
    show: { detail: true, asSent: true, salesMail: true, confirmationMail: false },
  },
  {
    name: 'deliveryPeriod',
    kinds: ['quote'],
    control: { type: 'period' },
    rule: periodRule(),
    admin: 'İstenen teslim dönemi',
    csv: { header: 'Teslim dönemi', position: 3 },
    api: { name: 'deliveryPeriod', aliases: ['deliveryDate'] },
    show: { detail: true, asSent: true, salesMail: true, confirmationMail: true },
    text: periodText,
  },
  {
    name: 'vatNumber',
    kinds: ['quote'],
    control: { type: 'text', maxLength: 30, autoComplete: 'off' },
    hint: true,
    rule: vatNumberRule,
    fits: { message: 'validation.vatInvalid', test: vatFitsCountry },
    stored: (value, request) => prefixedVat(value, request) ?? value,
    admin: 'KDV numarası (VAT)',
    csv: { header: 'KDV numarası', position: 4 },
    api: { name: 'vatNumber', aliases: ['vatId'] },
    show: { detail: true, asSent: true, salesMail: true, confirmationMail: false },
  },
] as const satisfies readonly LeadFieldDeclaration[]

export type LeadFieldName = (typeof leadFieldDeclarations)[number]['name']
