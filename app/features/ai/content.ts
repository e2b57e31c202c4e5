/**
 * What the AI writers must answer, as zod schemas. The same schema is sent to the model as a JSON
 * schema (structured output) and checks the answer before anything reaches a form, so a model
 * that ignores the schema can never fill a form half-way.
 */
import { z } from 'zod'
import { productTypes } from '~/features/products/product'
import type { Locale } from '~/lib/locale'

const text = (max: number) => z.string().trim().min(1).max(max)
const perLanguage = <K extends string>(name: K, max: number) =>
  ({ [`${name}_tr`]: text(max), [`${name}_en`]: text(max), [`${name}_de`]: text(max) }) as Record<`${K}_${Locale}`, z.ZodString>

export const ProductContentSchema = z.object({
  ...perLanguage('title', 200),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lowercase letters, digits and hyphens')
    .max(120),
  type: z.enum(productTypes),
  ...perLanguage('summary', 600),
  ...perLanguage('description', 8000),
  ...perLanguage('palletInfo', 600),
})
export type ProductContent = z.infer<typeof ProductContentSchema>

export const SeoContentSchema = z.object({
  ...perLanguage('title', 200),
  ...perLanguage('description', 400),
  ...perLanguage('keywords', 400),
  ...perLanguage('h1', 200),
})
export type SeoContent = z.infer<typeof SeoContentSchema>

export const BlogArticleSchema = z.object({
  ...perLanguage('title', 200),
  ...perLanguage('excerpt', 600),
  ...perLanguage('content', 30000),
  ...perLanguage('keywords', 400),
  ...perLanguage('metaDescription', 400),
})
export type BlogArticle = z.infer<typeof BlogArticleSchema>

export const BlogTopicSchema = z.object({
  ...perLanguage('title', 200),
  summary: text(600),
})
export type BlogTopic = z.infer<typeof BlogTopicSchema>
/** Structured outputs need an object at the top. */
export const BlogTopicsSchema = z.object({ topics: z.array(BlogTopicSchema).min(1).max(20) })

/** The JSON schema sent to the model (OpenAI strict structured outputs: no $schema key). */
export function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12' })
  return rest
}

/** A short Turkish reason for an answer that failed the schema, e.g. 'title_de: eksik'. */
export function schemaProblems(error: z.ZodError, max = 3): string {
  const lines = error.issues
    .slice(0, max)
    .map((issue) => `${issue.path.join('.') || 'yanıt'}: ${issue.code === 'invalid_type' ? 'eksik ya da yanlış türde' : issue.message}`)
  return lines.join('; ') + (error.issues.length > max ? ` (+${error.issues.length - max})` : '')
}
