/**
 * The blog screens' posts, read once for every button: the multipart form (an uploaded picture goes
 * into the media gallery and its URL into imageUrl) or a plain one (list buttons). Plus the
 * answers that bring the form back with what was typed.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { randomBytes } from 'node:crypto'
import { MaxFileSizeExceededError, MaxFilesExceededError, MaxTotalSizeExceededError, parseFormData } from '@remix-run/form-data-parser'
import type { BlogNotice } from '~/components/admin/blog/notice'
import { blogMessages, withReason } from '~/domain/admin-blog'
import { turkishSlug } from '~/domain/admin-product'
import { mediaMessages } from '~/domain/media'
import { BlogPostSchema, type BlogPostFormValue } from '~/forms/admin-blog'
import { storeBlogImage } from '~/lib/admin-blog.server'
import { AiError } from '~/lib/ai/client.server'
import { MediaRejectedError } from '~/lib/media.server'

/** Over the gallery's 10 MB the media module answers with its message; this only stops absurd bodies. */
const MAX_BODY_FILE = 25 * 1024 * 1024

export class BlogPostTooLargeError extends Error {}

export interface BlogFormPost {
  formData: FormData
  /** Why the uploaded picture was refused (the rest of the form is kept). */
  uploadError: string | null
}

export async function readBlogFormPost(request: Request): Promise<BlogFormPost> {
  let formData: FormData
  try {
    formData = await parseFormData(request, { maxFiles: 2, maxFileSize: MAX_BODY_FILE, maxTotalSize: MAX_BODY_FILE + 1024 * 1024 })
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError || error instanceof MaxFilesExceededError) {
      throw new BlogPostTooLargeError(mediaMessages.tooLarge)
    }
    throw error
  }
  const file = formData.get('imageFile')
  formData.delete('imageFile')
  let uploadError: string | null = null
  if (file instanceof File && file.size > 0) {
    try {
      const url = await storeBlogImage({ bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, type: file.type, alt: text(formData, 'title_tr') || undefined })
      formData.set('imageUrl', url)
    } catch (error) {
      if (!(error instanceof MediaRejectedError)) throw error
      uploadError = withReason(blogMessages.imageUploadFailed, error.message)
    }
  }
  return { formData, uploadError }
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
export function formAgain(formData: FormData, changes: Partial<BlogPostFormValue> = {}, fieldErrors: Record<string, string[]> = {}): SubmissionResult<string[]> {
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
