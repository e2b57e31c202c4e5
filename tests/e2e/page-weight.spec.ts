import { homeContent } from '../../app/features/content/pages/home'
import en from '../../app/locales/en'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import { seedProducts } from '../../prisma/seed-data/products'
import { initialPageContent } from '../support/page-content'
import { expect, jsEnabled, test } from './fixtures'

const product = seedProducts[0]
const post = seedBlogPosts[0]

/** The dictionary scripts (/assets/tr-….js, en-…, de-…) the build makes. */
const isDictionary = (url: string) => /\/assets\/(tr|en|de)-[\w-]+\.js$/.test(new URL(url).pathname)

const pages = [
  { path: '/de', lcp: 'section img[fetchpriority="high"]' },
  { path: '/en/products', lcp: null },
  { path: `/products/${product.slug}`, lcp: '[data-testid="gallery-main"]' },
  { path: `/en/blog/${post.slug}`, lcp: '[data-testid="post-image"]' },
  { path: '/de/rfq', lcp: null },
]

for (const { path, lcp } of pages) {
  test(`${path} fetches its largest image first and hydrates without a dictionary`, async ({ page }, info) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(path, { waitUntil: 'networkidle' })

    // Styled (the stylesheet is a cached file, see app/root.tsx).
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 250, 244)')

    // The largest image is found in the HTML, fetched first, never lazily, with its size reserved.
    if (lcp) {
      const image = page.locator(lcp).first()
      await expect(image).toHaveAttribute('fetchpriority', 'high')
      await expect(image).not.toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
      // Announced at the top of the HTML, so the browser asks for it before any script.
      const html = await (await page.request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const src = (await image.getAttribute('src'))!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      expect(head).toMatch(new RegExp(`<link rel="preload" as="image" href="${src}"[^>]*fetchpriority="high"`, 'i'))
    }
    if (!jsEnabled(info)) return
    if (path === '/de') return

    // The texts the page shows came with it (also those only drawn once hydrated, such as the
    // quote form's product dialog): a page only looked at downloads no dictionary.
    const texts = JSON.parse((await page.locator('script#page-texts').textContent()) ?? '{}')
    expect(Object.keys(texts).length).toBeGreaterThan(0)
    expect(texts).not.toHaveProperty('emails')
    expect(requested.filter(isDictionary)).toEqual([])
  })
}

for (const path of ['/', '/en', '/de']) {
  test(`${path} is not hydrated: one small script makes its menus and titles work`, { tag: '@js' }, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.clock.install()
    await page.goto(path, { waitUntil: 'networkidle' })
    // No React, no router, no page data, no dictionary: the enhancements alone.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)])
    await expect(page.locator('script#page-texts')).toHaveCount(0)
    expect(await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window)).toBe(false)
    // A few kilobytes on the wire, where React, React DOM and the router alone are ~107 kB.
    const script = await page.request.get(scripts[0]!, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(script.headers()['content-encoding']).toBe('gzip')
    expect(Number(script.headers()['content-length'])).toBeLessThan(3_000)

    // The hero's two titles take turns every 7 seconds.
    const heading = page.getByRole('heading', { level: 1 })
    const first = await heading.textContent()
    await page.clock.runFor(7_000)
    await expect(heading).not.toHaveText(first!)
    await page.clock.runFor(7_000)
    await expect(heading).toHaveText(first!)

    // A menu closes on Escape, giving the focus back to its button, and on a click elsewhere.
    const switcher = page.getByTestId('language-switcher')
    await switcher.locator('summary').click()
    await page.keyboard.press('Tab')
    await expect(switcher.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(switcher.getByRole('link').first()).toBeHidden()
    await expect(switcher.locator('summary')).toBeFocused()
    await switcher.locator('summary').click()
    await expect(switcher.getByRole('link').first()).toBeVisible()
    await heading.click()
    await expect(switcher.getByRole('link').first()).toBeHidden()
  })
}

test('home reached in the browser from a hydrated page is rendered there, its titles turning', { tag: '@js' }, async ({ page }) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.clock.install()
  await page.goto('/en/about', { waitUntil: 'networkidle' })
  await page.locator('header').getByRole('link', { name: 'Aydın Dried Figs' }).click()
  await expect(page).toHaveURL(/\/en$/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(en.hero.title1)
  await page.clock.runFor(7_000)
  await expect(heading).toHaveText(initialPageContent(homeContent, 'en').hero.title2)
  expect(documents).toHaveLength(1)
})

