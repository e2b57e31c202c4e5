import { expect, test } from 'vitest'
import { type FilterableProduct, filterProducts, productFilterCounts, readProductFilter } from './product-filter'

const product = (slug: string, flags: Partial<FilterableProduct>) => ({
  slug,
  isOrganic: false,
  isNatural: false,
  laurelPacked: false,
  packsKg: [5],
  ...flags,
})

const catalogue = [
  product('organic-natural', { isOrganic: true, isNatural: true, packsKg: [0.5, 1, 5] }),
  product('natural-10', { isNatural: true, packsKg: [5, 10, 12.5] }),
  product('laurel-20', { isNatural: true, laurelPacked: true, packsKg: [20] }),
  product('plain-25', { packsKg: [12.5, 25] }),
]

test('each filter keeps its products: organic, natural, laurel-packed, 10 or 20 kg packs', () => {
  const slugs = (filter: Parameters<typeof filterProducts>[1]) => filterProducts(catalogue, filter).map((p) => p.slug)
  expect(slugs('all')).toEqual(['organic-natural', 'natural-10', 'laurel-20', 'plain-25'])
  expect(slugs('organic')).toEqual(['organic-natural'])
  expect(slugs('natural')).toEqual(['organic-natural', 'natural-10', 'laurel-20'])
  expect(slugs('laurel')).toEqual(['laurel-20'])
  // 10 or 20 kg exactly: 12.5 and 25 kg packs do not count.
  expect(slugs('pack-10-20')).toEqual(['natural-10', 'laurel-20'])
})

test('counts per filter', () => {
  expect(productFilterCounts(catalogue)).toEqual({ all: 4, organic: 1, natural: 3, laurel: 1, 'pack-10-20': 2 })
  expect(productFilterCounts([])).toEqual({ all: 0, organic: 0, natural: 0, laurel: 0, 'pack-10-20': 0 })
})

test('an unknown or missing filter value means all', () => {
  expect(readProductFilter(new URLSearchParams({ filter: 'laurel' }))).toBe('laurel')
  expect(readProductFilter(new URLSearchParams({ filter: 'pack-10-20' }))).toBe('pack-10-20')
  expect(readProductFilter(new URLSearchParams({ filter: 'Organic' }))).toBe('all')
  expect(readProductFilter(new URLSearchParams({ filter: 'bogus' }))).toBe('all')
  expect(readProductFilter(new URLSearchParams())).toBe('all')
  expect(readProductFilter(new URLSearchParams({ filter: '' }))).toBe('all')
})
