import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import { pagePath } from '~/site-map'

/** Minutes to read a text at 200 words a minute, rounded up (at least 1). */
export function readingMinutes(text: string): number {
  // Markdown markers ('##', '-', '>') are not words.
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.ceil(words / 200))
}

/** Comma-separated keywords as a trimmed list without empties. */
export function keywordList(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
}

/** A post's date as the visitor's language writes it ('12 Mart 2025', '12 March 2025', '12. März 2025'), Istanbul time. */
export const postDate = (date: Date, locale: Locale): string => formatDate(date, 'longDate', localeTags[locale])

export interface BlogPostingInput {
  siteUrl: string
  locale: Locale
  slug: string
  title: string
  description: string
  imageUrl: string | null
  keywords: string[]
  createdAt: string
  updatedAt: string
}

/** `path` as an absolute address; addresses that already are absolute stay as they are. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`
}

/** schema.org BlogPosting for a post page; author and publisher are the site's Organization. */
export function blogPostingLd(post: BlogPostingInput) {
  const organization = { '@id': `${post.siteUrl}/#organization` }
  const url = post.siteUrl + pagePath('blog-post', post.locale, { slug: post.slug })
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    ...(post.imageUrl && { image: absoluteUrl(post.siteUrl, post.imageUrl) }),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    inLanguage: post.locale,
    ...(post.keywords.length > 0 && { keywords: post.keywords.join(', ') }),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}
