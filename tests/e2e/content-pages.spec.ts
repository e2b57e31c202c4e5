import type { Page } from '@playwright/test'
import { aboutContent } from '../../app/features/content/pages/about'
import { calibrationContent } from '../../app/features/content/pages/calibration'
import { exportContent } from '../../app/features/content/pages/export'
import { originContent } from '../../app/features/content/pages/origin'
import { qualityContent } from '../../app/features/content/pages/quality'
import { calibres } from '../../app/features/products/calibres'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { seedSeoSettings } from '../../prisma/seed-data/seo-settings'
import { initialPageContent, withFacts } from '../support/page-content'
import { expect, test } from './fixtures'

type Dictionary = typeof en
const languages = [
  { lang: 'tr', prefix: '', dict: tr as Dictionary },
  { lang: 'en', prefix: '/en', dict: en },
  { lang: 'de', prefix: '/de', dict: de as Dictionary },
] as const
type Language = (typeof languages)[number]

/** The heading an admin set for the page in the seed, else the dictionary's. */
function expectedH1(page: string, lang: Language['lang'], fallback: string) {
  const setting = seedSeoSettings.find((s) => s.page === page)
  return setting?.[`h1_${lang}`] ?? fallback
}

async function open(page: Page, path: string, { lang, prefix }: Language) {
  const response = await page.goto(`${prefix}${path}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

/** Internal links inside the page body stay in the page's language (an uploaded file, such as a certificate's PDF, has none). */
async function expectLocalizedLinks(page: Page, { prefix }: Language) {
  const hrefs = await page
    .locator('main a[href^="/"]:not([href^="/uploads/"])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  expect(hrefs.length).toBeGreaterThan(1)
  for (const href of hrefs) {
    if (prefix) expect(href === prefix || href.startsWith(`${prefix}/`), href).toBe(true)
    else expect(/^\/(en|de)(\/|$)/.test(href), href).toBe(false)
  }
}

async function jsonLdBlocks(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

async function expectBreadcrumb(page: Page, dict: Dictionary, current: string) {
  const crumbs = page.getByRole('navigation', { name: dict.nav.breadcrumb })
  await expect(crumbs.getByRole('link', { name: dict.nav.home })).toBeVisible()
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current)
}

/** The export documents table (one list, the quality page's, shown on the quality and export pages). */
async function expectDocumentsTable(page: Page, caption: string, expected: readonly { name: string; duration: string }[]) {
  const table = page.getByRole('table', { name: caption })
  await expect(table).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(expected.length)
  for (const [i, doc] of expected.entries()) {
    const row = table.locator('tbody tr').nth(i)
    await expect(row.getByRole('rowheader')).toHaveText(doc.name)
    await expect(row.locator('td').last()).toHaveText(doc.duration)
  }
  // The documents' processing times, whatever the language's word for "days".
  await expect(table.locator('tbody td:last-child')).toHaveText([/^2-3\D/, /^3-5\D/, /^1-2\D/, /^5-7\D/])
}

for (const language of languages) {
  const { lang, dict } = language

  test(`/quality in ${lang}: process, certifications, aflatoxin flow, documents`, { tag: '@no-js' }, async ({ page }) => {
    await open(page, '/quality', language)
    const q = initialPageContent(qualityContent, lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedH1('quality', lang, dict.quality.title))
    await expectBreadcrumb(page, dict, dict.nav.quality)
    // The seed's certificates (the collection, not the page's content), under the declaration's heading, each with its PDF.
    const certificates = page.locator('section', { has: page.getByRole('heading', { level: 2, name: q.certifications.title }) })
    await expect(certificates.getByRole('heading', { level: 3 })).toHaveText(['HACCP', 'ISO 22000', 'BRCGS'])
    await expect(certificates.getByRole('link', { name: new RegExp(`^${dict.certificates.download}`) })).toHaveCount(3)
    const flow = page.locator('section', { has: page.getByRole('heading', { level: 2, name: q.aflatoxin.title }) }).locator('ol > li')
    await expect(flow).toHaveCount(4)
    await expect(flow.getByRole('heading')).toHaveText(q.aflatoxin.steps.map((step) => step.title))
    await expect(page.getByRole('heading', { level: 3, name: q.process.steps[4].title })).toBeVisible()
    await expectDocumentsTable(page, q.documents.title, q.documents.items)
    await expectLocalizedLinks(page, language)
  })

  test(`/origin in ${lang}: cards, timeline, geographical indication, harvest calendar`, { tag: '@no-js' }, async ({ page }) => {
    await open(page, '/origin', language)
    const o = initialPageContent(originContent, lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.origin.title)
    await expectBreadcrumb(page, dict, dict.nav.origin)
    for (const title of [...o.cards.map((card) => card.title), o.gi.title]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    await expect(page.getByText(o.gi.text.text)).toBeVisible()
    for (const step of o.timeline.steps) await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible()
    const calendar = page.locator('section', { has: page.getByRole('heading', { level: 2, name: o.calendar.title }) })
    // August, September and October (harvest.ts's early, main and late phases), in the page's language.
    const phases = [o.calendar.early, o.calendar.main, o.calendar.late]
    await expect(calendar.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(
      { tr: ['Ağustos', 'Eylül', 'Ekim'], en: ['August', 'September', 'October'], de: ['August', 'September', 'Oktober'] }[lang],
    )
    for (const label of phases.map((phase) => phase.label)) {
      await expect(calendar.getByRole('listitem').getByText(label, { exact: true })).toBeVisible()
    }
    await expectLocalizedLinks(page, language)

    // On a phone the twelve months fit: no month and no label runs out of its box, nor the page sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    const overflowing = await calendar
      .locator('div[aria-hidden="true"] > div')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => [cell, ...cell.children].some((box) => box.scrollWidth > box.clientWidth + 1))
          .map((cell) => cell.textContent),
      )
    expect(overflowing).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test(`/export in ${lang}: cards, INCOTERMS, shipping, documents, HS codes`, { tag: '@no-js' }, async ({ page }) => {
    await open(page, '/export', language)
    const x = dict.export
    const c = initialPageContent(exportContent, lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.title)
    await expectBreadcrumb(page, dict, dict.nav.export)
    for (const title of [...c.cards.map((card) => card.title), c.incoterms.title, c.shipping.title, c.documents.title, c.hsCodes.title])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    // The delivery terms offered, in this order, each heading carrying its code.
    expect(c.incoterms.items.map((term) => term.code)).toEqual(['FOB', 'CIF', 'DDP'])
    for (const term of c.incoterms.items) {
      await expect(page.getByRole('heading', { level: 3, name: term.title })).toContainText(term.code)
    }
    // The shipping modes (sea, air, land) with their transit days.
    for (const [i, days] of ['15-30', '3-7', '5-15'].entries()) {
      const mode = c.shipping.modes[i]
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: mode.title }) })
      await expect(card).toContainText(mode.duration)
      await expect(card).toContainText(days)
    }
    await expectDocumentsTable(page, c.documents.title, initialPageContent(qualityContent, lang).documents.items)
    const hs = page.getByRole('table', { name: c.hsCodes.title })
    await expect(hs.getByRole('rowheader')).toHaveText(['0804.20.10', '0804.20.90'])
    await expect(hs.locator('tbody td')).toHaveText([x.hsCodes.fresh, x.hsCodes.dried])
    await expectLocalizedLinks(page, language)
  })

  test(`/about in ${lang}: own SEO texts, story, values and statistics`, { tag: '@no-js' }, async ({ page }) => {
    await open(page, '/about', language)
    const a = dict.about
    const c = initialPageContent(aboutContent, lang)
    await expect(page).toHaveTitle(withFacts(a.metaTitle))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', withFacts(a.metaDescription))
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', withFacts(a.metaKeywords))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.heading)
    await expect(page.getByText(c.subtitle)).toBeVisible()
    await expectBreadcrumb(page, dict, dict.nav.about)
    await expect(page.locator('main img[src="/images/logo.svg"]')).toBeVisible()
    await expect(page.getByText(c.giBadge)).toBeVisible()
    for (const title of [c.story.title, c.love.title, c.journey.title, c.heritage.title, c.mission.title, c.vision.title, c.values.title]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(c.values.items.map((value) => value.title))
    const stats = page.locator('main dl > div')
    await expect(stats.locator('dd')).toHaveText(c.stats.map((stat) => stat.value))
    // The company's figures (Turkish writes the percent sign first).
    await expect(stats.locator('dd')).toHaveText(['50+', '10', '100+', /^(100 ?%|%100)$/])
    await expect(stats.locator('dt')).toHaveText(c.stats.map((stat) => stat.label))
    // The story's three paragraphs, each its own.
    for (const paragraph of c.story.text.text.split('\n\n')) await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
    await expectLocalizedLinks(page, language)
  })

  test(`/calibration in ${lang}: own SEO texts, Article data, the 11 size classes`, { tag: '@no-js' }, async ({ page, baseURL }) => {
    await open(page, '/calibration', language)
    const c = dict.calibration
    const content = initialPageContent(calibrationContent, lang)
    await expect(page).toHaveTitle(c.metaTitle)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', c.metaDescription)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
    await expectBreadcrumb(page, dict, dict.nav.calibration)

    await expect(page.getByText(content.intro.text)).toBeVisible()
    const rows = page.getByRole('table', { name: content.tableTitle }).locator('tbody tr')
    await expect(rows).toHaveCount(11)
    await expect(rows.getByRole('rowheader')).toHaveText(calibres.map((k) => k.code))
    await expect(rows.first()).toContainText('36-40')
    await expect(rows.last()).toContainText('101-130')
    for (const [i, k] of calibres.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText([k.names[lang], `${k.min}-${k.max}`])
    }

    await expect(page.getByRole('heading', { level: 2, name: content.why.title })).toBeVisible()
    for (const point of content.why.points) await expect(page.getByText(point.text)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: content.conclusion.title })).toBeVisible()
    await expect(page.getByText(content.conclusion.text.text)).toBeVisible()

    const blocks = await jsonLdBlocks(page)
    const organization = blocks.find((b) => b['@type'] === 'Organization')!
    const article = blocks.find((b) => b['@type'] === 'Article') as {
      headline: string
      author: Record<string, string>
      publisher: Record<string, string>
      url: string
    }
    expect(article).toBeDefined()
    expect(article.headline).toBe(c.title)
    expect(article.url).toBe(`${baseURL}${language.prefix}/calibration`)
    for (const party of [article.author, article.publisher]) {
      expect(party['@id']).toBe(organization['@id'])
      expect(party['@id']).toBe(`${baseURL}/#organization`)
      expect(party.name).toBe(organization.name)
    }
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true)
    await expectLocalizedLinks(page, language)
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ['/de/export', '/de/quality', '/de/calibration', '/origin']) {
    test(`${path} fits the screen: no sideways scrolling, table text not cut off`, async ({ page }) => {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const clipped = await page.locator('main table').evaluateAll((tables) =>
        tables.flatMap((table) => {
          const box = table.parentElement!.getBoundingClientRect()
          return [...table.querySelectorAll('tbody th, tbody td')]
            .filter((cell) => cell.getBoundingClientRect().right > box.right + 0.5)
            .map((cell) => cell.textContent)
        }),
      )
      expect(clipped).toEqual([])
    })
  }
})
