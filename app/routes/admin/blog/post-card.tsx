import { Form, Link } from 'react-router'
import { aiButtonProps } from '~/features/ai/ai-key-missing'
import { unprefixedPath } from '~/site-map'
import { useIsPending } from '~/ui/use-is-pending'
import type { Route } from './+types/route'
import { AI_OFF_NOTE } from './ai-topic-section'
import { BlogStatusBadge } from './status-badge'

type ListedPost = Route.ComponentProps['loaderData']['posts'][number]

/** Every post, newest first, or the hint to write the first one. */
export function PostList({ posts, aiReady }: { posts: ListedPost[]; aiReady: boolean }) {
  return (
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
              <PostCard post={post} aiReady={aiReady} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** One post of the list: picture, texts, keywords and its buttons (AI image, edit, publish, view, delete). */
function PostCard({ post, aiReady }: { post: ListedPost; aiReady: boolean }) {
  const imaging = useIsPending({ intent: 'ai-image', fields: { id: post.id } })
  const toggling = useIsPending({ intent: 'toggle-active', fields: { id: post.id } })
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
              {...aiButtonProps(aiReady, AI_OFF_NOTE)}
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
              disabled={toggling}
              aria-label={`${post.isActive ? 'Yayından Kaldır' : 'Yayınla'}: ${post.title_tr}`}
              className={`${action} border-stone-300 text-stone-700 hover:bg-stone-50`}
            >
              {post.isActive ? 'Yayından Kaldır' : 'Yayınla'}
            </button>
          </Form>
          {post.isActive && (
            <a
              href={unprefixedPath('blog-post', { slug: post.slug })}
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
