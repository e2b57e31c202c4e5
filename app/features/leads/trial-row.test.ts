import { describe, expect, it } from 'vitest'
import { productCalibres } from '~/features/products/calibres'
import { rowCalibre, rowCalibres } from './trial-row'

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
