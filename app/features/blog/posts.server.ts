/**
 * Published posts as the public pages show them: the cards of the blog page and the home page
 * (newest first, with their image variants) and one post by its slug.
 */
import { LRUCache } from 'lru-cache'
import { withFactsPlaced } from '~/features/content/page-content.server'
import { currentYear } from '~/features/content/site-facts'
import { withPostImageVariants } from '~/features/media/media.server'
import type { Prisma } from '~/generated/prisma/client'
import { contentRead } from '~/lib/content-reads.server'
import { prisma } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { localized, localizedSelect, localizedWithLanguage } from '~/lib/localized'
import { keywordList, postDate, readingMinutes } from './blog'
import type { PostSummary } from './post-list'

/** A card shows up to 3 keywords. */
const CARD_KEYWORDS = 3

/** The card texts of a post in every language (the page picks the visitor's, with its fallbacks). */
const cardTexts = localizedSelect('title', 'excerpt', 'keywords')

/** The texts of a post in every language (the page picks the visitor's, with its fallbacks). */
const postTexts = { ...cardTexts, ...localizedSelect('content') }

/** Every stored field of a post: what the admin edits and the public API answers. */
export const storedPostSelect = {
  id: true,
  slug: true,
  ...postTexts,
  ...localizedSelect('metaDescription'),
  imageUrl: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.BlogPostSelect

/**
 * A card's reading time, per post, last change and language: a card shows no body, so the bodies
 * (a few kB per post and language) are read only for posts changed since their minutes were counted.
 */
const minutesCounted = new LRUCache<string, number>({ max: 3000 })
const minutesKey = (post: { id: string; updatedAt: Date }, locale: Locale) => `${post.id} ${post.updatedAt.toISOString()} ${locale}`

async function readingMinutesOf(posts: readonly { id: string; updatedAt: Date }[], locale: Locale): Promise<Map<string, number>> {
  const minutes = new Map<string, number>()
  const uncounted: string[] = []
  for (const post of posts) {
    const known = minutesCounted.get(minutesKey(post, locale))
    if (known === undefined) uncounted.push(post.id)
    else minutes.set(post.id, known)
  }
  if (uncounted.length === 0) return minutes
  const bodies = await prisma.blogPost.findMany({
    where: { id: { in: uncounted } },
    select: { id: true, updatedAt: true, ...localizedSelect('content') },
  })
  for (const body of bodies) {
    const counted = readingMinutes(localized(body, 'content', locale))
    minutesCounted.set(minutesKey(body, locale), counted)
    minutes.set(body.id, counted)
  }
  return minutes
}

/** The cards of the published posts in `locale`, newest first; `take` limits their number. */
export function publishedPostCards(locale: Locale, take?: number) {
  return contentRead(`published post cards ${locale} ${take ?? 'all'} ${currentYear()}`, () => readPostCards(locale, take))
}

async function readPostCards(locale: Locale, take: number | undefined) {
  const rows = await withFactsPlaced(
    prisma.blogPost.findMany({
      where: { isActive: true },
      orderBy: { createdAt: 'desc' },
      take,
      select: { id: true, slug: true, imageUrl: true, createdAt: true, updatedAt: true, ...cardTexts },
    }),
  )
  const minutes = await readingMinutesOf(rows, locale)
  return withPostImageVariants(
    rows.map((post): PostSummary => {
      // A post without a version in the page's language is shown in the one it falls back to, all of its card in that one.
      const { text: title, language } = localizedWithLanguage(post, 'title', locale)
      return {
        slug: post.slug,
        imageUrl: post.imageUrl,
        createdAt: post.createdAt.toISOString(),
        date: postDate(post.createdAt, locale),
        title,
        language,
        excerpt: localized(post, 'excerpt', language),
        // A post deleted between the two reads is gone from the next list anyway.
        minutes: minutes.get(post.id) ?? 1,
        keywords: keywordList(localized(post, 'keywords', language)).slice(0, CARD_KEYWORDS),
      }
    }),
  )
}

/** The published post with `slug`, its texts in every language, or null. */
export function publishedPost(slug: string) {
  return contentRead(`published post ${slug} ${currentYear()}`, () =>
    withFactsPlaced(
      prisma.blogPost.findFirst({
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
      }),
    ),
  )
}
