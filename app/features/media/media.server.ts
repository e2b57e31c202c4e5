/**
 * The media gallery's files: checked by content (upload-check.server.ts), stored under a name we
 * generate, deduplicated by SHA-256 and, for images, given resized WebP variants (480/960/1600 px,
 * never upscaled) at upload. Originals live in the 'media' storage (or the 'products' storage for
 * product images registered in the gallery); variants always in 'media'. Served by
 * routes/resources/media-file.ts.
 */
import { createHash, randomUUID } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { Prisma } from '~/generated/prisma/client'
import { arrayBufferBytes } from '~/lib/bytes'
import { contentRead } from '~/lib/content-reads.server'
import { prisma } from '~/lib/db.server'
import { fileStorage, type StorageNamespace } from '~/lib/storage.server'
import type { DetectedFile } from './file-type'
import {
  baseName,
  isMediaCategory,
  MAX_IMAGE_PIXELS,
  type MediaCategory,
  type MediaVariant,
  mediaMessages,
  readVariants,
  responsiveImage,
  type UploadProfile,
  uploadProfiles,
  variantWidths,
} from './media'
import { type CheckedUpload, checkUpload, sharpInput, UploadRejectedError } from './upload-check.server'

export const MEDIA_FILES_PATH = '/uploads/media/'
export const PRODUCT_FILES_PATH = '/uploads/products/'
/** Keys we generate: a UUID, for variants a width suffix, and the detected extension. */
const KEY_PATTERN = /^[0-9a-f-]{36}(-\d{1,5}w)?\.(png|jpg|gif|webp|avif|mp4|pdf)$/

export const mediaSelect = {
  id: true,
  filename: true,
  originalName: true,
  url: true,
  fileSize: true,
  mimeType: true,
  fileHash: true,
  category: true,
  alt_tr: true,
  alt_en: true,
  alt_de: true,
  description_tr: true,
  description_en: true,
  description_de: true,
  tags: true,
  width: true,
  height: true,
  variants: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.MediaFileSelect

type StoredRow = Prisma.MediaFileGetPayload<{ select: typeof mediaSelect }>
export type MediaRow = Omit<StoredRow, 'variants'> & { variants: MediaVariant[] }

export const toMediaRow = (row: StoredRow): MediaRow => ({ ...row, variants: readVariants(row.variants) })

/** A file the gallery does not take (the one upload refusal); the message is Turkish and shown as is. */
export { UploadRejectedError as MediaRejectedError }

export interface MediaTexts {
  alt_tr?: string | null
  alt_en?: string | null
  alt_de?: string | null
  description_tr?: string | null
  description_en?: string | null
  description_de?: string | null
  tags?: string[]
}

export interface CreateMediaInput extends MediaTexts {
  bytes: Uint8Array
  /** The client's file name; only its base name is kept, and its extension must match the content. */
  originalName: string
  category: string
  /** The Content-Type the client sent, if any; it must match the content too. */
  declaredType?: string
  /** What the file may be (the gallery's types by default). */
  profile?: UploadProfile
}

/**
 * Checks a file and adds it to the gallery. The same bytes again answer with the existing row
 * (`duplicate: true`), also when two uploads race. Throws MediaRejectedError.
 */
export async function createMediaFile(input: CreateMediaInput): Promise<{ media: MediaRow; duplicate: boolean }> {
  const { bytes, originalName, declaredType, profile = uploadProfiles.gallery, category, ...fields } = input
  if (!isMediaCategory(category)) throw new UploadRejectedError(mediaMessages.categoryRequired)
  const checked = await checkUpload({ bytes, name: originalName, type: declaredType }, profile)
  return addToGallery(checked, { ...fields, category })
}

/** Adds a checked upload to the gallery (category and texts as given). */
export function addToGallery(
  file: CheckedUpload,
  fields: MediaTexts & { category: MediaCategory },
): Promise<{ media: MediaRow; duplicate: boolean }> {
  return ingestMedia({ ...fields, bytes: file.bytes, detected: file.detected, originalName: file.originalName, namespace: 'media' })
}

interface IngestInput extends MediaTexts {
  bytes: Uint8Array
  detected: DetectedFile
  originalName: string
  category: MediaCategory
  /** Where the original goes; 'products' keeps product images at /uploads/products/. */
  namespace: StorageNamespace
  /** The original is already stored under this key of `namespace` (import of product images). */
  existingKey?: string
  /** The key to store the original under (a URL promised before the file was stored). */
  key?: string
}

interface StoredFile {
  namespace: StorageNamespace
  key: string
}

/** Stores a checked file and its variants and adds its row (or finds the row of the same bytes). */
export async function ingestMedia(input: IngestInput): Promise<{ media: MediaRow; duplicate: boolean }> {
  const { bytes, detected } = input
  const fileHash = createHash('sha256').update(bytes).digest('hex')
  const existing = await findByHash(fileHash)
  if (existing) return { media: existing, duplicate: true }

  const image = detected.kind === 'image' ? await processImage(bytes, detected) : null
  const filename = input.existingKey ?? input.key ?? `${randomUUID()}.${detected.ext}`
  const stem = filename.slice(0, filename.lastIndexOf('.'))
  const stored: StoredFile[] = []
  const store = async (namespace: StorageNamespace, key: string, content: Uint8Array, type: string, name: string) => {
    await fileStorage(namespace).set(key, new File([arrayBufferBytes(content)], name, { type }))
    stored.push({ namespace, key })
  }
  const originalName = baseName(input.originalName) || filename
  try {
    const variants: MediaVariant[] = []
    if (!input.existingKey) await store(input.namespace, filename, bytes, detected.mime, originalName)
    for (const variant of image?.variants ?? []) {
      const key = `${stem}-${variant.width}w.webp`
      await store('media', key, variant.data, 'image/webp', key)
      variants.push({ width: variant.width, height: variant.height, url: MEDIA_FILES_PATH + key })
    }
    const row = await prisma.mediaFile.create({
      data: {
        filename,
        originalName,
        url: (input.namespace === 'media' ? MEDIA_FILES_PATH : PRODUCT_FILES_PATH) + filename,
        fileSize: bytes.length,
        mimeType: detected.mime,
        fileHash,
        category: input.category,
        ...texts(input),
        tags: input.tags ?? [],
        width: image?.width ?? null,
        height: image?.height ?? null,
        variants: variants as unknown as Prisma.InputJsonValue,
      },
      select: mediaSelect,
    })
    return { media: toMediaRow(row), duplicate: false }
  } catch (error) {
    await removeStored(stored)
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      // The same bytes were stored by a concurrent upload between our look-up and our insert.
      const winner = await findByHash(fileHash)
      if (winner) return { media: winner, duplicate: true }
    }
    throw error
  }
}

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

