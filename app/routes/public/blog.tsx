import { useTranslation } from 'react-i18next'
import { PostList } from '~/features/blog/post-list'
import { publishedPostCards } from '~/features/blog/posts.server'
import { Breadcrumbs } from '~/features/seo/breadcrumbs'
import { seoMeta } from '~/features/seo/meta'
import { loadPageSeo } from '~/features/seo/page-seo.server'
import { localeOf } from '~/lib/i18next.server'
import { unprefixedPath } from '~/site-map'
import { PageHeader } from '~/ui/page-header'
import type { Route } from './+types/blog'

export async function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context)
  const [seo, posts] = await Promise.all([loadPageSeo(context, 'blog'), publishedPostCards(locale)])
  return { ...seo, posts }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <Breadcrumbs trail={[{ name: t('nav.blog'), path: unprefixedPath('blog') }]} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <PostList posts={loaderData.posts} />
      </section>
    </>
  )
}

export const meta: Route.MetaFunction = seoMeta
