import { siteSettings } from '../../app/features/content/site-settings'
import { calibreOf } from '../../app/features/products/calibres'
import { productTypeName } from '../../app/features/products/product'
import { type Locale, localeTags } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { type SeedProduct, seedProducts } from '../../prisma/seed-data/products'
import { seedSeoSettings } from '../../prisma/seed-data/seo-settings'
import { initialPageContent } from '../support/page-content'
import { expect, test } from './fixtures'
import { startOwnServer } from './own-server'

const languages = [
  { lang: 'tr', prefix: '', texts: tr },
  { lang: 'en', prefix: '/en', texts: en },
  { lang: 'de', prefix: '/de', texts: de },
] as const

// What each filter keeps, counted straight from the seed data.
const filterRules: Record<string, (p: SeedProduct) => boolean> = {
  all: () => true,
  organic: (p) => p.isOrganic,
  natural: (p) => p.isNatural,
  laurel: (p) => p.laurelPacked,
  'pack-10-20': (p) => p.packsKg.includes(10) || p.packsKg.includes(20),
}
const filterLabelKey = { all: 'all', organic: 'organic', natural: 'natural', laurel: 'laurel', 'pack-10-20': 'pack1020' } as const
const bySortOrder = [...seedProducts].sort((a, b) => a.sortOrder - b.sortOrder)
const title = (p: SeedProduct, lang: Locale) => p[`title_${lang}`]

// A product with several images, moisture bounds, and an open-ended price tier.
const product = seedProducts.find((p) => p.images.length > 2 && p.priceRanges.some((r) => r.maxQuantity === undefined))!
const productsSeo = seedSeoSettings.find((s) => s.page === 'products')!

