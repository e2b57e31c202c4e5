import type { Page } from '@playwright/test'
import { calibres } from '../../app/features/products/calibres'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { seedSeoSettings } from '../../prisma/seed-data/seo-settings'
import { initialDocument, pageContentIn } from '../../app/features/content/content-document'
import { aboutContent } from '../../app/features/content/pages/about'
import { renderPageText } from '../../app/lib/markdown.server'
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

/** Internal links inside the page body stay in the page's language. */
async function expectLocalizedLinks(page: Page, { prefix }: Language) {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
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

async function expectDocumentsTable(page: Page, dict: Dictionary, caption: string) {
  const table = page.getByRole('table', { name: caption })
  await expect(table).toBeVisible()
  const docs = dict.quality.documents
  const expected = [docs.certificateOfOrigin, docs.phytosanitary, docs.fumigation, docs.qualityAnalysis]
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedH1('quality', lang, dict.quality.title))
    await expectBreadcrumb(page, dict, dict.nav.quality)
    for (const name of ['HACCP', 'ISO 22000', 'BRC Global Standard']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    }
    const flow = page
      .locator('section', { has: page.getByRole('heading', { level: 2, name: dict.quality.aflatoxin.title }) })
      .locator('ol > li')
    await expect(flow).toHaveCount(4)
    await expect(flow.getByRole('heading')).toHaveText([1, 2, 3, 4].map((n) => dict.quality.aflatoxin[`step${n}Title` as 'step1Title']))
    await expect(page.getByRole('heading', { level: 3, name: dict.quality.process.step5Title })).toBeVisible()
    await expectDocumentsTable(page, dict, dict.quality.documents.title)
    await expectLocalizedLinks(page, language)
  })

  test(`/origin in ${lang}: cards, timeline, geographical indication, harvest calendar`, { tag: '@no-js' }, async ({ page }) => {
    await open(page, '/origin', language)
    const o = dict.origin
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(o.title)
    await expectBreadcrumb(page, dict, dict.nav.origin)
    for (const title of [o.card1Title, o.card2Title, o.card3Title, o.gi.title]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    await expect(page.getByText(o.gi.text)).toBeVisible()
    for (const n of [1, 2, 3, 4] as const)
      await expect(page.getByRole('heading', { level: 3, name: o.timeline[`step${n}Title`] })).toBeVisible()
    const calendar = page.locator('section', { has: page.getByRole('heading', { level: 2, name: o.calendar.title }) })
    await expect(calendar.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      o.calendar.augustMonth,
      o.calendar.septemberMonth,
      o.calendar.octoberMonth,
    ])
    for (const label of [o.calendar.augustLabel, o.calendar.septemberLabel, o.calendar.octoberLabel]) {
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.title)
    await expectBreadcrumb(page, dict, dict.nav.export)
    for (const title of [x.card1Title, x.card2Title, x.card3Title])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    for (const [code, title] of [
      ['FOB', x.incoterms.fobTitle],
      ['CIF', x.incoterms.cifTitle],
      ['DDP', x.incoterms.ddpTitle],
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toContainText(code)
    }
    for (const [mode, days] of [
      ['sea', '15-30'],
      ['air', '3-7'],
      ['land', '5-15'],
    ] as const) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: x.shipping[`${mode}Title`] }) })
      await expect(card).toContainText(x.shipping[`${mode}Duration`])
      await expect(card).toContainText(days)
    }
    await expectDocumentsTable(page, dict, x.documentsTitle)
    const hs = page.getByRole('table', { name: x.hsCodes.title })
    await expect(hs.getByRole('rowheader')).toHaveText(['0804.20.10', '0804.20.90'])
    await expect(hs.locator('tbody td')).toHaveText([x.hsCodes.fresh, x.hsCodes.dried])
    await expectLocalizedLinks(page, language)
  })

  test(`/about in ${lang}: own SEO texts, story, values and statistics`, { tag: '@no-js' }, async ({ page }) => {
    await open(page, '/about', language)
    const a = dict.about
    const c = pageContentIn(aboutContent, initialDocument(aboutContent), lang, renderPageText)
    await expect(page).toHaveTitle(a.metaTitle)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', a.metaDescription)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', a.metaKeywords)
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
    await expect(page).toHaveTitle(c.metaTitle)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', c.metaDescription)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
    await expectBreadcrumb(page, dict, dict.nav.calibration)

    const rows = page.getByRole('table', { name: c.tableTitle }).locator('tbody tr')
    await expect(rows).toHaveCount(11)
    await expect(rows.getByRole('rowheader')).toHaveText(calibres.map((k) => k.code))
    await expect(rows.first()).toContainText('36-40')
    await expect(rows.last()).toContainText('101-130')
    for (const [i, k] of calibres.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText([k.names[lang], `${k.min}-${k.max}`])
    }

    await expect(page.getByRole('heading', { level: 2, name: c.why.title })).toBeVisible()
    for (const n of [1, 2, 3, 4] as const) await expect(page.getByText(c.why[`point${n}`])).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: c.conclusionTitle })).toBeVisible()
    await expect(page.getByText(c.conclusion)).toBeVisible()

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
