/**
 * Rules of one product row of the trial-package form: the calibre select offers the chosen
 * product's calibres, or every product calibre (A1–A8) while no product is chosen.
 */
import { productCalibres } from '~/features/products/calibres'

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
