/**
 * The order's PDFs (the consignment's documents and the lots' lab reports) in the 'orders' file
 * storage, which no public route serves: they are read only through the buyer's private link or
 * the admin. A file is stored under a random key once its form is valid and removed again when
 * the write it came with is refused. The answer is a download with a safe name (ASCII fallback and
 * RFC 5987 UTF-8 name, by the `content-disposition` library), never stored by a cache, never indexed.
 */
import { randomUUID } from 'node:crypto'
import { create as contentDisposition } from 'content-disposition'
import { UPLOADED_FILE_CSP } from '~/features/media/file-response.server'
import type { CheckedUpload } from '~/features/media/upload-check.server'
import { logger } from '~/lib/logger.server'
import { fileStorage } from '~/lib/storage.server'

const storage = () => fileStorage('orders')

export interface StoredOrderFile {
  key: string
  name: string
  bytes: number
}

/** Stores a checked PDF; its key, its client name (without paths) and its size. */
export async function storeOrderPdf(file: CheckedUpload): Promise<StoredOrderFile> {
  const key = `${randomUUID()}.pdf`
  await storage().set(key, new File([file.bytes], key, { type: 'application/pdf' }))
  return { key, name: file.originalName || key, bytes: file.bytes.byteLength }
}

/** Removes a stored file whose write was refused (a failure is logged: the file is then only an orphan). */
export async function removeOrderFile(key: string): Promise<void> {
  try {
    await storage().remove(key)
  } catch (error) {
    logger.error({ err: error, key }, 'Removing an order file failed')
  }
}

/** A download's name: letters, digits, dot, dash and underscore, ending in .pdf ('ORD-2026-0001-bill-of-lading-MSC123.pdf'). */
export const downloadName = (...parts: string[]) =>
  `${parts
    .map((part) => part.normalize('NFKD').replace(/[^\w.-]+/g, '-'))
    .join('-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120)}.pdf`

/** The PDF under `key` as a private download named `name`; null when the storage does not have it. */
export async function orderFileResponse(key: string, name: string): Promise<Response | null> {
  const file = await storage().get(key)
  if (!file) return null
  return new Response(file.stream(), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(name, { type: 'attachment' }),
      'Content-Security-Policy': UPLOADED_FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    },
  })
}
