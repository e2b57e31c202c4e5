import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { BlogArticleSchema, BlogTopicSchema, ProductContentSchema, SeoContentSchema } from '../../app/features/ai/content'
import { seedAiPrompts } from './ai-prompts'

/** The JSON keys a template asks the model for ("title_tr": …). */
const askedKeys = (prompt: string) => new Set([...prompt.matchAll(/"(\w+)":/g)].map((m) => m[1]))
const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape)

describe('ready-made prompts ask for exactly what the AI writers check', () => {
  test.each([
    ['{{productName}}', keysOf(ProductContentSchema)],
    ['{{page}}', keysOf(SeoContentSchema)],
    ['{{topic}}', keysOf(BlogArticleSchema)],
    ['{{count}}', ['topics', ...keysOf(BlogTopicSchema)]],
  ])('the template with %s', (variable, keys) => {
    const template = seedAiPrompts.find((p) => p.prompt.includes(variable) && p.prompt.includes('OUTPUT: return only valid JSON'))!
    expect([...askedKeys(template.prompt)].sort()).toEqual([...keys].sort())
    // Plain JSON example: no comments a strict parser would choke on if a model copied them.
    expect(template.prompt).not.toMatch(/"\s*\/\//)
  })
})
