/** Rules of one product row of the trial-package form (spec §4). */

/** Before a product is chosen, every calibre the forms know (A1–A8, stored as '1'–'8'). */
export const anyCalibre = ['1', '2', '3', '4', '5', '6', '7', '8'] as const

/** The calibres a row offers: the chosen product's, or all of A1–A8 while none is chosen. */
export function rowCalibres(productCalibres: readonly string[] | null | undefined): readonly string[] {
  return productCalibres?.length ? productCalibres : anyCalibre
}

/**
 * The calibre a row shows: the one already picked when the offered list has it, otherwise the
 * first offered — so choosing a product selects that product's first calibre, while a calibre
 * the visitor picked from A1–A8 before choosing survives when the product has it.
 */
export function rowCalibre(offered: readonly string[], current: unknown): string {
  return typeof current === 'string' && offered.includes(current) ? current : (offered[0] ?? '1')
}
