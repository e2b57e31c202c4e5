import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { PostList, type PostSummary } from '~/features/blog/post-list'
import { PageHeader } from '~/ui/page-header'
import { keywordList, postDate, readingMinutes } from '~/features/blog/blog'
import { prisma } from '~/lib/db.server'
import { localized } from '~/lib/localized'
import { withPostImageVariants } from '~/features/media/media.server'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { seoMeta } from '~/features/seo/meta'
import { localeOf } from '~/lib/i18next.server'
import type { Route } from './+types/blog'

/** The spec shows up to 3 keywords on a list card. */
const CARD_KEYWORDS = 3

export async function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const [seo, rows] = await Promise.all([
    loadPageSeo(context, 'blog', (t) => ({ title: t('blog.title'), description: t('blog.subtitle') })),
    prisma.blogPost.findMany({
      where: { isActive: true },
      orderBy: { createdAt: 'desc' },
      select: {
        slug: true,
        imageUrl: true,
        createdAt: true,
        title_tr: true,
        title_en: true,
        title_de: true,
        excerpt_tr: true,
        excerpt_en: true,
        excerpt_de: true,
        content_tr: true,
        content_en: true,
        content_de: true,
        keywords_tr: true,
        keywords_en: true,
        keywords_de: true,
      },
    }),
  ])
  const posts = rows.map(
    (post): PostSummary => ({
      slug: post.slug,
      imageUrl: post.imageUrl,
      createdAt: post.createdAt.toISOString(),
      date: postDate(post.createdAt, locale),
      title: localized(post, 'title', locale),
      excerpt: localized(post, 'excerpt', locale),
      minutes: readingMinutes(localized(post, 'content', locale)),
      keywords: keywordList(localized(post, 'keywords', locale)).slice(0, CARD_KEYWORDS),
    }),
  )
  return { ...seo, posts: await withPostImageVariants(posts) }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.blog'), path: '/blog' }]} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <PostList posts={loaderData.posts} />
      </section>
    </>
  )
}

export const meta: Route.MetaFunction = seoMeta
