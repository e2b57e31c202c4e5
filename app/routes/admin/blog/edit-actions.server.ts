/** What the edit page's buttons do: save (back to the list), and 'AI Görsel' and the slug helper (the form comes back as typed). */
import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { blogMessages, isUuid } from '~/features/blog/admin-blog'
import { generateAdminBlogImage, updateAdminBlogPost } from '~/features/blog/admin-blog.server'
import { redirectWithToast } from '~/lib/toast.server'
import {
  aiFailure,
  aiFailureStatus,
  type BlogFormPost,
  formAgain,
  newFormKey,
  slugFromTitle,
  type UnsavedPost,
  unsavedImageErrors,
  writeBlogPost,
} from './form.server'
import type { BlogNotice } from './notice'

export interface EditAnswer {
  result: SubmissionResult<string[]>
  /** Set when the server replaced the form's values (AI image): the form is drawn anew with them. */
  formKey?: string
  notice?: BlogNotice
}

const LIST = '/admin/blog'

/** A post to an id that has no post (deleted meanwhile, or malformed): back to the list with the reason. */
export function postGone(id: string | undefined) {
  return redirectWithToast(LIST, { type: 'error', title: 'Hata', description: isUuid(id) ? blogMessages.notFound : blogMessages.invalidId })
}

export function refusedEdit(refused: UnsavedPost) {
  return data<EditAnswer>({ result: refused.result }, { status: refused.status })
}

/** 'Başlıktan oluştur' without JavaScript. */
export function deriveEditedSlug(post: BlogFormPost) {
  return data<EditAnswer>({ result: formAgain(post.formData, slugFromTitle(post.formData), unsavedImageErrors(post)) })
}

/** The image is stored and set on the post at once; the texts being edited stay unsaved. */
export async function generateEditedImage(post: BlogFormPost, id: string) {
  const uploadErrors = unsavedImageErrors(post)
  try {
    const updated = await generateAdminBlogImage(id)
    return data<EditAnswer>({
      result: formAgain(post.formData, { imageUrl: updated.imageUrl ?? '' }, uploadErrors),
      formKey: newFormKey(),
      notice: {
        type: 'success',
        title: 'Başarılı',
        description: `${blogMessages.imageDone}. Görsel yazıya kaydedildi; metinlerdeki değişiklikleri kaydetmeyi unutmayın.`,
      },
    })
  } catch (error) {
    return data<EditAnswer>(
      { result: formAgain(post.formData, {}, uploadErrors), notice: aiFailure(error, blogMessages.imageFailed) },
      { status: aiFailureStatus(error) },
    )
  }
}

export async function updatePost(post: BlogFormPost, id: string) {
  const unsaved = await writeBlogPost(post, (input) => updateAdminBlogPost(id, input))
  if (unsaved) return data<EditAnswer>({ result: unsaved.result }, { status: unsaved.status })
  return redirectWithToast(LIST, { type: 'success', title: 'Başarılı', description: blogMessages.updated })
}
