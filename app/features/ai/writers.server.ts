/**
 * The AI writers behind the admin's AI buttons and /api/admin/* generate endpoints. Each one takes
 * its prompt from the AI prompt templates (app/features/ai/templates.server.ts), adds the company's facts
 * as the system message, and returns content validated by its zod schema — never saved here, except
 * the blog image, which is stored in the media gallery and set on its post.
 */

import { schemeName } from '~/features/certificates/certificate'
import { validCertificateSchemes } from '~/features/certificates/certificates.server'
import { siteFacts } from '~/features/content/page-content.server'
import { companyInfo } from '~/features/content/site-company.server'
import { uploadProfiles } from '~/features/media/media'
import { createMediaFile } from '~/features/media/media.server'
import { detectFile } from '~/features/media/upload-check.server'
import { turkishSlug } from '~/features/products/admin-product'
import { catalogueOrder } from '~/features/products/product-selects.server'
import { prisma } from '~/lib/db.server'
import { fixedT } from '~/lib/i18next.server'
import { AiError, completeJson, generateImage } from './client.server'
import { companyFacts } from './company-facts'
import {
  type BlogArticle,
  BlogArticleSchema,
  type BlogTopic,
  BlogTopicsSchema,
  type ProductContent,
  ProductContentSchema,
  type SeoContent,
  SeoContentSchema,
} from './content'
import { promptFor } from './templates.server'

/** The company's facts every AI request carries (its name from configuration, the site settings' facts, the certificates valid today, its active products). */
export async function systemMessage(): Promise<string> {
  const [products, facts, schemes, company] = await Promise.all([
    prisma.product.findMany({ where: { isActive: true }, select: { title_tr: true, title_en: true }, orderBy: catalogueOrder, take: 30 }),
    siteFacts(),
    validCertificateSchemes(),
    companyInfo(),
  ])
  const certifications = schemes.map((code) => schemeName(code, fixedT('en')))
  return companyFacts({ companyName: company.name, facts, certifications, products })
}

export async function generateProductContent(productName: string): Promise<ProductContent> {
  const user = await promptFor('product-content', { productName })
  return completeJson('product-content', ProductContentSchema, { system: await systemMessage(), user })
}

export interface SeoRequest {
  page: string
  title?: string
  description?: string
  products?: string[]
}

export async function generateSeoContent(input: SeoRequest): Promise<SeoContent> {
  const user = await promptFor('seo', {
    page: input.page,
    title: input.title ?? '',
    description: input.description ?? '',
    products: (input.products ?? []).join(', '),
  })
  return completeJson('seo', SeoContentSchema, { system: await systemMessage(), user })
}

export async function generateBlogArticle(topic: string): Promise<BlogArticle & { slug: string }> {
  const user = await promptFor('blog-article', { topic })
  const article = await completeJson('blog-article', BlogArticleSchema, { system: await systemMessage(), user })
  return { ...article, slug: turkishSlug(article.title_tr) }
}

export async function generateBlogTopics(input: { audience?: string; count?: number } = {}): Promise<BlogTopic[]> {
  const count = Math.min(Math.max(input.count ?? 5, 1), 10)
  const user = await promptFor('blog-topics', {
    count: String(count),
    audience:
      input.audience?.trim() ||
      'wholesale and export buyers of dried figs (importers, distributors, supermarket chains, food manufacturers)',
  })
  const { topics } = await completeJson('blog-topics', BlogTopicsSchema, { system: await systemMessage(), user })
  return topics.slice(0, count)
}

/** Makes a cover image for the post, stores it in the gallery (category blog) and sets it on the post. */
export async function generateBlogImage(postId: string): Promise<{ imageUrl: string }> {
  const post = await prisma.blogPost.findUnique({
    where: { id: postId },
    select: { id: true, title_tr: true, title_en: true, excerpt_en: true, slug: true },
  })
  if (!post) throw new AiError(422, 'Bu blog yazısı bulunamadı.')
  const prompt = await promptFor('blog-image', { title: post.title_en, topic: post.excerpt_en })
  const bytes = await generateImage('blog-image', prompt)
  const { media } = await createMediaFile({
    bytes,
    // Named after what the provider really sent (PNG, JPEG or WebP); checked like any uploaded picture.
    originalName: `${post.slug}-ai.${(await detectFile(bytes))?.ext ?? 'png'}`,
    profile: uploadProfiles.galleryImage,
    category: 'blog',
    alt_tr: post.title_tr,
    alt_en: post.title_en,
    tags: ['ai', 'blog'],
  }).catch((error: unknown) => {
    throw new AiError(422, `AI görseli kaydedilemedi: ${error instanceof Error ? error.message : 'bilinmeyen hata'}`)
  })
  await prisma.blogPost.update({ where: { id: post.id }, data: { imageUrl: media.url } })
  return { imageUrl: media.url }
}
