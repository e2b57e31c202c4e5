import { expect, test } from 'vitest'
import { formatKg, moistureRange, normalizePacksKg, productTypeName, productTypeNames, productTypes } from './product'

test('pack sizes are kept ascending, unique, positive and in half-kilo steps', () => {
  expect(normalizePacksKg([20, 5, 12.5, 10, 5])).toEqual([5, 10, 12.5, 20])
  expect(normalizePacksKg([0, -1, Number.NaN, 1.26])).toEqual([1.5])
})

test('moisture is shown only with both bounds', () => {
  expect(moistureRange(18, 20)).toEqual({ min: 18, max: 20 })
  expect(moistureRange(0, 20)).toEqual({ min: 0, max: 20 })
  expect(moistureRange(18, null)).toBeNull()
  expect(moistureRange(null, 20)).toBeNull()
})

test('every type has a name for the admin and for each language', () => {
  expect(Object.keys(productTypeNames).sort()).toEqual([...productTypes].sort())
  expect(productTypeName('CUBE_BLOCK')).toBe('Cube/Block')
  expect(productTypeName('CUBE_BLOCK', 'tr')).toBe('Küp/Blok')
  expect(productTypeName('BAGLAMA', 'en')).toBe('Bağlama Figs (String Figs)')
  expect(productTypeName('NATUREL_INCIR', 'de')).toBe('Naturfeigen - Goldserie')
})

test('weights in Turkish digits, to the gram', () => {
  expect(formatKg(1000)).toBe('1.000 kg')
  expect(formatKg(12.5)).toBe('12,5 kg')
  expect(formatKg(0.125)).toBe('0,125 kg')
  expect(formatKg(2500.5)).toBe('2.500,5 kg')
})
