/**
 * What the gallery's forms do: upload (multipart), edit, delete and import the product images.
 * The list buttons go back to the list as it was (`back`) with a notice; a refused upload or edit
 * comes back with its form, the messages and what was typed.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { deleteMedia, importProductImages, readGalleryUpload, updateMedia } from '~/features/media/admin-media.server'
import { mediaMessages } from '~/features/media/media'
import { addToGallery, MediaRejectedError } from '~/features/media/media.server'
import { MediaEditSchema, MediaUploadSchema } from '~/features/media/schemas'
import { logger } from '~/lib/logger.server'
import { redirectWithToast } from '~/lib/toast.server'
import { MEDIA_PAGE } from './list-href'
import { editFormId } from './media-card'
import { UPLOAD_FORM_ID, type UploadNotice } from './upload-form'

export type MediaActionData = { formId: string; result: SubmissionResult<string[]>; notice?: UploadNotice }

const success = (to: string, description: string) => redirectWithToast(to, { type: 'success', title: 'Başarılı', description })
export const failure = (to: string, description: string) => redirectWithToast(to, { type: 'error', title: 'Hata', description })

export async function updateFile(formData: FormData, id: string, back: string) {
  const submission = parseWithZod(formData, { schema: MediaEditSchema })
  if (submission.status !== 'success') return data<MediaActionData>({ formId: editFormId(id), result: submission.reply() }, { status: 400 })
  const { id: _, ...input } = submission.value
  const updated = await updateMedia(id, input).catch((error) => {
    logger.error({ err: error }, 'Updating a media file failed')
    return undefined
  })
  if (updated === null) return failure(back, `${mediaMessages.updateFailed}: ${mediaMessages.notFound}`)
  return updated ? success(back, mediaMessages.updated) : failure(back, mediaMessages.updateFailed)
}

/** A file a product or a post still shows is kept (the notice says why). */
export async function deleteFile(id: string, back: string) {
  const result = await deleteMedia(id).catch((error) => {
    logger.error({ err: error }, 'Deleting a media file failed')
    return 'failed' as const
  })
  if (result === 'deleted') return success(back, mediaMessages.deleted)
  const reason = result === 'in-use' ? mediaMessages.inUse : result === 'not-found' ? mediaMessages.notFound : null
  return failure(back, reason ? `${mediaMessages.deleteFailed}: ${reason}` : mediaMessages.deleteFailed)
}

export async function importProductFiles(back: string) {
  try {
    return success(back, mediaMessages.imported(await importProductImages()))
  } catch (error) {
    logger.error({ err: error }, 'Importing product images failed')
    return failure(back, mediaMessages.importFailed)
  }
}

/** A refused upload: the form with the messages, and a notice (413 gets its own title). */
function refusedUpload(result: SubmissionResult<string[]>, message: string, status: number) {
  const title = status === 413 ? mediaMessages.tooLargeTitle : 'Hata'
  return data<MediaActionData>(
    { formId: UPLOAD_FORM_ID, result, notice: { id: crypto.randomUUID(), title, description: message } },
    { status },
  )
}

/** The upload dialog's post; the same bytes again open the list on the existing file. */
export async function uploadFile(request: Request) {
  let post: Awaited<ReturnType<typeof readGalleryUpload>>
  try {
    post = await readGalleryUpload(request)
  } catch (error) {
    if (!(error instanceof MediaRejectedError)) throw error
    return refusedUpload({ status: 'error', error: { file: [error.message] } }, error.message, error.status)
  }
  const submission = parseWithZod(post.formData, { schema: MediaUploadSchema })
  if (post.refused)
    return refusedUpload(submission.reply({ fieldErrors: { file: [post.refused.message] } }), post.refused.message, post.refused.status)
  if (submission.status !== 'success' || !post.file)
    return data<MediaActionData>({ formId: UPLOAD_FORM_ID, result: submission.reply() }, { status: 400 })
  const { file: _, ...fields } = submission.value
  try {
    const { media, duplicate } = await addToGallery(post.file, fields)
    if (duplicate) {
      return redirectWithToast(`${MEDIA_PAGE}?q=${encodeURIComponent(media.filename)}`, {
        type: 'info',
        title: 'Başarılı',
        description: mediaMessages.duplicate,
      })
    }
    return success(MEDIA_PAGE, mediaMessages.uploaded)
  } catch (error) {
    if (error instanceof MediaRejectedError)
      return refusedUpload(submission.reply({ fieldErrors: { file: [error.message] } }), error.message, error.status)
    logger.error({ err: error }, 'Uploading a media file failed')
    return refusedUpload(submission.reply({ formErrors: [mediaMessages.uploadFailed] }), mediaMessages.uploadFailed, 500)
  }
}
