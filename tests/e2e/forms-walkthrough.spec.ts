import type { Page } from '@playwright/test'
import { trialTermsContent } from '../../app/features/content/pages/legal'
import { trialContent } from '../../app/features/content/pages/trial'
import { calibreLabel, calibreOf } from '../../app/features/products/calibres'
import { formatPrice } from '../../app/features/products/price'
import { localeTags } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { seedProducts } from '../../prisma/seed-data/products'
import { initialPageContent } from '../support/page-content'
import { expect, jsEnabled, test } from './fixtures'

/**
 * The three public lead forms as a buyer meets them, in every language, with and without
 * JavaScript (projects js / no-js): the calibre choices read the same in every form, a field
 * labelled optional is never announced as required, and the trial form says what the trial costs
 * and links its terms.
 */

const languages = [
  { lang: 'tr', prefix: '', dict: tr },
  { lang: 'en', prefix: '/en', dict: en },
  { lang: 'de', prefix: '/de', dict: de },
] as const
type Dictionary = (typeof languages)[number]['dict']

const seeded = (slug: string) => seedProducts.find((p) => p.slug === slug)!
/** Calibres A2–A6 (prices for A2, A4 and A6 only). */
const lerida = seeded('lerida-incir')
/** Calibres A4–A8; A4 costs 7.60 USD/kg from 100 kg, 7.25 from 1000 kg. */
const baglama = seeded('baglama-incir')

/** With JavaScript, interact only once the form is hydrated (before that it is the no-JS form). */
async function formReady(page: Page, selector: string) {
  if (jsEnabled(test.info())) await expect(page.locator(`${selector}[data-hydrated]`)).toHaveCount(1)
}

async function open(page: Page, path: string, form: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await formReady(page, form)
  return response!
}

const productId = async (db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> }, slug: string) =>
  (await db.query<{ id: string }>('SELECT id FROM "Product" WHERE slug = $1', [slug]))[0]!.id

const trialRow = (page: Page, i: number, part: 'productId' | 'calibre' | 'quantity') =>
  page.locator(`[name="selectedProducts[${i}].${part}"]`)

/** Every form control whose label says it is optional, with how the markup marks it. */
type OptionalControl = { label: string; required: boolean; ariaRequired: string | null }

/**
 * The controls of `formSelector` whose label holds '(optional)' in the page's wording, read from
 * `html` (the server's markup) or, without it, from the live page.
 */
function optionalControls({
  html,
  formSelector,
  optional,
  tag,
}: {
  html: string | null
  formSelector: string
  optional: string
  tag: string
}) {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
  const form = doc.querySelector(formSelector)
  if (!form) throw new Error(`no ${formSelector}`)
  const word = `(${optional})`.toLocaleLowerCase(tag)
  return [...form.querySelectorAll('label')]
    .map((label) => ({ label, text: (label.textContent ?? '').replace(/\s+/g, ' ').trim() }))
    .filter(({ text }) => text.toLocaleLowerCase(tag).includes(word))
    .map(({ label, text }): OptionalControl => {
      const control = label.htmlFor ? doc.getElementById(label.htmlFor) : label.querySelector('input, select, textarea')
      if (!control) throw new Error(`label "${text}" has no control`)
      return { label: text, required: control.hasAttribute('required'), ariaRequired: control.getAttribute('aria-required') }
    })
}

/** The labels that say 'optional', as each form writes them. */
function optionalLabels(dict: Dictionary) {
  const optional = (label: string) => `${label} (${dict.common.optional})`
  const { labels } = dict.rfq
  return {
    rfq: [optional(labels.company), optional(labels.email), optional(labels.address), optional(labels.details)],
    trial: [dict.trial.labels.email, dict.trial.labels.company],
    contact: [dict.contact.form.phoneOptional],
  }
}

