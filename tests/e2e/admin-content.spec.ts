import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { fakeAi } from '../support/fake-openai-control'
import { exclusively, expect, signInAsAdmin, test } from './fixtures'

const unique = (info: TestInfo) => `${info.project.name.replace('admin-', '')}${randomBytes(3).toString('hex')}`

/** The lock the tests that edit the about and FAQ pages take turns with (the js and no-js projects share one server). */
const PAGES_LOCK = 6_101

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`)
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const toast = (page: Page) => page.getByTestId('toast')

/** The FAQPage questions and answers of a page. */
async function faqData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
  return (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => [q.name, q.acceptedAnswer.text])
}

test.describe('admin page content', () => {
  test.describe.configure({ timeout: 150_000 })
  test.beforeEach(async ({ context, db, baseURL }) => {
    await signInAsAdmin(context, db, baseURL!)
  })

  test('the German story edited, previewed, a FAQ entry added in three languages, published, then the earlier revision restored', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const id = unique(info)
    const story = `Unsere neue Geschichte ${id}.`
    await exclusively(baseURL!, PAGES_LOCK, async () => {
      await page.goto('/admin/content')
      await page.getByRole('link', { name: 'Hakkımızda' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible()
      const before = await field(page, 'story.text.de').inputValue()
      expect(before).toMatch(/^Unsere Geschichte begann \{\{foundingYear\}\}/)

      // A draft is not public.
      await field(page, 'story.text.de').fill(story)
      await button(page, 'Taslağı kaydet').click()
      await expect(toast(page)).toContainText('Taslak kaydedildi')
      await expect(page.getByTestId('content-status')).toContainText('Yayınlanmamış taslak var')
      await expect(field(page, 'story.text.de')).toHaveValue(story)
      await page.goto('/de/about')
      await expect(page.getByText(story)).toHaveCount(0)

      // The draft at the admin's preview link, exactly as the page will show it; nobody else can open that link.
      await page.goto('/admin/content/about')
      const preview = await page
        .getByTestId('content-previews')
        .getByRole('link', { name: /Önizle \(Almanca\)/ })
        .getAttribute('href')
      expect(preview).toMatch(/^\/de\/about\?preview=/)
      await page.goto(preview!)
      await expect(page.getByTestId('preview-banner')).toBeVisible()
      await expect(page.getByText(story, { exact: true })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const stranger = await browser.newContext()
      expect((await stranger.request.get(preview!)).status()).toBe(404)
      await stranger.close()

      await page.goto('/admin/content/about')
      await button(page, 'Yayınla').click()
      await expect(toast(page)).toContainText('Yayınlandı')
      await page.goto('/de/about')
      await expect(page.getByText(story, { exact: true })).toBeVisible()
      await page.goto('/en/about')
      await expect(page.getByText(/^Our story began in 1975/)).toBeVisible()

      // A FAQ entry in three languages.
      await page.goto('/admin/content/faq')
      const rows = page.getByTestId('list-items').locator(':scope > ol > li')
      const count = await rows.count()
      await button(page, '+ Soru ekle').click()
      await expect(rows).toHaveCount(count + 1)
      const row = `items[${count}]`
      await field(page, `${row}.question.tr`).fill(`Organik incir var mı ${id}?`)
      await field(page, `${row}.question.en`).fill(`Do you have organic figs ${id}?`)
      await field(page, `${row}.question.de`).fill(`Haben Sie Bio-Feigen ${id}?`)
      await field(page, `${row}.answer.tr`).fill('Evet, sertifikalı **organik** incirimiz var.')
      await field(page, `${row}.answer.de`).fill('Ja, wir haben zertifizierte Bio-Feigen.')
      await button(page, 'Yayınla').click()
      await expect(toast(page)).toContainText('Yayınlandı')

      await page.goto('/de/faq')
      await expect(page.getByText(`Haben Sie Bio-Feigen ${id}?`)).toBeVisible()
      expect((await faqData(page)).at(-1)).toEqual([`Haben Sie Bio-Feigen ${id}?`, 'Ja, wir haben zertifizierte Bio-Feigen.'])
      // The English answer left empty: /en shows the Turkish one, and the list names it missing.
      await page.goto('/en/faq')
      expect((await faqData(page)).at(-1)).toEqual([`Do you have organic figs ${id}?`, 'Evet, sertifikalı organik incirimiz var.'])
      await page.goto('/admin/content')
      await expect(page.getByTestId('content-pages').locator('li', { hasText: 'Sıkça Sorulan Sorular' })).toContainText(
        'Eksik çeviri: İngilizce 1',
      )
      await page.goto('/admin/content/faq')
      await expect(field(page, `${row}.answer.en`).locator('xpath=..')).toContainText('Boş: sitede Türkçesi gösteriliyor')

      // The FAQ's earlier revision back: the new entry is gone again.
      const history = page.getByTestId('content-history').locator(':scope > ol > li')
      await history
        .nth(1)
        .getByRole('button', { name: /Taslak olarak geri yükle/ })
        .click()
      await expect(toast(page)).toContainText('taslak olarak geri yüklendi')
      await expect(rows).toHaveCount(count)
      await button(page, 'Yayınla').click()
      await expect(toast(page)).toContainText('Yayınlandı')
      await page.goto('/de/faq')
      await expect(page.getByText(`Haben Sie Bio-Feigen ${id}?`)).toHaveCount(0)

      // The about page's earlier revision back: the story reads as before.
      await page.goto('/admin/content/about')
      await expect(history.first()).toContainText('Hikâyemiz › Metin (Almanca)')
      await history
        .nth(1)
        .getByRole('button', { name: /Taslak olarak geri yükle/ })
        .click()
      await expect(field(page, 'story.text.de')).toHaveValue(before)
      await button(page, 'Yayınla').click()
      await expect(toast(page)).toContainText('Yayınlandı')
      await page.goto('/de/about')
      await expect(page.getByText(story)).toHaveCount(0)
      await expect(page.getByText(/^Unsere Geschichte begann 1975/)).toBeVisible()
    })
  })

  test('a required Turkish text and an over-long one are refused at the field, with what was typed kept', async ({
    page,
    baseURL,
  }, info) => {
    const id = unique(info)
    await exclusively(baseURL!, PAGES_LOCK, async () => {
      await page.goto('/admin/content/about')
      await field(page, 'story.title.tr').fill('')
      await field(page, 'story.title.de').fill(`Geschichte ${id}`)
      // The browser's own checks are only a convenience: the server refuses an empty Turkish title and 301 characters.
      await field(page, 'story.title.tr').evaluate((input: HTMLInputElement) => input.removeAttribute('required'))
      await field(page, 'giBadge.en').evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'))
      await field(page, 'giBadge.en').fill('x'.repeat(301))
      await button(page, 'Taslağı kaydet').click()
      await expect(page.getByText('Türkçe metin gereklidir')).toBeVisible()
      await expect(page.getByText('En fazla 300 karakter')).toBeVisible()
      await expect(field(page, 'story.title.de')).toHaveValue(`Geschichte ${id}`)
      await expect(field(page, 'giBadge.en')).toHaveValue('x'.repeat(301))
      await expect(page.getByTestId('content-status')).not.toContainText('Yayınlanmamış taslak var')
    })
  })

  test('a Turkish text changed marks its English and German texts outdated until they are confirmed; a time to publish is checked', async ({
    page,
    baseURL,
  }, info) => {
    const id = unique(info)
    await exclusively(baseURL!, PAGES_LOCK, async () => {
      await page.goto('/admin/content/about')
      const mission = page.locator('fieldset', { has: page.locator('[name="mission.title.tr"]') }).last()
      await expect(mission.getByTestId('outdated-translation')).toHaveCount(0)
      await field(page, 'mission.title.tr').fill(`Misyonumuz ${id}`)
      await button(page, 'Taslağı kaydet').click()
      await expect(toast(page)).toContainText('Taslak kaydedildi')
      await expect(mission.getByTestId('outdated-translation')).toHaveCount(2)

      // The German one confirmed as it is: only the English one stays outdated.
      await mission.getByTestId('outdated-translation').nth(1).getByLabel('Çeviri güncel (onayla)').check()
      await button(page, 'Taslağı kaydet').click()
      await expect(toast(page)).toContainText('Taslak kaydedildi')
      await expect(mission.getByTestId('outdated-translation')).toHaveCount(1)
      await expect(field(page, 'mission.title.en').locator('xpath=../..')).toContainText('Türkçesi bu çeviriden sonra değişti')

      // The outdated English one written by the AI from the Turkish, into the draft (the public page keeps its text).
      await fakeAi.respond({ match: `Misyonumuz ${id}`, json: { translations: [{ id: 'mission.title', text: `Our mission ${id}` }] } })
      await button(page, 'Türkçeden çevir (YZ): İngilizce').click()
      await expect(toast(page)).toContainText('1 metin İngilizceye çevrildi ve taslak olarak kaydedildi')
      await expect(field(page, 'mission.title.en')).toHaveValue(`Our mission ${id}`)
      await expect(mission.getByTestId('outdated-translation')).toHaveCount(0)
      const sent = JSON.stringify((await fakeAi.requests(`Misyonumuz ${id}`))[0]?.body)
      expect(sent).toContain('Target language: English')
      expect((await page.request.get('/en/about')).ok()).toBe(true)
      expect(await (await page.request.get('/en/about')).text()).not.toContain(`Our mission ${id}`)

      // A publication time in the past is refused at its field, the typed texts kept.
      await field(page, 'mission.title.de').fill(`Unsere Mission ${id}`)
      await page.getByLabel('Yayın zamanı (İstanbul saati)').fill('2020-01-01T10:00')
      await button(page, 'Taslağı kaydet ve zamanla').click()
      await expect(page.getByText('Yayın zamanı gelecekte olmalıdır')).toBeVisible()
      await expect(field(page, 'mission.title.de')).toHaveValue(`Unsere Mission ${id}`)
      await expect(page.getByLabel('Yayın zamanı (İstanbul saati)')).toHaveValue('2020-01-01T10:00')
      // A time ahead is scheduled; the draft is then dropped with its schedule.
      const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' })
        .format(new Date(Date.now() + 86_400_000))
        .replace(' ', 'T')
      await page.getByLabel('Yayın zamanı (İstanbul saati)').fill(tomorrow)
      await button(page, 'Taslağı kaydet ve zamanla').click()
      await expect(toast(page)).toContainText('yayına zamanlandı')
      await expect(page.getByTestId('content-schedule')).toContainText('Zamanlandı:')
      await button(page, 'Taslağı sil (yayındaki hale dön)').click()
      await expect(toast(page)).toContainText('Taslak silindi')
      await expect(page.getByTestId('content-schedule')).not.toContainText('Zamanlandı:')
      await expect(field(page, 'mission.title.tr')).not.toHaveValue(`Misyonumuz ${id}`)
    })
  })

  test(
    'two editors at once: the second save is refused, showing both versions; it can then save over knowingly',
    { tag: '@no-js' },
    async ({ browser, page, db, baseURL }, info) => {
      const id = unique(info)
      await exclusively(baseURL!, PAGES_LOCK, async () => {
        const other = await browser.newContext({ javaScriptEnabled: false })
        await signInAsAdmin(other, db, baseURL!)
        const second = await other.newPage()
        await page.goto('/admin/content/about')
        await second.goto('/admin/content/about')

        await field(page, 'journey.title.en').fill(`Journey of the first ${id}`)
        await button(page, 'Taslağı kaydet').click()
        await expect(toast(page)).toContainText('Taslak kaydedildi')

        await field(second, 'journey.title.en').fill(`Journey of the second ${id}`)
        await button(second, 'Taslağı kaydet').click()
        const conflict = second.getByTestId('content-conflict')
        await expect(conflict).toContainText('Başka bir kayıt sizden önce geldi')
        const difference = conflict.getByRole('row', { name: /Yolculuğumuz › Başlık/ })
        await expect(difference).toContainText(`Journey of the first ${id}`)
        await expect(difference).toContainText(`Journey of the second ${id}`)
        // The second editor's text is kept in the form, not saved.
        await expect(field(second, 'journey.title.en')).toHaveValue(`Journey of the second ${id}`)
        expect(
          (await db.query<{ draft: { journey: { title: { en: string } } } }>(`SELECT draft FROM "ContentEntry" WHERE key = 'about'`))[0]
            .draft.journey.title.en,
        ).toBe(`Journey of the first ${id}`)

        await button(second, 'Benim sürümümü kaydet (diğerinin yerine)').click()
        await expect(toast(second)).toContainText('Taslak kaydedildi')
        await expect(field(second, 'journey.title.en')).toHaveValue(`Journey of the second ${id}`)

        // Leave no draft behind for the other tests.
        await button(second, 'Taslağı sil (yayındaki hale dön)').click()
        await expect(toast(second)).toContainText('Taslak silindi')
        await other.close()
      })
    },
  )

  test('a picture, products and a PDF picked from their lists: the home hero, its featured products and a document sample', async ({
    page,
    context,
    db,
    baseURL,
  }, info) => {
    const id = unique(info)
    const auth = { Authorization: `Bearer ${await signInAsAdmin(context, db, baseURL!)}` }
    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }, fields: Record<string, string>) => {
      const response = await page.request.post('/api/admin/media', { headers: auth, multipart: { file, ...fields } })
      expect(response.status()).toBe(201)
      return ((await response.json()) as { url: string }).url
    }
    const photo = await sharp(randomBytes(48 * 27 * 3), { raw: { width: 48, height: 27, channels: 3 } })
      .resize(1800, 1012)
      .jpeg()
      .toBuffer()
    const imageUrl = await upload(
      { name: `bahce-${id}.jpg`, mimeType: 'image/jpeg', buffer: photo },
      { category: 'hero', alt_tr: `Bahçe ${id}` },
    )
    const pdfBytes = Buffer.from(`%PDF-1.4\n% ${randomBytes(6).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)
    const pdfUrl = await upload({ name: `mense-ornegi-${id}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes }, { category: 'general' })
    const products = await db.prisma.product.findMany({
      where: { isActive: true },
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: { slug: true, title_tr: true },
      take: 3,
    })
    const [first, , third] = products

    await exclusively(baseURL!, PAGES_LOCK, async () => {
      try {
        await page.goto('/admin/content/home')
        await field(page, 'hero.image').selectOption(imageUrl)
        // A list of products, added row by row (a server round trip without JavaScript).
        await button(page, '+ Ürün ekle').click()
        await field(page, 'products.featured[0].product').selectOption(third.slug)
        await button(page, '+ Ürün ekle').click()
        await field(page, 'products.featured[1].product').selectOption(first.slug)
        await button(page, 'Yayınla').click()
        await expect(toast(page)).toContainText('Yayınlandı')
        await expect(field(page, 'hero.image')).toHaveValue(imageUrl)

        await page.goto('/admin/content/quality')
        await field(page, 'documents.items[0].sample').selectOption(pdfUrl)
        await button(page, 'Yayınla').click()
        await expect(toast(page)).toContainText('Yayınlandı')

        // The home page: the chosen picture behind the hero (with its WebP sizes) and the chosen products, in that order.
        await page.goto('/en')
        const hero = page.locator('section').first().locator('img').first()
        await expect(hero).toHaveAttribute('src', imageUrl)
        await expect(hero).toHaveAttribute('srcset', /\.webp 480w/)
        const cards = page.locator('h3 a[href^="/en/products/"]')
        await expect(cards.first()).toHaveAttribute('href', `/en/products/${third.slug}`)
        await expect(cards.nth(1)).toHaveAttribute('href', `/en/products/${first.slug}`)
        await expect(cards).toHaveCount(2)
        // The quality page offers the sample under the document's name; the export page's table is the same list.
        for (const path of ['/de/quality', '/de/export']) {
          await page.goto(path)
          const sample = page.getByRole('link', { name: 'Muster herunterladen (PDF)' })
          await expect(sample).toHaveCount(1)
          await expect(sample).toHaveAttribute('href', pdfUrl)
        }
      } finally {
        // Back to the installation's choices for the other tests: none.
        for (const [key, name] of [
          ['home', 'hero.image'],
          ['quality', 'documents.items[0].sample'],
        ] as const) {
          await page.goto(`/admin/content/${key}`)
          await field(page, name).selectOption('')
          if (key === 'home') {
            const remove = page.getByTestId('list-products.featured').getByRole('button', { name: /^Sil/ })
            for (let rows = await remove.count(); rows > 0; rows--) {
              await remove.first().click()
              await expect(remove).toHaveCount(rows - 1)
            }
          }
          await button(page, 'Yayınla').click()
          await expect(toast(page)).toContainText('Yayınlandı')
        }
      }
    })
  })

  test('facts once: the founding year set in the site settings changes every sentence stating it or the years in trade, on every page in three languages', {
    tag: '@no-js',
  }, async ({ page, request, baseURL }) => {
    await exclusively(baseURL!, PAGES_LOCK, async () => {
      const paths = await sitemapPaths(request)
      const before = await factStatements(request, paths, { founded: 1975, years: 50 })
      // Both facts are stated in each language, the years in trade on several pages.
      for (const locale of ['tr', 'en', 'de'] as const) {
        expect(total(before, locale, 'founded'), `founding year in ${locale}`).toBeGreaterThan(0)
        expect(pagesStating(before, locale, 'years'), `pages stating the years in trade in ${locale}`).toBeGreaterThan(2)
      }
      try {
        await setFoundingYear(page, '1965')
        const after = await factStatements(request, paths, { founded: 1965, years: 60 })
        // The same statements on the same pages, each with the new figure, and none left with the old one.
        expect(after.map(({ path, founded, years }) => ({ path, founded, years }))).toEqual(
          before.map(({ path, founded, years }) => ({ path, founded, years })),
        )
        expect(
          (await factStatements(request, paths, { founded: 1975, years: 50 })).filter((page) => page.founded + page.years > 0),
        ).toEqual([])
        await page.goto('/en/about')
        const organisation = (await page.locator('script[type="application/ld+json"]').allTextContents())
          .map((text) => JSON.parse(text))
          .find((data) => data['@type'] === 'Organization')
        expect(organisation.foundingDate).toBe('1965')
      } finally {
        await setFoundingYear(page, '1975')
      }
      expect(await factStatements(request, paths, { founded: 1975, years: 50 })).toEqual(before)
    })
  })
})

/** Every public page of the sitemap, by path (all three languages). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname))].sort()
}

interface FactStatements {
  path: string
  locale: 'tr' | 'en' | 'de'
  founded: number
  years: number
}

/**
 * How often each page states the founding year and the years in trade ("50 yılı aşkın", "50+ Years",
 * "über 50 Jahre") in what a visitor reads: its title, description and text.
 */
async function factStatements(request: APIRequestContext, paths: string[], facts: { founded: number; years: number }) {
  const founded = new RegExp(`(?<!\\d)${facts.founded}(?!\\d)`, 'g')
  const years = new RegExp(`(?<!\\d)${facts.years}(?=\\+|\\s?(?:yıl|Yıl|years|Years|Jahre|Jahren|-year))`, 'g')
  const counts: FactStatements[] = []
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
    const text = `${description} ${html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')}`
    const locale = path.startsWith('/en') ? 'en' : path.startsWith('/de') ? 'de' : 'tr'
    counts.push({ path, locale, founded: text.match(founded)?.length ?? 0, years: text.match(years)?.length ?? 0 })
  }
  return counts
}

const total = (counts: FactStatements[], locale: string, fact: 'founded' | 'years') =>
  counts.filter((page) => page.locale === locale).reduce((sum, page) => sum + page[fact], 0)
const pagesStating = (counts: FactStatements[], locale: string, fact: 'founded' | 'years') =>
  counts.filter((page) => page.locale === locale && page[fact] > 0).length

/** The site settings' founding year, published. */
async function setFoundingYear(page: Page, year: string) {
  await page.goto('/admin/content/settings')
  await field(page, 'facts.foundingYear').fill(year)
  await button(page, 'Yayınla').click()
  await expect(toast(page)).toContainText('Yayınlandı')
  await expect(field(page, 'facts.foundingYear')).toHaveValue(year)
}
