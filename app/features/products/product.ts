/** Product rules shared by the public pages, the admin forms and the seed. */

export const productTypes = [
  'NATUREL_INCIR',
  'LERIDA',
  'PROTOBEN',
  'BAGLAMA',
  'PULLED',
  'LAYER',
  'CUBE_BLOCK',
  'NATURAL_LAUREL_10_20KG',
] as const
export type ProductTypeCode = (typeof productTypes)[number]

/** Pack sizes are stored ascending, without duplicates, positive, in steps of 0.5 kg. */
export function normalizePacksKg(packs: readonly number[]): number[] {
  const valid = packs.filter((kg) => Number.isFinite(kg) && kg > 0).map((kg) => Math.round(kg * 2) / 2)
  return [...new Set(valid)].filter((kg) => kg > 0).sort((a, b) => a - b)
}

export interface CalibreClass {
  code: string
  /** Lower bound of pieces per kg. */
  min: number
  max: number
}

/** A1–A11: fewer pieces per kg means larger figs. Products and forms use A1–A8. */
export const calibreClasses: CalibreClass[] = [
  { code: 'A1', min: 36, max: 40 },
  { code: 'A2', min: 41, max: 45 },
  { code: 'A3', min: 46, max: 50 },
  { code: 'A4', min: 51, max: 55 },
  { code: 'A5', min: 56, max: 60 },
  { code: 'A6', min: 61, max: 65 },
  { code: 'A7', min: 66, max: 70 },
  { code: 'A8', min: 71, max: 80 },
  { code: 'A9', min: 81, max: 90 },
  { code: 'A10', min: 91, max: 100 },
  { code: 'A11', min: 101, max: 130 },
]

/** 'A3' for '3' or 'A3' (A1–A8 only); null for anything else, shown as 'Calibration {value}'. */
export function productCalibreCode(value: string): string | null {
  const match = /^A?([1-8])$/i.exec(value.trim())
  return match ? `A${match[1]}` : null
}

/**
 * How a product calibre is labelled: A1–A8 (or bare 1–8) with its class (name key and pieces per
 * kg); anything else as 'Calibration {value}' (`code: null`).
 */
export type CalibreLabel = { code: string; pieces: { min: number; max: number } } | { code: null; value: string }

export function productCalibreLabel(value: string): CalibreLabel {
  const code = productCalibreCode(value)
  const calibreClass = code ? calibreClasses.find((c) => c.code === code) : undefined
  if (!code || !calibreClass) return { code: null, value: value.trim() }
  return { code, pieces: { min: calibreClass.min, max: calibreClass.max } }
}

/** The moisture range is shown only when both bounds are known. */
export function moistureRange(min: number | null, max: number | null): { min: number; max: number } | null {
  return min != null && max != null ? { min, max } : null
}
