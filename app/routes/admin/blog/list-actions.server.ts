/**
 * What the blog list's buttons do. The create form and its AI buttons answer with the form as
 * typed (or filled by AI); the list's buttons (publish toggle, AI image, delete) go back to the
 * list with a notice.
 */
import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { type BlogTopic, BlogTopicSchema } from '~/features/ai/content'
import { blogMessages, postStarted } from '~/features/blog/admin-blog'
import {
  AdminBlogError,
  createAdminBlogPost,
  deleteAdminBlogPost,
  draftBlogArticle,
  generateAdminBlogImage,
  setAdminBlogPostActive,
  suggestBlogTopics,
} from '~/features/blog/admin-blog.server'
import { AiTopicSchema } from '~/features/blog/schemas'
import { logger } from '~/lib/logger.server'
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

export interface CreateAnswer {
  result: SubmissionResult<string[]>
  /** Set when the server replaced the form's values (AI article): the form is drawn anew with them. */
  formKey?: string
  topic: string
  topicError?: string
  topics: BlogTopic[]
  notice?: BlogNotice
  /** The create form is shown open (it has errors, a draft or text being written). */
  open: boolean
}

const LIST = '/admin/blog'

// ---------------------------------------------------------------------------------------------
// The list's buttons

export async function setPublished(id: string, isActive: boolean) {
  try {
    await setAdminBlogPostActive(id, isActive)
    return redirectWithToast(LIST, { type: 'success', title: 'Başarılı', description: blogMessages.updated })
  } catch (error) {
    if (!(error instanceof AdminBlogError)) logger.error({ err: error }, 'Publishing a post failed')
    const description = error instanceof AdminBlogError ? error.message : blogMessages.saveFailed
    return redirectWithToast(LIST, { type: 'error', title: 'Hata', description })
  }
}

export async function deletePost(id: string) {
  try {
    await deleteAdminBlogPost(id)
    return redirectWithToast(LIST, { type: 'success', title: 'Başarılı', description: blogMessages.deleted })
  } catch (error) {
    if (!(error instanceof AdminBlogError)) logger.error({ err: error }, 'Deleting a post failed')
    return redirectWithToast(LIST, { type: 'error', title: 'Hata', description: blogMessages.deleteFailed })
  }
}

export async function generateImage(id: string) {
  try {
    await generateAdminBlogImage(id)
    return redirectWithToast(LIST, { type: 'success', title: 'Başarılı', description: blogMessages.imageDone })
  } catch (error) {
    return redirectWithToast(LIST, { ...aiFailure(error, blogMessages.imageFailed), type: 'error' })
  }
}

// ---------------------------------------------------------------------------------------------
// The create form: every answer brings it back as typed, with the topic box and the ideas shown

/** The answer to a post that could not be read at all: the message on an open, empty form. */
export function refusedCreate(refused: UnsavedPost) {
  return data<CreateAnswer>({ result: refused.result, topic: '', topics: [], open: true }, { status: refused.status })
}

function answer(post: BlogFormPost, fields: Partial<CreateAnswer> = {}, status = 200) {
  const { formData } = post
  return data<CreateAnswer>(
    {
      result: formAgain(formData, {}, unsavedImageErrors(post)),
      topic: String(formData.get('topic') ?? '').trim(),
      topics: readSuggestions(formData),
      open: postStarted(formData) || Boolean(post.uploadError),
      ...fields,
    },
    { status },
  )
}

/** The topic ideas shown before a no-JavaScript round trip (sent back as hidden fields). */
function readSuggestions(formData: FormData): BlogTopic[] {
  return formData
    .getAll('suggestion')
    .slice(0, 10)
    .flatMap((value) => {
      try {
        const parsed = BlogTopicSchema.safeParse(JSON.parse(String(value)))
        return parsed.success ? [parsed.data] : []
      } catch {
        return []
      }
    })
}

/** 'Başlıktan oluştur' without JavaScript. */
export function deriveSlug(post: BlogFormPost) {
  return answer(post, { result: formAgain(post.formData, slugFromTitle(post.formData), unsavedImageErrors(post)), open: true })
}

/** A topic idea's button: the idea goes into the topic box. */
export function pickTopic(post: BlogFormPost) {
  return answer(post, { topic: String(post.formData.get('pickTopic') ?? '').trim() })
}

export async function suggestTopics(post: BlogFormPost) {
  try {
    const topics = await suggestBlogTopics({})
    return answer(post, { topics, notice: { type: 'success', title: 'Başarılı', description: blogMessages.topicsDone } })
  } catch (error) {
    return answer(post, { notice: aiFailure(error, blogMessages.topicsFailed) }, aiFailureStatus(error))
  }
}

/** An AI article for the typed topic fills the form (nothing is saved). */
export async function draftArticle(post: BlogFormPost) {
  const parsed = AiTopicSchema.safeParse({ topic: String(post.formData.get('topic') ?? '').trim() })
  if (!parsed.success) return answer(post, { topicError: parsed.error.issues[0]?.message ?? blogMessages.topicRequired }, 400)
  try {
    const draft = await draftBlogArticle(parsed.data.topic)
    return answer(post, {
      result: formAgain(post.formData, draft, unsavedImageErrors(post)),
      formKey: newFormKey(),
      open: true,
      notice: { type: 'success', title: blogMessages.articleDone, description: blogMessages.articleSaveReminder },
    })
  } catch (error) {
    return answer(post, { notice: aiFailure(error, blogMessages.articleFailed) }, aiFailureStatus(error))
  }
}

export async function createPost(post: BlogFormPost) {
  const unsaved = await writeBlogPost(post, createAdminBlogPost)
  if (unsaved) return answer(post, { result: unsaved.result, open: true }, unsaved.status)
  return redirectWithToast(LIST, { type: 'success', title: 'Başarılı', description: blogMessages.created })
}
