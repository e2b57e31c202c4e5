/**
 * The certificate form's post: its PDF read and checked, the fields validated by the one schema,
 * and the write. Invalid input and a refused PDF come back (400) with the messages at their fields
 * and everything typed.
 *
 * Unlike the JSON API, the form stores a PDF that passed also while another field is wrong: a file
 * input cannot be refilled, so without JavaScript the form comes back holding the PDF by its id
 * (hidden `mediaId`) instead of asking for it again. A form given up then leaves that PDF in the
 * gallery (category Sertifika, where it can be deleted); the same bytes sent again are that file.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { certificatePdf, PDF_FIELD, readCertificatePost, storePostedPdf } from '~/features/certificates/certificate-post.server'
import { type AdminCertificate, CertificateError, createCertificate, updateCertificate } from '~/features/certificates/certificates.server'
import { CertificateSchema } from '~/features/certificates/schemas'
import { UploadRejectedError } from '~/features/media/upload-check.server'
import { redirectWithToast } from '~/lib/toast.server'

export interface CertificateFormAnswer {
  result: SubmissionResult<string[]>
  /** The PDF the form holds now (a new upload kept while another field was wrong, or the stored one). */
  pdf: { id: string; url: string; originalName: string } | null
}

/** A post that could not be read at all (too large, not a form): only the message comes back. */
function unreadable(message: string, status: number) {
  return data<CertificateFormAnswer>({ result: { status: 'error', error: { '': [message] } }, pdf: null }, { status })
}

export async function saveCertificateForm(request: Request, editing: AdminCertificate | null) {
  let post: Awaited<ReturnType<typeof readCertificatePost>>
  try {
    post = await readCertificatePost(request)
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return unreadable(error.message, error.status)
  }
  await storePostedPdf(post)
  const submission = parseWithZod(post.formData, { schema: CertificateSchema })
  const pdf = await certificatePdf(post.formData.get('mediaId'))
  const fileErrors: Record<string, string[]> = post.refused ? { [PDF_FIELD]: [post.refused.message] } : {}
  if (submission.status !== 'success' || post.refused) {
    return data<CertificateFormAnswer>({ result: submission.reply({ fieldErrors: fileErrors }), pdf }, { status: 400 })
  }
  try {
    if (editing) await updateCertificate(editing.id, submission.value)
    else await createCertificate(submission.value)
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error
    const { mediaId, ...others } = error.fieldErrors
    // The PDF's messages go under the file input.
    const fieldErrors = { ...others, ...(mediaId ? { [PDF_FIELD]: mediaId } : {}) }
    return data<CertificateFormAnswer>(
      { result: submission.reply({ formErrors: [error.message], fieldErrors }), pdf },
      { status: error.status === 404 ? 404 : 400 },
    )
  }
  return redirectWithToast('/admin/certificates', {
    type: 'success',
    title: 'Başarılı',
    description: editing ? 'Sertifika güncellendi' : 'Sertifika eklendi',
  })
}
