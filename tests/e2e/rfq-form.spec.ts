import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { calibreLabel } from '../../app/features/products/calibres'
import type { Locale } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { seedProducts } from '../../prisma/seed-data/products'
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

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']
type Item = {
  position: number
  productId: string | null
  title: string
  calibre: string | null
  quantityKg: number | null
  packSizeKg: number | null
}

/** The stored product lines of a lead, in order. */
const itemsOf = (db: Db, leadId: string) =>
  db.query<Item>(
    'SELECT position, "productId", title, calibre, "quantityKg"::float8 AS "quantityKg", "packSizeKg"::float8 AS "packSizeKg" FROM "LeadItem" WHERE "leadId" = $1 ORDER BY position',
    [leadId],
  )
const productIdOf = async (db: Db, slug: string) =>
  (await db.query<{ id: string }>('SELECT id FROM "Product" WHERE slug = $1', [slug]))[0]!.id

/** The message next to a field: the first element its aria-describedby names (a hint may follow). */
async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? []
  expect(ids.length, 'the error is linked to its field').toBeGreaterThan(0)
  await expect(control.page().locator(`[id="${ids[0]}"]`)).toHaveText(message)
}

const countrySelect = (page: Page) => page.locator('#rfq-quote-country')
const provinceSelect = (page: Page) => page.locator('select#rfq-quote-city')
const townInput = (page: Page) => page.locator('input#rfq-quote-city')
/** The free-text city of a buyer outside Türkiye, found by its label ('Stadt (optional)'). */
const townField = (page: Page, texts: Texts) => page.getByLabel(`${texts.rfq.labels.town} (${texts.common.optional})`, { exact: true })

