/**
 * Published posts as the public pages show them: the cards of the blog page and the home page
 * (newest first, with their image variants) and one post by its slug.
 */
import { withPostImageVariants } from '~/features/media/media.server'
import { prisma } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'
import { keywordList, postDate, readingMinutes } from './blog'
import type { PostSummary } from './post-list'

/** A card shows up to 3 keywords. */
const CARD_KEYWORDS = 3

/** The texts of a post in every language (the page picks the visitor's, with its fallbacks). */
const postTexts = {
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
} as const

/** The cards of the published posts in `locale`, newest first; `take` limits their number. */
export async function publishedPostCards(locale: Locale, take?: number) {
  const rows = await prisma.blogPost.findMany({
    where: { isActive: true },
    orderBy: { createdAt: 'desc' },
    take,
    select: { slug: true, imageUrl: true, createdAt: true, ...postTexts },
  })
  return withPostImageVariants(
    rows.map(
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
    ),
  )
}

/** The published post with `slug`, its texts in every language, or null. */
export function publishedPost(slug: string) {
  return prisma.blogPost.findFirst({
    where: { slug, isActive: true },
    select: {
      slug: true,
      imageUrl: true,
      createdAt: true,
      updatedAt: true,
      ...postTexts,
      metaDescription_tr: true,
      metaDescription_en: true,
      metaDescription_de: true,
    },
  })
}
