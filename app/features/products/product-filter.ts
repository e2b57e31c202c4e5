/**
 * The filters of the public product list, as they appear in `?filter=…`: all, organic, natural,
 * packed with laurel leaves, and offered in 10 or 20 kg packs.
 */
import { allowedParam } from '~/lib/url'

export const productFilters = ['all', 'organic', 'natural', 'laurel', 'pack-10-20'] as const
export type ProductFilter = (typeof productFilters)[number]

export interface FilterableProduct {
  isOrganic: boolean
  isNatural: boolean
  laurelPacked: boolean
  packsKg: readonly number[]
}

/** The `?filter=` of a URL; anything unknown (or missing) means 'all'. */
export const readProductFilter = (url: URL | URLSearchParams): ProductFilter => allowedParam(url, 'filter', productFilters, 'all')

export function matchesProductFilter(product: FilterableProduct, filter: ProductFilter): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'organic':
      return product.isOrganic
    case 'natural':
      return product.isNatural
    case 'laurel':
      return product.laurelPacked
    case 'pack-10-20':
      return product.packsKg.includes(10) || product.packsKg.includes(20)
  }
}

export function filterProducts<T extends FilterableProduct>(products: readonly T[], filter: ProductFilter): T[] {
  return products.filter((p) => matchesProductFilter(p, filter))
}

/** How many products each filter shows. */
export function productFilterCounts(products: readonly FilterableProduct[]): Record<ProductFilter, number> {
  return Object.fromEntries(productFilters.map((f) => [f, filterProducts(products, f).length])) as Record<ProductFilter, number>
}
