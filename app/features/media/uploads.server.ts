/**
 * Product files (images, spec sheets, CoA PDFs) uploaded by the admin: checked like every upload
 * (upload-check.server.ts), stored in the 'products' file storage (app/lib/storage.server.ts) only
 * once the form they came with is valid, and served at /uploads/products/<key>
 * (app/routes/resources/product-file.ts). Product images are also registered in the media
 * gallery, which gives them resized variants for the public pages.
 */
import { randomUUID } from 'node:crypto'
import type { FileStorage } from '@remix-run/file-storage'
import sharp from 'sharp'
import { prisma } from '~/lib/db.server'
import { logger } from '~/lib/logger.server'
import { fileStorage } from '~/lib/storage.server'
import { readVariants, uploadProfiles } from './media'
import { ingestMedia, PRODUCT_FILES_PATH, readMediaFile, removeMediaFiles, storedLocation } from './media.server'
import { type CheckedUpload, checkUpload, readUploadForm, sharpInput, type UploadInput, UploadRejectedError } from './upload-check.server'

export { PRODUCT_FILES_PATH, UploadRejectedError }

const KEY_PATTERN = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|avif|pdf)$/

/** uploads/products locally (UPLOADS_DIR overrides uploads/, e.g. for tests), or products/ in S3. */
export function productFileStorage(): FileStorage {
  return fileStorage('products')
}

export type UploadKind = 'image' | 'pdf'
const profiles = { image: uploadProfiles.productImage, pdf: uploadProfiles.productPdf } as const

/** A checked file and the URL it will have once stored; nothing is written yet. */
export interface PendingProductFile {
  key: string
  url: string
  file: CheckedUpload
}

function reserve(file: CheckedUpload): PendingProductFile {
  const key = `${randomUUID()}.${file.detected.ext}`
  return { key, url: `${PRODUCT_FILES_PATH}${key}`, file }
}

interface Stored {
  key: string
  mediaId: string | null
}

/**
 * Writes a reserved file under its key. A new image is registered in the gallery (category
 * product, variants made now, which decodes it: a damaged image is refused with
 * UploadRejectedError); bytes the gallery already has still get a file of their own.
 */
async function store({ key, file }: PendingProductFile): Promise<Stored> {
  if (file.detected.kind === 'image') {
    const { media, duplicate } = await ingestMedia({
      bytes: file.bytes,
      detected: file.detected,
      originalName: file.originalName,
      category: 'product',
      namespace: 'products',
      key,
    })
    if (!duplicate) return { key, mediaId: media.id }
  }
  await productFileStorage().set(key, new File([file.bytes], file.originalName || key, { type: file.detected.mime }))
  return { key, mediaId: null }
}

/**
 * Stores the files of a valid form; their URLs are the ones reserved. All or nothing: when one
 * cannot be stored, those stored before it are removed again and the error is thrown.
 */
export async function storeProductFiles(pending: readonly PendingProductFile[]): Promise<void> {
  const stored: Stored[] = []
  try {
    for (const file of pending) stored.push(await store(file))
  } catch (error) {
    await Promise.all(stored.map(removeStored)).catch((cleanup) =>
      logger.error({ err: cleanup }, 'Removing the files of a refused product post failed'),
    )
    throw error
  }
}

async function removeStored({ key, mediaId }: Stored) {
  if (mediaId) {
    const media = await prisma.mediaFile.delete({ where: { id: mediaId }, select: { url: true, variants: true } })
    await removeMediaFiles({ url: media.url, variants: readVariants(media.variants) })
  } else await productFileStorage().remove(key)
}

/** Checks and stores one file at once (the JSON API's upload); returns its URL. */
export async function storeProductUpload(input: UploadInput, kind: UploadKind): Promise<string> {
  const pending = reserve(await checkUpload(input, profiles[kind]))
  await storeProductFiles([pending])
  return pending.url
}

/** The storage key of one of our URLs, or null for other addresses. */
export function productFileKey(url: string): string | null {
  if (!url.startsWith(PRODUCT_FILES_PATH)) return null
  const key = url.slice(PRODUCT_FILES_PATH.length)
  return KEY_PATTERN.test(key) ? key : null
}

export async function readProductFile(key: string): Promise<File | null> {
  return KEY_PATTERN.test(key) ? productFileStorage().get(key) : null
}

/** Pixel size of an uploaded image (for width/height attributes); null for other URLs. */
export async function uploadedImageSize(url: string): Promise<{ width: number; height: number } | null> {
  const location = storedLocation(url)
  if (!location) return null
  const known = await prisma.mediaFile.findFirst({ where: { url }, select: { width: true, height: true } })
  if (known?.width && known.height) return { width: known.width, height: known.height }
  const file = location.namespace === 'products' ? await readProductFile(location.key) : await readMediaFile(location.key)
  if (!file?.type.startsWith('image/')) return null
  try {
    const metadata = await sharp(new Uint8Array(await file.arrayBuffer()), sharpInput).metadata()
    const width = metadata.autoOrient?.width ?? metadata.width
    const height = metadata.pageHeight ?? metadata.autoOrient?.height ?? metadata.height
    return width && height ? { width, height } : null
  } catch {
    return null
  }
}

export interface ProductFormPost {
  /** The text fields (the file fields are taken out). */
  formData: FormData
  /** Accepted files by field name, each with the URL it will have once stored. */
  pending: Record<string, PendingProductFile>
  /** Refused files by field name → message; the form comes back with its input. */
  rejected: Record<string, string>
}

/**
 * Reads a product form post whose file fields are `fields` (field name → kind). Every file is
 * checked in memory and given the URL it will have; nothing is stored (storeProductFiles does,
 * once the form is valid). A post that cannot be read throws UploadRejectedError.
 */
export async function readProductFormPost(request: Request, fields: Record<string, UploadKind>): Promise<ProductFormPost> {
  const { formData, files, rejected } = await readUploadForm(
    request,
    Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, profiles[kind]])),
  )
  for (const name of Object.keys(fields)) formData.delete(name)
  return {
    formData,
    pending: Object.fromEntries(Object.entries(files).map(([name, file]) => [name, reserve(file)])),
    rejected: Object.fromEntries(Object.entries(rejected).map(([name, error]) => [name, error.message])),
  }
}
