import { describe, expect, test } from 'vitest'
import {
  filterAndSortProducts,
  hasActiveFilters,
  imagesBySlot,
  type ListableProduct,
  moistureLabel,
  orderProductImages,
  productListHref,
  readProductListQuery,
  samePriceRanges,
  swappedWithNeighbour,
} from './admin-product'

const day = (n: number) => new Date(Date.UTC(2025, 0, n))
const product = (title_tr: string, overrides: Partial<ListableProduct> = {}): ListableProduct & { id: string } => ({
  id: title_tr,
  title_tr,
  title_en: title_tr,
  type: 'LERIDA',
  isActive: true,
  isOrganic: false,
  isNatural: false,
  sortOrder: 1,
  createdAt: day(1),
  ...overrides,
})
const query = (search: string) => readProductListQuery(new URLSearchParams(search))
const titles = (list: { title_tr: string }[]) => list.map((p) => p.title_tr)

describe('the product list query', () => {
  test('unknown or missing values fall back to the defaults', () => {
    expect(query('')).toEqual({ q: '', type: 'all', status: 'all', feature: 'all', sort: 'sortOrder' })
    expect(query('type=BANANA&status=maybe&feature=x&sort=random&q=%20incir%20')).toEqual({
      q: 'incir',
      type: 'all',
      status: 'all',
      feature: 'all',
      sort: 'sortOrder',
    })
    expect(query('type=LAYER&status=inactive&feature=regular&sort=newest')).toMatchObject({
      type: 'LAYER',
      status: 'inactive',
      feature: 'regular',
      sort: 'newest',
    })
  })

  test('the list URL leaves the defaults out', () => {
    expect(productListHref(query(''))).toBe('/admin/products')
    expect(productListHref(query('q=ç&type=LAYER&sort=title_tr'), { confirmDelete: 'x' })).toBe(
      '/admin/products?q=%C3%A7&type=LAYER&sort=title_tr&confirmDelete=x',
    )
    expect(hasActiveFilters(query('sort=newest'))).toBe(false)
    expect(hasActiveFilters(query('feature=organic'))).toBe(true)
  })
})

describe('searching, filtering and sorting', () => {
  const list = [
    product('Şeker İncir', { title_en: 'Sugar Fig', sortOrder: 3, isOrganic: true, createdAt: day(3) }),
    product('Çekirdek', { title_en: 'Kernel', sortOrder: 1, type: 'PROTOBEN', isActive: false, createdAt: day(1) }),
    product('Ilık', { title_en: 'Warm', sortOrder: 2, isNatural: true, type: 'NATURAL_LAUREL_10_20KG', createdAt: day(2) }),
    product('Zeytin', { title_en: 'Olive', sortOrder: 2, createdAt: day(4) }),
  ]

  test('search covers both titles and the type, Turkish case-insensitively', () => {
    expect(titles(filterAndSortProducts(list, query('q=şEKER')))).toEqual(['Şeker İncir'])
    expect(titles(filterAndSortProducts(list, query('q=ılık')))).toEqual(['Ilık'])
    expect(titles(filterAndSortProducts(list, query('q=kernel')))).toEqual(['Çekirdek'])
    expect(titles(filterAndSortProducts(list, query('q=defne')))).toEqual(['Ilık'])
    expect(titles(filterAndSortProducts(list, query('q=protoben')))).toEqual(['Çekirdek'])
  })

  test('filters by type, status and feature (regular = neither organic nor natural)', () => {
    expect(titles(filterAndSortProducts(list, query('type=PROTOBEN')))).toEqual(['Çekirdek'])
    expect(titles(filterAndSortProducts(list, query('status=inactive')))).toEqual(['Çekirdek'])
    expect(titles(filterAndSortProducts(list, query('status=active')))).toEqual(['Ilık', 'Zeytin', 'Şeker İncir'])
    expect(titles(filterAndSortProducts(list, query('feature=organic')))).toEqual(['Şeker İncir'])
    expect(titles(filterAndSortProducts(list, query('feature=natural')))).toEqual(['Ilık'])
    expect(titles(filterAndSortProducts(list, query('feature=regular')))).toEqual(['Çekirdek', 'Zeytin'])
  })

  test('sorts by sortOrder (ties oldest first), Turkish and English titles, type and date', () => {
    expect(titles(filterAndSortProducts(list, query('')))).toEqual(['Çekirdek', 'Ilık', 'Zeytin', 'Şeker İncir'])
    // Turkish alphabet: C Ç … I İ … S Ş … Z
    expect(titles(filterAndSortProducts(list, query('sort=title_tr')))).toEqual(['Çekirdek', 'Ilık', 'Şeker İncir', 'Zeytin'])
    expect(titles(filterAndSortProducts(list, query('sort=title_en')))).toEqual(['Çekirdek', 'Zeytin', 'Şeker İncir', 'Ilık'])
    expect(titles(filterAndSortProducts(list, query('sort=type')))).toEqual(['Ilık', 'Zeytin', 'Şeker İncir', 'Çekirdek'])
    expect(titles(filterAndSortProducts(list, query('sort=newest')))).toEqual(['Zeytin', 'Şeker İncir', 'Ilık', 'Çekirdek'])
    expect(titles(filterAndSortProducts(list, query('sort=oldest')))).toEqual(['Çekirdek', 'Ilık', 'Şeker İncir', 'Zeytin'])
  })
})

