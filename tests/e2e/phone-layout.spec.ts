import type { Locator, Page } from '@playwright/test'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { expect, jsEnabled, test } from './fixtures'

const phone = { width: 390, height: 844 }

/** The tallest a fixed layer may be on a phone: a strip with one row of buttons. */
const MAX_OVERLAY_PX = 56

/**
 * Every visible element with `position: fixed`, with its height: what stays over the page while
 * it scrolls (the sticky header is not fixed; the panel of a closed menu is not rendered).
 */
const fixedLayers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed' && element.checkVisibility({ visibilityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ element, box }) => ({ what: element.dataset.testid ?? element.tagName.toLowerCase(), height: Math.round(box.height) })),
  )

/**
 * The points of `locator` (its centre and its corners, 2 px inside) where something else is on
 * top of it: the element the browser hits there is neither it nor inside it.
 */
const coveredPoints = (locator: Locator) =>
  locator.evaluate((target) => {
    const covered: string[] = []
    for (const box of target.getClientRects()) {
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ]
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y)
        if (!hit || !target.contains(hit)) {
          covered.push(
            `(${Math.round(x)}, ${Math.round(y)}) under ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName}`,
          )
        }
      }
    }
    return covered
  })

test.describe('the language note on a 390 × 844 phone', () => {
  test.use({ suggestLanguages: true, locale: 'de-DE', viewport: phone })

  test('is at most a thin strip and covers neither the heading nor the footer scrolled to the bottom', async ({ page }, info) => {
    await page.goto('/en/about')
    const note = page.getByTestId('language-suggestion')
    if (jsEnabled(info)) {
      await expect(note).toBeVisible()
      await expect(note).toHaveAttribute('lang', 'de')
      // A named landmark a screen reader can go to, in the language it suggests.
      await expect(page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toBeVisible()
      await page.screenshot({ path: info.outputPath('6-language-note-phone.png') })
    } else {
      // Without JavaScript the page is the same for everybody (and cached so): no note.
      await expect(note).toHaveCount(0)
    }

    for (const layer of await fixedLayers(page)) {
      expect(layer.height, `${layer.what} is fixed over the page`).toBeLessThanOrEqual(MAX_OVERLAY_PX)
    }
    await expect(page.locator('h1')).toBeVisible()
    expect(await coveredPoints(page.locator('h1'))).toEqual([])

    // Scrolled to the end, every link and line of the footer in the lower half of the screen (where
    // the note is) can be read and tapped.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
      .toBe(true)
    const lowerHalf = page.locator('footer').locator('a, p')
    let checked = 0
    for (const item of await lowerHalf.all()) {
      const box = await item.boundingBox()
      if (!box || box.y < phone.height / 2 || box.y + box.height > phone.height) continue
      checked++
      expect(await coveredPoints(item), `footer item “${await item.innerText()}”`).toEqual([])
    }
    expect(checked).toBeGreaterThan(0)

    if (!jsEnabled(info)) {
      // The way to the German page without JavaScript: the language switcher.
      await expect(page.locator('header a[hreflang="de"]').first()).toHaveAttribute('href', /^\/de\/about\?lng=de$/)
      return
    }
    // Switching and dismissing still work from the strip.
    await expect(note.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/about?lng=de')
    await note.getByRole('button', { name: 'Nein, danke' }).click()
    await expect(note).toHaveCount(0)
    // Gone with it: the room kept for it at the end of the page.
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
  })
})

const calibrePost = seedBlogPosts.find((p) => p.slug === 'incir-kalibrasyonu-a1-a8-nasil-olculur')!
const languages = [
  { lang: 'tr', prefix: '', texts: tr },
  { lang: 'en', prefix: '/en', texts: en },
  { lang: 'de', prefix: '/de', texts: de },
] as const

test.describe('on a 390 px phone', () => {
  test.use({ viewport: phone })

  for (const l of languages) {
    test(`the breadcrumb of a blog post with a long title (${l.lang}) wraps without a line starting with “›”`, async ({ page }) => {
      await page.goto(`${l.prefix}/blog/${calibrePost.slug}`)
      const trail = page.getByRole('navigation', { name: l.texts.nav.breadcrumb }).getByRole('list')
      await expect(trail.locator('[aria-current="page"]')).toHaveText(calibrePost[`title_${l.lang}`])
      const lines = await trail.evaluate((list) => {
        const left = list.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(list).paddingLeft)
        const separators = [...list.querySelectorAll('[aria-hidden="true"]')].filter((s) => s.textContent?.includes('›'))
        const range = document.createRange()
        range.selectNodeContents(list)
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        return {
          count: tops.size,
          separators: separators.length,
          // How far each separator's box is from the list's left edge: 0 is the start of a line.
          offsets: separators.flatMap((s) => [...s.getClientRects()].map((r) => Math.round(r.left - left))),
        }
      })
      // The title is long enough to need a second line on a phone: the test is about that case.
      expect(lines.count).toBeGreaterThan(1)
      expect(lines.separators).toBe(2)
      for (const offset of lines.offsets) expect(offset, 'a “›” at the start of a line').toBeGreaterThan(0)
    })
  }
})

for (const viewport of [phone, { width: 1366, height: 768 }]) {
  test.describe(`the quote page at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const l of languages) {
      test(`the further-reading links (${l.lang}) are boxes of one height`, async ({ page }) => {
        await page.goto(`${l.prefix}/rfq`)
        const section = page.locator('section[aria-labelledby="rfq-content-title"]')
        const links = section
          .getByRole('heading', { name: l.texts.rfq.content.linksTitle, exact: true })
          .locator('xpath=following-sibling::ul[1]')
          .getByRole('link')
        await expect(links).toHaveCount(4)
        const boxes = await links.evaluateAll((all) =>
          all.map((a) => a.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), height: Math.round(r.height) })),
        )
        const rows = [...new Set(boxes.map((box) => box.top))].map((top) => boxes.filter((box) => box.top === top))
        if (viewport.width > 640) expect(rows.length, 'two boxes a row').toBe(2)
        for (const row of rows) expect(row.map((b) => b.height)).toEqual(row.map(() => row[0].height))
        // Boxes that are not side by side are as high as one another too: one rhythm down the list.
        expect(new Set(boxes.map((b) => b.height)).size).toBe(1)
      })
    }
  })
}
