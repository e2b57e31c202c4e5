import { expect, test } from 'vitest'
import { normalizePacksKg, productCalibreCode } from './product'

test('pack sizes are kept ascending, unique, positive and in half-kilo steps', () => {
  expect(normalizePacksKg([20, 5, 12.5, 10, 5])).toEqual([5, 10, 12.5, 20])
  expect(normalizePacksKg([0, -1, Number.NaN, 1.26])).toEqual([1.5])
})

test('bare 1–8 and A1–A8 name the same calibre; other values have no code', () => {
  expect(productCalibreCode('3')).toBe('A3')
  expect(productCalibreCode('a8')).toBe('A8')
  expect(productCalibreCode('A9')).toBeNull()
  expect(productCalibreCode('jumbo')).toBeNull()
})
