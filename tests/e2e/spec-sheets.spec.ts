import { siteSettings } from '../../app/features/content/site-settings'
import { HS_CODES } from '../../app/features/products/hs-codes'
import { MARGIN } from '../../app/lib/pdf-document.server'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { initialPageContent } from '../support/page-content'
import { type PdfPage, pdfPages, pdfText } from '../support/pdf-text'
import { expect, test } from './fixtures'

const languages = [
  { lang: 'tr', prefix: '', texts: tr },
  { lang: 'en', prefix: '/en', texts: en },
  { lang: 'de', prefix: '/de', texts: de },
] as const

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How far down a page its body text reaches, from the top margin (the footer, under the bottom margin, left out). */
const usedHeight = (page: PdfPage) =>
  Math.max(0, ...page.runs.filter((run) => run.fromTop < page.height - MARGIN.bottom).map((run) => run.fromTop)) - MARGIN.top
/** The height a page has for its body. */
const bodyHeight = (page: PdfPage) => page.height - MARGIN.top - MARGIN.bottom

for (const { lang, prefix, texts } of languages) {
  test.describe(`spec sheets in ${lang}`, { tag: '@no-js' }, () => {
    test('every product on the list has a spec sheet in the page’s language with its name, calibres and HS code', async ({ page }) => {
      test.slow()
      await page.goto(`${prefix}/products`)
      const links = page.getByTestId('product-grid').locator('article h2 a')
      const productPaths = await Promise.all((await links.all()).map((link) => link.getAttribute('href')))
      expect(productPaths.length).toBeGreaterThan(0)

      for (const productPath of productPaths) {
        await page.goto(productPath!)
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
        // Each calibre as the page shows it: code, name in this language and pieces per kg.
        const calibres = (await page.getByTestId('calibre-list').getByRole('listitem').allTextContents()).map((item) => {
          const match = /^(A\d+)\s*(.*?)\s*(\d+-\d+)/.exec(item.trim())
          if (!match) throw new Error(`unreadable calibre '${item}' on ${productPath}`)
          return { code: match[1], name: match[2], pieces: match[3] }
        })

        const spec = page.getByTestId('pdf-spec')
        await expect(spec).toHaveText(new RegExp(literal(texts.products.specSheet)))
        // Shown by the browser, not saved: no download attribute (that is for uploaded files).
        await expect(spec).not.toHaveAttribute('download')
        const href = (await spec.getAttribute('href'))!
        const slug = productPath!.split('/').at(-1)
        expect(href).toBe(`${prefix}/products/${slug}/spec-sheet.pdf`)

        const response = await page.request.get(href)
        expect(response.status(), href).toBe(200)
        expect(response.headers()['content-type']).toBe('application/pdf')
        expect(response.headers()['content-disposition']).toBe(`inline; filename="${slug}-spec-${lang}.pdf"`)
        const text = await pdfText(await response.body())
        expect(text, href).toContain(title)
        expect(text, href).toContain(texts.specSheet.title)
        expect(text, href).toContain(HS_CODES.dried)
        for (const { code, name, pieces } of calibres) {
          expect(text, `${href}: ${code}`).toMatch(new RegExp(`${code} ${literal(name)} ${pieces}`))
        }
      }
    })

    test('each sheet carries the brand of its language, keeps every price table with its heading and fills page 1 before a second page', async ({
      page,
    }) => {
      test.slow()
      const brand = texts.meta.siteName
      const otherBrands = languages.filter((other) => other.lang !== lang).map((other) => other.texts.meta.siteName)
      await page.goto(`${prefix}/products`)
      const links = page.getByTestId('product-grid').locator('article h2 a')
      const productPaths = await Promise.all((await links.all()).map((link) => link.getAttribute('href')))
      expect(productPaths.length).toBeGreaterThan(0)

      let tablesSeen = 0
      for (const productPath of productPaths) {
        await page.goto(productPath!)
        // The product page's price tables with prices (a calibre priced on request is not on the
        // sheet): the sheet's tables carry the same captions and first rows.
        const tables = page.getByTestId('price-table').filter({ hasNot: page.getByTestId('price-on-request') })
        const captions = (await tables.locator('caption').allTextContents()).map((caption) => caption.replace(/\s+/g, ' ').trim())
        const firstRows = (await tables.locator('tbody tr:first-child th').allTextContents()).map((row) => row.trim())
        expect(firstRows.length, productPath!).toBe(captions.length)
        const href = (await page.getByTestId('pdf-spec').getAttribute('href'))!
        const response = await page.request.get(href)
        expect(response.status(), href).toBe(200)
        const pages = await pdfPages(await response.body())
        const text = pages.map((p) => p.text).join(' ')

        // One brand, the page language's, as on the web pages: the contact box starts with it.
        expect(text, href).toContain(`${texts.contact.info.title} ${brand}`)
        for (const other of otherBrands) expect(text, `${href}: ${other}`).not.toContain(other)

        // A heading never ends a page with its table on the next.
        if (captions.length > 0) {
          const section = pages.findIndex((p) => p.text.includes(texts.products.priceTable.title))
          expect(pages[section]?.text, `${href}: ${texts.products.priceTable.title}`).toContain(captions[0])
          // The basis of the prices, from the site settings, under the tables.
          const basis = texts.products.priceTable.basis.replace('{{basis}}', initialPageContent(siteSettings, lang).prices.basis)
          expect(text, href).toContain(basis)
        }
        captions.forEach((caption, i) => {
          const on = pages.find((p) => p.text.includes(caption))
          expect(on, `${href}: ${caption}`).toBeDefined()
          const after = on!.text.slice(on!.text.indexOf(caption) + caption.length)
          expect(after, `${href}: ${caption}`).toContain(texts.products.priceTable.quantity)
          expect(after, `${href}: ${caption}`).toContain(firstRows[i])
        })
        tablesSeen += captions.length

        // As few pages as the content needs, and page 1 filled before a second one starts: a break
        // leaves less than a fifth of a page empty (what the sheet keeps together, a heading with its
        // table's caption, header and first row, or the contact box, is smaller than that).
        const used = pages.reduce((sum, p) => sum + usedHeight(p), 0)
        expect(pages.length, `${href}: ${pages.length} pages for ${Math.round(used)} pt of content`).toBe(
          Math.max(1, Math.ceil(used / bodyHeight(pages[0]))),
        )
        pages.slice(0, -1).forEach((p, i) => {
          expect(usedHeight(p) / bodyHeight(p), `${href}: page ${i + 1} of ${pages.length}`).toBeGreaterThanOrEqual(0.8)
        })
      }
      expect(tablesSeen).toBeGreaterThan(0)
    })

    test('an unknown product’s sheet is a 404 with a message in the language', async ({ page }) => {
      const response = await page.request.get(`${prefix}/products/no-such-fig/spec-sheet.pdf`)
      expect(response.status()).toBe(404)
      expect(await response.text()).toBe(texts.products.notFound)
    })
  })
}
