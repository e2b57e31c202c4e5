/**
 * Everything the admin does with the media gallery besides adding a file (addToGallery in
 * media.server.ts): the filtered list, reading an upload post, editing, deleting and importing
 * the product images. The /admin/media page and the /api/admin/media routes call these.
 */

import { Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import { logger } from '~/lib/logger.server'
import { fileStorage } from '~/lib/storage.server'
import { isUuid } from '~/lib/uuid'
import { type MediaListQuery, uploadProfiles } from './media'
import {
  ingestMedia,
  MediaRejectedError,
  type MediaRow,
  mediaSelect,
  PRODUCT_FILES_PATH,
  removeMediaFiles,
  storedLocation,
  toMediaRow,
} from './media.server'
import type { MediaUpdateInput } from './schemas'
import { type CheckedUpload, detectFile, readUploadForm } from './upload-check.server'

export const MEDIA_PAGE_SIZE = 48

export function mediaWhere(query: Partial<MediaListQuery>): Prisma.MediaFileWhereInput {
  const where: Prisma.MediaFileWhereInput[] = []
  if (query.q) {
    const contains = { contains: query.q, mode: 'insensitive' as const }
    where.push({
      OR: [
        { description_tr: contains },
        { description_en: contains },
        { description_de: contains },
        { filename: contains },
        { originalName: contains },
        // Tags match whole (case as typed, or lower-case).
        { tags: { hasSome: [...new Set([query.q, query.q.toLocaleLowerCase('tr-TR')])] } },
      ],
    })
  }
  if (query.category && query.category !== 'all') where.push({ category: query.category })
  if (query.activeOnly) where.push({ isActive: true })
  return { AND: where }
}

const order: Prisma.MediaFileOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }]

/** One page of the gallery, newest first. */
export async function listMedia(query: MediaListQuery, page = 1) {
  const where = mediaWhere(query)
  const [rows, filtered, total] = await Promise.all([
    prisma.mediaFile.findMany({ where, orderBy: order, skip: (page - 1) * MEDIA_PAGE_SIZE, take: MEDIA_PAGE_SIZE, select: mediaSelect }),
    prisma.mediaFile.count({ where }),
    prisma.mediaFile.count(),
  ])
  return { media: rows.map(toMediaRow), filtered, total, pages: Math.max(1, Math.ceil(filtered / MEDIA_PAGE_SIZE)) }
}

export const API_LIST_MAX = 1000

export async function listMediaForApi(query: Partial<MediaListQuery>) {
  const rows = await prisma.mediaFile.findMany({ where: mediaWhere(query), orderBy: order, take: API_LIST_MAX, select: mediaSelect })
  return rows.map(toMediaRow)
}

export async function getMedia(id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null
  const row = await prisma.mediaFile.findUnique({ where: { id }, select: mediaSelect })
  return row ? toMediaRow(row) : null
}

/** Changes the fields sent; null when there is no such file. */
export async function updateMedia(id: string, input: MediaUpdateInput): Promise<MediaRow | null> {
  if (!isUuid(id)) return null
  const { count } = await prisma.mediaFile.updateMany({ where: { id }, data: input })
  return count ? getMedia(id) : null
}

/** Pages that show a file: a product image, a blog post's picture or a certificate's PDF. */
async function usedBy(media: Pick<MediaRow, 'id' | 'url'>): Promise<number> {
  const [images, posts, certificates] = await Promise.all([
    prisma.productImage.count({ where: { url: media.url } }),
    prisma.blogPost.count({ where: { imageUrl: media.url } }),
    prisma.certificate.count({ where: { mediaId: media.id } }),
  ])
  return images + posts + certificates
}

export type DeleteMediaResult = 'deleted' | 'not-found' | 'in-use'

/**
 * Removes a file, its variants and its row. A file a product, a post or a certificate still shows
 * is kept (deleting it would break a public page).
 */
