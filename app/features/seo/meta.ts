import type { MetaDescriptor } from 'react-router'
import { type Locale, locales } from '~/lib/locale'
import { pageUrl } from './canonical'
import { OG_IMAGE_TYPE, ogImagePath, ogImageSize } from './og-image'

const ogLocales: Record<Locale, string> = { tr: 'tr_TR', en: 'en_US', de: 'de_DE' }

/**
 * What the share tags need from the site, given to every public page by the public layout's
 * loader (`share`): the public origin (SITE_URL when configured) and the site's name in the page's
 * language. It is the same for every visitor, so pages stay cacheable.
 */
export interface ShareSite {
  siteUrl: string
  siteName: string
}

/** A page's preview picture: one of the site's /og/ addresses (og-image.ts) and what it shows. */
export interface PageImage {
  path: string
  alt: string
}

export interface PageMeta {
  title: string
  description: string
  keywords?: string | null
  /** The page's own preview picture; the site's picture when absent. */
  image?: PageImage | null
  locale: Locale
  type?: 'website' | 'article'
}

/** The parts of `meta`'s arguments the share tags read. */
export interface ShareArgs {
  matches: readonly ({ loaderData?: unknown } | undefined)[]
  location: { pathname: string }
}

/** The layout's `share` among the matched routes' data (null outside the public site). */
export function shareSiteOf(matches: ShareArgs['matches']): ShareSite | null {
  for (const match of matches) {
    const data = match?.loaderData
    if (typeof data !== 'object' || data === null || !('share' in data)) continue
    const share = data.share
    if (typeof share !== 'object' || share === null) continue
    if ('siteUrl' in share && typeof share.siteUrl === 'string' && 'siteName' in share && typeof share.siteName === 'string') {
      return { siteUrl: share.siteUrl, siteName: share.siteName }
    }
  }
  return null
}

/**
 * Title, description, keywords and the social preview tags of a page: its canonical address
 * (og:url), the site's name in its language, its language and the two others, and a 1200×630
 * picture at an absolute address. Without the site's data (outside the public layout) only the
 * tags that need no address are given.
 */
export function pageMeta(page: PageMeta, { matches, location }: ShareArgs): MetaDescriptor[] {
  const { title, description, keywords, locale, type = 'website' } = page
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: ogLocales[locale] },
    ...locales.filter((l) => l !== locale).map((l) => ({ property: 'og:locale:alternate', content: ogLocales[l] })),
  ]
  const site = shareSiteOf(matches)
  if (site) {
    const image = page.image ?? { path: ogImagePath({ kind: 'site', locale }), alt: site.siteName }
    tags.push(
      { property: 'og:url', content: pageUrl(site.siteUrl, location.pathname) },
      { property: 'og:site_name', content: site.siteName },
      { property: 'og:image', content: site.siteUrl + image.path },
      { property: 'og:image:width', content: String(ogImageSize.width) },
      { property: 'og:image:height', content: String(ogImageSize.height) },
      { property: 'og:image:type', content: OG_IMAGE_TYPE },
      { property: 'og:image:alt', content: image.alt },
    )
  }
  tags.push({ name: 'twitter:card', content: 'summary_large_image' })
  if (keywords) tags.push({ name: 'keywords', content: keywords })
  return tags
}

/**
 * `meta` for routes whose loader returns `loadPageSeo(...)` (spread into its data); a preview of
 * a draft (`preview: true`) is never indexed.
 */
export function seoMeta({
  loaderData,
  ...args
}: ShareArgs & {
  loaderData?: { seo: { title: string; description: string; keywords: string | null }; locale: Locale; preview?: boolean }
}) {
  if (!loaderData) return []
  const { seo, locale } = loaderData
  const tags = pageMeta({ title: seo.title, description: seo.description, keywords: seo.keywords, locale }, args)
  return loaderData.preview ? [...tags, { name: 'robots', content: 'noindex, nofollow' }] : tags
}