test('pages reached in the browser show their texts in the page’s language, back and forth', { tag: '@js' }, async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/de/about', { waitUntil: 'networkidle' })
  const documents = () =>
    requested.filter((url) => !new URL(url).pathname.startsWith('/assets/') && !/\.(svg|ico|png|webp)$|__manifest|\.data/.test(url))
  const loads = documents().length

  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Produkte', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/products$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Trockenfeigen-Sortiment')
  // Texts the first page never showed: they came with the rest of the German dictionary.
  await expect(page.getByText('Unsere Trockenfeigen: in der Sonne von Aydın getrocknet', { exact: false })).toBeVisible()
  expect(requested.filter(isDictionary).map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/\/assets\/de-/)])

  await page.locator('#main').getByRole('link', { name: product.title_de }).first().click()
  await expect(page).toHaveURL(new RegExp(`/de/products/${product.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title_de)
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Produkte' })).toBeVisible()

  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/de\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // All of it in the browser: no new document was loaded.
  expect(documents().length).toBe(loads)
})

test('a form page loads its checks only when the visitor starts on the form, then checks in the browser', { tag: '@js' }, async ({
  page,
}) => {
  const requested: { url: string; method: string }[] = []
  page.on('request', (request) => requested.push({ url: request.url(), method: request.method() }))
  const checks = () => requested.filter(({ url }) => /\/assets\/form-validation-[\w-]+\.js$/.test(new URL(url).pathname))
  await page.goto('/en/contact', { waitUntil: 'networkidle' })
  await expect(page.locator('form[data-hydrated]')).toBeVisible()
  expect(checks()).toEqual([])

  await page.locator('form[data-hydrated] input[type="text"]').first().focus()
  await expect.poll(() => checks().length).toBe(1)
  // Downloaded is not yet in use: the form says when its checks are in place.
  await expect(page.locator('form[data-checks="ready"]')).toHaveCount(1)
  const posts = () => requested.filter(({ method }) => method === 'POST').length
  const before = posts()
  await page.locator('form[data-hydrated] button[type="submit"]').last().click()
  // Refused in the browser, with the page's messages: nothing was posted.
  await expect(page.getByText(en.validation.subjectRequired).first()).toBeVisible()
  expect(posts()).toBe(before)
})

test('the quote form’s code comes after the page’s own scripts; reached in the browser, the form is there at once', { tag: '@js' }, async ({
  page,
}) => {
  // The page's first scripts (announced in its head) leave out the form and its form library…
  const html = await (await page.request.get('/de/rfq')).text()
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href)
  expect(preloaded.some((href) => /\/framework-/.test(href))).toBe(true)
  expect(preloaded.filter((href) => /quote-form|helpers/.test(href))).toEqual([])
  // …which is in the HTML all the same, and takes over once its code is in.
  expect(html).toMatch(/<form[^>]+method="post"/)
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/de/rfq')
  await expect(page.locator('#rfq-form form[data-hydrated]')).toBeVisible()
  expect(requested.some((url) => /\/assets\/quote-form-[\w-]+\.js$/.test(url))).toBe(true)

  // Reached from another page in the browser: the form comes with the page, ready.
  await page.goto('/de/export', { waitUntil: 'networkidle' })
  const documentsBefore = requested.filter((url) => !/\/assets\/|\/api\/|\.data|__manifest|\.(svg|ico|png|webp)$/.test(url)).length
  await page.locator('#main').getByRole('link', { name: 'Angebot anfordern', exact: true }).first().click()
  await expect(page).toHaveURL(/\/de\/rfq$/)
  await expect(page.locator('#rfq-form form[data-hydrated]')).toBeVisible()
  expect(await page.locator('#rfq-form select[name="country"] option').count()).toBeGreaterThan(200)
  expect(requested.filter((url) => !/\/assets\/|\/api\/|\.data|__manifest|\.(svg|ico|png|webp)$/.test(url)).length).toBe(documentsBefore)
})
