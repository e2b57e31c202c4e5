import { describe, expect, test } from 'vitest'
import { productTexts } from '~/features/products/product.fixture'
import { BlogTopicsSchema, jsonSchemaOf, ProductContentSchema, schemaProblems } from './content'

const product = {
  title_tr: 'Lerida İncir',
  title_en: 'Lerida Figs',
  title_de: 'Lerida-Feigen',
  slug: 'lerida-incir',
  type: 'LERIDA',
  ...productTexts,
  palletInfo_tr: '80 koli × 12,5 kg = 1.000 kg',
  palletInfo_en: '80 cartons × 12.5 kg = 1,000 kg',
  palletInfo_de: '80 Kartons × 12,5 kg = 1.000 kg',
}

describe('AI content schemas', () => {
  test('a complete product answer passes', () => {
    expect(ProductContentSchema.parse(product).type).toBe('LERIDA')
  })

  test('a missing language, an unknown type or a bad slug fail with a short Turkish reason', () => {
    const { title_de: _, ...withoutGerman } = product
    const result = ProductContentSchema.safeParse({ ...withoutGerman, type: 'BANANA', slug: 'Lerida İncir' })
    expect(result.success).toBe(false)
    const reason = schemaProblems(result.error!)
    expect(reason).toContain('title_de: eksik ya da yanlış türde')
    expect(reason).toMatch(/type|slug/)
  })

  test('the product answer must carry pallet information in all three languages', () => {
    const { palletInfo_de: _, ...withoutGermanPallet } = product
    const missing = ProductContentSchema.safeParse(withoutGermanPallet)
    expect(missing.success).toBe(false)
    expect(schemaProblems(missing.error!)).toBe('palletInfo_de: eksik ya da yanlış türde')
    expect(ProductContentSchema.safeParse({ ...product, palletInfo_en: ' ' }).success).toBe(false)
    const schema = jsonSchemaOf(ProductContentSchema)
    expect(schema.required).toEqual(expect.arrayContaining(['palletInfo_tr', 'palletInfo_en', 'palletInfo_de']))
  })

  test('the JSON schema for the model is strict and has no $schema key', () => {
    const schema = jsonSchemaOf(BlogTopicsSchema)
    expect('$schema' in schema).toBe(false)
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required).toEqual(['topics'])
  })
})
