import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type Locale, localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { pagePath } from '~/site-map'
import { KeywordChips } from './keyword-chips'

/** A post as a card on the blog list: texts already in the page's language. */
export interface PostSummary {
  slug: string
  imageUrl: string | null
  /** From the media gallery (withPostImageVariants): resized copies and the picture's size. */
  image?: { srcSet?: string; width: number | null; height: number | null } | null
  /** ISO timestamp, for <time dateTime>. */
  createdAt: string
  /** `createdAt` as the language writes it. */
  date: string
  title: string
  /** The language of the card's texts: the page's, or the one the post is only written in. */
  language: Locale
  excerpt: string
  minutes: number
  keywords: string[]
}

/** The blog's cards, newest first as given, or the empty-state text when there are none. */
export function PostList({ posts }: { posts: PostSummary[] }) {
  const { t } = useTranslation()
  if (posts.length === 0) {
    return <p className="rounded-2xl bg-white px-6 py-16 text-center text-lg text-stone-600 shadow-sm">{t('blog.empty')}</p>
  }
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}

/** A post's cover in a card: decorative (the title says it all), with the gallery's WebP sizes when known. */
export function PostCardImage({
  post,
  sizes,
  className,
}: {
  post: { imageUrl: string; image?: PostSummary['image'] }
  sizes: string
  className: string
}) {
  return (
    <img
      src={post.imageUrl}
      srcSet={post.image?.srcSet}
      sizes={post.image?.srcSet ? sizes : undefined}
      alt=""
      width={post.image?.width ?? 1200}
      height={post.image?.height ?? 630}
      loading="lazy"
      className={className}
    />
  )
}

/**
 * The image area of a post without a cover: the brand's mark on its colour, in the shape a cover
 * takes (`className` gives the size), so cards side by side keep their titles on one line.
 */
export function PostCardPlaceholder({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={`flex items-center justify-center bg-fig-100 ${className}`} data-testid="post-image-placeholder">
      <img src="/images/logo.svg" alt="" width={64} height={64} loading="lazy" className="size-16 opacity-80" />
    </div>
  )
}

/** A post's date and reading time, above its title (on its card and its page). */
export function PostDateLine({ post }: { post: Pick<PostSummary, 'createdAt' | 'date' | 'minutes'> }) {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-stone-600">
      <time dateTime={post.createdAt}>{post.date}</time>
      <span aria-hidden="true"> · </span>
      <span data-testid="reading-time">{t('blog.minutesRead', { minutes: post.minutes })}</span>
    </p>
  )
}

function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const href = pagePath('blog-post', locale, { slug: post.slug })
  const foreign = post.language !== locale
  return (
    <article
      data-testid="post-card"
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70"
    >
      {post.imageUrl ? (
        <PostCardImage
          post={{ imageUrl: post.imageUrl, image: post.image }}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[1200/630] w-full object-cover"
        />
      ) : (
        <PostCardPlaceholder className="aspect-[1200/630] w-full" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <PostDateLine post={post} />
        {foreign && <OnlyInLanguage language={post.language} className="mt-2 text-sm" />}
        <h2 lang={foreign ? post.language : undefined} className="mt-2 font-serif text-xl font-semibold leading-snug text-fig-800">
          <Link to={href} className="hover:text-fig-600">
            {post.title}
          </Link>
        </h2>
        <p lang={foreign ? post.language : undefined} className="mt-3 text-stone-700">
          {post.excerpt}
        </p>
        <KeywordChips keywords={post.keywords} className="mt-4" />
        <Link to={href} className="mt-auto self-start pt-5 font-semibold text-fig-700 hover:text-fig-900">
          {t('blog.readMore')}
          <span className="sr-only">: {post.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  )
}

/**
 * The note on a post (or its card) shown in another language than the page's: "This article is
 * only available in Turkish.", in the page's language.
 */
export function OnlyInLanguage({ language, className = '' }: { language: Locale; className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const name = new Intl.DisplayNames([localeTags[locale]], { type: 'language' }).of(language) ?? language
  return (
    <p className={`font-medium italic text-stone-700 ${className}`} data-testid="only-in-language">
      {t('blog.onlyIn', { language: name })}
    </p>
  )
}