describe('re-ordering', () => {
  test('a product trades places with its neighbour; the first cannot go up, the last not down', () => {
    const order = ['a', 'b', 'c']
    expect(swappedWithNeighbour(order, 1, 'up')).toEqual(['b', 'a', 'c'])
    expect(swappedWithNeighbour(order, 1, 'down')).toEqual(['a', 'c', 'b'])
    expect(swappedWithNeighbour(order, 0, 'up')).toBeNull()
    expect(swappedWithNeighbour(order, 2, 'down')).toBeNull()
    expect(swappedWithNeighbour(order, 3, 'up')).toBeNull()
    expect(order).toEqual(['a', 'b', 'c'])
  })
})

describe('product images', () => {
  const slots = [
    { url: '/uploads/products/a.png', alt_tr: ' Ana ', alt_en: '', alt_de: null },
    { url: '', alt_tr: 'left over' },
    { url: '/uploads/products/c.png', alt_en: 'Detail' },
  ]

  test('empty slots are dropped and the selected main image comes first', () => {
    expect(orderProductImages(slots, 'detail2')).toEqual([
      { url: '/uploads/products/c.png', alt_tr: null, alt_en: 'Detail', alt_de: null, type: 'detail2', isMain: true, position: 0 },
      { url: '/uploads/products/a.png', alt_tr: 'Ana', alt_en: null, alt_de: null, type: 'main', isMain: false, position: 1 },
    ])
  })

  test('an empty selected slot falls back to the isMain flag, then to the first image', () => {
    expect(orderProductImages(slots, 'detail1').map((i) => [i.type, i.isMain])).toEqual([
      ['main', true],
      ['detail2', false],
    ])
    expect(orderProductImages([{ url: '/a.png' }, { url: '/b.png', isMain: true }]).map((i) => [i.url, i.type, i.isMain])).toEqual([
      ['/b.png', 'detail1', true],
      ['/a.png', 'main', false],
    ])
    expect(orderProductImages([])).toEqual([])
  })

  test('stored images go back into their slots, with the main one selected', () => {
    const stored = [
      { type: 'detail2' as const, isMain: true, url: 'c' },
      { type: 'main' as const, isMain: false, url: 'a' },
      { type: 'main' as const, isMain: false, url: 'b' },
    ]
    const { slots: back, main } = imagesBySlot(stored)
    expect(back.map((s) => s?.url)).toEqual(['a', 'b', 'c'])
    expect(main).toBe('detail2')
    expect(imagesBySlot([])).toEqual({ slots: [null, null, null], main: null })
  })
})

test('moisture label', () => {
  expect(moistureLabel(18, 20)).toBe('%18-20')
  expect(moistureLabel(null, null)).toBeNull()
  expect(moistureLabel(18, null)).toBe('en az %18')
})

test('Turkish slugs and pack sizes', async () => {
  const { turkishSlug, parsePackKg } = await import('./admin-product')
  expect(turkishSlug('Kuru İncir – Altın Seri (Özel) 2025')).toBe('kuru-incir-altin-seri-ozel-2025')
  expect(turkishSlug('  ÇIĞ Şölen  ')).toBe('cig-solen')
  expect(parsePackKg('12,5')).toBe(12.5)
  expect(parsePackKg('1.000')).toBe(1000)
  // '7.5' could be 7,5 or 75: refused, never guessed.
  expect(parsePackKg('7.5')).toBeNull()
  expect(parsePackKg('0')).toBeNull()
  expect(parsePackKg('1,3')).toBeNull()
  expect(parsePackKg('abc')).toBeNull()
  expect(parsePackKg('')).toBeNull()
})

test('a price list is the same when its ranges are, in any order; any changed figure makes it another', () => {
  const a = { calibre: '2', minQuantity: 1000, maxQuantity: null, cashPrice: 9.5, creditPrice: 10 }
  const b = { calibre: '3', minQuantity: 500, maxQuantity: 999, cashPrice: 11, creditPrice: 11.5 }
  expect(samePriceRanges([a, b], [b, a])).toBe(true)
  expect(samePriceRanges([a], [{ ...a, maxQuantity: undefined }])).toBe(true)
  expect(samePriceRanges([], [])).toBe(true)
  expect(samePriceRanges([a, b], [a])).toBe(false)
  expect(samePriceRanges([a], [{ ...a, cashPrice: 9.75 }])).toBe(false)
  expect(samePriceRanges([a], [{ ...a, maxQuantity: 2000 }])).toBe(false)
  expect(samePriceRanges([a, a], [a, b])).toBe(false)
})
