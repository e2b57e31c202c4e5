/** The rows the content-health report checks, read in one go (the catalogue and the blog are small). */
import { contentHealth, type HealthIssue } from './content-health'
import { staticPages } from '~/site-map'
import { builtInSeoTexts } from './admin-seo.server'
import { prisma } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { type Locale, locales } from '~/lib/locale'

const localized = <F extends string>(...fields: F[]) =>
  Object.fromEntries(fields.flatMap((field) => locales.map((lang) => [`${field}_${lang}`, true]))) as Record<`${F}_${Locale}`, true>

/** Every finding; `origin` is the site's address (absolute links to it count as the site's own). */
export async function readContentHealth(origin: string): Promise<HealthIssue[]> {
  const [products, posts, seoSettings, media] = await Promise.all([
    prisma.product.findMany({
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
      select: {
        id: true,
        slug: true,
        isActive: true,
        ...localized('title', 'summary', 'description'),
        images: { orderBy: [{ position: 'asc' }, { createdAt: 'asc' }], select: { url: true, type: true, ...localized('alt') } },
      },
    }),
    prisma.blogPost.findMany({
      orderBy: { createdAt: 'desc' },
      select: { id: true, slug: true, isActive: true, imageUrl: true, ...localized('title', 'excerpt', 'content', 'metaDescription') },
    }),
    prisma.seoSetting.findMany({
      orderBy: { page: 'asc' },
      select: { id: true, page: true, isActive: true, ...localized('title', 'description') },
    }),
    prisma.mediaFile.findMany({
      where: { mimeType: { startsWith: 'image/' } },
      orderBy: { createdAt: 'desc' },
      select: { id: true, filename: true, originalName: true, mimeType: true, isActive: true, ...localized('alt') },
    }),
  ])
  const ownOrigins = [...new Set([origin, env().SITE_URL].filter((o): o is string => Boolean(o)))]
  // Pages without an active setting show their built-in texts to search engines.
  const builtInSeo = staticPages.flatMap(({ seoKey }) => {
    const texts = seoSettings.some((s) => s.page === seoKey && s.isActive) ? null : builtInSeoTexts(seoKey)
    return texts ? [{ page: seoKey, texts }] : []
  })
  return contentHealth({ products, posts, seoSettings, media, builtInSeo }, { ownOrigins })
}
