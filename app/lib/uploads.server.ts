/**
 * Product files (images, spec sheets, CoA PDFs) uploaded by the admin: checked by their first
 * bytes, stored with @remix-run/file-storage under uploads/products and served at
 * /uploads/products/<key> (app/routes/resources/product-file.ts).
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { createFsFileStorage } from '@remix-run/file-storage/fs'
import type { FileStorage } from '@remix-run/file-storage'
import { type FileUpload, MaxFileSizeExceededError, MaxFilesExceededError, MaxTotalSizeExceededError, parseFormData } from '@remix-run/form-data-parser'
import { MAX_UPLOAD_BYTES, uploadMessages } from '~/domain/admin-product'
import { detectFileType, imageDimensions, type PixelSize } from '~/domain/file-type'

export const PRODUCT_FILES_PATH = '/uploads/products/'
const KEY_PATTERN = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|avif|pdf)$/

let storage: FileStorage | undefined
/** uploads/products of the project (UPLOADS_DIR overrides uploads/, e.g. for tests). */
export function productFileStorage(): FileStorage {
  storage ??= createFsFileStorage(path.join(process.env.UPLOADS_DIR ?? path.resolve('uploads'), 'products'))
  return storage
}

export type UploadKind = 'image' | 'pdf'

export class UploadRejectedError extends Error {}

/** Stores `file` if its content is of `kind`; returns its public URL. */
export async function storeProductFile(file: File, kind: UploadKind): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const detected = detectFileType(bytes)
  if (!detected || detected.kind !== kind) throw new UploadRejectedError(uploadMessages[kind])
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRejectedError(uploadMessages.tooLarge)
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
  const key = productFileKey(url)
  const file = key ? await readProductFile(key) : null
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