for (const { lang, prefix, dict } of languages) {
  const tag = localeTags[lang]
  test.describe(lang, () => {
    test('the quote form names each calibre as the trial form does: code – name in the page language', async ({ page }) => {
      await open(page, `${prefix}/rfq?productSlug=${lerida.slug}`, 'form#rfq-quote')
      const calibre = page.getByTestId('quote-line').getByLabel(dict.rfq.labels.calibre)
      const expected = lerida.calibres.map((value) => calibreLabel(value, 'name', lang))
      await expect(calibre.locator('option')).toHaveText(expected)
      const a2 = calibreOf('2')!
      expect(expected[0]).toBe(`A2 – ${a2.names[lang]}`)
      await expect(calibre.locator('option').first()).toContainText('A2 – ')
      await expect(calibre.locator('option').first()).toContainText(a2.names[lang])

      // The same words in the trial form (before a product is chosen it offers A1–A8).
      await open(page, `${prefix}/trial-package`, 'form#trial-request')
      const trialOptions = await trialRow(page, 0, 'calibre').locator('option').allTextContents()
      for (const label of expected) expect(trialOptions).toContain(label)
    })

    test('a field labelled optional is never marked required, in the server markup and the live form', async ({ page }) => {
      const expected = optionalLabels(dict)
      const forms = [
        { path: `${prefix}/rfq`, form: 'form#rfq-quote', labels: expected.rfq, requiredId: 'rfq-quote-name' },
        { path: `${prefix}/trial-package`, form: 'form#trial-request', labels: expected.trial, requiredId: 'trial-request-fullName' },
        { path: `${prefix}/contact`, form: 'form#contact-message', labels: expected.contact, requiredId: 'contact-message-name' },
      ]
      for (const { path, form, labels, requiredId } of forms) {
        const response = await open(page, path, form)
        const args = { formSelector: form, optional: dict.common.optional, tag }
        const markups = [
          { source: 'server', controls: await page.evaluate(optionalControls, { ...args, html: await response.text() }) },
          { source: 'page', controls: await page.evaluate(optionalControls, { ...args, html: null }) },
        ]
        for (const { source, controls } of markups) {
          // The audit reads every optional label the form has (never none).
          expect(
            controls.map((c) => c.label),
            `${path} (${source}): the optional fields`,
          ).toEqual(expect.arrayContaining(labels))
          expect(
            controls.filter((c) => c.required || c.ariaRequired === 'true'),
            `${path} (${source}): optional fields marked required`,
          ).toEqual([])
        }
        // What is required stays so.
        await expect(page.locator(`[id="${requiredId}"]`)).toHaveAttribute('required', '')
      }
    })

    test('the trial terms the agreement names are one link away and answer in the page language', async ({ page }) => {
      await open(page, `${prefix}/trial-package`, 'form#trial-request')
      expect(dict.trial.agreement).toContain(dict.trial.agreementLink)
      const agreement = page.locator('label', { hasText: dict.trial.agreement })
      const link = agreement.getByRole('link', { name: dict.trial.agreementLink, exact: true })
      await expect(link).toHaveAttribute('href', `${prefix}/trial-terms`)
      // It opens beside the form (what was typed stays), and says so to a screen reader.
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAccessibleDescription(dict.common.opensInNewTab)
      // The checkbox is still named by the whole sentence.
      await expect(page.getByLabel(dict.trial.agreement, { exact: true })).toHaveAttribute('type', 'checkbox')

      const terms = dict.legal['trial-terms']
      const [firstSection] = initialPageContent(trialTermsContent, lang).sections
      const response = await page.goto((await link.getAttribute('href'))!)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(firstSection.title)
    })

    test('the trial form says what the trial costs and how it is paid, before sending', async ({ page }) => {
      await open(page, `${prefix}/trial-package`, 'form#trial-request')
      const cost = page.locator('#trial-form').getByTestId('trial-cost')
      const texts = initialPageContent(trialContent, lang).cost
      await expect(cost.getByRole('heading', { name: texts.title })).toBeVisible()
      for (const text of [texts.products, texts.shipping, texts.payment, texts.indicative]) {
        await expect(cost.getByText(text, { exact: true })).toBeVisible()
      }
      // Before the agreement and the send button.
      const costBox = (await cost.boundingBox())!
      const agreement = (await page.getByLabel(dict.trial.agreement, { exact: true }).boundingBox())!
      expect(costBox.y).toBeLessThan(agreement.y)
    })

    test("a trial row shows its product's indicative USD/kg for the calibre chosen", async ({ page, db }, info) => {
      const js = jsEnabled(info)
      await open(page, `${prefix}/trial-package`, 'form#trial-request')
      const rowPrice = (i: number) => page.getByTestId('trial-row').nth(i).getByTestId('trial-row-price')
      await expect(rowPrice(0)).toHaveCount(0)

      await trialRow(page, 0, 'productId').selectOption(await productId(db, baglama.slug))
      if (js) await trialRow(page, 0, 'quantity').fill('2')
      else {
        await trialRow(page, 0, 'quantity').fill('2')
        // Without JavaScript the row is drawn again by the server once the product is sent.
        await page.getByRole('button', { name: dict.trial.showCalibres }).click()
      }
      await expect(trialRow(page, 0, 'calibre')).toHaveValue('4')
      const price = (amount: number) => formatPrice(amount, tag)
      const priced = (unit: number, kg: number) =>
        dict.trial.cost.rowPrice
          .replace('{{price}}', price(unit))
          .replace('{{amount}}', price(unit * kg))
          .replace('{{quantity}}', String(kg))
      // Below the smallest tier on the product page (100 kg): that tier's price.
      await expect(rowPrice(0)).toHaveText(priced(7.6, 2))
      await expect(page.getByTestId('trial-cost')).toContainText(dict.trial.cost.total.replace('{{amount}}', price(15.2)))

      if (js) {
        // Live: a calibre without a listed price says so, one with a price shows it.
        await trialRow(page, 0, 'calibre').selectOption('5')
        await expect(rowPrice(0)).toHaveText(dict.trial.cost.rowNoPrice)
        await trialRow(page, 0, 'calibre').selectOption('6')
        await trialRow(page, 0, 'quantity').fill('3')
        await expect(rowPrice(0)).toHaveText(priced(6.2, 3))
      }
    })
  })
}