for (const { lang, prefix, texts } of languages) {
  test.describe(`products in ${lang}`, () => {
    test('the list shows every active product in sort order, and each filter link narrows it', async ({ page }) => {
      const response = await page.goto(`${prefix}/products`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsSeo[`h1_${lang}`] ?? texts.products.title)
      await expect(page.getByRole('navigation', { name: texts.nav.breadcrumb })).toContainText(texts.nav.products)

      const cards = page.getByTestId('product-grid').locator('article')
      await expect(cards).toHaveCount(seedProducts.length)
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(bySortOrder.map((p) => title(p, lang)))

      // First three pack sizes and calibres, '…' when there are more.
      const first = cards.first()
      const more = (list: unknown[]) => (list.length > 3 ? / …$/ : /[^…]$/)
      await expect(first.getByTestId('card-packs')).toHaveText(more(bySortOrder[0].packsKg))
      await expect(first.getByTestId('card-calibres')).toHaveText(more(bySortOrder[0].calibres))
      const longCalibres = bySortOrder.findIndex((p) => p.calibres.length > 3)
      await expect(cards.nth(longCalibres).getByTestId('card-calibres')).toHaveText(
        `${bySortOrder[longCalibres].calibres
          .slice(0, 3)
          .map((c) => `A${c}`)
          .join(', ')} …`,
      )

      const filters = page.getByRole('navigation', { name: texts.products.filterLabel })
      // Filtering works the same in every language: every link in Turkish, two elsewhere.
      for (const [filter, rule] of Object.entries(filterRules).filter((_, i) => lang === 'tr' || i < 2)) {
        const expected = bySortOrder.filter(rule)
        const link = filters.getByRole('link', {
          name: new RegExp(`^${texts.products.filters[filterLabelKey[filter as keyof typeof filterLabelKey]]}`),
        })
        await link.click()
        await expect(link).toHaveAttribute('aria-current', 'true')
        await expect(page).toHaveURL(filter === 'all' ? new RegExp(`${prefix}/products$`) : new RegExp(`\\?filter=${filter}$`))
        await expect(filters.locator('[aria-current]')).toHaveCount(1)
        if (expected.length === 0) {
          await expect(page.getByText(texts.products.empty)).toBeVisible()
        } else {
          await expect(cards.getByRole('heading', { level: 2 })).toHaveText(expected.map((p) => title(p, lang)))
        }
      }
    })

    test('an unknown filter value shows all products', { tag: '@no-js' }, async ({ page }) => {
      expect((await page.goto(`${prefix}/products?filter=bogus`))?.status()).toBe(200)
      await expect(page.getByTestId('product-grid').locator('article')).toHaveCount(seedProducts.length)
      const filters = page.getByRole('navigation', { name: texts.products.filterLabel })
      await expect(filters.locator('[aria-current="true"]')).toContainText(texts.products.filters.all)
    })

    // Same markup in every language: checked in Turkish.
    if (lang === 'tr')
      test('card images go next and previous without leaving the page', async ({ page }) => {
        await page.goto(`${prefix}/products`)
        const card = page
          .getByTestId('product-grid')
          .locator('article')
          .filter({ hasText: title(product, lang) })
        const shown = card.locator('[data-testid="card-slide"]:visible img')
        await expect(shown).toHaveAttribute('src', product.images[0].file)
        await card.locator('[data-testid="card-slide"]:visible [data-testid="card-next"]').click()
        await expect(shown).toHaveAttribute('src', product.images[1].file)
        await expect(shown).toHaveAttribute('alt', product.images[1][`alt_${lang}`])
        await card.locator('[data-testid="card-slide"]:visible [data-testid="card-previous"]').click()
        await card.locator('[data-testid="card-slide"]:visible [data-testid="card-previous"]').click()
        // Previous from the first image wraps round to the last.
        await expect(shown).toHaveAttribute('src', product.images.at(-1)!.file)
        await expect(page).toHaveURL(new RegExp(`${prefix}/products$`))
        // Keyboard: the images form a radio group; the arrow key moves on (from the last to the first).
        await expect(card.getByRole('radiogroup', { name: title(product, lang) }).getByRole('radio')).toHaveCount(product.images.length)
        await card.getByRole('radio', { checked: true }).focus()
        await page.keyboard.press('ArrowRight')
        await expect(shown).toHaveAttribute('src', product.images[0].file)
      })

    test('a product page shows its facts, calibres, sorted prices and links', { tag: '@no-js' }, async ({ page }) => {
      const path = `${prefix}/products/${product.slug}`
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(product, lang))
      await expect(page).toHaveTitle(new RegExp(`^${title(product, lang).replace(/[()]/g, '\\$&')} \\| `))
      // The product's own preview picture (its photo and title, tests/e2e/social-preview.spec.ts).
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`^https?://.+/og/${lang}/products/${product.slug}\\.jpg\\?v=`),
      )
      await expect(page.getByRole('navigation', { name: texts.nav.breadcrumb }).getByRole('listitem')).toHaveText([
        texts.nav.home,
        new RegExp(texts.nav.products),
        new RegExp(title(product, lang).replace(/[()]/g, '\\$&')),
      ])

      await expect(page.getByTestId('fact-type')).toContainText(productTypeName(product.type, lang))
      await expect(page.getByTestId('fact-pallet')).toContainText(texts.products.palletInfo)
      await expect(page.getByTestId('fact-pallet')).toContainText(product[`palletInfo_${lang}`])
      await expect(page.getByTestId('fact-moisture')).toContainText(
        texts.products.moistureRange.replace('{{min}}', String(product.moistureMin)).replace('{{max}}', String(product.moistureMax)),
      )
      const calibres = page.getByTestId('calibre-list').getByRole('listitem')
      await expect(calibres).toHaveCount(product.calibres.length)
      await expect(calibres.first()).toContainText(`A${product.calibres[0]}`)
      await expect(calibres.first()).toContainText(calibreOf(product.calibres[0]!)!.names[lang])
      await expect(page.getByTestId('calibre-list')).toContainText('A2')

      const number = new Intl.NumberFormat(localeTags[lang])
      const tables = page.getByTestId('price-table')
      // One table per calibre offered (in size order); one without prices says so.
      await expect(tables).toHaveCount(product.calibres.length)
      for (const [i, calibre] of product.calibres.entries()) {
        const tiers = product.priceRanges.filter((r) => r.calibre === calibre)
        if (tiers.length === 0) {
          await expect(tables.nth(i).getByTestId('price-on-request')).toHaveText(texts.products.priceTable.onRequest)
          continue
        }
        const rowHeads = tables.nth(i).locator('tbody th[scope="row"]')
        const labels = await rowHeads.allTextContents()
        const mins = labels.map((l) => Number(l.split(/[ +]/)[0].replace(/\D/g, '')))
        expect(mins).toEqual([...mins].sort((a, b) => a - b))
        const open = tiers.find((r) => r.maxQuantity === undefined)!
        expect(labels.at(-1)).toBe(`${number.format(open.minQuantity)}+`)
        const bounded = tiers.filter((r) => r.maxQuantity !== undefined).sort((a, b) => a.minQuantity - b.minQuantity)[0]
        expect(labels[0]).toBe(`${number.format(bounded.minQuantity)} - ${number.format(bounded.maxQuantity!)}`)
        const cash = new Intl.NumberFormat(localeTags[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(open.cashPrice)
        await expect(tables.nth(i).locator('tbody tr').last()).toContainText(cash)
      }
      await expect(page.getByText(texts.products.priceTable.note)).toBeVisible()
      // The basis of the prices, from the site settings, under the tables.
      const basis = initialPageContent(siteSettings, lang).prices.basis
      await expect(page.getByTestId('price-basis')).toHaveText(texts.products.priceTable.basis.replace('{{basis}}', basis))
      await expect(tables.first().locator('thead')).toContainText('USD/kg')

      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: texts.products.getQuote, exact: true })).toHaveAttribute(
        'href',
        `${prefix}/rfq?productSlug=${product.slug}`,
      )
      await expect(main.getByRole('link', { name: texts.products.trialPackage, exact: true })).toHaveAttribute(
        'href',
        `${prefix}/trial-package`,
      )
      // No PDFs are uploaded in the seed: the spec button opens the sheet generated in the page's
      // language (tests/e2e/spec-sheets.spec.ts reads it), and there is no certificate of analysis.
      await expect(main.getByRole('link', { name: texts.products.specSheet })).toHaveAttribute(
        'href',
        `${prefix}/products/${product.slug}/spec-sheet.pdf`,
      )
      await expect(main.getByRole('link', { name: texts.products.coa })).toHaveCount(0)
      await expect(main.locator('a[download]')).toHaveCount(0)
    })

    // Same markup in every language: checked in Turkish.
    if (lang === 'tr')
      test('thumbnails switch the big image', async ({ page }) => {
        await page.goto(`${prefix}/products/${product.slug}`)
        const main = page.getByTestId('gallery-main')
        await expect(main).toHaveAttribute('src', product.images[0].file)
        const thumbnail = (n: number) =>
          page.getByRole('link', { name: texts.products.thumbnail.replace('{{index}}', String(n)), exact: true })
        await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true')
        await thumbnail(3).click()
        await expect(main).toHaveAttribute('src', product.images[2].file)
        await expect(main).toHaveAttribute('alt', product.images[2][`alt_${lang}`])
        await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true')
        await expect(thumbnail(1)).not.toHaveAttribute('aria-current')
        await thumbnail(2).click()
        await expect(main).toHaveAttribute('src', product.images[1].file)
      })

    test('the product page carries Product and BreadcrumbList structured data', { tag: '@no-js' }, async ({ page, baseURL }) => {
      await page.goto(`${prefix}/products/${product.slug}`)
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
      const ld = blocks.find((b) => b['@type'] === 'Product')
      expect(ld).toBeTruthy()
      expect(ld.name).toBe(title(product, lang))
      expect(ld.image).toEqual(product.images.map((i) => `${baseURL}${i.file}`))
      expect(ld.offers['@type']).toBe('AggregateOffer')
      expect(ld.offers.priceCurrency).toBe('USD')
      expect(Number(ld.offers.lowPrice)).toBe(Math.min(...product.priceRanges.map((r) => r.cashPrice)))
      expect(ld.offers.offers).toHaveLength(product.priceRanges.length)
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')
      expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
        texts.nav.home,
        texts.nav.products,
        title(product, lang),
      ])
    })

    test('an unknown slug answers 404 with the not-found text and a way back', async ({ page }) => {
      const response = await page.goto(`${prefix}/products/no-such-fig`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.products.notFound)
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
      const back = page.getByRole('main').getByRole('link', { name: texts.products.backToProducts })
      await expect(back).toHaveAttribute('href', `${prefix}/products`)
      await back.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsSeo[`h1_${lang}`] ?? texts.products.title)
    })
  })
}

