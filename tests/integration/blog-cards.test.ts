/**
 * The blog cards (home, blog page) show each post's reading time without reading its body each
 * time: the minutes follow a change of the post's text at once, in every language.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'

let prisma: PrismaClient
let publishedPostCards: typeof import('~/features/blog/posts.server').publishedPostCards

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  ;({ publishedPostCards } = await import('~/features/blog/posts.server'))
})
afterAll(async () => {
  await prisma.blogPost.deleteMany({ where: { slug: { startsWith: 'okuma-' } } })
})

const words = (count: number) => 'incir '.repeat(count)
const minutesOf = async (slug: string, locale: 'tr' | 'en' | 'de') =>
  (await publishedPostCards(locale)).find((card) => card.slug === slug)?.minutes

test('reading minutes per language, counted again when the text changes', async () => {
  const slug = `okuma-${Math.random().toString(36).slice(2, 8)}`
  await prisma.blogPost.create({
    data: {
      slug,
      isActive: true,
      title_tr: 'Okuma süresi',
      title_en: 'Reading time',
      excerpt_tr: 'Özet',
      excerpt_en: 'Excerpt',
      content_tr: words(450),
      content_en: words(150),
    },
  })
  expect(await minutesOf(slug, 'tr')).toBe(3)
  expect(await minutesOf(slug, 'en')).toBe(1)
  // No German text: the English one, as the card's other texts.
  expect(await minutesOf(slug, 'de')).toBe(1)
  // Asked again: the same (from memory).
  expect(await minutesOf(slug, 'tr')).toBe(3)

  await prisma.blogPost.update({ where: { slug }, data: { content_tr: words(1050), content_de: words(620) } })
  expect(await minutesOf(slug, 'tr')).toBe(6)
  expect(await minutesOf(slug, 'de')).toBe(4)
  expect(await minutesOf(slug, 'en')).toBe(1)
})
