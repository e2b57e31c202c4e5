import { describe, expect, test } from 'vitest'
import { BlogTopicsSchema, jsonSchemaOf, ProductContentSchema, schemaProblems } from './ai-content'

const product = {
  title_tr: 'Lerida İncir',
  title_en: 'Lerida Figs',
  title_de: 'Lerida-Feigen',
  slug: 'lerida-incir',
  type: 'LERIDA',
  summary_tr: 'Özet',
  summary_en: 'Summary',
  summary_de: 'Zusammenfassung',
  description_tr: 'Açıklama',
  description_en: 'Description',
  description_de: 'Beschreibung',
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

  test('the JSON schema for the model is strict and has no $schema key', () => {
    const schema = jsonSchemaOf(BlogTopicsSchema) as { $schema?: string; additionalProperties: boolean; required: string[] }
    expect(schema.$schema).toBeUndefined()
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required).toEqual(['topics'])
  })
})
