import type { ProductType } from '~/generated/prisma/enums'

/**
 * Customs tariff (HS) codes of figs: 0804.20 is "figs, fresh or dried"; the eight-digit lines
 * split fresh (.10) from dried (.90). (0813.10 is dried apricots, never figs.)
 */
export const HS_CODES = {
  fresh: '0804.20.10',
  dried: '0804.20.90',
} as const

/**
 * Which tariff line each product type is declared under. Every type sold today is a dried fig;
 * a new type must say which it is (the record has no default).
 */
const hsLineOfType: Record<ProductType, keyof typeof HS_CODES> = {
  NATUREL_INCIR: 'dried',
  LERIDA: 'dried',
  PROTOBEN: 'dried',
  BAGLAMA: 'dried',
  PULLED: 'dried',
  LAYER: 'dried',
  CUBE_BLOCK: 'dried',
  NATURAL_LAUREL_10_20KG: 'dried',
}

/** The tariff line of a product type: 'dried' or 'fresh', and its code. */
export function hsCodeOf(type: ProductType): { line: keyof typeof HS_CODES; code: string } {
  const line = hsLineOfType[type]
  return { line, code: HS_CODES[line] }
}
