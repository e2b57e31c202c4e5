/**
 * Calibres: the size classes of dried figs, counted in pieces per kg (fewer pieces per kg means
 * larger figs). Eleven classes exist (A1–A11, all shown on the calibration page); products, price
 * ranges and the forms use A1–A8, stored as '1'–'8' (older data and API clients may send 'A3').
 * This module is the one source of the codes, their piece ranges, their names in every language
 * of the site and how a calibre is written.
 */
import type { Locale } from '~/lib/locale'

export interface Calibre {
  code: string
  /** Fewest pieces per kg. */
  min: number
  /** Most pieces per kg. */
  max: number
  names: Record<Locale, string>
}

export const calibres = [
  { code: 'A1', min: 36, max: 40, names: { tr: 'Altın Seri', en: 'Gold Series', de: 'Goldserie' } },
  { code: 'A2', min: 41, max: 45, names: { tr: 'Özel Seri', en: 'Special', de: 'Spezial' } },
  { code: 'A3', min: 46, max: 50, names: { tr: 'Gurme Seri', en: 'Gourmet', de: 'Gourmet' } },
  { code: 'A4', min: 51, max: 55, names: { tr: 'Standart Seri', en: 'Standard', de: 'Standard' } },
  { code: 'A5', min: 56, max: 60, names: { tr: 'Doğal Seri', en: 'Natural', de: 'Natur' } },
  { code: 'A6', min: 61, max: 65, names: { tr: 'Geleneksel Seri', en: 'Traditional', de: 'Traditionell' } },
  { code: 'A7', min: 66, max: 70, names: { tr: 'Ekonomik Seri', en: 'Economic', de: 'Ökonomisch' } },
  { code: 'A8', min: 71, max: 80, names: { tr: 'Sofralık Seri', en: 'Table', de: 'Tafelware' } },
  { code: 'A9', min: 81, max: 90, names: { tr: 'Mutfak Serisi', en: 'Culinary', de: 'Küchenware' } },
  { code: 'A10', min: 91, max: 100, names: { tr: 'Endüstriyel Seri', en: 'Industrial', de: 'Industrieware' } },
  { code: 'A11', min: 101, max: 130, names: { tr: 'Ekstra Küçük', en: 'Extra Small', de: 'Extra klein' } },
] as const satisfies readonly Calibre[]
export type CalibreCode = (typeof calibres)[number]['code']

/** The values a product, a price range and a form line store: '1'–'8' for A1–A8. */
export const productCalibres = ['1', '2', '3', '4', '5', '6', '7', '8'] as const
export type ProductCalibre = (typeof productCalibres)[number]

/** The class of a product calibre ('3', 'A3', 'a3', ' 3 ' → A3); null for anything outside A1–A8. */
export function calibreOf(value: string): (typeof calibres)[number] | null {
  const match = /^A?([1-8])$/i.exec(value.trim())
  return calibres.find((calibre) => match && calibre.code === `A${match[1]}`) ?? null
}

/** 'A3' for '3' or 'A3'; null for anything outside A1–A8. */
export const calibreCode = (value: string): CalibreCode | null => calibreOf(value)?.code ?? null

/** How a calibre is written: a value outside A1–A8 has no name and reads 'Calibration {value}'. */
export type CalibreLabelFormat =
  /** 'A3' (lists, cards, the CSV column); a value outside A1–A8 as given. */
  | 'code'
  /** 'A3 – Gurme Seri' (public forms and price tables). */
  | 'name'
  /** 'A3 (Gurme Seri)' (the composed lead text, as leads have always read). */
  | 'request'
  /** 'A3 Gurme Seri (46-50 adet/kg)' (the admin product screens). */
  | 'full'
  /** '46-50 adet/kg' */
  | 'pieces'

const otherCalibre: Record<Locale, string> = { tr: 'Kalibrasyon', en: 'Calibration', de: 'Kalibrierung' }
const piecesPerKg: Record<Locale, string> = { tr: 'adet/kg', en: 'pieces/kg', de: 'Stück/kg' }

/** The one way a calibre value is written, in `format` and `locale` (Turkish, the admin's language, by default). */
export function calibreLabel(value: string, format: CalibreLabelFormat = 'code', locale: Locale = 'tr'): string {
  const calibre = calibreOf(value)
  if (!calibre) return format === 'code' ? value.trim() : `${otherCalibre[locale]} ${value.trim()}`
  const name = calibre.names[locale]
  const pieces = `${calibre.min}-${calibre.max} ${piecesPerKg[locale]}`
  switch (format) {
    case 'code':
      return calibre.code
    case 'name':
      return `${calibre.code} – ${name}`
    case 'request':
      return `${calibre.code} (${name})`
    case 'full':
      return `${calibre.code} ${name} (${pieces})`
    case 'pieces':
      return pieces
  }
}
