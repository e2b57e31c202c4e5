/**
 * The buyer's terms in the quote request (the declared lead fields): a buyer in each language
 * asks CIF Hamburg for March 2027 with a German VAT number, with JavaScript on and off. Each value
 * is on the confirmation, the private page, the admin's detail, both CSV exports, the admin API,
 * the sales team's mail and the draft quote, which starts with that Incoterm and place. An admin
 * spec: the detail, the exports and the draft need the admin server.
 */
import type { Page, TestInfo } from '@playwright/test'
import { periodText } from '../../app/features/leads/lead-field-kinds'
import { type Locale, localizePath } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { smtpSinkHttpPort } from '../../playwright.config'
import { seedProducts } from '../../prisma/seed-data/products'
import { expect as baseExpect, jsEnabled, routerIdle, signInAsAdmin, test } from './fixtures'

const expect = baseExpect.configure({ timeout: 30_000 })
const dictionaries = { tr, en, de } as const
const lerida = seedProducts.find((p) => p.slug === 'lerida-incir')!

const terms = { incoterm: 'CIF', namedPlace: 'Hamburg', month: '2027-03', vatNumber: 'DE123456789' }

async function openForm(page: Page, locale: Locale, info: TestInfo) {
  const response = await page.goto(localizePath('/rfq', locale))
  expect(response?.status()).toBe(200)
  if (jsEnabled(info)) await expect(page.getByTestId('open-picker')).toBeVisible()
}

/** Adds Lerida through the picker: a dialog with JavaScript, a disclosure of submit buttons without. */
async function addLerida(page: Page, locale: Locale, info: TestInfo) {
  if (jsEnabled(info)) {
    await page.getByTestId('open-picker').click()
    const dialog = page.getByRole('dialog', { name: dictionaries[locale].rfq.pickerTitle })
    await dialog.locator(`button[data-product-slug="${lerida.slug}"]`).click()
    await expect(dialog).toBeHidden()
  } else {
    await page.getByTestId('picker-fallback').locator('summary').click()
    await page.getByTestId('picker-fallback').locator(`button[data-product-slug="${lerida.slug}"]`).click()
  }
  await expect(page.getByTestId('quote-line')).toHaveCount(1)
}

/** The contact data and one product line of a German buyer. */
async function fillRequest(page: Page, locale: Locale, name: string, info: TestInfo) {
  await addLerida(page, locale, info)
  await page.locator('[name="name"]').fill(name)
  await page.locator('[name="company"]').fill('Feinkost Hamburg GmbH')
  await page.locator('[name="phone"]').fill('+49 40 1234567')
  await page.locator('[name="country"]').selectOption('DE')
}

async function fillTerms(page: Page, vatNumber: string) {
  await page.locator('[name="incoterm"]').selectOption(terms.incoterm)
  await page.locator('[name="namedPlace"]').fill(terms.namedPlace)
  await page.locator('[name="deliveryPeriod.month"]').fill(terms.month)
  await page.locator('[name="vatNumber"]').fill(vatNumber)
}

const unique = (info: TestInfo, locale: Locale) => `Terms ${info.project.name} ${locale} ${Date.now()}`

