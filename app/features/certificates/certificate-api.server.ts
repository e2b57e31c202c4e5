/**
 * The JSON API's certificate writes, validated as the admin form is (the same schema, Turkish
 * messages): a new certificate from a multipart post with its PDF (`pdf`) or from JSON naming a
 * PDF of the gallery (`mediaId`); a change from JSON (without `mediaId` the PDF stays). A sent PDF
 * goes into the gallery only once every field is valid: a refused post leaves nothing behind.
 */
import { UploadRejectedError } from '~/features/media/upload-check.server'
import { toApiError } from '~/lib/admin-write-error.server'
import { ApiError, parseJsonBody, validateBody } from '~/lib/json-api.server'
import { PDF_FIELD, readCertificatePost, storePostedPdf } from './certificate-post.server'
import { type AdminCertificate, createCertificate, updateCertificate } from './certificates.server'
import { CertificateSchema } from './schemas'

export { toApiError }

const isMultipart = (request: Request) => (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

/**
 * A multipart post's fields as the JSON body would carry them (an empty field is left out, as the
 * form leaves it), validated; then its PDF stored as the certificate's `mediaId`.
 */
async function multipartInput(request: Request) {
  let post: Awaited<ReturnType<typeof readCertificatePost>>
  try {
    post = await readCertificatePost(request)
  } catch (error) {
    if (error instanceof UploadRejectedError) throw new ApiError(error.status, error.message)
    throw error
  }
  if (post.refused) throw new ApiError(post.refused.status, post.refused.message, { [PDF_FIELD]: [post.refused.message] })
  const fields = [...post.formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
  const input = validateBody(Object.fromEntries(fields), CertificateSchema, 'tr')
  const mediaId = await storePostedPdf(post)
  return mediaId ? { ...input, mediaId } : input
}

export async function createCertificateFromApi(request: Request): Promise<AdminCertificate> {
  const input = isMultipart(request) ? await multipartInput(request) : await parseJsonBody(request, CertificateSchema)
  return createCertificate(input)
}

export async function updateCertificateFromApi(id: string, request: Request): Promise<AdminCertificate> {
  return updateCertificate(id, await parseJsonBody(request, CertificateSchema))
}
