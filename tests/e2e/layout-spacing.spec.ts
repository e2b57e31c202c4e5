import { staticPages } from '../../app/site-map'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import { seedProducts } from '../../prisma/seed-data/products'
import { expect, test } from './fixtures'

/**
 * Space between a page's last content and the footer, in CSS pixels: the bottom of the last
 * text, picture or control in <main>, or of a box it draws (a card, a call-to-action panel) that
 * is narrower than the page. A band as wide as the page may run into the footer; what is inside
 * it is measured.
 */
function spaceAboveFooter() {
  const main = document.querySelector('main')!
  const footer = document.querySelector('body > footer')!
  const pageWidth = main.getBoundingClientRect().width
  let bottom = 0
  for (const element of main.querySelectorAll('*')) {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
    const drawsBox =
      box.width < pageWidth - 1 &&
      (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' || Number.parseFloat(style.borderBottomWidth) > 0)
    const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    const replaced = /^(img|svg|iframe|input|select|textarea|button|video|canvas)$/i.test(element.tagName)
    if (drawsBox || hasText || replaced) bottom = Math.max(bottom, box.bottom)
  }
  return Math.round(footer.getBoundingClientRect().top - bottom)
}

test('no empty band above the footer: every page’s last content ends 24 to 100 px above it', { tag: '@no-js' }, async ({ page }) => {
  const paths = [
    ...staticPages.map((p) => p.path),
    `/products/${seedProducts[0].slug}`,
    `/blog/${seedBlogPosts[0].slug}`,
    '/no-such-page',
    '/en/no-such-page',
  ]
  const outside: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const space = await page.evaluate(spaceAboveFooter)
    if (space < 24 || space > 100) outside.push(`${path}: ${space} px`)
  }
  expect(outside).toEqual([])
})
