import { seedProducts } from '../../prisma/seed-data/products'
import { expect, jsEnabled, test } from './fixtures'

const homes = [
  { path: '/', lang: 'tr', nav: 'Ana Sayfa', greeting: 'Merhaba', brand: 'Aydın Kuru İncir' },
  { path: '/en', lang: 'en', nav: 'Home', greeting: 'Hello', brand: 'Aydın Dried Figs' },
  { path: '/de', lang: 'de', nav: 'Startseite', greeting: 'Hallo', brand: 'Aydın Trockenfeigen' },
]

for (const home of homes) {
  test(`home in ${home.lang}: language, canonical, hreflang and switcher`, async ({ page, baseURL }) => {
    const response = await page.goto(home.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
    await expect(page.locator('h1')).toBeVisible()
    // German compounds break at syllables rather than overflow a phone's width.
    await expect(page.locator('h1')).toHaveCSS('hyphens', home.lang === 'de' ? 'auto' : 'manual')
    await expect(page.getByRole('link', { name: home.nav, exact: true }).first()).toBeAttached()
    // One company name in the page's language: logo, footer and its copyright line (built-in
    // page titles end with it too: withSiteName).
    await expect(page.locator('header a[href]').nth(1)).toHaveText(home.brand)
    await expect(page.locator('footer p').first()).toHaveText(home.brand)
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} ${home.brand}.`)

    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveAttribute('href', `${baseURL}${home.path}`)
    const alternates = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    )
    expect(alternates).toEqual({ tr: `${baseURL}/`, en: `${baseURL}/en`, de: `${baseURL}/de`, 'x-default': `${baseURL}/` })

    // Structured data: the organisation and the site in this language, published by it.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => JSON.parse(text))
    const organization = blocks.find((block) => block['@type'] === 'Organization')
    const website = blocks.find((block) => block['@type'] === 'WebSite')
    expect(website).toMatchObject({ url: `${baseURL}${home.path}`, inLanguage: home.lang, publisher: { '@id': organization['@id'] } })
    expect(website.name).toBeTruthy()

    const switcher = page.getByTestId('language-switcher')
    await expect(switcher.locator('summary')).toHaveText(new RegExp(home.lang.toUpperCase()))
    await switcher.locator('summary').click()
    for (const name of ['Türkçe', 'English', 'Deutsch']) await expect(switcher.getByRole('link', { name })).toBeVisible()

    const messaging = page.locator('a[href^="https://wa.me/"]').first()
    const text = new URL((await messaging.getAttribute('href'))!).searchParams.get('text')
    expect(text).toContain(home.greeting)
    // Every chat link opens a new tab and tells a screen reader so, in the page's language.
    const newTab: Record<string, string> = { tr: '(yeni sekmede açılır)', en: '(opens in a new tab)', de: '(öffnet in einem neuen Tab)' }
    for (const link of await page.locator('a[href^="https://wa.me/"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAccessibleDescription(newTab[home.lang]!)
    }
  })
}

test('choosing a language keeps the page, is remembered, and brings a returning visitor back to it', async ({ page, context }) => {
  await page.goto('/')
  const switcher = page.getByTestId('language-switcher')
  await switcher.locator('summary').click()
  await switcher.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const cookie = (await context.cookies()).find((c) => c.name === 'locale')
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600_000)

  await page.goto('/')
  await expect(page).toHaveURL(/\/de$/)

  await page.getByTestId('language-switcher').locator('summary').click()
  await page.getByTestId('language-switcher').getByRole('link', { name: 'Türkçe' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
})

test('crawlers are never redirected by a stored language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
  const page = await context.newPage()
  await page.goto(`${baseURL}/en?lng=en`)
  expect((await context.cookies()).map((c) => c.name)).toContain('locale')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await context.close()
})

for (const { path, lang, title } of [
  { path: '/nope', lang: 'tr', title: 'Sayfa Bulunamadı' },
  { path: '/en/nope/deeper', lang: 'en', title: 'Page Not Found' },
  { path: '/de/gibt-es-nicht', lang: 'de', title: 'Seite nicht gefunden' },
]) {
  test(`unknown path ${path} answers 404 in ${lang} inside the site layout`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
    await expect(page.locator('footer')).toBeVisible()
  })
}

// The public site is one route tree under an optional language segment: any other first segment,
// even before a real page, is a missing page in Turkish (never that page, never a missing record).
for (const path of ['/tr/rfq', '/xx/about', `/fr/products/${seedProducts[0].slug}`]) {
  test(`${path} answers the not-found page in Turkish, with the site's menus`, { tag: '@no-js' }, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa Bulunamadı')
    await expect(page.locator(`header a[href="/products/${seedProducts[0].slug}"]`).first()).toBeAttached()
  })
}

