import type { MetaDescriptor } from 'react-router'
import type { Locale } from '~/lib/locale'

const ogLocales: Record<Locale, string> = { tr: 'tr_TR', en: 'en_US', de: 'de_DE' }

export interface PageMeta {
  title: string
  description: string
  keywords?: string | null
  image?: string | null
  locale: Locale
  type?: 'website' | 'article'
}

/** Title, description, keywords and social-preview tags of a page. */
export function pageMeta({ title, description, keywords, image, locale, type = 'website' }: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: ogLocales[locale] },
    { property: 'og:image', content: image ?? '/images/og-default.svg' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (keywords) tags.push({ name: 'keywords', content: keywords })
  return tags
}

/** `meta` for routes whose loader returns `loadPageSeo(...)` (spread into its data). */
export function seoMeta({
  loaderData,
}: {
  loaderData?: { seo: { title: string; description: string; keywords: string | null }; locale: Locale }
}) {
  if (!loaderData) return []
  const { seo, locale } = loaderData
  return pageMeta({ title: seo.title, description: seo.description, keywords: seo.keywords, locale })
}
