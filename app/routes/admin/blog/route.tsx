import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { AiTopicSection } from './ai-topic-section'
import { BlogForm } from './blog-form'
import type { BlogNotice } from './notice'
import { BlogStatusBadge } from './status-badge'
import { blogMessages, postStarted, resolveBlogIntent } from '~/features/blog/admin-blog'
import { type BlogTopic, BlogTopicSchema } from '~/features/ai/content'
import { keywordList, postDate } from '~/features/blog/blog'
import { AiTopicSchema, BlogPostSchema } from '~/features/blog/schemas'
import {
  AdminBlogError,
  blogImageChoices,
  createAdminBlogPost,
  deleteAdminBlogPost,
  draftBlogArticle,
  generateAdminBlogImage,
  listAdminBlogPosts,
  setAdminBlogPostActive,
  suggestBlogTopics,
  thumbnailUrls,
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
import type { Route } from './+types/route'
import { DeleteConfirmation } from '~/ui/delete-confirmation'

const FORM_ID = 'blog-create'

/** The list (newest first), the create form's gallery; `?confirmDelete=<id>` asks before deleting. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const [posts, gallery] = await Promise.all([listAdminBlogPosts(), blogImageChoices()])
  const thumbnails = await thumbnailUrls(posts.map((post) => post.imageUrl))
  const confirming = posts.find((post) => post.id === url.searchParams.get('confirmDelete')) ?? null
  return {
    posts: posts.map((post) => ({
      id: post.id,
      slug: post.slug,
      title_tr: post.title_tr,
      excerpt_tr: post.excerpt_tr,
      isActive: post.isActive,
      createdAt: post.createdAt.toISOString(),
      date: postDate(post.createdAt, 'tr'),
      keywords: keywordList(post.keywords_tr),
      imageUrl: post.imageUrl,
      thumbnailUrl: post.imageUrl ? (thumbnails.get(post.imageUrl) ?? post.imageUrl) : null,
    })),
    gallery,
    confirming: confirming ? { id: confirming.id, title_tr: confirming.title_tr } : null,
    aiReady: aiConfigured(),
  }
}

interface CreateAnswer {
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

/**
 * The create form and its AI buttons answer with the form as typed (or filled by AI); the list's
 * buttons (publish toggle, AI image, delete) go back to the list with the §8 notice.
 */
export async function action({ request }: Route.ActionArgs) {
  let post: Awaited<ReturnType<typeof readBlogFormPost>>
  try {
    post = await readBlogFormPost(request)
  } catch (error) {
    if (!(error instanceof BlogPostRefusedError)) throw error
    return data({ result: { status: 'error', error: { '': [error.message] } }, topic: '', topics: [], open: true } satisfies CreateAnswer, {
      status: error.status,
    })
  }
  const { formData, uploadError } = post
  const id = String(formData.get('id') ?? '')
  const topic = String(formData.get('topic') ?? '').trim()
  const topics = readSuggestions(formData)
  const uploadErrors = unsavedImageErrors(post)
  const answer = (fields: Partial<CreateAnswer>, status = 200) =>
    data(
      {
        result: formAgain(formData, {}, uploadErrors),
        topic,
        topics,
        open: postStarted(formData) || Boolean(uploadError),
        ...fields,
      } satisfies CreateAnswer,
      { status },
    )

  switch (resolveBlogIntent(formData)) {
    case 'toggle-active': {
      try {
        await setAdminBlogPostActive(id, formData.get('isActive') === 'true')
        return redirectWithToast('/admin/blog', { type: 'success', title: 'Başarılı', description: blogMessages.updated })
      } catch (error) {
        if (!(error instanceof AdminBlogError)) console.error('Publishing a post failed:', error)
        return redirectWithToast('/admin/blog', {
          type: 'error',
          title: 'Hata',
          description: error instanceof AdminBlogError ? error.message : blogMessages.saveFailed,
        })
      }
    }
    case 'delete': {
      try {
        await deleteAdminBlogPost(id)
        return redirectWithToast('/admin/blog', { type: 'success', title: 'Başarılı', description: blogMessages.deleted })
      } catch (error) {
        if (!(error instanceof AdminBlogError)) console.error('Deleting a post failed:', error)
        return redirectWithToast('/admin/blog', { type: 'error', title: 'Hata', description: blogMessages.deleteFailed })
      }
    }
    case 'ai-image': {
      try {
        await generateAdminBlogImage(id)
        return redirectWithToast('/admin/blog', { type: 'success', title: 'Başarılı', description: blogMessages.imageDone })
      } catch (error) {
        return redirectWithToast('/admin/blog', { ...aiFailure(error, blogMessages.imageFailed), type: 'error' })
      }
    }
    case 'derive-slug':
      return answer({ result: formAgain(formData, slugFromTitle(formData), uploadErrors), open: true })
    case 'pick-topic':
      return answer({ topic: String(formData.get('pickTopic') ?? '').trim() })
    case 'ai-topics': {
      try {
        const ideas = await suggestBlogTopics({})
        return answer({ topics: ideas, notice: { type: 'success', title: 'Başarılı', description: blogMessages.topicsDone } })
      } catch (error) {
        return answer({ notice: aiFailure(error, blogMessages.topicsFailed) }, aiFailureStatus(error))
      }
    }
    case 'ai-article': {
      const parsed = AiTopicSchema.safeParse({ topic })
      if (!parsed.success) return answer({ topicError: parsed.error.issues[0]?.message ?? blogMessages.topicRequired }, 400)
      try {
        const draft = await draftBlogArticle(parsed.data.topic)
        return answer({
          result: formAgain(formData, draft, uploadErrors),
          formKey: newFormKey(),
          open: true,
          notice: { type: 'success', title: blogMessages.articleDone, description: blogMessages.articleSaveReminder },
        })
      } catch (error) {
        return answer({ notice: aiFailure(error, blogMessages.articleFailed) }, aiFailureStatus(error))
      }
    }
    case 'save': {
      const imageErrors = await storeImageIfValid(post)
      const submission = parseWithZod(formData, { schema: BlogPostSchema })
      if (submission.status !== 'success' || Object.keys(imageErrors).length > 0) {
        return answer(
          { result: Object.keys(imageErrors).length > 0 ? submission.reply({ fieldErrors: imageErrors }) : submission.reply(), open: true },
          400,
        )
      }
      try {
        await createAdminBlogPost(submission.value)
      } catch (error) {
        if (error instanceof AdminBlogError)
          return answer(
            { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }), open: true },
            error.status,
          )
        console.error('Creating a post failed:', error)
        return answer({ result: submission.reply({ formErrors: [blogMessages.saveFailed] }), open: true }, 500)
      }
      return redirectWithToast('/admin/blog', { type: 'success', title: 'Başarılı', description: blogMessages.created })
    }
  }
  return redirect('/admin/blog')
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

