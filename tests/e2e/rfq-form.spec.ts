import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { seedProducts } from '../../prisma/seed-data/products'
import type { Locale } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { expect, jsEnabled, test } from './fixtures'

const languages = [
  { lang: 'tr', prefix: '', texts: tr },
  { lang: 'en', prefix: '/en', texts: en },
  { lang: 'de', prefix: '/de', texts: de },
] as const
type Texts = (typeof languages)[number]['texts']

const seeded = (slug: string) => seedProducts.find((p) => p.slug === slug)!
const first = seeded('lerida-incir') // calibres 2–6, packs 5 / 10 / 12.5 kg
const second = seeded('protoben-incir') // calibres 1–5, packs 5 / 10 / 12.5 kg
const title = (slug: string, lang: Locale) => seeded(slug)[`title_${lang}`] || seeded(slug).title_en

const isJs = (info: TestInfo) => jsEnabled(info)
const unique = (info: TestInfo, lang: string, what: string) => `${what} ${info.project.name} ${lang} ${Date.now()}`

const lines = (page: Page) => page.getByTestId('quote-line')
const line = (page: Page, slug: string, lang: Locale) => lines(page).filter({ has: page.locator('legend', { hasText: title(slug, lang) }) })

/** With JavaScript: the trigger only exists once the page is hydrated (before that it is the no-JS fallback). */
async function openRfq(page: Page, url: string, info: TestInfo) {
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  if (isJs(info)) await expect(page.getByTestId('open-picker')).toBeVisible()
}

/** The picker: a modal dialog with JavaScript; a disclosure of submit buttons without. */
async function openPicker(page: Page, texts: Texts, info: TestInfo) {
  if (isJs(info)) {
    await page.getByTestId('open-picker').click()
    const dialog = page.getByRole('dialog', { name: texts.rfq.pickerTitle })
    await expect(dialog).toBeVisible()
    return dialog
  }
  await page.getByTestId('picker-fallback').locator('summary').click()
  const grid = page.getByTestId('picker-fallback')
  await expect(grid.getByRole('heading', { name: texts.rfq.pickerTitle })).toBeVisible()
  return grid
}

async function addProduct(page: Page, slug: string, texts: Texts, info: TestInfo) {
  const picker = await openPicker(page, texts, info)
  await picker.locator(`button[data-product-slug="${slug}"]`).click()
  if (isJs(info)) await expect(picker).toBeHidden()
}

async function chooseCityAndDistrict(page: Page, city: string, district: string, texts: Texts, info: TestInfo) {
  const districtSelect = page.locator('#rfq-quote-district')
  await expect(districtSelect).toBeDisabled()
  await page.locator('#rfq-quote-city').selectOption(city)
  // Without JavaScript the form goes to the server and comes back with the province's districts.
  if (!isJs(info)) await page.getByRole('button', { name: texts.rfq.showDistricts }).click()
  await expect(districtSelect).toBeEnabled()
  await expect(districtSelect.locator('option', { hasText: district })).toHaveCount(1)
  await districtSelect.selectOption(district)
}

