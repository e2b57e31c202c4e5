/**
 * Rules of one product row of the trial-package form: the calibre select offers the chosen
 * product's calibres, or every product calibre (A1–A8) while no product is chosen; the row's
 * indicative price comes from the product's price ranges.
 */
import { calibreCode, productCalibres } from '~/features/products/calibres'
import type { PriceRow } from '~/features/products/price'

/** The most kg one row of a trial package may ask for. */
export const MAX_TRIAL_KG = 1000

/** The calibres a row offers: the chosen product's, or all of A1–A8 while none is chosen. */
export function rowCalibres(calibres: readonly string[] | null | undefined): readonly string[] {
  return calibres?.length ? calibres : productCalibres
}

/**
 * The calibre a row shows: the one already picked when the offered list has it, otherwise the
 * first offered — so choosing a product selects that product's first calibre, while a calibre
 * the visitor picked from A1–A8 before choosing survives when the product has it.
 */
export function rowCalibre(offered: readonly string[], current: unknown): string {
  return typeof current === 'string' && offered.includes(current) ? current : (offered[0] ?? '1')
}

/** Keeps only what a phone number is made of: digits, spaces, hyphens, parentheses, plus. */
export function cleanPhone(value: string): string {
  return value.replace(/[^\d\s\-()+]/g, '')
}

/** A non-numeric or missing quantity falls back to 1 kg. */
export function quantityOrOne(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1
  const n = Number(value)
  return Number.isFinite(n) ? n : 1
}

/** A price tier as the trial form gets it: USD per kg from `minQuantity` kg (to `maxQuantity`). */
export type TrialPrice = Pick<PriceRow, 'calibre' | 'minQuantity' | 'maxQuantity' | 'cashPrice'>

/**
 * The indicative USD/kg of `quantity` kg of `calibre`, as the product page lists it: the cash
 * price (a trial is paid before dispatch) of the tier the quantity falls in, and below the
 * smallest tier (trial quantities usually are) the smallest tier's. Null when the product lists
 * no price for the calibre.
 */
export function rowPrice(prices: readonly TrialPrice[] | undefined, calibre: string, quantity: number): number | null {
  const code = calibreCode(calibre)
  if (!code || !prices) return null
  const tiers = prices.filter((price) => calibreCode(price.calibre) === code).sort((a, b) => a.minQuantity - b.minQuantity)
  const tier = tiers.findLast((price) => price.minQuantity <= quantity) ?? tiers[0]
  return tier ? tier.cashPrice : null
}

/** Whether `quantity` kg can be asked for in one row (what the form's check accepts). */
export const isTrialQuantity = (quantity: number) => quantity >= 1 && quantity <= MAX_TRIAL_KG

/**
 * What a row of `product` costs by its product page: the kg (as the total counts them), the
 * indicative USD/kg of the calibre the row shows (null: none listed). Null without a product,
 * without prices to read, or for a quantity the form does not accept.
 */
export function rowCost(
  product: { calibres: readonly string[]; prices?: readonly TrialPrice[] } | undefined,
  calibre: unknown,
  quantity: unknown,
): { kg: number; price: number | null } | null {
  if (!product?.prices) return null
  const kg = quantityOrOne(quantity)
  if (!isTrialQuantity(kg)) return null
  return { kg, price: rowPrice(product.prices, rowCalibre(rowCalibres(product.calibres), calibre), kg) }
}
