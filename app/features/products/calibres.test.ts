import { describe, expect, test } from 'vitest'
import { calibreCode, calibreLabel, calibreOf, calibres, productCalibres } from './calibres'

test('eleven classes, contiguous piece ranges, fewer pieces per kg for larger figs', () => {
  expect(calibres.map((c) => c.code)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11'])
  for (const [i, c] of calibres.entries()) {
    expect(c.min).toBeLessThan(c.max)
    if (i > 0) expect(c.min).toBe(calibres[i - 1]!.max + 1)
  }
  expect(productCalibres.map((value) => calibreCode(value))).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'])
})

test('bare 1–8 and A1–A8 name the same calibre; other values have no class', () => {
  expect(calibreCode('3')).toBe('A3')
  expect(calibreCode('a8')).toBe('A8')
  expect(calibreCode(' 2 ')).toBe('A2')
  expect(calibreOf('1')).toMatchObject({ code: 'A1', min: 36, max: 40 })
  // A9–A11 exist only on the calibration page; on products they are plain values.
  expect(calibreCode('A9')).toBeNull()
  expect(calibreCode('9')).toBeNull()
  expect(calibreCode('jumbo')).toBeNull()
})

describe('one label function for every screen and language', () => {
  test('the admin writes Turkish', () => {
    expect(calibreLabel('3', 'full')).toBe('A3 Gurme Seri (46-50 adet/kg)')
    expect(calibreLabel('A2', 'full')).toBe('A2 Özel Seri (41-45 adet/kg)')
    expect(calibreLabel('8', 'request')).toBe('A8 (Sofralık Seri)')
    expect(calibreLabel('3')).toBe('A3')
  })

  test('visitors read their language', () => {
    expect(calibreLabel('2', 'name', 'tr')).toBe('A2 – Özel Seri')
    expect(calibreLabel('2', 'name', 'en')).toBe('A2 – Special')
    expect(calibreLabel('A2', 'name', 'de')).toBe('A2 – Spezial')
    expect(calibreLabel('1', 'pieces', 'en')).toBe('36-40 pieces/kg')
    expect(calibreLabel('1', 'pieces', 'de')).toBe('36-40 Stück/kg')
  })

  test('a value outside A1–A8 reads "Calibration {value}", or as given where only the code is shown', () => {
    expect(calibreLabel('X', 'full')).toBe('Kalibrasyon X')
    expect(calibreLabel(' A10 ', 'request')).toBe('Kalibrasyon A10')
    expect(calibreLabel('Jumbo', 'name', 'en')).toBe('Calibration Jumbo')
    expect(calibreLabel('Jumbo', 'name', 'de')).toBe('Kalibrierung Jumbo')
    expect(calibreLabel(' jumbo ', 'code')).toBe('jumbo')
  })
})