/** Picks a country; without JavaScript the Apply button next to it brings the matching fields. */
async function chooseCountry(page: Page, code: string, texts: Texts, info: TestInfo) {
  await countrySelect(page).selectOption(code)
  if (!isJs(info)) await page.getByRole('button', { name: texts.rfq.applyCountry }).click()
  await expect(countrySelect(page)).toHaveValue(code)
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
      await expect(lineOne.getByLabel(texts.rfq.labels.calibre).locator('option').first()).toHaveText(
        calibreLabel(first.calibres[0]!, 'name', lang),
      )
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
      await lineOne.getByLabel(texts.rfq.labels.calibre).selectOption({ label: calibreLabel('3', 'name', lang) })
      await lineOne.getByLabel(texts.rfq.labels.packSize).selectOption('12.5')
      await lineTwo.getByLabel(texts.rfq.labels.quantityKg).fill('500')
      await lineTwo.getByLabel(texts.rfq.labels.packSize).selectOption('10')

      await page.locator('#rfq-quote-email').fill('alici@example.com')
      await page.getByLabel(texts.rfq.labels.phone, { exact: true }).fill('+90 532 000 00 00')
      // Türkiye is preselected on the Turkish site; on /en and /de (a browser in en-US) the buyer picks it.
      if (lang === 'tr') await expect(countrySelect(page)).toHaveValue('TR')
      else await chooseCountry(page, 'TR', texts, info)
      await expect(provinceSelect(page)).toBeVisible()
      await expect(townInput(page)).toHaveCount(0)
      await chooseCityAndDistrict(page, 'Aydın', 'Köşk', texts, info)
      // Everything typed so far is still there after the district round trip.
      await expect(page.locator('#rfq-quote-company')).toHaveValue('İncir Gıda Ltd.')
      await expect(lineOne.getByLabel(texts.rfq.labels.quantityKg)).toHaveValue('2500')
      await expect(lineOne.getByLabel(texts.rfq.labels.calibre)).toHaveValue('3')
      await page.locator('#rfq-quote-address').fill('Cumhuriyet Mah. 1. Sok. No: 5')
      await page.locator('#rfq-quote-details').fill('  CIF Hamburg, Eylül sevkiyatı.  ')

      // While sending, the button is disabled and says so: the post is held until that was seen.
      let releasePost = () => {}
      const postReleased = new Promise<void>((resolve) => (releasePost = resolve))
      if (isJs(info)) {
        await page.route(/\/rfq/, async (route) => {
          if (route.request().method() === 'POST') await postReleased
          await route.continue()
        })
      }
      await page.getByRole('button', { name: texts.rfq.submit, exact: true }).click()
      if (isJs(info)) {
        await expect(page.getByRole('button', { name: texts.rfq.sending })).toBeDisabled()
        releasePost()
      }

      await expect(page.getByTestId('request-received').getByRole('heading', { name: texts.confirmation.titles.quote })).toBeVisible()
      // A fresh, empty form (and no product from the old productSlug).
      await expect(page.getByLabel(texts.rfq.labels.name, { exact: true })).toHaveValue('')
      await expect(page.locator('#rfq-quote-company')).toHaveValue('')
      await expect(lines(page)).toHaveCount(0)
      await expect(page.getByText(texts.rfq.noProductsSelected)).toBeVisible()

      const leads = await db.query<{ id: string }>('SELECT * FROM "Lead" WHERE "name" = $1', [name])
      expect(leads).toHaveLength(1)
      const [lead] = leads
      expect(lead).toMatchObject({
        kind: 'quote',
        status: 'new',
        locale: lang,
        company: 'İncir Gıda Ltd.',
        email: 'alici@example.com',
        phone: '+90 532 000 00 00',
        phoneE164: '+905320000000',
        country: 'TR',
        city: 'Aydın',
        district: 'Köşk',
        address: 'Cumhuriyet Mah. 1. Sok. No: 5',
        // Only what the visitor wrote: the product lines are rows of their own.
        details: 'CIF Hamburg, Eylül sevkiyatı.',
      })
      expect(await itemsOf(db, lead!.id)).toEqual([
        {
          position: 1,
          productId: await productIdOf(db, first.slug),
          title: first.title_tr,
          calibre: '3',
          quantityKg: 2500,
          packSizeKg: 12.5,
        },
        {
          position: 2,
          productId: await productIdOf(db, second.slug),
          title: second.title_tr,
          calibre: '1',
          quantityKg: 500,
          packSizeKg: 10,
        },
      ])
    })

    test("an empty submit: the page language's messages, everything typed kept, nothing stored", async ({ page, db }, info) => {
      await openRfq(page, `${prefix}/rfq`, info)
      const company = unique(info, lang, 'Empty Ltd')
      await page.locator('#rfq-quote-company').fill(company)
      await page.getByRole('button', { name: texts.rfq.submit, exact: true }).click()

      await expectFieldError(page.getByLabel(texts.rfq.labels.name, { exact: true }), texts.validation.nameRequired)
      await expectFieldError(page.getByLabel(texts.rfq.labels.phone, { exact: true }), texts.validation.phoneRequired)
      await expect(page.locator('#rfq-products').getByText(texts.validation.productRequired)).toBeVisible()
      // What the visitor is brought back to (the first invalid field with JavaScript, the form
      // without) stops below the sticky header, not under it.
      const target = jsEnabled(info) ? page.getByLabel(texts.rfq.labels.name, { exact: true }) : page.locator('#rfq-form')
      if (jsEnabled(info)) await expect(target).toBeFocused()
      await expect(target).toBeInViewport()
      const header = await page.locator('header').first().boundingBox()
      expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
      if (jsEnabled(info)) {
        // Also when the field is far above, as on a phone: sent from the bottom of the form.
        await page.setViewportSize({ width: 390, height: 844 })
        await page.locator('#rfq-quote-details').focus()
        await page.getByRole('button', { name: texts.rfq.submit, exact: true }).click()
        await expect(target).toBeFocused()
        await expect(target).toBeInViewport()
        const phoneHeader = await page.locator('header').first().boundingBox()
        // The page scrolls smoothly: wait for it to come to rest.
        await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual(phoneHeader!.y + phoneHeader!.height - 1)
      }
      await expect(page.locator('#rfq-quote-company')).toHaveValue(company)
      await expect(lines(page)).toHaveCount(0)
      expect(await db.query('SELECT id FROM "Lead" WHERE "company" = $1', [company])).toHaveLength(0)
    })

    // Language-independent behaviour: not repeated in every language.
    if (lang !== 'de')
      test('missing name and phone: the messages tied to their fields, everything else kept, nothing stored', async ({
        page,
        db,
      }, info) => {
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
        // The page language's messages, tied to their fields (the phone's hint stays described too).
        await expect(nameInput).toHaveAttribute('aria-invalid', 'true')
        await expect(nameInput).toHaveAccessibleDescription(texts.validation.nameRequired)
        await expect(phoneInput).toHaveAccessibleDescription(`${texts.validation.phoneRequired} ${texts.rfq.phoneHint}`)
        await expect(page.getByText(texts.validation.nameRequired)).toBeVisible()
        await expect(page.getByText(texts.validation.phoneRequired)).toBeVisible()

        await expect(page.locator('#rfq-quote-company')).toHaveValue(company)
        await expect(page.locator('#rfq-quote-email')).toHaveValue('kontrol@example.com')
        await expect(page.locator('#rfq-quote-details')).toHaveValue('Numune istiyoruz.')
        await expect(lines(page)).toHaveCount(1)
        await expect(line(page, first.slug, lang).getByLabel(texts.rfq.labels.quantityKg)).toHaveValue('750')
        expect(await db.query('SELECT id FROM "Lead" WHERE "company" = $1', [company])).toHaveLength(0)

        if (isJs(info)) {
          // After the first submit, messages follow every change.
          await nameInput.fill('Ayşe Yılmaz')
          await expect(page.getByText(texts.validation.nameRequired)).toBeHidden()
          await expect(page.getByText(texts.validation.phoneRequired)).toBeVisible()
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

test('the server refuses a product listed twice, whatever the browser sent', { tag: '@no-js' }, async ({ request }) => {
  const page = await request.get(`/rfq?productSlug=${first.slug}`)
  const productId = /data-product-id="([^"]+)"/.exec(await page.text())?.[1]
  expect(productId).toBeTruthy()
  const response = await request.post('/rfq', {
    form: {
      locale: 'tr',
      country: 'TR',
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

test('the form with a line, its error messages and the open picker has no axe violations', { tag: '@js' }, async ({ page }, info) => {
  await openRfq(page, `/rfq?productSlug=${first.slug}`, info)
  await page.getByRole('button', { name: tr.rfq.submit, exact: true }).click()
  await expect(page.getByText('Ad Soyad gereklidir')).toBeVisible()
  await openPicker(page, tr, info)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test.describe('an export buyer', () => {
  // A browser set to German (Germany): its Accept-Language is de-DE.
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } })

  test('a German buyer on /de/rfq: Germany preselected, a city and an address instead of province and district, two products → one lead with country DE and two rows', async ({
    page,
    db,
  }, info) => {
    await openRfq(page, '/de/rfq', info)
    // Germany is selected and leads the list (the others follow in German order).
    await expect(countrySelect(page)).toHaveValue('DE')
    await expect(countrySelect(page).locator('option').first()).toHaveText('Deutschland')
    await expect(countrySelect(page).locator('option[value="TR"]')).toHaveText('Türkei')
    // No province or district is asked: a city typed freely.
    await expect(provinceSelect(page)).toHaveCount(0)
    await expect(page.locator('#rfq-quote-district')).toHaveCount(0)
    await expect(page.getByLabel(de.rfq.labels.city)).toHaveCount(0)
    const phone = page.getByLabel(de.rfq.labels.phone, { exact: true })
    await expect(phone).toHaveAttribute('type', 'tel')
    await expect(phone).toHaveAttribute('autocomplete', 'tel')
    await expect(phone).toHaveAccessibleDescription(de.rfq.phoneHint)

    const name = unique(info, 'de', 'Export')
    await page.getByLabel(de.rfq.labels.name, { exact: true }).fill(name)
    await page.locator('#rfq-quote-company').fill('Feinkost Hamburg GmbH')
    await page.locator('#rfq-quote-email').fill('einkauf@example.de')
    await phone.fill('030 1234567')
    await townField(page, de).fill('Hamburg')
    await page.locator('#rfq-quote-address').fill('Große Elbstraße 1\n22767 Hamburg')
    await addProduct(page, first.slug, de, info)
    await addProduct(page, second.slug, de, info)
    await expect(lines(page)).toHaveCount(2)
    // Typed before the products were added: kept through the no-JS round trips.
    await expect(townField(page, de)).toHaveValue('Hamburg')
    await expect(countrySelect(page)).toHaveValue('DE')
    await line(page, second.slug, 'de').getByLabel(de.rfq.labels.quantityKg).fill('750')
    await line(page, second.slug, 'de').getByLabel(de.rfq.labels.packSize).selectOption('12.5')
    await page.getByRole('button', { name: de.rfq.submit, exact: true }).click()
    await expect(page.getByTestId('request-received').getByRole('heading', { name: de.confirmation.titles.quote })).toBeVisible()

    const leads = await db.query<{ id: string; address: string }>('SELECT * FROM "Lead" WHERE "name" = $1', [name])
    expect(leads).toHaveLength(1)
    // A form posted without JavaScript carries its line breaks as CRLF (the HTML rule), kept as sent.
    expect(leads[0]!.address.replaceAll('\r\n', '\n')).toBe('Große Elbstraße 1\n22767 Hamburg')
    expect(leads[0]).toMatchObject({
      kind: 'quote',
      locale: 'de',
      country: 'DE',
      city: 'Hamburg',
      district: null,
      phone: '030 1234567',
      phoneE164: '+49301234567',
    })
    expect(await itemsOf(db, leads[0]!.id)).toEqual([
      {
        position: 1,
        productId: await productIdOf(db, first.slug),
        title: first.title_tr,
        calibre: first.calibres[0],
        quantityKg: 1000,
        packSizeKg: first.packsKg[0],
      },
      {
        position: 2,
        productId: await productIdOf(db, second.slug),
        title: second.title_tr,
        calibre: second.calibres[0],
        quantityKg: 750,
        packSizeKg: 12.5,
      },
    ])
  })

  test('a phone number that cannot be German is refused with the German message, the input kept', async ({ page, db }, info) => {
    await openRfq(page, `/de/rfq?productSlug=${first.slug}`, info)
    const name = unique(info, 'de', 'Kurze Nummer')
    await page.getByLabel(de.rfq.labels.name, { exact: true }).fill(name)
    const phone = page.getByLabel(de.rfq.labels.phone, { exact: true })
    await phone.fill('12')
    await townField(page, de).fill('München')
    await page.getByRole('button', { name: de.rfq.submit, exact: true }).click()

    await expectFieldError(phone, de.validation.phoneInvalid)
    await expect(phone).toHaveValue('12')
    await expect(page.getByLabel(de.rfq.labels.name, { exact: true })).toHaveValue(name)
    await expect(townField(page, de)).toHaveValue('München')
    await expect(countrySelect(page)).toHaveValue('DE')
    await expect(lines(page)).toHaveCount(1)
    expect(await db.query('SELECT id FROM "Lead" WHERE "name" = $1', [name])).toHaveLength(0)

    // With the country code the same buyer gets through.
    await phone.fill('+49 89 1234567')
    await page.getByRole('button', { name: de.rfq.submit, exact: true }).click()
    await expect(page.getByTestId('request-received').getByRole('heading', { name: de.confirmation.titles.quote })).toBeVisible()
    expect(await db.query('SELECT "phoneE164" FROM "Lead" WHERE "name" = $1', [name])).toEqual([{ phoneE164: '+49891234567' }])
  })
})

test('switching the country between Türkiye and abroad swaps province and district for a city, keeping what was typed', async ({
  page,
}, info) => {
  await openRfq(page, '/rfq', info)
  // The Turkish site: Türkiye first and preselected, with province and district.
  await expect(countrySelect(page)).toHaveValue('TR')
  await expect(countrySelect(page).locator('option').first()).toHaveText('Türkiye')
  await expect(countrySelect(page).locator('option[value=""]')).toHaveCount(0)
  await expect(provinceSelect(page)).toBeVisible()
  await expect(page.locator('#rfq-quote-district')).toBeVisible()
  // The no-JS button that brings the fields of another country exists only without JavaScript.
  await expect(page.getByRole('button', { name: tr.rfq.applyCountry })).toHaveCount(isJs(info) ? 0 : 1)
  await page.locator('#rfq-quote-company').fill('Dış Ticaret A.Ş.')
  await page.locator('#rfq-quote-address').fill('Rua Augusta 10, Lisboa')

  await chooseCountry(page, 'PT', tr, info)
  await expect(provinceSelect(page)).toHaveCount(0)
  await expect(page.locator('#rfq-quote-district')).toHaveCount(0)
  await expect(townInput(page)).toBeVisible()
  await expect(townField(page, tr)).toBeVisible()
  await expect(countrySelect(page).locator('option:checked')).toHaveText('Portekiz')
  await townField(page, tr).fill('Lizbon')
  await expect(page.locator('#rfq-quote-company')).toHaveValue('Dış Ticaret A.Ş.')
  await expect(page.locator('#rfq-quote-address')).toHaveValue('Rua Augusta 10, Lisboa')

  // Back to Türkiye: province and district again, the rest kept.
  await chooseCountry(page, 'TR', tr, info)
  await expect(townInput(page)).toHaveCount(0)
  await chooseCityAndDistrict(page, 'İzmir', 'Bornova', tr, info)
  await expect(page.locator('#rfq-quote-company')).toHaveValue('Dış Ticaret A.Ş.')
  await expect(page.locator('#rfq-quote-address')).toHaveValue('Rua Augusta 10, Lisboa')
})
