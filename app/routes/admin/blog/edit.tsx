import { Link } from 'react-router'
import { AiKeyMissing, aiButtonProps } from '~/features/ai/ai-key-missing'
import { aiConfigured } from '~/features/ai/client.server'
import { blogMessages, isUuid, resolveBlogIntent } from '~/features/blog/admin-blog'
import { type AdminBlogPost, blogImageChoices, getAdminBlogPost } from '~/features/blog/admin-blog.server'
import type { BlogPostFormValue } from '~/features/blog/schemas'
import { invariantResponse } from '~/lib/http/invariant'
import { StatusButton } from '~/ui/status-button'
import type { Route } from './+types/edit'
import { BlogForm } from './blog-form'
import { deriveEditedSlug, generateEditedImage, postGone, refusedEdit, updatePost } from './edit-actions.server'
import { readBlogFormPost } from './form.server'
import { InlineNotice } from './notice'
import { BlogStatusBadge } from './status-badge'

const FORM_ID = 'blog-edit'

/** /admin/blog/edit/{id}: a malformed id is a 400, an unknown post a 404 (the admin panel's error page says which). */
export async function loader({ params }: Route.LoaderArgs) {
  invariantResponse(isUuid(params.id), blogMessages.invalidId, { status: 400 })
  const [post, gallery] = await Promise.all([getAdminBlogPost(params.id), blogImageChoices()])
  invariantResponse(post, blogMessages.notFound, { status: 404 })
  return {
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

/** Saves and goes back to the list; 'AI Görsel' and the slug helper come back with the form as typed. */
export async function action({ request, params }: Route.ActionArgs) {
  const current = await getAdminBlogPost(params.id ?? '')
  if (!current) return postGone(params.id)
  const { post, refused } = await readBlogFormPost(request)
  if (refused) return refusedEdit(refused)
  switch (resolveBlogIntent(post.formData)) {
    case 'derive-slug':
      return deriveEditedSlug(post)
    case 'ai-image':
      return generateEditedImage(post, current.id)
    default:
      return updatePost(post, current.id)
  }
}

export default function BlogEditPage({ loaderData, actionData: answer }: Route.ComponentProps) {
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
              <StatusButton
                name="intent"
                value="ai-image"
                formNoValidate
                {...aiButtonProps(aiReady, 'blog-edit-ai-key-missing')}
                pendingLabel="Görsel oluşturuluyor… (10–60 sn)"
                tone="outline"
                className="text-sm"
              >
                AI Görsel
              </StatusButton>
              {!aiReady && <AiKeyMissing id="blog-edit-ai-key-missing" className="text-right text-xs" />}
            </div>
          </header>
          <InlineNotice notice={answer?.notice} />
        </BlogForm>
      </div>
    </>
  )
}

/** An error (unknown or malformed id) is titled by the panel's error page. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: `${loaderData.post.title_tr} düzenle | Yönetim Paneli` }] : []
