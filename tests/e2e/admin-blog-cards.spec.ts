import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { e2eDatabaseUrlFile } from '../support/e2e-database'
import { createBlogPost, prismaFor, uniqueSuffix } from '../support/factories'
import { expect, test } from './fixtures'

/**
 * The `testId` cards on the row of the card titled `title`: the height of each one's image area
 * (its first child: the cover or the placeholder), the top of its title and whether it has the
 * placeholder; the titled card first.
 */
async function rowOf(page: Page, testId: string, title: string) {
  const cards = await page.getByTestId(testId).evaluateAll((elements) =>
    elements.map((card) => ({
      title: card.querySelector('h2, h3')!.textContent!.trim(),
      top: Math.round(card.getBoundingClientRect().top),
      imageArea: Math.round(card.firstElementChild!.getBoundingClientRect().height),
      titleTop: Math.round(card.querySelector('h2, h3')!.getBoundingClientRect().top),
      placeholder: card.querySelector('[data-testid="post-image-placeholder"]') !== null,
    })),
  )
  const mine = cards.find((card) => card.title === title)
  expect(mine, `the card of "${title}"`).toBeDefined()
  return [mine!, ...cards.filter((card) => card !== mine && card.top === mine!.top)]
}

// Runs against the admin server (its own database), because it adds a post to the public blog.
test(
  'a post without a cover keeps the grid: its image area is as tall as its neighbours’ and the titles line up',
  { tag: '@no-js' },
  async ({ page }, info) => {
    const port = new URL(String(info.project.use.baseURL)).port
    const prisma = prismaFor(readFileSync(e2eDatabaseUrlFile(port), 'utf8').trim())
    const title = `Kapaksız yazı ${uniqueSuffix()}`
    // A minute ahead: the newest post, on the home page's short list too.
    const post = await createBlogPost(prisma, { title_tr: title, imageUrl: null, createdAt: new Date(Date.now() + 60_000) })
    // Its neighbour has a cover of its own (posts other tests add may have none): the next newest post.
    const { imageUrl } = await prisma.blogPost.findFirstOrThrow({ where: { imageUrl: { not: null } }, select: { imageUrl: true } })
    const neighbour = await createBlogPost(prisma, { title_tr: `${title} komşu`, imageUrl, createdAt: new Date(Date.now() + 59_000) })
    try {
      for (const [path, testId] of [
        ['/blog', 'post-card'],
        ['/', 'home-post-card'],
      ]) {
        await page.goto(path)
        const row = await rowOf(page, testId, title)
        expect(row[0].placeholder, `${path}: the post without a cover shows the placeholder`).toBe(true)
        expect(
          row.some((card) => !card.placeholder),
          `${path}: a card with a cover on the same row`,
        ).toBe(true)
        for (const card of row) {
          expect(Math.abs(card.imageArea - row[0].imageArea), `${path}: image areas of one row`).toBeLessThanOrEqual(1)
          expect(Math.abs(card.titleTop - row[0].titleTop), `${path}: titles of one row`).toBeLessThanOrEqual(1)
        }
        expect(row[0].imageArea).toBeGreaterThan(100)
      }
    } finally {
      await prisma.blogPost.deleteMany({ where: { id: { in: [post.id, neighbour.id] } } })
      await prisma.$disconnect()
    }
  },
)
