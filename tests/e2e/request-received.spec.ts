import type { Page } from '@playwright/test'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { seedProducts } from '../../prisma/seed-data/products'
import { expect, jsEnabled, test } from './fixtures'

/**
 * After a quote, trial or contact request, the form's page shows a confirmation the visitor can
 * keep reading (not only a notice that closes itself): what was sent, the reference and private
 * link of a quote or trial request, the address the confirmation e-mail went to, what happens
 * next and how to reach the company. No notice covers it or repeats it. The same without
 * JavaScript; shown once, to the visitor who sent it.
 */

const lerida = seedProducts.find((p) => p.slug === 'lerida-incir')!
const uniqueName = (what: string) => `${what} ${test.info().project.name} ${Date.now()}`
const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const confirmation = (page: Page) => page.getByRole('main').getByTestId('request-received')

/** The contact channels every confirmation offers: phone, WhatsApp and e-mail links. */
async function expectChannels(page: Page) {
  const box = confirmation(page)
  await expect(box.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(box.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
  await expect(box.locator('a[href^="mailto:"]')).toHaveCount(1)
}

/** With JavaScript, interact only once the form is hydrated (before that it is the no-JS form). */
async function formReady(page: Page, selector: string) {
  if (jsEnabled(test.info())) await expect(page.locator(`${selector}[data-hydrated]`)).toHaveCount(1)
}

test.describe('a German buyer’s quote request', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } })

  test('the page confirms what was sent, the reference, the private link, the next steps and the channels', async ({ page, db }, info) => {
    await page.goto(`/de/rfq?productSlug=${lerida.slug}`)
    if (jsEnabled(info)) await expect(page.getByTestId('open-picker')).toBeVisible()
    const name = uniqueName('Bestätigung')
    await byLabel(page, de.rfq.labels.name).fill(name)
    await page.locator('#rfq-quote-company').fill('Feinkost Hamburg GmbH')
    // One confirmation an hour per address: each run its own.
    const email = `einkauf-${info.project.name}-${Date.now()}@example.de`
    await page.locator('#rfq-quote-email').fill(email)
    await byLabel(page, de.rfq.labels.phone).fill('040 1234567')
    await expect(page.locator('#rfq-quote-country')).toHaveValue('DE')
    await page.getByRole('button', { name: de.rfq.submit, exact: true }).click()

    const box = confirmation(page)
    await expect(box.getByRole('heading', { name: de.confirmation.titles.quote })).toBeVisible()
    const [lead] = await db.query<{ id: string; reference: string }>('SELECT id, reference FROM "Lead" WHERE name = $1', [name])
    expect(lead?.reference).toMatch(/^RFQ-\d{4}-\d{4}$/)
    await expect(box).toContainText(lead!.reference)
    // What was sent: the product line with its calibre's name, pack and kg; the company and country.
    const line = box.getByTestId('request-line')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText(lerida.title_de)
    await expect(line).toContainText(`A${lerida.calibres[0]} – `)
    await expect(line).toContainText('1.000 kg')
    await expect(box).toContainText('Feinkost Hamburg GmbH')
    await expect(box).toContainText('Deutschland')
    await expect(box).toContainText(de.confirmation.next.quote2)
    await expectChannels(page)
    // No notice over the page: the confirmation is the page's answer (and heading) itself.
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: de.confirmation.titles.quote })).toHaveCount(1)
    // Where the confirmation e-mail went, and the private link's hint mentions it.
    await expect(box.getByTestId('confirmation-email')).toHaveText(de.confirmation.emailSent.replace('{{email}}', email))
    await expect(box).toContainText(de.confirmation.privateLinkHint)
    // Below it a fresh form for another request.
    await expect(byLabel(page, de.rfq.labels.name)).toHaveValue('')

    // The private link opens the buyer's page of this request.
    const link = box.getByRole('link', { name: de.confirmation.privateLink })
    await expect(link).toHaveAttribute('href', /^\/de\/requests\/[A-Za-z0-9_-]{20,}$/)
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lead!.reference)
    // The private page's note says who can read it in plain German.
    await expect(page.getByText(de.requests.privateNote)).toBeVisible()
    expect(de.requests.privateNote).toContain('Wer den Link kennt, kann diese Seite lesen')

    // Shown once: the same page opened again is the plain form.
    await page.goto('/de/rfq')
    await expect(page.getByTestId('request-received')).toHaveCount(0)
  })
})