// Every filter has products in the seed, and the shared servers' catalogue must stay as the other
// tests expect it: this test gets a server of its own and takes the laurel-packed products off its list.
// The page as the server sends it, then as the browser draws it after choosing the filter.
test('a filter without products says so, in every language', { tag: '@js' }, async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const server = await startOwnServer(baseURL!)
  try {
    const { count } = await server.prisma.product.updateMany({ where: { laurelPacked: true }, data: { isActive: false } })
    expect(count).toBeGreaterThan(0)
    for (const { prefix, texts } of languages) {
      const filters = page.getByRole('navigation', { name: texts.products.filterLabel })
      const laurel = filters.getByRole('link', { name: new RegExp(`^${texts.products.filters.laurel}`) })
      const empty = page.getByRole('status').filter({ hasText: texts.products.empty })
      await page.goto(`${server.url}${prefix}/products?filter=laurel`)
      await expect(empty).toBeVisible()
      await expect(page.getByTestId('product-grid')).toHaveCount(0)
      await expect(laurel).toHaveAttribute('aria-current', 'true')
      await expect(laurel.locator('span')).toHaveText('0')

      await filters.getByRole('link', { name: new RegExp(`^${texts.products.filters.all}`) }).click()
      await expect(page.getByTestId('product-grid').locator('article')).toHaveCount(seedProducts.filter((p) => !p.laurelPacked).length)
      await laurel.click()
      await expect(empty).toBeVisible()
      await expect(page.getByTestId('product-grid')).toHaveCount(0)
    }
  } finally {
    await server.stop()
  }
})
