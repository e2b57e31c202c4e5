import type { Locator, Page } from '@playwright/test'
import { rfqContent } from '../../app/features/content/pages/rfq'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import { initialPageContent } from '../support/page-content'
import { type Db, expect, jsEnabled, signInAsAdmin, test } from './fixtures'

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
          .getByRole('heading', { name: initialPageContent(rfqContent, l.lang).links.title, exact: true })
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

/**
 * A quote request from a German buyer (POST /api/rfq) with two products, and a quote for it made
 * and sent through the admin API (CIF Hamburg, freight and pallets): the request's private page,
 * the quote's id and the admin's token.
 */
async function sentQuote(page: Page, db: Db, baseURL: string, { send = true } = {}) {
  const guard = await (await page.request.get('/api/form-guard')).json()
  const products = await db.query<{ id: string }>('SELECT id FROM "Product" WHERE slug = ANY($1) ORDER BY slug', [
    ['lerida-incir', 'protoben-incir'],
  ])
  const rfq = await page.request.post('/api/rfq', {
    data: {
      locale: 'de',
      name: 'Hans Müller',
      company: 'Feinkost Import GmbH',
      email: `phone-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.de`,
      phone: '+49 40 1234567',
      country: 'DE',
      city: 'Hamburg',
      formStartedAt: guard.formStartedAt,
      submissionKey: guard.submissionKey,
      items: products.map((product) => ({ productId: product.id, quantity: 12_500, calibre: '3', packSize: 12.5 })),
    },
  })
  expect(rfq.status()).toBe(201)
  const { id: leadId, requestUrl } = (await rfq.json()) as { id: string; requestUrl: string }
  const token = await signInAsAdmin(page.context(), db, baseURL)
  const headers = { Authorization: `Bearer ${token}` }
  const created = await page.request.post(`/api/admin/leads/${leadId}/quotes`, {
    headers,
    data: {
      currency: 'EUR',
      lines: products.map((product, i) => ({
        productId: product.id,
        calibre: '3',
        packSizeKg: '12.5',
        quantityKg: '12500',
        unitPrice: i ? '10.4375' : '9.995',
      })),
      extras: [
        { kind: 'freight', amount: '12450.50' },
        { kind: 'pallets', amount: '1875' },
      ],
      incoterm: 'CIF',
      incotermPlace: 'Hamburg',
      paymentTerms: 'part-advance',
      advancePercent: 30,
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    },
  })
  expect(created.status()).toBe(201)
  const { id: quoteId } = (await created.json()) as { id: string }
  if (send) expect((await page.request.post(`/api/admin/quotes/${quoteId}/send`, { headers })).status()).toBe(200)
  return { requestPath: new URL(requestUrl).pathname, quoteId }
}

/**
 * Each element of `figures` is readable where the page puts it: scrolled to (down only, never
 * sideways), the browser hits that element at its centre, inside the screen's width; and the page
 * itself never scrolls sideways.
 */
async function expectReadable(page: Page, figures: Locator, count: number) {
  await expect(figures).toHaveCount(count)
  for (const figure of await figures.all()) {
    const seen = await figure.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: Math.max(0, top - window.innerHeight / 2), left: 0, behavior: 'instant' })
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        text: element.textContent,
        within: box.left >= 0 && box.right <= window.innerWidth,
        hit: hit !== null && element.contains(hit),
        at: hit ? `${hit.tagName} ${hit.textContent?.slice(0, 40)}` : 'nothing',
      }
    })
    expect(seen, `“${seen.text}” is read at its place (the browser hits ${seen.at})`).toMatchObject({ within: true, hit: true })
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
}

test.describe('a quote on a 390 × 844 phone', () => {
  test.use({ viewport: phone })

  test('the buyer reads each line’s price and total and the grand total without scrolling sideways', async ({
    page,
    db,
    baseURL,
  }, info) => {
    const { requestPath } = await sentQuote(page, db, baseURL!)
    await page.goto(requestPath)
    await expect(page.getByTestId('quote-line')).toHaveCount(2)
    await page.getByTestId('quote').screenshot({ path: info.outputPath('quote-on-phone.png') })
    await expectReadable(page, page.getByTestId('quote').getByTestId('line-price'), 2)
    await expectReadable(page, page.getByTestId('quote').getByTestId('line-total'), 2)
    await expectReadable(page, page.getByTestId('quote-total'), 1)
    // Each figure says what it is: the column's name is shown above it.
    const price = page.getByTestId('line-price').first()
    expect(await price.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${de.requests.unitPrice}"`)
  })

  test('the admin reads them on the quote’s page and on the check before sending', async ({ page, db, baseURL }) => {
    const sent = await sentQuote(page, db, baseURL!)
    await page.goto(`/admin/quotes/${sent.quoteId}`)
    await expectReadable(page, page.getByTestId('quote-figures').getByTestId('line-price'), 2)
    await expectReadable(page, page.getByTestId('quote-figures').getByTestId('line-total'), 2)
    await expectReadable(page, page.getByTestId('quote-total'), 1)

    const draft = await sentQuote(page, db, baseURL!, { send: false })
    await page.goto(`/admin/quotes/${draft.quoteId}/send`)
    await expectReadable(page, page.getByTestId('line-price'), 2)
    await expectReadable(page, page.getByTestId('line-total'), 2)
    await expectReadable(page, page.getByTestId('quote-total'), 1)
  })
})
