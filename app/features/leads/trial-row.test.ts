import { describe, expect, it } from 'vitest'
import { productCalibres } from '~/features/products/calibres'
import { isTrialQuantity, rowCalibre, rowCalibres, rowCost, rowPrice } from './trial-row'

describe('rowCalibres', () => {
  it("offers the chosen product's calibres", () => {
    expect(rowCalibres(['4', '5', '6'])).toEqual(['4', '5', '6'])
  })
  it('offers A1–A8 while no product (or one without calibres) is chosen', () => {
    expect(rowCalibres(undefined)).toEqual(productCalibres)
    expect(rowCalibres(null)).toEqual(productCalibres)
    expect(rowCalibres([])).toEqual(productCalibres)
  })
})

describe('rowCalibre', () => {
  it("moves a new row's calibre 1 to the product's first calibre", () => {
    expect(rowCalibre(['4', '5', '6', '7', '8'], '1')).toBe('4')
    expect(rowCalibre(['2', '3'], undefined)).toBe('2')
  })
  it('keeps a calibre the product has', () => {
    expect(rowCalibre(['2', '3', '4'], '3')).toBe('3')
    expect(rowCalibre(productCalibres, '7')).toBe('7')
  })
  it('falls back to 1 when nothing is offered', () => {
    expect(rowCalibre([], 'x')).toBe('1')
  })
})

describe('rowPrice', () => {
  const prices = [
    { calibre: '4', minQuantity: 1000, maxQuantity: 4999, cashPrice: 7.25 },
    { calibre: '4', minQuantity: 100, maxQuantity: 999, cashPrice: 7.6 },
    { calibre: 'A4', minQuantity: 5000, maxQuantity: null, cashPrice: 6.95 },
    { calibre: '6', minQuantity: 100, maxQuantity: 999, cashPrice: 6.2 },
  ]
  it("takes the smallest tier's cash price below it (trial quantities)", () => {
    expect(rowPrice(prices, '4', 2)).toBe(7.6)
    expect(rowPrice(prices, 'A6', 1)).toBe(6.2)
  })
  it('takes the tier the quantity falls in, whichever way the calibre is written', () => {
    expect(rowPrice(prices, '4', 999)).toBe(7.6)
    expect(rowPrice(prices, 'A4', 1000)).toBe(7.25)
    expect(rowPrice(prices, '4', 6000)).toBe(6.95)
  })
  it('has no price for a calibre the product lists none for, or without prices', () => {
    expect(rowPrice(prices, '5', 2)).toBeNull()
    expect(rowPrice(prices, 'x', 2)).toBeNull()
    expect(rowPrice(undefined, '4', 2)).toBeNull()
    expect(rowPrice([], '4', 2)).toBeNull()
  })
})

describe('isTrialQuantity', () => {
  it('accepts 1 to 1000 kg', () => {
    expect([0, 0.5, 1, 2.5, 1000, 1001].map(isTrialQuantity)).toEqual([false, false, true, true, true, false])
  })
})

describe('rowCost', () => {
  const product = { calibres: ['4', '5', '6'], prices: [{ calibre: '4', minQuantity: 100, maxQuantity: null, cashPrice: 7.6 }] }
  it('prices the calibre the row shows, for its kg (empty is 1 kg)', () => {
    expect(rowCost(product, '4', '2')).toEqual({ kg: 2, price: 7.6 })
    // A new row's calibre 1 shows as the product's first calibre.
    expect(rowCost(product, '1', '')).toEqual({ kg: 1, price: 7.6 })
    expect(rowCost(product, '5', '3')).toEqual({ kg: 3, price: null })
  })
  it('says nothing without a product, without prices or for a quantity the form refuses', () => {
    expect(rowCost(undefined, '4', '2')).toBeNull()
    expect(rowCost({ calibres: ['4'] }, '4', '2')).toBeNull()
    expect(rowCost(product, '4', '0')).toBeNull()
    expect(rowCost(product, '4', '1001')).toBeNull()
  })
})