function texts(input: MediaTexts) {
  return {
    alt_tr: emptyToNull(input.alt_tr),
    alt_en: emptyToNull(input.alt_en),
    alt_de: emptyToNull(input.alt_de),
    description_tr: emptyToNull(input.description_tr),
    description_en: emptyToNull(input.description_en),
    description_de: emptyToNull(input.description_de),
  }
}

async function findByHash(fileHash: string): Promise<MediaRow | null> {
  const row = await prisma.mediaFile.findUnique({ where: { fileHash }, select: mediaSelect })
  return row ? toMediaRow(row) : null
}

async function removeStored(files: StoredFile[]) {
  await Promise.all(files.map(({ namespace, key }) => Promise.resolve(fileStorage(namespace).remove(key)).catch(() => undefined)))
}

interface ProcessedImage {
  width: number
  height: number
  variants: { width: number; height: number; data: Uint8Array }[]
}

/**
 * Reads the real pixel size (after EXIF orientation) and makes the WebP variants, which decodes
 * the whole picture (a damaged one is refused here). GIFs keep no variants: a still WebP would
 * stop an animation, and GIFs are small pictures anyway; their first frame is decoded all the same.
 */
async function processImage(bytes: Uint8Array, detected: DetectedFile): Promise<ProcessedImage> {
  const source = sharp(bytes, sharpInput)
  let metadata: Metadata
  try {
    metadata = await source.metadata()
  } catch {
    throw new UploadRejectedError(mediaMessages.unreadable)
  }
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.pageHeight ?? metadata.autoOrient?.height ?? metadata.height
  if (!width || !height) throw new UploadRejectedError(mediaMessages.unreadable)
  if (width * height > MAX_IMAGE_PIXELS) throw new UploadRejectedError(mediaMessages.tooManyPixels, 413)
  try {
    if (detected.ext === 'gif') {
      await source.clone().stats()
      return { width, height, variants: [] }
    }
    const oriented = source.autoOrient()
    const variants = []
    for (const target of variantWidths(width)) {
      const { data, info } = await oriented
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      variants.push({ width: info.width, height: info.height, data: new Uint8Array(data) })
    }
    return { width, height, variants }
  } catch {
    throw new UploadRejectedError(mediaMessages.unreadable)
  }
}

