import { catalogueOrder } from '~/features/products/product-selects.server'
import { renderSitemap, type SitemapPage } from '~/features/seo/sitemap'
import { prisma } from '~/lib/db.server'
import { siteUrlOf } from '~/lib/site-url.server'
import { staticPages, unprefixedPath } from '~/site-map'
import type { Route } from './+types/sitemap'

const latest = (dates: Date[]) => (dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined)

export async function loader({ request }: Route.LoaderArgs) {
  const [products, posts, seo] = await Promise.all([
    prisma.product.findMany({ where: { isActive: true }, select: { slug: true, updatedAt: true }, orderBy: catalogueOrder }),
    prisma.blogPost.findMany({ where: { isActive: true }, select: { slug: true, updatedAt: true }, orderBy: { createdAt: 'desc' } }),
    prisma.seoSetting.findMany({ select: { page: true, updatedAt: true } }),
  ])
  const seoUpdated = new Map(seo.map((s) => [s.page, s.updatedAt]))
  // A page that lists rows (site-map.ts) changes with them.
  const rows = { products, posts }
  const pages: SitemapPage[] = [
    ...staticPages.map(({ path, seoKey, lists }) => ({
      path,
      lastmod: latest(
        [...lists.flatMap((list) => rows[list].map((r) => r.updatedAt)), seoUpdated.get(seoKey)].filter((d): d is Date => Boolean(d)),
      ),
    })),
    ...products.map((p) => ({ path: unprefixedPath('product', { slug: p.slug }), lastmod: p.updatedAt })),
    ...posts.map((p) => ({ path: unprefixedPath('blog-post', { slug: p.slug }), lastmod: p.updatedAt })),
  ]
  return new Response(renderSitemap(siteUrlOf(request), pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
