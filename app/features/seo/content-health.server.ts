/** The rows the content-health report checks, read in one go (the catalogue and the blog are small). */

import { translatedLocales } from '~/features/content/content-document'
import { type ContentOverviewRow, contentOverview } from '~/features/content/page-content.server'
import { catalogueOrder, imagesMainFirst } from '~/features/products/product-selects.server'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { localeNamesTr } from '~/lib/locale'
import { localizedSelect } from '~/lib/localized'
import { staticPages } from '~/site-map'
import { builtInSeoTexts } from './admin-seo.server'
import { contentHealth, type HealthIssue } from './content-health'

/** Every finding; `origin` is the site's address (absolute links to it count as the site's own). */
export async function readContentHealth(origin: string): Promise<HealthIssue[]> {
  const [products, posts, seoSettings, media] = await Promise.all([
    prisma.product.findMany({
      orderBy: catalogueOrder,
      select: {
        id: true,
        slug: true,
        isActive: true,
        ...localizedSelect('title', 'summary', 'description'),
        images: imagesMainFirst({ url: true, type: true, ...localizedSelect('alt') }),
      },
    }),
    prisma.blogPost.findMany({
      orderBy: { createdAt: 'desc' },
      select: {
        id: true,
        slug: true,
        isActive: true,
        imageUrl: true,
        ...localizedSelect('title', 'excerpt', 'content', 'metaDescription'),
      },
    }),
    prisma.seoSetting.findMany({
      orderBy: { page: 'asc' },
      select: { id: true, page: true, isActive: true, ...localizedSelect('title', 'description') },
    }),
    prisma.mediaFile.findMany({
      where: { mimeType: { startsWith: 'image/' } },
      orderBy: { createdAt: 'desc' },
      select: { id: true, filename: true, originalName: true, mimeType: true, isActive: true, ...localizedSelect('alt') },
    }),
  ])
  const ownOrigins = [...new Set([origin, env().SITE_URL].filter((o): o is string => Boolean(o)))]
  // Pages without an active setting show their built-in texts to search engines.
  const builtInSeo = staticPages.flatMap(({ seoKey }) => {
    const texts = seoSettings.some((s) => s.page === seoKey && s.isActive) ? null : builtInSeoTexts(seoKey)
    return texts ? [{ page: seoKey, texts }] : []
  })
  return [
    ...pageContentHealth(await contentOverview()),
    ...contentHealth({ products, posts, seoSettings, media, builtInSeo }, { ownOrigins }),
  ]
}

/** The editable pages' missing and outdated translations (of what visitors see), one finding per text and language. */
function pageContentHealth(pages: ContentOverviewRow[]): HealthIssue[] {
  return pages.flatMap((page) =>
    (['missing', 'outdated'] as const).flatMap((gap) =>
      translatedLocales.flatMap((locale) =>
        page[gap][locale].map((label) => ({
          category: gap === 'missing' ? ('missing-translation' as const) : ('outdated-translation' as const),
          kind: 'page' as const,
          subject: page.label,
          problem: `${label}: ${localeNamesTr[locale]} ${gap === 'missing' ? 'metin yok' : 'çeviri güncel değil'}`,
          href: `/admin/content/${page.key}`,
          inactive: false,
        })),
      ),
    ),
  )
}
