/**
 * Quote arithmetic in exact decimals (decimal.js, the library Prisma's Decimal is made of): no
 * binary floats anywhere between the admin's typed price and the buyer's PDF. A line's total is
 * kilograms × price per kg rounded once, half up, to the currency's cents; the totals are sums of
 * those rounded lines and the extra amounts, so every place that shows them adds up the same.
 */
import Decimal from 'decimal.js'
import { type Locale, localeTags } from '~/lib/locale'
import { numberFormatter } from '~/lib/numbers'
import type { CurrencyCode } from './quote-view'

export { Decimal }
export type DecimalInput = Decimal.Value

/** Both currencies a quote can be in have cents. */
const CENTS = 2

/**
 * Multiplies without rounding: kg (3 decimals) × price (4 decimals) has up to 24 significant
 * digits, more than decimal.js's default precision of 20, which would round the product once
 * before it is rounded to cents (double rounding).
 */
const Exact = Decimal.clone({ precision: 64 })

/** `quantityKg × unitPrice`, rounded once to cents (half up). */
export function lineTotal(quantityKg: DecimalInput, unitPrice: DecimalInput): Decimal {
  return new Decimal(new Exact(quantityKg).times(new Exact(unitPrice)).toFixed(CENTS, Decimal.ROUND_HALF_UP))
}

export interface TotalsInput {
  lines: readonly { quantityKg: DecimalInput; unitPrice: DecimalInput }[]
  extras: readonly { amount: DecimalInput }[]
}

export interface Totals {
  lineTotals: Decimal[]
  totalKg: Decimal
  subtotal: Decimal
  extrasTotal: Decimal
  total: Decimal
}

/** A version's figures: each line rounded once, then exact sums. */
export function quoteTotals(input: TotalsInput): Totals {
  const lineTotals = input.lines.map((line) => lineTotal(line.quantityKg, line.unitPrice))
  const sum = (values: readonly Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0))
  const subtotal = sum(lineTotals)
  const extrasTotal = sum(input.extras.map((extra) => new Decimal(extra.amount).toDecimalPlaces(CENTS, Decimal.ROUND_HALF_UP)))
  return {
    lineTotals,
    totalKg: sum(input.lines.map((line) => new Decimal(line.quantityKg))),
    subtotal,
    extrasTotal,
    total: subtotal.plus(extrasTotal),
  }
}

/** An amount as stored and sent in JSON: always two decimals ('1234.50'). */
export const amountString = (value: DecimalInput) => new Decimal(value).toFixed(CENTS)

/** Kilograms or a unit price as written: no trailing zeros ('12.5', '3.335'). */
export const plainDecimal = (value: DecimalInput) => new Decimal(value).toString()

/**
 * '1.234,50 $' style text of an amount in a language. Intl formats the decimal's string form, so
 * no float ever rounds it (Intl.NumberFormat takes decimal strings exactly).
 */
export function formatMoney(value: DecimalInput, currency: CurrencyCode, locale: Locale): string {
  return numberFormatter(localeTags[locale], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amountString(value) as unknown as number,
  )
}

/** A unit price per kg: at least two, at most four decimals ('3,335 $'). */
export function formatUnitPrice(value: DecimalInput, currency: CurrencyCode, locale: Locale): string {
  return numberFormatter(localeTags[locale], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    plainDecimal(value) as unknown as number,
  )
}

/** Kilograms in a language ('1.250,5'), up to three decimals. */
export function formatKg(value: DecimalInput, locale: Locale): string {
  return numberFormatter(localeTags[locale], { maximumFractionDigits: 3 }).format(plainDecimal(value) as unknown as number)
}
