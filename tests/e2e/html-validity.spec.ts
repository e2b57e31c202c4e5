import { staticPages } from '../../app/site-map'
import { type Finding, formatFinding, htmlValidateFindings, nuErrors, type RenderedPage } from '../support/html-validators'
import { expect, test } from './fixtures'

const prefixes = ['', '/en', '/de'] as const
const inLanguage = (prefix: string, path: string) => (prefix && path === '/' ? prefix : prefix + path)
const forms = ['/rfq', '/trial-package', '/contact']

/**
 * A page no validator may pass: proves in the same run that both checkers ran, found its errors
 * and named the page they were on (and that React's own streaming ids pass while ours may not).
 */
const control: RenderedPage = {
  url: 'control page (invalid on purpose)',
  html: [
    '<!DOCTYPE html><html lang="en"><head><title>Control</title></head><body>',
    '<nav></nav><nav></nav><label for="c" aria-hidden="true">C</label><input id="c" type="text">',
    '<p id="items[0].name">Ours</p><template id="B:0"></template>',
    '</body></html>',
  ].join(''),
}

/**
 * The server's HTML of every public page in every language (the sitemap's pages, a product and a
 * post included), the 404 page, the quote form with a product line, and the three forms as they
 * come back after an empty post (every field's message shown). Run once, in the no-JS project
 * (playwright.config.ts): the server sends the same HTML to every browser.
 */
test('every public page in every language is valid HTML for the Nu HTML Checker and html-validate', async ({ request }) => {
  // The Nu HTML Checker reads every page (about 90 with the quote and trial pages): minutes on a busy 2-core machine.
  test.setTimeout(240_000)
  const started = Date.now()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  // The sitemap is the list of pages: it has to name every page of the site in every language.
  for (const prefix of prefixes) {
    for (const page of staticPages) expect(listed, 'pages in the sitemap').toContain(inLanguage(prefix, page.path))
    expect(listed.some((path) => path.startsWith(`${prefix}/products/`))).toBe(true)
    expect(listed.some((path) => path.startsWith(`${prefix}/blog/`))).toBe(true)
  }
  const productSlug = listed.find((path) => path.startsWith('/products/'))!.split('/')[2]

  const pages: RenderedPage[] = []
  const keep = async (url: string, response: { status(): number; text(): Promise<string> }, status: number) => {
    expect(response.status(), url).toBe(status)
    pages.push({ url, html: await response.text() })
  }
  for (const path of listed) await keep(path, await request.get(path), 200)
  for (const prefix of prefixes) {
    await keep(`${prefix}/no-such-page`, await request.get(`${prefix}/no-such-page`), 404)
    const rfqWithLine = `${prefix}/rfq?productSlug=${productSlug}`
    await keep(rfqWithLine, await request.get(rfqWithLine), 200)
    for (const form of forms) {
      // Sent without JavaScript and empty: the form comes back with a message at every field.
      await keep(`${prefix}${form} (after an empty post)`, await request.post(prefix + form, { form: {} }), 400)
    }
  }

  const [nu, htmlValidate] = await Promise.all([nuErrors([...pages, control]), htmlValidateFindings([...pages, control])])
  const onControl = (findings: Finding[]) => findings.filter((f) => f.url === control.url).map((f) => f.rule)
  expect(onControl(nu), 'the Nu HTML Checker finds the control page’s hidden label').toEqual(['vnu'])
  expect(onControl(htmlValidate).sort(), 'html-validate finds the control page’s unnamed landmarks and its own bad id').toEqual([
    'unique-landmark',
    'unique-landmark',
    'valid-id',
  ])
  const onSite = (findings: Finding[]) => findings.filter((f) => f.url !== control.url).map(formatFinding)
  expect.soft(onSite(nu), `Nu HTML Checker errors on ${pages.length} pages`).toEqual([])
  expect.soft(onSite(htmlValidate), `html-validate findings on ${pages.length} pages (rules: .htmlvalidate.mjs)`).toEqual([])
  test.info().annotations.push({ type: 'pages', description: `${pages.length} pages checked in ${Date.now() - started} ms` })
})
