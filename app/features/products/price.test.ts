import { expect, test } from 'vitest'
import { cashPriceBounds, formatPrice, listPriceFor, type PriceRow, priceTablesByCalibre, quantityRangeLabel, sortPriceRows } from './price'

const row = (calibre: string, minQuantity: number, maxQuantity: number | null, cashPrice = 10, creditPrice = 11): PriceRow => ({
  calibre,
  minQuantity,
  maxQuantity,
  cashPrice,
  creditPrice,
})

test('rows are sorted by minimum quantity', () => {
  const sorted = sortPriceRows([row('1', 5000, null), row('1', 100, 999), row('1', 1000, 4999)])
  expect(sorted.map((r) => r.minQuantity)).toEqual([100, 1000, 5000])
})

test('one table per calibre, in size order, bare numbers and A-codes together', () => {
  const tables = priceTablesByCalibre([
    row('4', 20000, null),
    row('jumbo', 100, null),
    row('2', 5000, 19999),
    row('A4', 1000, 4999),
    row('2', 1000, 4999),
  ])
  expect(tables.map((t) => t.calibre)).toEqual(['2', '4', 'jumbo'])
  expect(tables[0]!.rows.map((r) => r.minQuantity)).toEqual([1000, 5000])
  expect(tables[1]!.rows.map((r) => r.minQuantity)).toEqual([1000, 20000])
  expect(priceTablesByCalibre([])).toEqual([])
})

test('an offered calibre without a price row gets a table without rows, in size order', () => {
  const tables = priceTablesByCalibre([row('3', 1000, null), row('A1', 1000, null)], ['1', '2', 'A3', '5'])
  expect(tables.map((t) => [t.calibre, t.rows.length])).toEqual([
    ['A1', 1],
    ['2', 0],
    ['3', 1],
    ['5', 0],
  ])
  expect(priceTablesByCalibre([], ['4']).map((t) => [t.calibre, t.rows])).toEqual([['4', []]])
})

test("quantities read 'N - M', or 'N+' without a maximum", () => {
  expect(quantityRangeLabel(1000, 4999)).toBe('1000 - 4999')
  expect(quantityRangeLabel(5000, null)).toBe('5000+')
  expect(quantityRangeLabel(5000, null, (n) => n.toLocaleString('en-GB'))).toBe('5,000+')
})

test('prices always show two decimals in the page language', () => {
  expect(formatPrice(11.8, 'en-GB')).toBe('11.80')
  expect(formatPrice(10.25, 'tr-TR')).toBe('10,25')
  expect(formatPrice(9, 'de-DE')).toBe('9,00')
  expect(formatPrice(9.999, 'en-GB')).toBe('10.00')
})

test('cash price bounds for structured data', () => {
  expect(cashPriceBounds([row('1', 100, 999, 11.8), row('1', 5000, null, 10.6)])).toEqual({ low: 10.6, high: 11.8 })
  expect(cashPriceBounds([])).toBeNull()
})

test('listPriceFor: the tier of the calibre that holds the quantity, else the nearest one below (the smallest below all)', () => {
  const tier = (calibre: string, minQuantity: number, maxQuantity: number | null, cashPrice: number): PriceRow => ({
    calibre,
    minQuantity,
    maxQuantity,
    cashPrice,
    creditPrice: cashPrice + 0.4,
  })
  const rows = [
    tier('2', 5000, 19999, 9.2),
    tier('2', 1000, 4999, 9.6),
    tier('2', 20000, null, 8.85),
    tier('A4', 1000, 4999, 7.9),
    tier('4', 10000, 20000, 7.4),
  ]
  const price = (calibre: string | null, kg: number | null) => listPriceFor(rows, calibre, kg)?.cashPrice ?? null
  expect(price('2', 2000)).toBe(9.6)
  expect(price('A2', 4999)).toBe(9.6)
  expect(price('2', 5000)).toBe(9.2)
  expect(price('2', 250_000)).toBe(8.85)
  expect(price('2', 500)).toBe(9.6)
  expect(price('2', null)).toBe(9.6)
  // '4' and 'A4' are one calibre; between 4999 and 10000 the tier below holds.
  expect(price('4', 7000)).toBe(7.9)
  expect(price('A4', 30_000)).toBe(7.4)
  expect(price('3', 2000)).toBeNull()
  expect(price(null, 2000)).toBeNull()
  expect(listPriceFor([], '2', 2000)).toBeNull()
})
