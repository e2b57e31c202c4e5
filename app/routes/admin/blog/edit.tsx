import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, Link } from 'react-router'
import { BlogForm } from './blog-form'
import { type BlogNotice, InlineNotice } from './notice'
import { usePendingIntent } from './pending'
import { BlogStatusBadge } from './status-badge'
import { blogMessages, isUuid, resolveBlogIntent } from '~/features/blog/admin-blog'
import { BlogPostSchema, type BlogPostFormValue } from '~/features/blog/schemas'
import {
  AdminBlogError,
  type AdminBlogPost,
  blogImageChoices,
  generateAdminBlogImage,
  getAdminBlogPost,
  updateAdminBlogPost,
} from '~/features/blog/admin-blog.server'
import { aiConfigured } from '~/features/ai/client.server'
import { redirectWithToast } from '~/lib/toast.server'
import {
  aiFailure,
  aiFailureStatus,
  BlogPostRefusedError,
  formAgain,
  newFormKey,
  readBlogFormPost,
  slugFromTitle,
  storeImageIfValid,
  unsavedImageErrors,
} from './form.server'
import type { Route } from './+types/edit'

const FORM_ID = 'blog-edit'

/** /admin/blog/edit/{id}; a missing or malformed id and an unknown post each have their own page. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isUuid(params.id))
    return data({ state: 'invalid' as const, post: null, defaultValue: null, gallery: [], aiReady: false }, { status: 400 })
  const [post, gallery] = await Promise.all([getAdminBlogPost(params.id), blogImageChoices()])
  if (!post) return data({ state: 'missing' as const, post: null, defaultValue: null, gallery: [], aiReady: false }, { status: 404 })
  return {
    state: 'found' as const,
    post: { id: post.id, title_tr: post.title_tr, slug: post.slug, isActive: post.isActive },
    defaultValue: postFormValue(post),
    gallery,
    aiReady: aiConfigured(),
  }
}

/** A stored post as the form starts. */
function postFormValue(post: AdminBlogPost): BlogPostFormValue {
  const { id: _id, createdAt: _created, updatedAt: _updated, isActive, ...texts } = post
  return { ...Object.fromEntries(Object.entries(texts).map(([name, value]) => [name, value ?? ''])), isActive }
}

interface EditAnswer {
  result: SubmissionResult<string[]>
  formKey?: string
  notice?: BlogNotice
}

/** Saves and goes back to the list; 'AI Görsel' and the slug helper come back with the form as typed. */
export async function action({ request, params }: Route.ActionArgs) {
  const current = await getAdminBlogPost(params.id ?? '')
  if (!current) {
    return redirectWithToast('/admin/blog', {
      type: 'error',
      title: 'Hata',
      description: isUuid(params.id) ? blogMessages.notFound : blogMessages.invalidId,
    })
  }
  let post: Awaited<ReturnType<typeof readBlogFormPost>>
  try {
    post = await readBlogFormPost(request)
  } catch (error) {
    if (!(error instanceof BlogPostRefusedError)) throw error
    return data({ result: { status: 'error', error: { '': [error.message] } } } satisfies EditAnswer, { status: error.status })
  }
  const { formData, uploadError } = post
  const uploadErrors = unsavedImageErrors(post)

  switch (resolveBlogIntent(formData)) {
    case 'derive-slug':
      return data({ result: formAgain(formData, slugFromTitle(formData), uploadErrors) } satisfies EditAnswer)
    case 'ai-image': {
      // The image is stored and set on the post at once; the texts being edited stay unsaved.
      try {
        const updated = await generateAdminBlogImage(current.id)
        return data({
          result: formAgain(formData, { imageUrl: updated.imageUrl ?? '' }, uploadErrors),
          formKey: newFormKey(),
          notice: {
            type: 'success',
            title: 'Başarılı',
            description: `${blogMessages.imageDone}. Görsel yazıya kaydedildi; metinlerdeki değişiklikleri kaydetmeyi unutmayın.`,
          },
        } satisfies EditAnswer)
      } catch (error) {
        return data(
          { result: formAgain(formData, {}, uploadErrors), notice: aiFailure(error, blogMessages.imageFailed) } satisfies EditAnswer,
          { status: aiFailureStatus(error) },
        )
      }
    }
    default: {
      const imageErrors = await storeImageIfValid(post)
      const submission = parseWithZod(formData, { schema: BlogPostSchema })
      if (submission.status !== 'success' || Object.keys(imageErrors).length > 0) {
        return data(
          {
            result: Object.keys(imageErrors).length > 0 ? submission.reply({ fieldErrors: imageErrors }) : submission.reply(),
          } satisfies EditAnswer,
          { status: 400 },
        )
      }
      try {
        await updateAdminBlogPost(current.id, submission.value)
      } catch (error) {
        if (error instanceof AdminBlogError) {
          return data({ result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }) } satisfies EditAnswer, {
            status: error.status,
          })
        }
        console.error('Updating a post failed:', error)
        return data({ result: submission.reply({ formErrors: [blogMessages.saveFailed] }) } satisfies EditAnswer, { status: 500 })
      }
      return redirectWithToast('/admin/blog', { type: 'success', title: 'Başarılı', description: blogMessages.updated })
    }
  }
}

export default function BlogEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as EditAnswer | undefined
  const imaging = usePendingIntent(['ai-image'])
  if (loaderData.state !== 'found') return <Unavailable state={loaderData.state} />
  const { post, defaultValue, gallery, aiReady } = loaderData
  return (
    <>
      <Link to="/admin/blog" className="text-sm font-medium text-fig-700 hover:underline">
        ← Blog yazılarına dön
      </Link>
      <div className="mt-4">
        <BlogForm
          key={answer?.formKey ?? post.id}
          id={FORM_ID}
          defaultValue={defaultValue}
          lastResult={answer?.result}
          gallery={gallery}
          submitLabel="Değişiklikleri Kaydet"
          cancelHref="/admin/blog"
          autoSlug={false}
        >
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="font-serif text-3xl font-bold text-fig-800">Blog Yazısını Düzenle</h1>
                <BlogStatusBadge isActive={post.isActive} />
              </div>
              <p className="mt-1 text-stone-600">{post.title_tr}</p>
              <p className="text-sm text-stone-500">/blog/{post.slug}</p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <button
                type="submit"
                name="intent"
                value="ai-image"
                formNoValidate
                disabled={imaging}
                className="rounded-lg border border-fig-200 bg-white px-4 py-2 text-sm font-semibold text-fig-800 hover:bg-fig-50 disabled:cursor-wait disabled:opacity-60"
              >
                {imaging ? 'Görsel oluşturuluyor… (10–60 sn)' : 'AI Görsel'}
              </button>
              {!aiReady && (
                <span className="text-xs text-stone-600" data-testid="ai-status">
                  AI yapılandırılmamış
                </span>
              )}
            </div>
          </header>
          <InlineNotice notice={answer?.notice} />
        </BlogForm>
      </div>
    </>
  )
}

function Unavailable({ state }: { state: 'invalid' | 'missing' }) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-fig-800">{state === 'invalid' ? blogMessages.invalidId : blogMessages.notFound}</h1>
      {state === 'missing' && <p className="mt-2 text-stone-600">Yazı silinmiş olabilir.</p>}
      <Link to="/admin/blog" className="mt-4 inline-block font-medium text-fig-700">
        ← Blog yazılarına dön
      </Link>
    </>
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.state === 'found' ? `${loaderData.post.title_tr} düzenle` : loaderData?.state === 'invalid' ? blogMessages.invalidId : blogMessages.notFound} | Yönetim Paneli`,
  },
]