for (const { lang, prefix, texts } of languages) {
  test.describe(`quote form in ${lang}`, () => {
    test('a quote with two products, a province and a district is stored once and the form starts over', async ({ page, db }, info) => {
      await openRfq(page, `${prefix}/rfq?productSlug=${first.slug}`, info)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.rfq.title)

      // productSlug preselects its product with the defaults: 1000 kg, first calibre, first pack.
      await expect(lines(page)).toHaveCount(1)
      const lineOne = line(page, first.slug, lang)
      await expect(lineOne.getByLabel(texts.rfq.labels.quantityKg)).toHaveValue('1000')
      await expect(lineOne.getByLabel(texts.rfq.labels.calibre)).toHaveValue(first.calibres[0]!)
      await expect(lineOne.getByLabel(texts.rfq.labels.calibre).locator('option').first()).toHaveText('A2')
      await expect(lineOne.getByLabel(texts.rfq.labels.packSize)).toHaveValue(String(first.packsKg[0]))

      // Typed before adding a product: it must survive the no-JS round trip.
      const name = unique(info, lang, 'RFQ')
      await page.getByLabel(texts.rfq.labels.name, { exact: true }).fill(name)
      await page.locator('#rfq-quote-company').fill('İncir Gıda Ltd.')

      await addProduct(page, second.slug, texts, info)
      await expect(lines(page)).toHaveCount(2)
      await expect(page.getByLabel(texts.rfq.labels.name, { exact: true })).toHaveValue(name)
      const lineTwo = line(page, second.slug, lang)
      await expect(lineTwo.getByLabel(texts.rfq.labels.quantityKg)).toHaveValue('1000')
      await expect(lineTwo.getByLabel(texts.rfq.labels.calibre)).toHaveValue('1')

      await lineOne.getByLabel(texts.rfq.labels.quantityKg).fill('2500')
      await lineOne.getByLabel(texts.rfq.labels.calibre).selectOption({ label: 'A3' })
      await lineOne.getByLabel(texts.rfq.labels.packSize).selectOption('12.5')
      await lineTwo.getByLabel(texts.rfq.labels.quantityKg).fill('500')
      await lineTwo.getByLabel(texts.rfq.labels.packSize).selectOption('10')

      await page.locator('#rfq-quote-email').fill('alici@example.com')
      await page.getByLabel(texts.rfq.labels.phone, { exact: true }).fill('+90 532 000 00 00')
      await chooseCityAndDistrict(page, 'Aydın', 'Köşk', texts, info)
      // Everything typed so far is still there after the district round trip.
      await expect(page.locator('#rfq-quote-company')).toHaveValue('İncir Gıda Ltd.')
      await expect(lineOne.getByLabel(texts.rfq.labels.quantityKg)).toHaveValue('2500')
      await expect(lineOne.getByLabel(texts.rfq.labels.calibre)).toHaveValue('3')
      await page.locator('#rfq-quote-address').fill('Cumhuriyet Mah. 1. Sok. No: 5')
      await page.locator('#rfq-quote-details').fill('  CIF Hamburg, Eylül sevkiyatı.  ')

      if (isJs(info)) {
        // While sending, the button is disabled and says so (the answer is held back a moment).
        await page.route(/\/rfq/, async (route) => {
          if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800))
          await route.continue()
        })
      }
      await page.getByRole('button', { name: texts.rfq.submit, exact: true }).click()
      if (isJs(info)) await expect(page.getByRole('button', { name: texts.rfq.sending })).toBeDisabled()

      const toast = page.getByTestId('toast')
      await expect(toast).toContainText(texts.rfq.success)
      await expect(toast).toContainText(texts.rfq.successText)
      // A fresh, empty form (and no product from the old productSlug).
      await expect(page.getByLabel(texts.rfq.labels.name, { exact: true })).toHaveValue('')
      await expect(page.locator('#rfq-quote-company')).toHaveValue('')
      await expect(lines(page)).toHaveCount(0)
      await expect(page.getByText(texts.rfq.noProductsSelected)).toBeVisible()

      const leads = await db.query('SELECT * FROM "Lead" WHERE "name" = $1', [name])
      expect(leads).toHaveLength(1)
      const [lead] = leads
      const [product] = await db.query<{ id: string }>('SELECT id FROM "Product" WHERE slug = $1', [first.slug])
      expect(lead).toMatchObject({
        kind: 'quote',
        status: 'new',
        locale: lang,
        productId: product!.id,
        company: 'İncir Gıda Ltd.',
        email: 'alici@example.com',
        phone: '+90 532 000 00 00',
        city: 'Aydın',
        district: 'Köşk',
        address: 'Cumhuriyet Mah. 1. Sok. No: 5',
        quantity: 2500,
        calibre: '3',
      })
      expect(lead!.details).toBe(
        `Ürün 1: ${first.title_tr}\nKalibrasyon: A3 (Gurme Seri)\nMiktar: 2.500 kg\nPaket boyutu: 12,5 kg\n\n` +
          `Ürün 2: ${second.title_tr}\nKalibrasyon: A1 (Altın Seri)\nMiktar: 500 kg\nPaket boyutu: 10 kg\n\n` +
          'CIF Hamburg, Eylül sevkiyatı.',
      )
    })

    // Language-independent behaviour: not repeated in every language.
    if (lang !== 'de')
      test('missing name and phone: the spec messages, everything else kept, nothing stored', async ({ page, db }, info) => {
        await openRfq(page, `${prefix}/rfq?productSlug=${first.slug}`, info)
        const company = unique(info, lang, 'Validation Ltd')
        await page.locator('#rfq-quote-company').fill(company)
        await page.locator('#rfq-quote-email').fill('kontrol@example.com')
        await page.locator('#rfq-quote-details').fill('Numune istiyoruz.')
        await line(page, first.slug, lang).getByLabel(texts.rfq.labels.quantityKg).fill('750')
        // Enter in a text field sends the form (never the remove or add buttons that come first).
        await page.locator('#rfq-quote-company').press('Enter')

        const nameInput = page.getByLabel(texts.rfq.labels.name, { exact: true })
        const phoneInput = page.getByLabel(texts.rfq.labels.phone, { exact: true })
        // The spec's Turkish messages in every language, tied to their fields.
        await expect(nameInput).toHaveAttribute('aria-invalid', 'true')
        await expect(nameInput).toHaveAccessibleDescription('Ad Soyad gereklidir')
        await expect(phoneInput).toHaveAccessibleDescription('Telefon numarası gereklidir')
        await expect(page.getByText('Ad Soyad gereklidir')).toBeVisible()
        await expect(page.getByText('Telefon numarası gereklidir')).toBeVisible()

        await expect(page.locator('#rfq-quote-company')).toHaveValue(company)
        await expect(page.locator('#rfq-quote-email')).toHaveValue('kontrol@example.com')
        await expect(page.locator('#rfq-quote-details')).toHaveValue('Numune istiyoruz.')
        await expect(lines(page)).toHaveCount(1)
        await expect(line(page, first.slug, lang).getByLabel(texts.rfq.labels.quantityKg)).toHaveValue('750')
        expect(await db.query('SELECT id FROM "Lead" WHERE "company" = $1', [company])).toHaveLength(0)

        if (isJs(info)) {
          // After the first submit, messages follow every change.
          await nameInput.fill('Ayşe Yılmaz')
          await expect(page.getByText('Ad Soyad gereklidir')).toBeHidden()
          await expect(page.getByText('Telefon numarası gereklidir')).toBeVisible()
        }
      })

    // Language-independent behaviour: not repeated in every language.
    if (lang === 'tr')
      test('lines can be removed and a product is never added twice', async ({ page }, info) => {
        await openRfq(page, `${prefix}/rfq?productSlug=${first.slug}`, info)
        await page.locator('#rfq-quote-details').fill('Kept across every change.')

        let picker = await openPicker(page, texts, info)
        // Already on the form: shown as added and not clickable.
        await expect(picker.locator(`button[data-product-slug="${first.slug}"]`)).toBeDisabled()
        await expect(picker.locator(`button[data-product-slug="${first.slug}"]`)).toContainText(texts.rfq.alreadyAdded)
        await picker.locator(`button[data-product-slug="${second.slug}"]`).click()
        await expect(lines(page)).toHaveCount(2)

        picker = await openPicker(page, texts, info)
        await expect(picker.locator(`button[data-product-slug="${first.slug}"]`)).toBeDisabled()
        await expect(picker.locator(`button[data-product-slug="${second.slug}"]`)).toBeDisabled()
        const cards = await picker.locator('button[data-product-slug]').count()
        expect(cards).toBeGreaterThan(2)
        await expect(picker.locator('button[data-product-slug]:enabled')).toHaveCount(cards - 2)
        if (isJs(info)) await page.keyboard.press('Escape')

        await line(page, first.slug, lang).getByRole('button', { name: texts.rfq.remove }).click()
        await expect(lines(page)).toHaveCount(1)
        await expect(line(page, second.slug, lang)).toHaveCount(1)
        await expect(page.locator('#rfq-quote-details')).toHaveValue('Kept across every change.')

        picker = await openPicker(page, texts, info)
        await expect(picker.locator(`button[data-product-slug="${first.slug}"]`)).toBeEnabled()
        await expect(picker.locator(`button[data-product-slug="${second.slug}"]`)).toBeDisabled()

        // An unknown slug preselects nothing.
        await openRfq(page, `${prefix}/rfq?productSlug=no-such-fig`, info)
        await expect(lines(page)).toHaveCount(0)
        await expect(page.getByText(texts.rfq.noProductsSelected)).toBeVisible()
      })
  })
}

test('the server refuses a product listed twice, whatever the browser sent', async ({ request }, info) => {
  test.skip(isJs(info), 'a plain HTTP post: once is enough')
  const page = await request.get(`/rfq?productSlug=${first.slug}`)
  const productId = /data-product-id="([^"]+)"/.exec(await page.text())?.[1]
  expect(productId).toBeTruthy()
  const response = await request.post('/rfq', {
    form: {
      locale: 'tr',
      name: 'Çift Ürün',
      phone: '123456',
      'items[0].productId': productId!,
      'items[0].quantity': '10',
      'items[1].productId': productId!,
      'items[1].quantity': '20',
    },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain('Bir ürün yalnızca bir kez eklenebilir')
})

test('the form with a line, its error messages and the open picker has no axe violations', async ({ page }, info) => {
  test.skip(!isJs(info), 'axe runs in the page, so it needs JavaScript')
  await openRfq(page, `/rfq?productSlug=${first.slug}`, info)
  await page.getByRole('button', { name: tr.rfq.submit, exact: true }).click()
  await expect(page.getByText('Ad Soyad gereklidir')).toBeVisible()
  await openPicker(page, tr, info)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
