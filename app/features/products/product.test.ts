import { expect, test } from 'vitest'
import { moistureRange, normalizePacksKg, productCalibreCode, productCalibreLabel } from './product'

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

test('calibre labels: A1–A8 with pieces per kg, everything else generic', () => {
  expect(productCalibreLabel('2')).toEqual({ code: 'A2', pieces: { min: 41, max: 45 } })
  expect(productCalibreLabel('A8')).toEqual({ code: 'A8', pieces: { min: 71, max: 80 } })
  expect(productCalibreLabel('1')).toEqual({ code: 'A1', pieces: { min: 36, max: 40 } })
  // A9–A11 exist only on the calibration page; on products they are plain values.
  expect(productCalibreLabel('A9')).toEqual({ code: null, value: 'A9' })
  expect(productCalibreLabel(' 9 ')).toEqual({ code: null, value: '9' })
  expect(productCalibreLabel('Jumbo')).toEqual({ code: null, value: 'Jumbo' })
})

test('moisture is shown only with both bounds', () => {
  expect(moistureRange(18, 20)).toEqual({ min: 18, max: 20 })
  expect(moistureRange(0, 20)).toEqual({ min: 0, max: 20 })
  expect(moistureRange(18, null)).toBeNull()
  expect(moistureRange(null, 20)).toBeNull()
})
