/** Product rules shared by the public pages, the admin screens, the AI writers and the seed. */
import type { ProductType } from '~/generated/prisma/enums'
import type { Locale } from '~/lib/locale'

/** The product types (stored as Prisma's ProductType), in the order the admin's type select lists them. */
export const productTypes = [
  'NATUREL_INCIR',
  'LERIDA',
  'PROTOBEN',
  'BAGLAMA',
  'PULLED',
  'LAYER',
  'CUBE_BLOCK',
  'NATURAL_LAUREL_10_20KG',
] as const satisfies readonly ProductType[]
export type ProductTypeCode = (typeof productTypes)[number]

/**
 * The names of each type: `admin` is what the sales team calls it (the admin screens, the AI
 * writers' facts); `tr`, `en` and `de` are what visitors read. They differ only where the Turkish
 * site translates a name the sales team keeps in English (Cube/Block).
 */
export const productTypeNames: Record<ProductType, Record<Locale | 'admin', string>> = {
  NATUREL_INCIR: {
    admin: 'Naturel İncir - Altın Seri',
    tr: 'Naturel İncir - Altın Seri',
    en: 'Natural Figs - Gold Series',
    de: 'Naturfeigen - Goldserie',
  },
  LERIDA: { admin: 'Lerida', tr: 'Lerida', en: 'Lerida', de: 'Lerida' },
  PROTOBEN: { admin: 'Protoben', tr: 'Protoben', en: 'Protoben', de: 'Protoben' },
  BAGLAMA: { admin: 'Bağlama İncir', tr: 'Bağlama İncir', en: 'Bağlama Figs (String Figs)', de: 'Bağlama-Feigen (Feigenkränze)' },
  PULLED: { admin: 'Pulled', tr: 'Pulled', en: 'Pulled', de: 'Pulled' },
  LAYER: { admin: 'Layer', tr: 'Layer', en: 'Layer', de: 'Layer' },
  CUBE_BLOCK: { admin: 'Cube/Block', tr: 'Küp/Blok', en: 'Cube/Block', de: 'Würfel/Block' },
  NATURAL_LAUREL_10_20KG: {
    admin: 'Doğal Defne Yapraklı',
    tr: 'Doğal Defne Yapraklı',
    en: 'Natural with Laurel Leaves',
    de: 'Natur mit Lorbeerblättern',
  },
}

/** A type's name for visitors of `locale`, or for the admin (the default). */
export const productTypeName = (type: ProductTypeCode, audience: Locale | 'admin' = 'admin') => productTypeNames[type][audience]

/** Pack sizes are stored ascending, without duplicates, positive, in steps of 0.5 kg. */
export function normalizePacksKg(packs: readonly number[]): number[] {
  const valid = packs.filter((kg) => Number.isFinite(kg) && kg > 0).map((kg) => Math.round(kg * 2) / 2)
  return [...new Set(valid)].filter((kg) => kg > 0).sort((a, b) => a - b)
}

/** The moisture range is shown only when both bounds are known. */
export function moistureRange(min: number | null, max: number | null): { min: number; max: number } | null {
  return min != null && max != null ? { min, max } : null
}

const kgFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 })
/** '1.000 kg', '12,5 kg', '0,125 kg': a weight as the admin and the sales team read it (Turkish digits, to the gram). */
export const formatKg = (kg: number) => `${kgFormat.format(kg)} kg`
