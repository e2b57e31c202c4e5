import { renderSitemap, type SitemapPage } from '~/features/seo/sitemap'
import { prisma } from '~/lib/db.server'
import { catalogueOrder } from '~/features/products/product-selects.server'
import { staticPages } from '~/features/seo/site-pages'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/sitemap'

const latest = (dates: Date[]) => (dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined)

export async function loader({ request }: Route.LoaderArgs) {
  const [products, posts, seo] = await Promise.all([
    prisma.product.findMany({ where: { isActive: true }, select: { slug: true, updatedAt: true }, orderBy: catalogueOrder }),
    prisma.blogPost.findMany({ where: { isActive: true }, select: { slug: true, updatedAt: true }, orderBy: { createdAt: 'desc' } }),
    prisma.seoSetting.findMany({ select: { page: true, updatedAt: true } }),
  ])
  const seoUpdated = new Map(seo.map((s) => [s.page, s.updatedAt]))
  const listUpdated: Record<string, Date | undefined> = {
    '/': latest([...products, ...posts].map((r) => r.updatedAt)),
    '/products': latest(products.map((p) => p.updatedAt)),
    '/blog': latest(posts.map((p) => p.updatedAt)),
  }
  const pages: SitemapPage[] = [
    ...staticPages.map(({ path, seoKey }) => ({
      path,
      lastmod: latest([listUpdated[path], seoUpdated.get(seoKey)].filter((d): d is Date => Boolean(d))),
    })),
    ...products.map((p) => ({ path: `/products/${p.slug}`, lastmod: p.updatedAt })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
  ]
  return new Response(renderSitemap(siteUrlOf(request), pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
