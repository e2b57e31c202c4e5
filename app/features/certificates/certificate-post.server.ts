/**
 * A certificate post with its PDF (the admin form, and the JSON API's multipart POST): the
 * fields, and the PDF checked as every upload is (a real PDF by its signature, at most 10 MB, no
 * scripts, launch actions or attached files). Reading stores nothing: the caller validates the
 * fields first and then puts the PDF into the gallery with `storePostedPdf`.
 */
import { uploadProfiles } from '~/features/media/media'
import { type CheckedUpload, readUploadForm } from '~/features/media/upload-check.server'
import { prisma } from '~/lib/db.server'
import { isUuid } from '~/lib/uuid'
import { storeCertificatePdf } from './certificates.server'

/** The file input of the form (and the multipart API). */
export const PDF_FIELD = 'pdf'

export interface CertificatePost {
  /** The fields as sent (without the file; `mediaId` is a PDF of the gallery chosen or kept before). */
  formData: FormData
  /** The sent PDF when it passed the check; not stored yet. */
  file: CheckedUpload | null
  /** Why the sent PDF was refused (Turkish), and the status the API answers it with. */
  refused: { message: string; status: number } | null
}

/** Reads the post; one that cannot be read at all throws UploadRejectedError (413, 415, 400). */
export async function readCertificatePost(request: Request): Promise<CertificatePost> {
  const { formData, files, rejected } = await readUploadForm(request, { [PDF_FIELD]: uploadProfiles.productPdf })
  formData.delete(PDF_FIELD)
  const file = files[PDF_FIELD] ?? null
  // A sent PDF replaces one named by `mediaId`.
  if (file) formData.delete('mediaId')
  const refusal = rejected[PDF_FIELD]
  return { formData, file, refused: refusal ? { message: `PDF yüklenemedi: ${refusal.message}`, status: refusal.status } : null }
}

/** Puts the post's PDF (if one was sent) into the gallery and names it in `mediaId`; the id, or null without a file. */
export async function storePostedPdf(post: CertificatePost): Promise<string | null> {
  if (!post.file) return null
  const mediaId = await storeCertificatePdf(post.file)
  post.formData.set('mediaId', mediaId)
  return mediaId
}

/** The gallery PDF of `mediaId` as the form shows it (its link and name), or null. */
export async function certificatePdf(mediaId: unknown): Promise<{ id: string; url: string; originalName: string } | null> {
  if (typeof mediaId !== 'string' || !isUuid(mediaId)) return null
  return prisma.mediaFile.findFirst({
    where: { id: mediaId, mimeType: 'application/pdf' },
    select: { id: true, url: true, originalName: true },
  })
}