for (const locale of ['de', 'en', 'tr'] as const) {
  const texts = dictionaries[locale]
  const month = periodText(terms.month, locale)

  test(`a buyer in ${locale} asks CIF Hamburg for March 2027 with a VAT number: on every view of the request`, async ({
    page,
    db,
    baseURL,
  }, info) => {
    const name = unique(info, locale)
    await openForm(page, locale, info)
    await fillRequest(page, locale, name, info)
    await fillTerms(page, terms.vatNumber)
    await page.getByRole('button', { name: texts.rfq.submit, exact: true }).click()

    // The confirmation shows the terms as sent, in the buyer's language.
    const received = page.getByTestId('request-received')
    await expect(received.getByRole('heading', { name: texts.confirmation.titles.quote })).toBeVisible()
    const sent = received.locator('#sent-request-title').locator('..')
    for (const [field, value] of [
      ['incoterm', terms.incoterm],
      ['namedPlace', terms.namedPlace],
      ['deliveryPeriod', month],
      ['vatNumber', terms.vatNumber],
    ] as const) {
      await expect(sent.locator(`[data-field="${field}"] dt`)).toHaveText(texts.leadFields[field].label)
      await expect(sent.locator(`[data-field="${field}"] dd`)).toHaveText(value)
    }

    // Stored once, as the rules wrote the values.
    const [lead] = await db.query<{ id: string; fields: Record<string, string> }>('SELECT id, fields FROM "Lead" WHERE name = $1', [name])
    expect(lead!.fields).toEqual({ incoterm: 'CIF', namedPlace: 'Hamburg', deliveryPeriod: '2027-03', vatNumber: 'DE123456789' })

    // The private page.
    const privatePath = await received.locator('a[href*="/requests/"]').first().getAttribute('href')
    await page.goto(privatePath!)
    await expect(page.locator('[data-field="incoterm"] dd')).toHaveText('CIF')
    await expect(page.locator('[data-field="namedPlace"] dd')).toHaveText('Hamburg')
    await expect(page.locator('[data-field="deliveryPeriod"] dd')).toHaveText(month)
    await expect(page.locator('[data-field="vatNumber"] dd')).toHaveText('DE123456789')
    const token = privatePath!.split('/').pop()!
    const buyerJson = await (await page.request.get(`/api/requests/${token}?locale=${locale}`)).json()
    expect(buyerJson.fields).toEqual([
      { name: 'incoterm', text: 'CIF' },
      { name: 'namedPlace', text: 'Hamburg' },
      { name: 'deliveryPeriod', text: month },
      { name: 'vatNumber', text: 'DE123456789' },
    ])
    // The private links' limit per address counts every request to them (60 in 10 minutes), and
    // every admin test comes from the same address: this test gives back the two it made.
    await db.query(`UPDATE "RateLimit" SET hits = GREATEST(hits - 2, 0) WHERE key LIKE 'request-link:%'`)

    // The sales team's mail (Turkish).
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`http://127.0.0.1:${smtpSinkHttpPort}/messages`)).json()) as { subject: string; text: string }[]
        return mails.find((mail) => mail.subject.includes(name))?.text ?? ''
      })
      .toContain(
        'İstenen teslim şekli (Incoterm): CIF\nTeslim yeri / limanı: Hamburg\nİstenen teslim dönemi: Mart 2027\nKDV numarası (VAT): DE123456789',
      )

    // The admin: the detail, both exports, the API and the draft quote.
    await signInAsAdmin(page.context(), db, baseURL!)
    await page.goto(`/admin/leads?lead=${lead!.id}`)
    const detail = page.getByRole('dialog')
    for (const [label, value] of [
      ['İstenen teslim şekli (Incoterm)', 'CIF'],
      ['Teslim yeri / limanı', 'Hamburg'],
      ['İstenen teslim dönemi', 'Mart 2027'],
      ['KDV numarası (VAT)', 'DE123456789'],
    ]) {
      await expect(detail.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value)
    }
    for (const per of ['lead', 'line']) {
      const csv = await (await page.request.get(`/admin/leads/export?per=${per}&q=${encodeURIComponent(name)}`)).text()
      const [header, row] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
      const at = header!.split(',').indexOf('Teslim şekli')
      expect(header!.split(',').slice(at, at + 4)).toEqual(['Teslim şekli', 'Teslim yeri', 'Teslim dönemi', 'KDV numarası'])
      expect(
        row!
          .split(',')
          .slice(-header!.split(',').length + at)
          .slice(0, 4),
      ).toEqual(['CIF', 'Hamburg', 'Mart 2027', 'DE123456789'])
    }
    const login = await page.request.post('/api/admin/login', { data: { email: 'admin@example.com', password: 'e2e-admin-password' } })
    const auth = { Authorization: `Bearer ${(await login.json()).token}` }
    const api = await (await page.request.get(`/api/admin/leads/${lead!.id}`, { headers: auth })).json()
    expect(api).toMatchObject({ incoterm: 'CIF', namedPlace: 'Hamburg', deliveryPeriod: '2027-03', vatNumber: 'DE123456789' })

    if (jsEnabled(info)) await expect.poll(() => routerIdle(page).catch(() => false), { timeout: 30_000 }).toBe(true)
    await page.getByRole('button', { name: 'Teklif hazırla' }).click()
    await expect(page).toHaveURL(/\/admin\/quotes\/[\w-]+$/)
    await expect(page.locator('[name="incoterm"]')).toHaveValue('CIF')
    await expect(page.locator('[name="incotermPlace"]')).toHaveValue('Hamburg')
  })
}

test('a German buyer with a malformed German VAT number gets the German message at the field, everything typed kept', async ({
  page,
  db,
}, info) => {
  const name = unique(info, 'de')
  await openForm(page, 'de', info)
  await fillRequest(page, 'de', name, info)
  await fillTerms(page, 'DE12345')
  await page.getByRole('button', { name: de.rfq.submit, exact: true }).click()

  const vat = page.locator('[name="vatNumber"]')
  await expect(vat).toHaveAttribute('aria-invalid', 'true')
  const messageId = (await vat.getAttribute('aria-describedby'))!.split(' ')[0]!
  await expect(page.locator(`[id="${messageId}"]`)).toHaveText(de.validation.vatInvalid)
  await expect(vat).toHaveValue('DE12345')
  await expect(page.locator('[name="name"]')).toHaveValue(name)
  await expect(page.locator('[name="incoterm"]')).toHaveValue('CIF')
  await expect(page.locator('[name="namedPlace"]')).toHaveValue('Hamburg')
  await expect(page.locator('[name="deliveryPeriod.month"]')).toHaveValue('2027-03')
  await expect(page.getByTestId('quote-line')).toHaveCount(1)
  expect(await db.query('SELECT id FROM "Lead" WHERE name = $1', [name])).toEqual([])
})