// Home is not hydrated (its menus work without React), the about page is: both kinds of page.
for (const { viewport, path } of [
  { viewport: { width: 390, height: 844 }, path: '/en' },
  { viewport: { width: 820, height: 1180 }, path: '/en/about' },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} screen`, () => {
    test.use({ viewport })

    test(`the slide-out menu of ${path} shows every link, covers the page, keeps the focus and closes`, async ({ page }, info) => {
      await page.goto(path)
      const menu = page.getByTestId('mobile-menu')
      const panel = menu.getByRole('navigation')
      const button = menu.locator('summary')
      await expect(panel).toBeHidden()
      await expect(button).toHaveAccessibleName('Open menu')
      await button.click()
      await expect(panel).toBeVisible()
      await expect(button).toHaveAccessibleName('Close menu')

      // The panel is as tall as the screen, and the overlay covers the whole page.
      const panelBox = await panel.boundingBox()
      expect(panelBox?.height).toBe(viewport.height)
      const overlayBox = await page.getByTestId('mobile-menu-overlay').boundingBox()
      expect(overlayBox).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })

      const links = panel.getByRole('link')
      await expect(panel.locator('a[href^="/en/products/"]')).toHaveCount(6)
      await expect(panel.getByRole('link', { name: 'All Products...' })).toHaveAttribute('href', '/en/products')
      await expect(panel.getByRole('link', { name: /Trial Package/i })).toBeVisible()
      await expect(panel.locator('a[href^="https://wa.me/"]')).toBeVisible()
      // Each link can be brought into view inside the panel, whole, and is the element a tap reaches.
      for (const link of await links.all()) {
        await link.scrollIntoViewIfNeeded()
        await expect(link).toBeInViewport({ ratio: 1 })
        const box = await link.boundingBox()
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null, {
          x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
          y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
        })
        expect(hit).toBe(await link.getAttribute('href'))
      }

      if (jsEnabled(info)) {
        // Tab stays in the open menu, both ways round.
        await button.focus()
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press('Tab')
          expect(await menu.evaluate((details) => details.contains(document.activeElement))).toBe(true)
        }
        await page.keyboard.press('Shift+Tab')
        expect(await menu.evaluate((details) => details.contains(document.activeElement))).toBe(true)
        // Escape closes it and gives the focus back to the button.
        await page.keyboard.press('Escape')
        await expect(panel).toBeHidden()
        await expect(button).toBeFocused()
        await expect(button).toHaveAccessibleName('Open menu')
        // The page is usable again.
        const logo = page.locator('header').getByRole('link', { name: 'Aydın Dried Figs' })
        await logo.focus()
        await expect(logo).toBeFocused()
        // A tap on the overlay closes it too.
        await button.click()
        await page.mouse.click(10, viewport.height - 10)
        await expect(panel).toBeHidden()
        await button.click()
      }
      // The close button closes it (with and without JavaScript).
      await expect(panel).toBeVisible()
      await button.click()
      await expect(panel).toBeHidden()

      await button.click()
      await panel.getByRole('link', { name: 'About Us' }).click()
      await expect(page).toHaveURL(/\/en\/about$/)
    })
  })
}

test.describe('a first visit whose browser prefers another language', () => {
  test.use({ suggestLanguages: true, locale: 'de-DE' })

  test('is offered the page in that language, never redirected; the answer is remembered', async ({ page }, info) => {
    await page.goto('/en/about')
    await expect(page).toHaveURL(/\/en\/about$/)
    const note = page.getByTestId('language-suggestion')
    if (!jsEnabled(info)) {
      // Without JavaScript the page is the same for everybody: no note, no redirect.
      await expect(note).toHaveCount(0)
      return
    }
    await expect(note).toHaveText(/Diese Seite gibt es auch auf Deutsch\./)
    await expect(note).toHaveAttribute('lang', 'de')
    // Dismissed: gone, and not shown again on the next page.
    await note.getByRole('button', { name: 'Nein, danke' }).click()
    await expect(note).toBeHidden()
    await page.goto('/en/products')
    await page.waitForLoadState('networkidle')
    await expect(note).toHaveCount(0)

    // Another first visit follows it: the same page in German, remembered as the visitor's choice.
    await page.evaluate(() => localStorage.clear())
    await page.goto('/en/about')
    await note.getByRole('link', { name: 'Auf Deutsch lesen' }).click()
    await expect(page).toHaveURL(/\/de\/about(\?lng=de)?$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.waitForLoadState('networkidle')
    await expect(note).toHaveCount(0)
    // On a page already in the preferred language there is nothing to suggest.
    await page.evaluate(() => localStorage.clear())
    await page.goto('/de')
    await page.waitForLoadState('networkidle')
    await expect(note).toHaveCount(0)

    // Home is not hydrated: the note comes all the same, for the same page in German.
    await page.evaluate(() => localStorage.clear())
    await page.goto('/en')
    await expect(note).toHaveText(/Diese Seite gibt es auch auf Deutsch\./)
    await note.getByRole('link', { name: 'Auf Deutsch lesen' }).click()
    await expect(page).toHaveURL(/\/de(\?lng=de)?$/)
    await page.waitForLoadState('networkidle')
    await expect(note).toHaveCount(0)
  })
})
