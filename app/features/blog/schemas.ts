import { z } from 'zod'
import { turkishSlug } from '~/features/products/admin-product'
import { optionalText, requiredText, siteUrl } from '~/lib/forms/fields'
import { blogMessages, SLUG_PATTERN } from './admin-blog'

/**
 * A blog post as the admin form and the JSON API send it: Turkish title, excerpt and content
 * required; an English version optional, but whole (title, excerpt and content, or none of them:
 * a post without one is stored with empty English texts and shown in Turkish on the English
 * pages, marked as such); keywords, meta descriptions and every German text optional; messages in
 * Turkish. Content is Markdown. The slug holds letters, digits and hyphens; an empty slug is
 * derived from the Turkish title (Turkish letters to ASCII, spaces to hyphens), so the form also
 * works without JavaScript.
 */

const imageUrl = siteUrl('Geçersiz görsel adresi')

export const BLOG_TITLE_MAX = 200
export const BLOG_EXCERPT_MAX = 1000
export const BLOG_CONTENT_MAX = 100_000
export const BLOG_KEYWORDS_MAX = 500
export const BLOG_META_MAX = 500

/** An English text: optional, stored as '' when absent (the columns are not nullable; an empty text counts as missing). */
const englishText = (max: number) => optionalText(max).transform((value) => value ?? '')

/** The English version's parts and the message each one gets when the others are there but it is not. */
const englishParts = [
  ['title_en', 'İngilizce başlık gereklidir (İngilizce sürüm için başlık, özet ve içeriğin üçü de gerekir)'],
  ['excerpt_en', 'İngilizce özet gereklidir (İngilizce sürüm için başlık, özet ve içeriğin üçü de gerekir)'],
  ['content_en', 'İngilizce içerik gereklidir (İngilizce sürüm için başlık, özet ve içeriğin üçü de gerekir)'],
] as const

const postFields = {
  title_tr: requiredText('Türkçe başlık gereklidir', BLOG_TITLE_MAX),
  title_en: englishText(BLOG_TITLE_MAX),
  title_de: optionalText(BLOG_TITLE_MAX),
  /** Optional here: empty means "derive it from title_tr" (see withSlug). */
  slug: z
    .string()
    .trim()
    .max(120, 'En fazla 120 karakter')
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), blogMessages.slugPattern)
    .nullish(),
  excerpt_tr: requiredText('Türkçe özet gereklidir', BLOG_EXCERPT_MAX),
  excerpt_en: englishText(BLOG_EXCERPT_MAX),
  excerpt_de: optionalText(BLOG_EXCERPT_MAX),
  content_tr: requiredText('Türkçe içerik gereklidir', BLOG_CONTENT_MAX),
  content_en: englishText(BLOG_CONTENT_MAX),
  content_de: optionalText(BLOG_CONTENT_MAX),
  keywords_tr: optionalText(BLOG_KEYWORDS_MAX),
  keywords_en: optionalText(BLOG_KEYWORDS_MAX),
  keywords_de: optionalText(BLOG_KEYWORDS_MAX),
  metaDescription_tr: optionalText(BLOG_META_MAX),
  metaDescription_en: optionalText(BLOG_META_MAX),
  metaDescription_de: optionalText(BLOG_META_MAX),
  imageUrl,
}

type PostFields = z.output<z.ZodObject<typeof postFields & { isActive: z.ZodDefault<z.ZodBoolean> }>>

/** The slug as typed, or derived from the Turkish title; a title without letters or digits needs one typed. */
function withSlug<T extends PostFields>(post: T, ctx: z.RefinementCtx) {
  // An English version is all three texts or none: a part left out while others are given is a mistake.
  const given = englishParts.filter(([field]) => post[field] !== '')
  if (given.length > 0 && given.length < englishParts.length) {
    for (const [field, message] of englishParts) if (post[field] === '') ctx.addIssue({ code: 'custom', path: [field], message })
    return z.NEVER
  }
  const slug = post.slug || turkishSlug(post.title_tr)
  if (!slug) {
    ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Slug gereklidir' })
    return z.NEVER
  }
  return { ...post, slug }
}

/** The admin form's fields (their constraints go to the browser): an unchecked box is absent, so isActive defaults to false. */
export const BlogPostFieldsSchema = z.object({ ...postFields, isActive: z.boolean().default(false) })
/** The admin form, with the slug derived when left empty. */
export const BlogPostSchema = BlogPostFieldsSchema.transform(withSlug)

/** The JSON API: a new post is active unless it says otherwise. */
export const BlogPostApiSchema = z.object({ ...postFields, isActive: z.boolean().default(true) }).transform(withSlug)

export type BlogPostInput = z.output<typeof BlogPostSchema>
/** The form's values as conform holds them (strings where the form posts strings). */
export type BlogPostFormValue = { [K in keyof z.input<typeof BlogPostSchema>]?: K extends 'isActive' ? boolean : string }

/** The AI article generator's input: a topic is required ('Lütfen bir konu girin'). */
export const AiTopicSchema = z.object({
  topic: z.string({ error: blogMessages.topicRequired }).trim().min(1, blogMessages.topicRequired).max(300, 'En fazla 300 karakter'),
})

/** POST /api/admin/blog/topics: both optional. */
export const BlogTopicsRequestSchema = z
  .object({
    audience: z.string().trim().max(300).optional(),
    count: z.number().int().min(1).max(10).optional(),
  })
  .default({})
