import { useEffect, useRef } from 'react'
import { aiConfigured } from '~/features/ai/client.server'
import { blogMessages, resolveBlogIntent } from '~/features/blog/admin-blog'
import { blogImageChoices, listAdminBlogPosts, thumbnailUrls } from '~/features/blog/admin-blog.server'
import { keywordList, postDate } from '~/features/blog/blog'
import { DeleteConfirmation } from '~/ui/delete-confirmation'
import type { Route } from './+types/route'
import { AiTopicSection } from './ai-topic-section'
import { BlogForm } from './blog-form'
import { readBlogFormPost } from './form.server'
import {
  createPost,
  deletePost,
  deriveSlug,
  draftArticle,
  generateImage,
  pickTopic,
  refusedCreate,
  setPublished,
  suggestTopics,
} from './list-actions.server'
import { PostList } from './post-card'

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

/**
 * The create form and its AI buttons answer with the form as typed (or filled by AI); the list's
 * buttons (publish toggle, AI image, delete) go back to the list with a notice.
 */
export async function action({ request }: Route.ActionArgs) {
  const { post, refused } = await readBlogFormPost(request)
  if (refused) return refusedCreate(refused)
  const id = String(post.formData.get('id') ?? '')
  switch (resolveBlogIntent(post.formData)) {
    case 'toggle-active':
      return setPublished(id, post.formData.get('isActive') === 'true')
    case 'delete':
      return deletePost(id)
    case 'ai-image':
      return generateImage(id)
    case 'derive-slug':
      return deriveSlug(post)
    case 'pick-topic':
      return pickTopic(post)
    case 'ai-topics':
      return suggestTopics(post)
    case 'ai-article':
      return draftArticle(post)
    case 'save':
      return createPost(post)
  }
}

const newPost = { isActive: true }

export default function AdminBlog({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { posts, gallery, confirming, aiReady } = loaderData
  const details = useRef<HTMLDetailsElement>(null)
  const open = Boolean(answer?.open)
  // Every answer that keeps the form open opens it again (the admin may have closed it meanwhile).
  useEffect(() => {
    if (answer?.open && details.current) details.current.open = true
  }, [answer])
  // A new post at the top of the list means the form was saved: it starts empty (and closed) again.
  const newest = posts[0]?.id ?? 'none'
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new post closes the form, a new answer must not
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

        <PostList posts={posts} aiReady={aiReady} />
      </div>
      {confirming && (
        <DeleteConfirmation title="Blog yazısını sil" returnTo="/admin/blog" fields={{ id: confirming.id }}>
          {blogMessages.deleteConfirm} <strong className="font-semibold">{confirming.title_tr}</strong>
        </DeleteConfirmation>
      )}
    </>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Blog Yönetimi | Yönetim Paneli' }]