// ---------------------------------------------------------------------------------------------
// Reading and removing stored files

/** A gallery file or variant by its key (our pattern only: no paths). */
export async function readMediaFile(key: string): Promise<File | null> {
  return KEY_PATTERN.test(key) ? fileStorage('media').get(key) : null
}

/** The storage and key of one of our URLs, or null for other addresses. */
export function storedLocation(url: string): StoredFile | null {
  for (const [prefix, namespace] of [
    [MEDIA_FILES_PATH, 'media'],
    [PRODUCT_FILES_PATH, 'products'],
  ] as const) {
    if (url.startsWith(prefix)) {
      const key = url.slice(prefix.length)
      return KEY_PATTERN.test(key) ? { namespace, key } : null
    }
  }
  return null
}

/** Removes the files of a row: its original and every variant. */
export async function removeMediaFiles(media: Pick<MediaRow, 'url' | 'variants'>) {
  const files = [media.url, ...media.variants.map((v) => v.url)].map(storedLocation).filter((f): f is StoredFile => f !== null)
  await Promise.all(files.map(({ namespace, key }) => fileStorage(namespace).remove(key)))
}

/** Gallery rows of these URLs (for srcset and sizes on public pages), keyed by URL. */
export async function mediaByUrl(
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, Pick<MediaRow, 'width' | 'height' | 'variants'>>> {
  const wanted = [...new Set(urls.filter((url): url is string => !!url && storedLocation(url) !== null))]
  if (wanted.length === 0) return new Map()
  return contentRead(`media of ${wanted.join(' ')}`, async () => {
    const rows = await prisma.mediaFile.findMany({
      where: { url: { in: wanted } },
      select: { url: true, width: true, height: true, variants: true },
    })
    return new Map(rows.map((row) => [row.url, { width: row.width, height: row.height, variants: readVariants(row.variants) }]))
  })
}

interface SizedImage {
  url: string
  width: number | null
  height: number | null
}

/**
 * The same images with `srcSet` (their WebP variants) and their pixel size from the gallery;
 * images the gallery does not know are returned unchanged. One query.
 */
export async function withImageVariants<T extends SizedImage>(images: readonly T[]): Promise<(T & { srcSet?: string })[]> {
  const known = await mediaByUrl(images.map((image) => image.url))
  return images.map((image) => {
    const media = known.get(image.url)
    if (!media) return image
    const responsive = responsiveImage(image.url, media)
    return {
      ...image,
      ...(responsive.srcSet ? { srcSet: responsive.srcSet } : {}),
      // The gallery's size is read after EXIF orientation, like the variants.
      width: responsive.width ?? image.width,
      height: responsive.height ?? image.height,
    }
  })
}

/** The gallery picture `url` names, with its size and variants; null when none is named or the gallery has no such picture. */
export async function galleryImage(url: string) {
  if (!url) return null
  const [image] = await withImageVariants([{ url, width: null, height: null }])
  return image?.srcSet || image?.width ? image : null
}

/** withImageVariants for every image of every card (products list, home), in one query. */
export async function withCardImageVariants<C extends { images: SizedImage[] }>(cards: readonly C[]): Promise<C[]> {
  const all = await withImageVariants(cards.flatMap((card) => card.images))
  let next = 0
  return cards.map((card) => {
    const images = all.slice(next, next + card.images.length)
    next += card.images.length
    return { ...card, images }
  })
}

/** The blog list's cards with `image` (variants and size) for the pictures the gallery knows. */
export async function withPostImageVariants<P extends { imageUrl: string | null }>(
  posts: readonly P[],
): Promise<(P & { image: { srcSet?: string; width: number | null; height: number | null } | null })[]> {
  const images = await withImageVariants(
    posts.flatMap((post) => (post.imageUrl ? [{ url: post.imageUrl, width: null, height: null }] : [])),
  )
  const byUrl = new Map(images.map((image) => [image.url, image]))
  return posts.map((post) => {
    const image = post.imageUrl ? byUrl.get(post.imageUrl) : undefined
    return { ...post, image: image ? { srcSet: image.srcSet, width: image.width, height: image.height } : null }
  })
}