test('a trial request: the confirmation names the reference, the rows, the payment steps and the channels', async ({ page, db }) => {
  const products = await db.query<{ id: string; calibres: string[] }>('SELECT id, calibres FROM "Product" WHERE slug = $1', [lerida.slug])
  const product = products[0]!
  await page.goto('/en/trial-package')
  await formReady(page, 'form#trial-request')
  const name = uniqueName('Trial confirmation')
  await byLabel(page, en.trial.labels.fullName).fill(name)
  await byLabel(page, en.trial.labels.phone).fill('+44 20 7946 0958')
  await page.locator('[name="country"]').selectOption('GB')
  await byLabel(page, en.trial.labels.address).fill('1 King Street, London')
  await page.locator('[name="selectedProducts[0].productId"]').selectOption(product.id)
  await page.locator('[name="selectedProducts[0].calibre"]').selectOption(product.calibres[0]!)
  await page.locator('[name="selectedProducts[0].quantity"]').fill('3')
  await page.locator('[name="agreementAccepted"]').check()
  await page.getByRole('button', { name: en.trial.submit }).click()

  const box = confirmation(page)
  await expect(box.getByRole('heading', { name: en.confirmation.titles.trial })).toBeVisible()
  const [lead] = await db.query<{ reference: string }>('SELECT reference FROM "Lead" WHERE name = $1', [name])
  expect(lead?.reference).toMatch(/^TRL-\d{4}-\d{4}$/)
  await expect(box).toContainText(lead!.reference)
  const line = box.getByTestId('request-line')
  await expect(line).toContainText(lerida.title_en)
  await expect(line).toContainText(`A${product.calibres[0]} – `)
  await expect(line).toContainText('3 kg')
  await expect(box).toContainText('United Kingdom')
  await expect(box).toContainText(en.confirmation.next.trial1)
  await expect(box.getByRole('link', { name: en.confirmation.privateLink })).toHaveAttribute('href', /^\/en\/requests\//)
  await expectChannels(page)
  // Sent without a company or an e-mail address: no company row, no word of an e-mail.
  await expect(box.getByText(en.requests.company, { exact: true })).toHaveCount(0)
  await expect(box).not.toContainText('Individual customer')
  await expect(box.getByTestId('confirmation-email')).toHaveCount(0)
  await expect(box).toContainText(en.confirmation.privateLinkHintNoEmail)
  await expect(page.getByTestId('toast')).toHaveCount(0)
})

test('a contact message: the confirmation repeats the subject and message, with no reference or private link', async ({ page }) => {
  await page.goto('/contact')
  await formReady(page, 'form#contact-message')
  const labels = tr.contact.form
  await byLabel(page, labels.name).fill(uniqueName('Mesaj onayı'))
  await byLabel(page, labels.email).fill('visitor@example.com')
  await byLabel(page, labels.subject).fill('Toptan fiyatlar')
  await byLabel(page, labels.message).fill('Merhaba,\n500 kg Lerida için fiyat alabilir miyim?')
  await page.getByRole('button', { name: labels.send }).click()

  const box = confirmation(page)
  await expect(box.getByRole('heading', { name: tr.confirmation.titles.contact })).toBeVisible()
  await expect(box).toContainText('Toptan fiyatlar')
  await expect(box).toContainText('500 kg Lerida için fiyat alabilir miyim?')
  await expect(box).toContainText(tr.confirmation.next.contact1)
  await expect(box.getByRole('link', { name: tr.confirmation.privateLink })).toHaveCount(0)
  await expectChannels(page)
  await expect(byLabel(page, labels.name)).toHaveValue('')
})

test('another visitor never sees someone’s confirmation', async ({ browser, page }) => {
  await page.goto('/contact')
  await formReady(page, 'form#contact-message')
  const labels = tr.contact.form
  await byLabel(page, labels.name).fill(uniqueName('Başkası'))
  await byLabel(page, labels.email).fill('first@example.com')
  await byLabel(page, labels.subject).fill('Gizli konu')
  await byLabel(page, labels.message).fill('Bu mesajı yalnızca gönderen görmeli.')
  await page.getByRole('button', { name: labels.send }).click()
  await expect(confirmation(page)).toBeVisible()

  const stranger = await browser.newContext()
  const other = await stranger.newPage()
  await other.goto('/contact')
  await expect(other.getByTestId('request-received')).toHaveCount(0)
  await expect(other.locator('body')).not.toContainText('Gizli konu')
  await stranger.close()
})
