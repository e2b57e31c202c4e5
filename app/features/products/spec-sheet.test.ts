import { describe, expect, test } from 'vitest'
import { HS_CODES, hsCodeOf } from './hs-codes'
import { productTypes } from './product'
import { specSheetFileName, specSheetLink, specSheetPath } from './spec-sheet'

describe('the spec sheet’s address', () => {
  test('one per language, beside the product page', () => {
    expect(specSheetPath('lerida-incir', 'tr')).toBe('/products/lerida-incir/spec-sheet.pdf')
    expect(specSheetPath('lerida-incir', 'en')).toBe('/en/products/lerida-incir/spec-sheet.pdf')
    expect(specSheetPath('lerida-incir', 'de')).toBe('/de/products/lerida-incir/spec-sheet.pdf')
  })

  test('the file name is ASCII whatever the slug holds', () => {
    expect(specSheetFileName('lerida-incir', 'de')).toBe('lerida-incir-spec-de.pdf')
    expect(specSheetFileName('Özel "İncir"\r\n', 'tr')).toBe('zel-ncir-spec-tr.pdf')
    expect(specSheetFileName('---', 'en')).toBe('product-spec-en.pdf')
  })

  test('an uploaded spec PDF replaces the generated sheet in every language', () => {
    expect(specSheetLink({ slug: 'layer-incir', pdfSpecPath: null }, 'de')).toEqual({
      href: '/de/products/layer-incir/spec-sheet.pdf',
      uploaded: false,
    })
    expect(specSheetLink({ slug: 'layer-incir', pdfSpecPath: '/uploads/products/a.pdf' }, 'de')).toEqual({
      href: '/uploads/products/a.pdf',
      uploaded: true,
    })
  })
})

test('every product type is declared under a fig tariff line (all are dried figs today)', () => {
  for (const type of productTypes) expect(hsCodeOf(type)).toEqual({ line: 'dried', code: HS_CODES.dried })
  expect(HS_CODES).toEqual({ fresh: '0804.20.10', dried: '0804.20.90' })
})
