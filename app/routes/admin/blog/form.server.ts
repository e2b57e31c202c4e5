/**
 * The blog screens' posts, read once for every button: the multipart form (a picked picture is
 * checked in memory, and stored in the media gallery, its URL going into imageUrl, only when the
 * post is valid and saved) or a plain one (list buttons). Plus the answers that bring the form
 * back with what was typed.
 */

import { randomBytes } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { AiError } from '~/features/ai/client.server'
import { blogMessages, withReason } from '~/features/blog/admin-blog'
import { AdminBlogError, storeBlogImage } from '~/features/blog/admin-blog.server'
import { type BlogPostFormValue, type BlogPostInput, BlogPostSchema } from '~/features/blog/schemas'
import { uploadProfiles } from '~/features/media/media'
import { type CheckedUpload, readUploadForm, UploadRejectedError } from '~/features/media/upload-check.server'
import { turkishSlug, uploadMessages } from '~/features/products/admin-product'
import { logger } from '~/lib/logger.server'
import type { BlogNotice } from './notice'

export interface BlogFormPost {
  formData: FormData
  /** Why the picked picture was refused (the rest of the form is kept). */
  uploadError: string | null
  /** The picked picture, checked but not stored (storeImageIfValid stores it). */
  image: CheckedUpload | null
}

/** Why a post was not saved: the form's result (with what was typed) and the answer's status. */
export interface UnsavedPost {
  result: SubmissionResult<string[]>
  status: number
}

/** The post, or (when it cannot be read at all: too large, malformed) only the message as the form's error. */
export async function readBlogFormPost(
  request: Request,
): Promise<{ post: BlogFormPost; refused?: never } | { post?: never; refused: UnsavedPost }> {
  let read: Awaited<ReturnType<typeof readUploadForm>>
  try {
    read = await readUploadForm(request, { imageFile: uploadProfiles.galleryImage })
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return { refused: { result: { status: 'error', error: { '': [error.message] } }, status: error.status } }
  }
  const { formData, files, rejected } = read
  formData.delete('imageFile')
  const refusal = rejected.imageFile
  return {
    post: {
      formData,
      uploadError: refusal ? withReason(blogMessages.imageUploadFailed, refusal.message) : null,
      image: files.imageFile ?? null,
    },
  }
}

/** The picture's message for an answer that saves nothing: why it was refused, or that it was not stored. */
export function unsavedImageErrors(post: BlogFormPost): Record<string, string[]> {
  if (post.uploadError) return { imageUrl: [post.uploadError] }
  return post.image ? { imageUrl: [uploadMessages.notStored] } : {}
}

/**
 * Before saving: when the post is valid, stores its picked picture in the gallery and sets
 * imageUrl to it. Returns the picture's errors for the answer ({} when there is nothing to say).
 */
async function storeImageIfValid(post: BlogFormPost): Promise<Record<string, string[]>> {
  const { formData, image } = post
  if (!image || post.uploadError || parseWithZod(formData, { schema: BlogPostSchema }).status !== 'success') return unsavedImageErrors(post)
  try {
    formData.set('imageUrl', await storeBlogImage(image, text(formData, 'title_tr')))
    post.image = null
    return {}
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return { imageUrl: [withReason(blogMessages.imageUploadFailed, error.message)] }
  }
}

/**
 * Saves the form (a new post or an edit, as `write` does): stores the picked picture once the post
 * is valid, then writes. Answers null when saved, else why not (invalid fields 400, a taken slug 409, 500).
 */
export async function writeBlogPost(post: BlogFormPost, write: (input: BlogPostInput) => Promise<unknown>): Promise<UnsavedPost | null> {
  const imageErrors = await storeImageIfValid(post)
  const submission = parseWithZod(post.formData, { schema: BlogPostSchema })
  if (submission.status !== 'success' || Object.keys(imageErrors).length > 0) {
    return {
      result: Object.keys(imageErrors).length > 0 ? submission.reply({ fieldErrors: imageErrors }) : submission.reply(),
      status: 400,
    }
  }
  try {
    await write(submission.value)
    return null
  } catch (error) {
    if (error instanceof AdminBlogError)
      return { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }), status: error.status }
    logger.error({ err: error }, 'Saving a post failed')
    return { result: submission.reply({ formErrors: [blogMessages.saveFailed] }), status: 500 }
  }
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** What the admin typed, as conform holds it. */
export function typedValues(formData: FormData): BlogPostFormValue {
  return (parseWithZod(formData, { schema: BlogPostSchema }).payload ?? {}) as BlogPostFormValue
}

/** The form back as typed (with `changes` applied), showing only `fieldErrors`: nothing was saved. */
export function formAgain(
  formData: FormData,
  changes: Partial<BlogPostFormValue> = {},
  fieldErrors: Record<string, string[]> = {},
): SubmissionResult<string[]> {
  const hasErrors = Object.keys(fieldErrors).length > 0
  return {
    status: hasErrors ? 'error' : undefined,
    initialValue: { ...typedValues(formData), ...changes } as SubmissionResult<string[]>['initialValue'],
    error: fieldErrors,
  }
}

/** 'Başlıktan oluştur' without JavaScript: the slug of the Turkish title typed so far. */
export function slugFromTitle(formData: FormData): Partial<BlogPostFormValue> {
  return { slug: turkishSlug(text(formData, 'title_tr')) }
}

/** An AI failure as the notice with its short reason (unexpected errors are logged, not shown). */
export function aiFailure(error: unknown, notice: string): BlogNotice {
  if (!(error instanceof AiError)) logger.error({ err: error }, notice)
  return { type: 'error', title: 'Hata', description: withReason(notice, error instanceof AiError ? error.message : null) }
}

export function aiFailureStatus(error: unknown): number {
  return error instanceof AiError ? error.status : 500
}

/** A new identity for the form, so the browser draws it anew with values the server filled in. */
export const newFormKey = () => randomBytes(6).toString('hex')