export async function deleteMedia(id: string): Promise<DeleteMediaResult> {
  const media = await getMedia(id)
  if (!media) return 'not-found'
  if ((await usedBy(media)) > 0) return 'in-use'
  // A certificate that took the file since the look-up holds it by a foreign key: still in use.
  const deleted = await prisma.mediaFile.deleteMany({ where: { id } }).catch((error: unknown) => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') return 'in-use' as const
    throw error
  })
  if (deleted === 'in-use') return 'in-use'
  const { count } = deleted
  if (count === 0) return 'not-found'
  await removeMediaFiles(media).catch((error) => logger.error({ err: error }, 'Removing the stored files of a media file failed'))
  return 'deleted'
}

/**
 * Adds to the gallery the uploaded product images it does not know (by URL or by content):
 * category product, alts copied, the product's title as description. Returns how many.
 */
export async function importProductImages(): Promise<number> {
  const images = await prisma.productImage.findMany({
    where: { url: { startsWith: PRODUCT_FILES_PATH } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      url: true,
      alt_tr: true,
      alt_en: true,
      alt_de: true,
      product: { select: { slug: true, title_tr: true, title_en: true, title_de: true } },
    },
  })
  const known = new Set(
    (await prisma.mediaFile.findMany({ where: { url: { in: images.map((i) => i.url) } }, select: { url: true } })).map((m) => m.url),
  )
  let imported = 0
  for (const image of images) {
    const location = storedLocation(image.url)
    if (known.has(image.url) || location?.namespace !== 'products') continue
    known.add(image.url)
    const file = await fileStorage('products').get(location.key)
    if (!file) continue
    const bytes = new Uint8Array(await file.arrayBuffer())
    const detected = await detectFile(bytes)
    if (detected?.kind !== 'image') continue
    try {
      const { duplicate } = await ingestMedia({
        bytes,
        detected,
        originalName: location.key,
        category: 'product',
        namespace: 'products',
        existingKey: location.key,
        alt_tr: image.alt_tr ?? undefined,
        alt_en: image.alt_en ?? undefined,
        alt_de: image.alt_de ?? undefined,
        description_tr: image.product.title_tr,
        description_en: image.product.title_en,
        description_de: image.product.title_de ?? undefined,
        tags: [image.product.slug],
      })
      if (!duplicate) imported++
    } catch (error) {
      // An image the resizer cannot read stays out of the gallery; the others go on.
      if (!(error instanceof MediaRejectedError)) throw error
    }
  }
  return imported
}

/** How many uploaded product images have no gallery row (what the import would look at). */
export async function pendingProductImages(): Promise<number> {
  const images = await prisma.productImage.findMany({
    where: { url: { startsWith: PRODUCT_FILES_PATH } },
    distinct: ['url'],
    select: { url: true },
  })
  if (images.length === 0) return 0
  const known = await prisma.mediaFile.count({ where: { url: { in: images.map((i) => i.url) } } })
  return images.length - known
}

export interface GalleryUploadPost {
  /** The fields, with the file (if it passed the check) under `file`. */
  formData: FormData
  /** The checked file, not stored yet. */
  file: CheckedUpload | null
  /** Why the file was refused (the other fields are kept, so the form comes back with them). */
  refused: MediaRejectedError | null
}

/**
 * Reads a gallery upload post (`file` plus the fields) and checks the file in memory; nothing is
 * stored. A post that cannot be read throws MediaRejectedError.
 */
export async function readGalleryUpload(request: Request): Promise<GalleryUploadPost> {
  const { formData, files, rejected } = await readUploadForm(request, { file: uploadProfiles.gallery })
  return { formData, file: files.file ?? null, refused: rejected.file ?? null }
}

/** The API's failure answer: `{ error }`, the field media clients read, with `message` too, like the other routes. */
export function mediaApiError(error: unknown): Response {
  if (error instanceof MediaRejectedError) return Response.json({ error: error.message, message: error.message }, { status: error.status })
  if (error instanceof Response) throw error
  logger.error({ err: error }, 'A media request failed')
  const message = 'Sunucu hatası; lütfen tekrar deneyin'
  return Response.json({ error: message, message }, { status: 503 })
}
