import type { Page } from '@playwright/test'
import { privacyContent } from '../../app/features/content/pages/legal'
import { locales } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { pagePath, type StaticPageName, sitePages } from '../../app/site-map'
import { createLeadWithPrivateLink } from '../support/factories'
import { initialPageContent } from '../support/page-content'
import { type Db, expect, jsEnabled, test } from './fixtures'

/**
 * No public page contacts another host before the visitor asks for it: every page of the site map
 * (each product, post and a private request page included), in every language, loads only from
 * the site itself. The contact page's map (Google Maps) comes only after a click on its button;
 * without JavaScript the page links to it instead.
 */

const dictionaries = { tr, en, de }

/** Every page of the site map in `locale`: files (PDFs) left out, parameters filled from the database. */
async function everyPage(db: Db, locale: (typeof locales)[number]): Promise<{ fixed: string[]; filled: string[] }> {
  const products = await db.query<{ slug: string }>('SELECT slug FROM "Product" WHERE "isActive" ORDER BY slug')
  const posts = await db.query<{ slug: string }>('SELECT slug FROM "BlogPost" WHERE "isActive" ORDER BY slug')
  const { token } = await createLeadWithPrivateLink(db.prisma, { name: `Third party ${Date.now()}` })
  const fixed: string[] = []
  const filled: string[] = []
  for (const [name, entry] of Object.entries(sitePages)) {
    if ('file' in entry) continue
    if (name === 'product') filled.push(...products.map(({ slug }) => pagePath('product', locale, { slug })))
    else if (name === 'blog-post') filled.push(...posts.map(({ slug }) => pagePath('blog-post', locale, { slug })))
    else if (name === 'request') filled.push(pagePath('request', locale, { token }))
    else if (!entry.path.includes(':')) fixed.push(pagePath(name as StaticPageName, locale))
    else throw new Error(`A page with parameters this test does not know how to fill: ${name}`)
  }
  expect(products.length).toBeGreaterThan(0)
  expect(posts.length).toBeGreaterThan(0)
  return { fixed, filled }
}

/** The requests of the page to any host but the site's own, from now on. */
function foreignRequests(page: Page, siteOrigin: string) {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return
    if (url.origin !== siteOrigin) seen.push(`${page.url()} → ${request.url()}`)
  })
  return seen
}

/**
 * Opens `path` (until its load event) and lists what the page would load from another host: every
 * element that loads by itself (frames, images, scripts, styles, media, objects), lazy ones too,
 * so a frame below the fold counts although it waits for the visitor to scroll.
 */
async function openAndAudit(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status(), path).toBe(200)
  const foreign = await page.evaluate(() => {
    const urls: string[] = []
    const add = (value: string | null) => {
      if (!value) return
      for (const candidate of value.split(',')) {
        const url = candidate.trim().split(/\s+/)[0]
        if (url && new URL(url, document.baseURI).origin !== location.origin) urls.push(url)
      }
    }
    for (const element of document.querySelectorAll('[src], [srcset], [poster], object[data], link[href]')) {
      if (
        element instanceof HTMLLinkElement &&
        !/stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|manifest/.test(element.rel)
      )
        continue
      add(element.getAttribute('src'))
      add(element.getAttribute('srcset'))
      add(element.getAttribute('poster'))
      add(element.getAttribute('data'))
      if (element instanceof HTMLLinkElement) add(element.getAttribute('href'))
    }
    return urls
  })
  return foreign.map((url) => `${path} would load ${url}`)
}

for (const locale of locales) {
  // In two halves (the pages without parameters, then the rest), so each test stays short.
  for (const half of ['pages without parameters', 'products, posts and a private request page'] as const) {
    test(`${locale}: no page of the site map sends a request to another host (${half})`, async ({ page, db, baseURL }) => {
      test.setTimeout(120_000)
      const seen = foreignRequests(page, new URL(baseURL!).origin)
      const { fixed, filled } = await everyPage(db, locale)
      for (const path of half === 'pages without parameters' ? fixed : filled) seen.push(...(await openAndAudit(page, path)))
      expect(seen).toEqual([])
    })
  }
}

test.describe('the contact page’s map', () => {
  for (const locale of locales) {
    const dict = dictionaries[locale]
    test(`${locale}: a preview of our own until the visitor asks; then the map`, async ({ page, baseURL }, info) => {
      const seen = foreignRequests(page, new URL(baseURL!).origin)
      expect(await openAndAudit(page, pagePath('contact', locale))).toEqual([])
      const card = page.getByRole('region', { name: dict.contact.location.title })
      await expect(card.getByTestId('map-preview')).toContainText(dict.contact.location.consentText)
      await expect(card.getByRole('link', { name: dict.contact.location.privacyLink })).toHaveAttribute('href', pagePath('privacy', locale))
      await expect(card.getByRole('link', { name: new RegExp(dict.contact.location.openInMaps) })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\//,
      )
      await expect(card.locator('iframe')).toHaveCount(0)
      expect(seen).toEqual([])
      if (!jsEnabled(info)) {
        await expect(card.getByTestId('map-preview')).toContainText(dict.contact.location.withoutScript)
        return
      }
      const requested = page.waitForRequest((request) => new URL(request.url()).hostname === 'www.google.com')
      await card.getByRole('button', { name: dict.contact.location.loadMap }).click()
      await expect(card.getByTestId('map-frame')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/)
      await requested
    })
  }
})

test('the privacy policy says the map loads only on request, in every language', { tag: '@no-js' }, async ({ page }) => {
  for (const locale of locales) {
    // The fifth section: the map on the contact page.
    const map = initialPageContent(privacyContent, locale).sections[4]
    await page.goto(pagePath('privacy', locale))
    const section = page.getByRole('heading', { name: map.title, level: 2 })
    await expect(section).toBeVisible()
    await expect(page.getByText(map.text.text)).toBeVisible()
    expect(map.text.text).toMatch(/Google/)
  }
})