const newPost = { isActive: true }

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, gallery, confirming, aiReady } = loaderData
  const answer = actionData as CreateAnswer | undefined
  const details = useRef<HTMLDetailsElement>(null)
  const open = Boolean(answer?.open)
  useEffect(() => {
    if (open && details.current) details.current.open = true
  }, [answer, open])
  // A new post at the top of the list means the form was saved: it starts empty (and closed) again.
  const newest = posts[0]?.id ?? 'none'
  useEffect(() => {
    if (!answer && details.current) details.current.open = false
  }, [newest])

  return (
    <>
      <div inert={confirming ? true : undefined}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <h1 className="font-serif text-3xl font-bold text-fig-800">Blog Yönetimi</h1>
            <span className="rounded-full bg-fig-100 px-3 py-1 text-sm font-semibold text-fig-800" data-testid="post-count">
              {posts.length} yazı
            </span>
          </div>
        </div>

        <div className="mt-6">
          <AiTopicSection
            formId={FORM_ID}
            topic={answer?.topic ?? ''}
            topicError={answer?.topicError}
            topics={answer?.topics ?? []}
            notice={answer?.notice}
            aiReady={aiReady}
          />
        </div>

        <details
          ref={details}
          id="new-post"
          open={open}
          className="mt-6 rounded-2xl border border-stone-200 bg-stone-50 p-5 shadow-sm open:bg-white sm:p-6"
          data-testid="create-form"
        >
          <summary className="cursor-pointer text-lg font-semibold text-fig-800">Yeni Blog Yazısı</summary>
          <div className="mt-4">
            <BlogForm
              key={answer?.formKey ?? `${FORM_ID}:${newest}`}
              id={FORM_ID}
              defaultValue={newPost}
              lastResult={answer?.result}
              gallery={gallery}
              submitLabel="Kaydet"
              autoSlug
            />
          </div>
        </details>

        <section aria-labelledby="posts-title" className="mt-8">
          <h2 id="posts-title" className="text-xl font-semibold text-fig-800">
            Yazılar
          </h2>
          {posts.length === 0 ? (
            <p
              className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-700"
              data-testid="posts-empty"
            >
              Henüz blog yazısı yok. Yukarıdaki formla ilk yazıyı ekleyin.
            </p>
          ) : (
            <ul className="mt-4 grid gap-4" aria-label="Blog yazıları">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {confirming && (
        <DeleteConfirmation title="Blog yazısını sil" returnTo="/admin/blog" fields={{ id: confirming.id }}>
          {blogMessages.deleteConfirm} <strong className="font-semibold">{confirming.title_tr}</strong>
        </DeleteConfirmation>
      )}
    </>
  )
}

type ListedPost = Route.ComponentProps['loaderData']['posts'][number]

function PostCard({ post }: { post: ListedPost }) {
  const navigation = useNavigation()
  const pendingFor = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === post.id
  const imaging = pendingFor('ai-image')
  const action = 'rounded-lg border px-3 py-1.5 text-sm font-medium disabled:cursor-wait disabled:opacity-60'
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row"
      data-testid="blog-post-card"
      data-post-id={post.id}
    >
      {post.thumbnailUrl ? (
        <img
          src={post.thumbnailUrl}
          alt=""
          loading="lazy"
          className="h-40 w-full shrink-0 rounded-xl bg-stone-100 object-cover sm:h-28 sm:w-44"
          data-testid="post-thumbnail"
        />
      ) : (
        <div
          className="flex h-40 w-full shrink-0 items-center justify-center rounded-xl bg-stone-100 text-xs font-medium text-stone-700 sm:h-28 sm:w-44"
          data-testid="image-placeholder"
        >
          Görsel yok
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-stone-900">{post.title_tr}</h3>
          <BlogStatusBadge isActive={post.isActive} />
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-stone-700">{post.excerpt_tr}</p>
        <p className="mt-2 break-all text-sm text-stone-600">Slug: /blog/{post.slug}</p>
        <p className="text-sm text-stone-600">
          Oluşturulma: <time dateTime={post.createdAt}>{post.date}</time>
        </p>
        {post.keywords.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Anahtar kelimeler">
            {post.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700" data-testid="keyword">
                {keyword}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={post.id} />
            <button
              type="submit"
              name="intent"
              value="ai-image"
              disabled={imaging}
              aria-label={`AI Görsel: ${post.title_tr}`}
              className={`${action} border-fig-200 text-fig-800 hover:bg-fig-50`}
            >
              {imaging ? 'Görsel oluşturuluyor…' : 'AI Görsel'}
            </button>
          </Form>
          <Link
            to={`/admin/blog/edit/${post.id}`}
            aria-label={`Düzenle: ${post.title_tr}`}
            className={`${action} border-fig-200 text-fig-800 hover:bg-fig-50`}
          >
            Düzenle
          </Link>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={post.id} />
            <input type="hidden" name="isActive" value={post.isActive ? 'false' : 'true'} />
            <button
              type="submit"
              name="intent"
              value="toggle-active"
              disabled={pendingFor('toggle-active')}
              aria-label={`${post.isActive ? 'Yayından Kaldır' : 'Yayınla'}: ${post.title_tr}`}
              className={`${action} border-stone-300 text-stone-700 hover:bg-stone-50`}
            >
              {post.isActive ? 'Yayından Kaldır' : 'Yayınla'}
            </button>
          </Form>
          {post.isActive && (
            <a
              href={`/blog/${post.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              className={`${action} border-stone-300 text-stone-700 hover:bg-stone-50`}
            >
              Sitede Gör<span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          )}
          <Link
            to={`/admin/blog?confirmDelete=${post.id}`}
            preventScrollReset
            aria-label={`Sil: ${post.title_tr}`}
            className={`${action} border-red-200 text-red-700 hover:bg-red-50`}
          >
            Sil
          </Link>
        </div>
      </div>
    </article>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Blog Yönetimi | Yönetim Paneli' }]
