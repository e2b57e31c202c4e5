import { HS_CODES } from '../../app/features/products/hs-codes'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { pdfText } from '../support/pdf-text'
import { expect, test } from './fixtures'

const languages = [
  { lang: 'tr', prefix: '', texts: tr },
  { lang: 'en', prefix: '/en', texts: en },
  { lang: 'de', prefix: '/de', texts: de },
] as const

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const { lang, prefix, texts } of languages) {
  test.describe(`spec sheets in ${lang}`, () => {
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

    test('an unknown product’s sheet is a 404 with a message in the language', async ({ page }) => {
      const response = await page.request.get(`${prefix}/products/no-such-fig/spec-sheet.pdf`)
      expect(response.status()).toBe(404)
      expect(await response.text()).toBe(texts.products.notFound)
    })
  })
}
