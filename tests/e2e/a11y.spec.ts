import AxeBuilder from '@axe-core/playwright'
import { staticPages } from '../../app/site-map'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import { seedProducts } from '../../prisma/seed-data/products'
import { expect, test } from './fixtures'

const paths = [...staticPages.map((p) => p.path), `/products/${seedProducts[0].slug}`, `/blog/${seedBlogPosts[0].slug}`, '/no-such-page']

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Every page in Turkish; in English and German the pages with the most varied markup (the same
  // templates render every language, so language-specific problems show up there too).
  const sample = ['/', '/rfq', `/products/${seedProducts[0].slug}`, `/blog/${seedBlogPosts[0].slug}`]
  for (const prefix of ['', '/en', '/de']) {
    for (const path of prefix ? sample : paths) {
      const url = prefix && path === '/' ? prefix : prefix + path
      test(`${url} has no axe violations`, async ({ page }) => {
        await page.goto(url)
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  }
})
