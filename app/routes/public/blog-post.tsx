import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { blogPostingLd, keywordList, postDate, readingMinutes } from '~/features/blog/blog'
import { KeywordChips } from '~/features/blog/keyword-chips'
import { OnlyInLanguage, PostDateLine } from '~/features/blog/post-list'
import { publishedPost } from '~/features/blog/posts.server'
import type { NotFoundHandle } from '~/features/content/error-page'
import { withImageVariants } from '~/features/media/media.server'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { pageMeta } from '~/features/seo/meta'
import { pageImage } from '~/features/seo/og-image.server'
import { withSiteName } from '~/features/seo/seo-page'
import { invariantResponse } from '~/lib/http/invariant'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { localized, localizedWithLanguage } from '~/lib/localized'
import { renderPostContent } from '~/lib/markdown.server'
import { useLocale } from '~/lib/use-locale'
import type { loader as rootLoader } from '~/root'
import { pagePath, unprefixedPath } from '~/site-map'
import { JsonLd } from '~/ui/json-ld'
import type { Route } from './+types/blog-post'

/** A missing post is a 404 that the public layout's error boundary renders. */
export const handle: NotFoundHandle = { notFound: 'post' }

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const { t } = getInstance(context)
  const siteName = t('meta.siteName')
  const row = await publishedPost(params.slug)
  invariantResponse(row, 'Blog post not found', { status: 404 })
  const [image] = row.imageUrl ? await withImageVariants([{ url: row.imageUrl, width: null, height: null }]) : []

  // A post without a version in the page's language is shown whole in the one it falls back to (marked, with a note).
  const { text: title, language } = localizedWithLanguage(row, 'title', locale)
  const excerpt = localized(row, 'excerpt', language)
  const content = localized(row, 'content', language)
  const keywords = localized(row, 'keywords', language)
  return {
    locale,
    title: withSiteName(title, siteName),
    image: pageImage({ kind: 'blog', locale, slug: row.slug }, { title, imageUrl: row.imageUrl, alt: title }),
    post: {
      slug: row.slug,
      title,
      excerpt,
      language,
      description: localized(row, 'metaDescription', language) || excerpt,
      keywords: keywordList(keywords),
      imageUrl: row.imageUrl,
      image: image ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      date: postDate(row.createdAt, locale),
      minutes: readingMinutes(content),
      html: renderPostContent(content),
    },
  }
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const siteUrl = useRouteLoaderData<typeof rootLoader>('root')?.siteUrl ?? ''
  const { post } = loaderData
  // The post's own texts carry their language when it is not the page's.
  const textLang = post.language !== locale ? post.language : undefined
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: t('nav.blog'), path: unprefixedPath('blog') },
          { name: post.title, path: unprefixedPath('blog-post', { slug: post.slug }) },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6">
        <BackToBlog />
        <header className="mt-8">
          <PostDateLine post={post} />
          {post.language !== locale && <OnlyInLanguage language={post.language} className="mt-3" />}
          <h1 lang={textLang} className="mt-3 font-serif text-3xl font-bold leading-tight text-fig-800 sm:text-5xl">
            {post.title}
          </h1>
          <p lang={textLang} className="mt-5 text-lg leading-relaxed text-stone-700 sm:text-xl">
            {post.excerpt}
          </p>
          <KeywordChips keywords={post.keywords} className="mt-6" />
        </header>
        {post.imageUrl && (
          <img
            src={post.imageUrl}
            srcSet={post.image?.srcSet}
            sizes={post.image?.srcSet ? '(min-width: 768px) 720px, calc(100vw - 2rem)' : undefined}
            alt=""
            width={post.image?.width ?? 1200}
            height={post.image?.height ?? 630}
            fetchPriority="high"
            className="mt-10 aspect-[1200/630] w-full rounded-2xl object-cover shadow-sm"
            data-testid="post-image"
          />
        )}
        <div
          data-testid="post-content"
          lang={textLang}
          className="prose-content mt-10"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderPostContent (server) turns the stored Markdown into inert HTML: no raw HTML, no script links
          dangerouslySetInnerHTML={post.html}
        />
        <footer className="mt-14 border-t border-stone-200 pt-8">
          <BackToBlog />
        </footer>
      </article>
      <JsonLd
        data={blogPostingLd({
          siteUrl,
          locale,
          slug: post.slug,
          title: post.title,
          description: post.description,
          imageUrl: post.imageUrl,
          keywords: post.keywords,
          createdAt: post.createdAt,
          updatedAt: post.updatedAt,
        })}
      />
    </>
  )
}

function BackToBlog() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Link to={pagePath('blog', locale)} className="inline-flex items-center gap-2 font-semibold text-fig-700 hover:text-fig-900">
      <span aria-hidden="true">←</span>
      {t('blog.backToBlog')}
    </Link>
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return []
  const { post, title, image, locale } = loaderData
  return [
    ...pageMeta(
      { title, description: post.description, keywords: post.keywords.join(', ') || null, image, locale, type: 'article' },
      { matches, location },
    ),
    { property: 'article:published_time', content: post.createdAt },
    { property: 'article:modified_time', content: post.updatedAt },
  ]
}
