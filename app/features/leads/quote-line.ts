/**
 * Product lines of the quote form: a new line asks for 1000 kg of the product's first calibre in
 * its first pack size (10 kg when the product lists none); a product is listed at most once.
 */

export const DEFAULT_QUOTE_KG = 1000
export const DEFAULT_PACK_KG = 10

export interface QuoteLineProduct {
  id: string
  calibres: readonly string[]
  packsKg: readonly number[]
}

export interface NewQuoteLine {
  productId: string
  quantity: number
  calibre: string
  packSize: number
}

/** The pack sizes a line offers: the product's own, or the default 10 kg. */
export function packOptions(product: Pick<QuoteLineProduct, 'packsKg'>): number[] {
  return product.packsKg.length > 0 ? [...product.packsKg] : [DEFAULT_PACK_KG]
}

export function newQuoteLine(product: QuoteLineProduct): NewQuoteLine {
  return {
    productId: product.id,
    quantity: DEFAULT_QUOTE_KG,
    calibre: product.calibres[0] ?? '',
    packSize: packOptions(product)[0] ?? DEFAULT_PACK_KG,
  }
}

/** The product ids already on the form, from the form's (loosely typed) current value. */
export function addedProductIds(lines: unknown): Set<string> {
  const ids = new Set<string>()
  if (!Array.isArray(lines)) return ids
  for (const line of lines) {
    const id: unknown = typeof line === 'object' && line !== null && 'productId' in line ? line.productId : undefined
    if (typeof id === 'string' && id) ids.add(id)
  }
  return ids
}
