/**
 * Product files (images, spec sheets, CoA PDFs) uploaded by the admin: checked by their first
 * bytes, stored in the 'products' file storage (app/lib/storage.server.ts) and served at
 * /uploads/products/<key> (app/routes/resources/product-file.ts). Product images are also
 * registered in the media gallery, which gives them resized variants for the public pages.
 */
import { randomUUID } from 'node:crypto'
import type { FileStorage } from '@remix-run/file-storage'
import { type FileUpload, MaxFileSizeExceededError, MaxFilesExceededError, MaxTotalSizeExceededError, parseFormData } from '@remix-run/form-data-parser'
import { MAX_UPLOAD_BYTES, uploadMessages } from '~/domain/admin-product'
import { detectFileType, imageDimensions, type PixelSize } from '~/domain/file-type'
import { prisma } from './db.server'
import { ingestMedia, MediaRejectedError, PRODUCT_FILES_PATH, readMediaFile, storedLocation } from './media.server'
import { fileStorage } from './storage.server'

export { PRODUCT_FILES_PATH }
const KEY_PATTERN = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|avif|pdf)$/

/** uploads/products locally (UPLOADS_DIR overrides uploads/, e.g. for tests), or products/ in S3. */
export function productFileStorage(): FileStorage {
  return fileStorage('products')
}

export type UploadKind = 'image' | 'pdf'

export class UploadRejectedError extends Error {}

/**
 * Stores `file` if its content is of `kind`; returns its public URL. A new image is registered
 * in the gallery (category product, variants made now). Bytes the gallery already has, and an
 * image the resizer cannot read, are stored as before, without variants.
 */
export async function storeProductFile(file: File, kind: UploadKind): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const detected = detectFileType(bytes)
  if (!detected || detected.kind !== kind) throw new UploadRejectedError(uploadMessages[kind])
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRejectedError(uploadMessages.tooLarge)
  if (kind === 'image') {
    try {
      const { media, duplicate } = await ingestMedia({ bytes, detected, originalName: file.name, category: 'product', namespace: 'products' })
      // Bytes the gallery already has: every upload still gets a file of its own (below, as before).
      if (!duplicate) return media.url
    } catch (error) {
      if (!(error instanceof MediaRejectedError)) throw error
    }
  }
  const key = `${randomUUID()}.${detected.ext}`
  await productFileStorage().set(key, new File([bytes], file.name || key, { type: detected.mime }))
  return `${PRODUCT_FILES_PATH}${key}`
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
export async function uploadedImageSize(url: string): Promise<PixelSize | null> {
  const location = storedLocation(url)
  if (!location) return null
  const known = await prisma.mediaFile.findFirst({ where: { url }, select: { width: true, height: true } })
  if (known?.width && known.height) return { width: known.width, height: known.height }
  const file = location.namespace === 'products' ? await readProductFile(location.key) : await readMediaFile(location.key)
  return file ? imageDimensions(new Uint8Array(await file.arrayBuffer())) : null
}

/**
 * Parses a multipart form, storing the files of `fields` (field name → expected kind). In the
 * returned FormData each stored file is replaced by its URL; refused files are left out and
 * reported in `rejected` (field name → message), so the form can come back with its input.
 * An over-size body throws UploadRejectedError (nothing of it can be kept).
 */
export async function parseFormWithUploads(request: Request, fields: Record<string, UploadKind>) {
  const rejected: Record<string, string> = {}
  const handler = async (upload: FileUpload) => {
    const kind = fields[upload.fieldName]
    if (!kind || (upload.size === 0 && !upload.name)) return null
    try {
      return await storeProductFile(upload, kind)
    } catch (error) {
      if (!(error instanceof UploadRejectedError)) throw error
      rejected[upload.fieldName] = error.message
      return null
    }
  }
  try {
    const formData = await parseFormData(request, { maxFiles: Object.keys(fields).length + 1, maxFileSize: MAX_UPLOAD_BYTES, maxTotalSize: 60 * 1024 * 1024 }, handler)
    return { formData, rejected }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw new UploadRejectedError(uploadMessages.tooLarge)
    if (error instanceof MaxFilesExceededError) throw new UploadRejectedError(uploadMessages.tooMany)
    throw error
  }
}
