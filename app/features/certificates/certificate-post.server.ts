/**
 * A certificate post with its PDF (the admin form, and the JSON API's multipart POST): the
 * fields, and the PDF checked as every upload is (a real PDF by its signature, at most 10 MB, no
 * scripts, launch actions or attached files). A PDF that passes goes into the gallery at once and
 * its id into `mediaId`, so a form sent back for another field keeps it without a new upload.
 */
import { uploadProfiles } from '~/features/media/media'
import { readUploadForm } from '~/features/media/upload-check.server'
import { prisma } from '~/lib/db.server'
import { isUuid } from '~/lib/uuid'
import { storeCertificatePdf } from './certificates.server'

/** The file input of the form (and the multipart API). */
export const PDF_FIELD = 'pdf'

export interface CertificatePost {
  /** The fields; `mediaId` is the uploaded PDF's when one passed. */
  formData: FormData
  /** Why the sent PDF was refused (Turkish), and the status the API answers it with. */
  refused: { message: string; status: number } | null
}

/** Reads the post; one that cannot be read at all throws UploadRejectedError (413, 415, 400). */
export async function readCertificatePost(request: Request): Promise<CertificatePost> {
  const { formData, files, rejected } = await readUploadForm(request, { [PDF_FIELD]: uploadProfiles.productPdf })
  formData.delete(PDF_FIELD)
  const file = files[PDF_FIELD]
  if (file) formData.set('mediaId', await storeCertificatePdf(file))
  const refusal = rejected[PDF_FIELD]
  return { formData, refused: refusal ? { message: `PDF yüklenemedi: ${refusal.message}`, status: refusal.status } : null }
}

/** The gallery PDF of `mediaId` as the form shows it (its link and name), or null. */
export async function certificatePdf(mediaId: unknown): Promise<{ id: string; url: string; originalName: string } | null> {
  if (typeof mediaId !== 'string' || !isUuid(mediaId)) return null
  return prisma.mediaFile.findFirst({
    where: { id: mediaId, mimeType: 'application/pdf' },
    select: { id: true, url: true, originalName: true },
  })
}
