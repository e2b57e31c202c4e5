/**
 * Every read and write of the admin blog screens and of /api/admin/blog: the HTML actions and the
 * JSON routes call these and only translate the answer.
 */

import { generateBlogArticle, generateBlogImage, generateBlogTopics } from '~/features/ai/writers.server'
import { readVariants } from '~/features/media/media'
import { addToGallery } from '~/features/media/media.server'
import type { CheckedUpload } from '~/features/media/upload-check.server'
import { Prisma } from '~/generated/prisma/client'
import { AdminWriteError, toApiError } from '~/lib/admin-write-error.server'
import { prisma } from '~/lib/db.server'
import { blogMessages, isImageMime, isUuid } from './admin-blog'
import { storedPostSelect } from './posts.server'
import type { BlogPostInput } from './schemas'

/** A refused post write (see AdminWriteError). */
export class AdminBlogError extends AdminWriteError {}
export { toApiError }

export type AdminBlogPost = Prisma.BlogPostGetPayload<{ select: typeof storedPostSelect }>

/** Every post, active or not, newest first. */
export function listAdminBlogPosts(): Promise<AdminBlogPost[]> {
  return prisma.blogPost.findMany({ select: storedPostSelect, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] })
}

/** The post, or null for an unknown or malformed id. */
export async function getAdminBlogPost(id: string): Promise<AdminBlogPost | null> {
  if (!isUuid(id)) return null
  return prisma.blogPost.findUnique({ where: { id }, select: storedPostSelect })
}

export async function createAdminBlogPost(input: BlogPostInput): Promise<AdminBlogPost> {
  return saveUnderFreeSlug(input.slug, undefined, () => prisma.blogPost.create({ data: input, select: storedPostSelect }))
}

/** A full update with the fields of the form (or of the API after merging, see editableFields). */
export async function updateAdminBlogPost(id: string, input: BlogPostInput): Promise<AdminBlogPost> {
  if (!(await getAdminBlogPost(id))) throw new AdminBlogError(404, blogMessages.notFound)
  return saveUnderFreeSlug(input.slug, id, () => prisma.blogPost.update({ where: { id }, data: input, select: storedPostSelect }))
}

/** Publish (active) or unpublish (passive) without touching the rest. */
export async function setAdminBlogPostActive(id: string, isActive: boolean): Promise<AdminBlogPost> {
  if (!(await getAdminBlogPost(id))) throw new AdminBlogError(404, blogMessages.notFound)
  return prisma.blogPost.update({ where: { id }, data: { isActive }, select: storedPostSelect })
}

export async function deleteAdminBlogPost(id: string): Promise<void> {
  const { count } = isUuid(id) ? await prisma.blogPost.deleteMany({ where: { id } }) : { count: 0 }
  if (count === 0) throw new AdminBlogError(404, blogMessages.notFound)
}

/** The stored post as input fields, so a partial API update can keep what it does not send. */
export function editableFields(post: AdminBlogPost) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = post
  return fields
}

/**
 * A save of a post (`exceptId`: the post itself) under `slug`: refused when another post has the
 * slug, and, when two saves race for one slug, by the database's unique index.
 */
async function saveUnderFreeSlug(slug: string, exceptId: string | undefined, save: () => Promise<AdminBlogPost>): Promise<AdminBlogPost> {
  const slugTaken = () => new AdminBlogError(409, blogMessages.slugTaken, { slug: [blogMessages.slugTaken] })
  const other = await prisma.blogPost.findFirst({ where: { slug, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } })
  if (other) throw slugTaken()
  try {
    return await save()
  } catch (error) {
    throw error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' ? slugTaken() : error
  }
}

// ---------------------------------------------------------------------------------------------
// Images: picked from the media gallery or uploaded into it (category blog).

export interface GalleryImage {
  id: string
  url: string
  thumbnailUrl: string
  label: string
}

const GALLERY_LIMIT = 60

/** The gallery's active images, newest first, as choices for a post's image. */
export async function blogImageChoices(): Promise<GalleryImage[]> {
  const rows = await prisma.mediaFile.findMany({
    where: { isActive: true, mimeType: { startsWith: 'image/' } },
    select: { id: true, url: true, mimeType: true, originalName: true, alt_tr: true, variants: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: GALLERY_LIMIT,
  })
  return rows
    .filter((row) => isImageMime(row.mimeType))
    .map((row) => ({
      id: row.id,
      url: row.url,
      thumbnailUrl: readVariants(row.variants)[0]?.url ?? row.url,
      label: row.alt_tr || row.originalName,
    }))
}

/** Small copies for list thumbnails: url → its smallest gallery variant (when the image is in the gallery). */
export async function thumbnailUrls(urls: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(urls.filter((url): url is string => Boolean(url)))]
  if (wanted.length === 0) return new Map()
  const rows = await prisma.mediaFile.findMany({ where: { url: { in: wanted } }, select: { url: true, variants: true } })
  return new Map(
    rows.flatMap((row) => {
      const smallest = readVariants(row.variants)[0]
      return smallest ? [[row.url, smallest.url] as const] : []
    }),
  )
}

/**
 * Stores a checked picture in the media gallery (category blog, tag blog; the same bytes again
 * reuse the existing file) and answers its URL. Throws UploadRejectedError with a Turkish reason.
 */
export async function storeBlogImage(image: CheckedUpload, alt?: string): Promise<string> {
  const { media } = await addToGallery(image, { category: 'blog', alt_tr: alt || undefined, tags: ['blog'] })
  return media.url
}

// ---------------------------------------------------------------------------------------------
// AI (issue 7): drafts only; nothing is saved except the generated image.

/** A generated article as form values: every language's texts and the slug of its Turkish title. */
export async function draftBlogArticle(topic: string) {
  const article = await generateBlogArticle(topic)
  return {
    title_tr: article.title_tr,
    title_en: article.title_en,
    title_de: article.title_de,
    excerpt_tr: article.excerpt_tr,
    excerpt_en: article.excerpt_en,
    excerpt_de: article.excerpt_de,
    content_tr: article.content_tr,
    content_en: article.content_en,
    content_de: article.content_de,
    keywords_tr: article.keywords_tr,
    keywords_en: article.keywords_en,
    keywords_de: article.keywords_de,
    metaDescription_tr: article.metaDescription_tr,
    metaDescription_en: article.metaDescription_en,
    metaDescription_de: article.metaDescription_de,
    slug: article.slug,
  }
}
export type BlogArticleDraft = Awaited<ReturnType<typeof draftBlogArticle>>

export function suggestBlogTopics(input: { audience?: string; count?: number } = {}) {
  return generateBlogTopics(input)
}

/** Generates the post's image (stored in the gallery and set on the post) and answers the updated post. */
export async function generateAdminBlogImage(id: string): Promise<AdminBlogPost> {
  if (!(await getAdminBlogPost(id))) throw new AdminBlogError(404, blogMessages.notFound)
  await generateBlogImage(id)
  const post = await getAdminBlogPost(id)
  if (!post) throw new AdminBlogError(404, blogMessages.notFound)
  return post
}
