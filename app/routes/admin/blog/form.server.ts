/**
 * The blog screens' posts, read once for every button: the multipart form (a picked picture is
 * checked in memory, and stored in the media gallery, its URL going into imageUrl, only when the
 * post is valid and saved) or a plain one (list buttons). Plus the answers that bring the form
 * back with what was typed.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { randomBytes } from 'node:crypto'
import type { BlogNotice } from './notice'
import { blogMessages, withReason } from '~/features/blog/admin-blog'
import { turkishSlug, uploadMessages } from '~/features/products/admin-product'
import { uploadProfiles } from '~/features/media/media'
import { BlogPostSchema, type BlogPostFormValue } from '~/features/blog/schemas'
import { AiError } from '~/features/ai/client.server'
import { addToGallery } from '~/features/media/media.server'
import { type CheckedUpload, readUploadForm, UploadRejectedError } from '~/features/media/upload-check.server'

/** A post that cannot be read at all (too large, malformed): only the message comes back. */
export class BlogPostRefusedError extends Error {
  constructor(
    message: string,
    public status: number,
  ) {
    super(message)
  }
}

export interface BlogFormPost {
  formData: FormData
  /** Why the picked picture was refused (the rest of the form is kept). */
  uploadError: string | null
  /** The picked picture, checked but not stored (storeImageIfValid stores it). */
  image: CheckedUpload | null
}

export async function readBlogFormPost(request: Request): Promise<BlogFormPost> {
  let post: Awaited<ReturnType<typeof readUploadForm>>
  try {
    post = await readUploadForm(request, { imageFile: uploadProfiles.galleryImage })
  } catch (error) {
    if (error instanceof UploadRejectedError) throw new BlogPostRefusedError(error.message, error.status)
    throw error
  }
  const { formData, files, rejected } = post
  formData.delete('imageFile')
  const refusal = rejected.imageFile
  return {
    formData,
    uploadError: refusal ? withReason(blogMessages.imageUploadFailed, refusal.message) : null,
    image: files.imageFile ?? null,
  }
}

/** The picture's message for an answer that saves nothing: why it was refused, or that it was not stored. */
export function unsavedImageErrors(post: BlogFormPost): Record<string, string[]> {
  if (post.uploadError) return { imageUrl: [post.uploadError] }
  return post.image ? { imageUrl: [uploadMessages.notStored] } : {}
}

/**
 * Before saving: when the post is valid, stores its picked picture in the gallery (category blog;
 * the same bytes again reuse the existing file) and sets imageUrl to it. Returns the picture's
 * errors for the answer ({} when there is nothing to say).
 */
export async function storeImageIfValid(post: BlogFormPost): Promise<Record<string, string[]>> {
  const { formData, image } = post
  if (!image || post.uploadError || parseWithZod(formData, { schema: BlogPostSchema }).status !== 'success') return unsavedImageErrors(post)
  try {
    const { media } = await addToGallery(image, { category: 'blog', alt_tr: text(formData, 'title_tr') || undefined, tags: ['blog'] })
    formData.set('imageUrl', media.url)
    post.image = null
    return {}
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error
    return { imageUrl: [withReason(blogMessages.imageUploadFailed, error.message)] }
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

/** An AI failure as the §8 notice with its short reason (unexpected errors are logged, not shown). */
export function aiFailure(error: unknown, notice: string): BlogNotice {
  if (!(error instanceof AiError)) console.error(`${notice}:`, error)
  return { type: 'error', title: 'Hata', description: withReason(notice, error instanceof AiError ? error.message : null) }
}

export function aiFailureStatus(error: unknown): number {
  return error instanceof AiError ? error.status : 500
}

/** A new identity for the form, so the browser draws it anew with values the server filled in. */
export const newFormKey = () => randomBytes(6).toString('hex')
