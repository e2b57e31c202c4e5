import type { Locator, Page, TestInfo } from '@playwright/test'
import { trialContent } from '../../app/features/content/pages/trial'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { initialPageContent } from '../support/page-content'
import { expect, jsEnabled, routerIdle, test } from './fixtures'

/**
 * The trial-package and contact forms, with and without JavaScript (projects js / no-js), in
 * every language: what a visitor sends arrives once, as typed, and every message shows in the
 * page's language for its bad input while the rest of the form keeps what was typed.
 */

const languages = [
  { lang: 'tr', prefix: '', dict: tr },
  { lang: 'en', prefix: '/en', dict: en },
  { lang: 'de', prefix: '/de', dict: de },
] as const

type Lead = Record<string, string | null>
type Product = { id: string; title_tr: string; calibres: string[] }

const uniqueName = (label: string, testInfo: TestInfo, lang: string) => `${label} ${testInfo.project.name} ${lang} ${Date.now()}`
const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`)
/** With JavaScript, interact only once the form is hydrated (before that it is the no-JS form). */
async function formReady(page: Page, selector: string) {
  if (jsEnabled(test.info())) await expect(page.locator(`${selector}[data-hydrated]`)).toHaveCount(1)
}
const row = (i: number, part: 'productId' | 'calibre' | 'quantity') => `selectedProducts[${i}].${part}`

/** The message next to a field: the first element its aria-describedby names (a hint may follow). */
async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const id = (await control.getAttribute('aria-describedby'))?.split(' ')[0]
  expect(id, 'the error is linked to its field').toBeTruthy()
  await expect(control.page().locator(`[id="${id}"]`)).toHaveText(message)
}

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

type Item = { position: number; productId: string | null; calibre: string | null; quantityKg: number | null; packSizeKg: number | null }
const itemsOf = (db: Db, leadId: string) =>
  db.query<Item>(
    'SELECT position, "productId", calibre, "quantityKg"::float8 AS "quantityKg", "packSizeKg"::float8 AS "packSizeKg" FROM "LeadItem" WHERE "leadId" = $1 ORDER BY position',
    [leadId],
  )

async function productsBySlug(db: Db) {
  const rows = await db.query<Product & { slug: string }>('SELECT "id", "slug", "title_tr", "calibres" FROM "Product" WHERE "isActive"')
  return new Map(rows.map((r) => [r.slug, r]))
}

for (const { lang, prefix, dict } of languages) {
  test.describe(lang, () => {
    test.describe('trial package', () => {
      const open = async (page: Page) => {
        const response = await page.goto(`${prefix}/trial-package`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.trial.title)
        await expect(page.locator('#trial-form').getByText(initialPageContent(trialContent, lang).cost.payment)).toBeVisible()
        await formReady(page, 'form#trial-request')
      }

      test('two rows: one trial lead with the country code and two rows, success notice, empty form', async ({ page, db }, testInfo) => {
        const products = await productsBySlug(db)
        const baglama = products.get('baglama-incir')!
        const lerida = products.get('lerida-incir')!
        const name = uniqueName('Deneme', testInfo, lang)
        const js = jsEnabled(testInfo)
        await open(page)

        await byLabel(page, dict.trial.labels.fullName).fill(name)
        await byLabel(page, dict.trial.labels.phone).fill('+90 (532) 111-22-33x')
        if (js) await expect(byLabel(page, dict.trial.labels.phone)).toHaveValue('+90 (532) 111-22-33')
        await byLabel(page, dict.trial.labels.email).fill('buyer@example.com')
        // The country is a list with an empty choice first; Türkiye is preselected on the Turkish site.
        const country = byLabel(page, dict.trial.labels.country)
        await expect(country.locator('option').first()).toHaveAttribute('value', '')
        if (lang === 'tr') await expect(country).toHaveValue('TR')
        await country.selectOption('TR')
        await byLabel(page, dict.trial.labels.address).fill('Köşk Mah. 12, Aydın')
        await byLabel(page, dict.trial.labels.notes).fill('Kargo ile gönderin.')

        // A new row starts at calibre 1 and 1 kg; before a product is chosen calibres 1–8 are offered.
        await expect(field(page, row(0, 'calibre'))).toHaveValue('1')
        await expect(field(page, row(0, 'quantity'))).toHaveValue('1')
        await field(page, row(0, 'productId')).selectOption(baglama.id)
        // With JavaScript the product's first calibre is chosen at once, without it on the next render.
        if (js) await expect(field(page, row(0, 'calibre'))).toHaveValue(baglama.calibres[0])
        await field(page, row(0, 'quantity')).fill('2')

        await page.getByRole('button', { name: dict.trial.addRow }).click()
        await expect(page.getByTestId('trial-row')).toHaveCount(2)
        // Everything typed is still there (without JavaScript the page came back from the server).
        await expect(byLabel(page, dict.trial.labels.fullName)).toHaveValue(name)
        await expect(byLabel(page, dict.trial.labels.address)).toHaveValue('Köşk Mah. 12, Aydın')
        await expect(byLabel(page, dict.trial.labels.country)).toHaveValue('TR')
        await expect(field(page, row(0, 'productId'))).toHaveValue(baglama.id)
        await expect(field(page, row(0, 'calibre'))).toHaveValue(baglama.calibres[0])
        await expect(field(page, row(0, 'calibre')).locator('option')).toHaveText(baglama.calibres.map((c) => new RegExp(`^A${c} `)))
        await expect(field(page, row(0, 'quantity'))).toHaveValue('2')
        await expect(field(page, row(1, 'calibre'))).toHaveValue('1')
        await expect(field(page, row(1, 'quantity'))).toHaveValue('1')

        await field(page, row(1, 'productId')).selectOption(lerida.id)
        await field(page, row(1, 'calibre')).selectOption('3')
        await field(page, row(1, 'quantity')).fill('3')
        if (js) await expect(page.getByTestId('trial-total')).toContainText('5')
        await byLabel(page, dict.trial.agreement).check()
        await page.getByRole('button', { name: dict.trial.submit }).click()

        await expect(page.getByTestId('request-received').getByRole('heading', { name: dict.confirmation.titles.trial })).toBeVisible()
        await expect(byLabel(page, dict.trial.labels.fullName)).toHaveValue('')
        await expect(page.getByTestId('trial-row')).toHaveCount(1)
        await expect(field(page, row(0, 'productId'))).toHaveValue('')
        await expect(byLabel(page, dict.trial.agreement)).not.toBeChecked()

        const leads = await db.query<Lead>('SELECT * FROM "Lead" WHERE "name" = $1', [name])
        expect(leads).toHaveLength(1)
        expect(leads[0]).toMatchObject({
          kind: 'trial',
          status: 'new',
          locale: lang,
          company: 'Bireysel',
          phone: '+90 (532) 111-22-33',
          phoneE164: '+905321112233',
          email: 'buyer@example.com',
          country: 'TR',
          address: 'Köşk Mah. 12, Aydın',
          // Only what the visitor wrote: the rows are stored as rows.
          details: 'Kargo ile gönderin.',
        })
        expect(await itemsOf(db, leads[0].id!)).toEqual([
          { position: 1, productId: baglama.id, calibre: baglama.calibres[0], quantityKg: 2, packSizeKg: null },
          { position: 2, productId: lerida.id, calibre: '3', quantityKg: 3, packSizeKg: null },
        ])
      })

      // Language-independent behaviour: checked in Turkish.
      if (lang === 'tr')
        test('a row can be removed; the others and the contact data stay', async ({ page, db }) => {
          const products = await productsBySlug(db)
          const lerida = products.get('lerida-incir')!
          const layer = products.get('layer-incir')!
          await open(page)
          await byLabel(page, dict.trial.labels.fullName).fill('Ayşe Yılmaz')
          // A single row cannot be removed: the request needs at least one product.
          await expect(page.getByRole('button', { name: dict.trial.removeRow })).toHaveCount(0)
          await field(page, row(0, 'productId')).selectOption(lerida.id)
          await page.getByRole('button', { name: dict.trial.addRow }).click()
          await field(page, row(1, 'productId')).selectOption(layer.id)
          await field(page, row(1, 'quantity')).fill('4')
          await page.getByRole('button', { name: dict.trial.addRow }).click()
          await expect(page.getByTestId('trial-row')).toHaveCount(3)

          await page.getByRole('button', { name: `${dict.trial.removeRow} 1` }).click()
          await expect(page.getByTestId('trial-row')).toHaveCount(2)
          await expect(field(page, row(0, 'productId'))).toHaveValue(layer.id)
          await expect(field(page, row(0, 'quantity'))).toHaveValue('4')
          await expect(field(page, row(1, 'productId'))).toHaveValue('')
          await expect(byLabel(page, dict.trial.labels.fullName)).toHaveValue('Ayşe Yılmaz')
        })

      const v = dict.validation
      const invalidCases: { label: string; message: string; spoil: (page: Page) => Promise<void>; control: (page: Page) => Locator }[] = [
        {
          label: 'full name shorter than 2',
          message: v.trialFullNameRequired,
          spoil: (p) => byLabel(p, dict.trial.labels.fullName).fill('A'),
          control: (p) => byLabel(p, dict.trial.labels.fullName),
        },
        {
          label: 'phone shorter than 5',
          message: v.trialPhoneRequired,
          spoil: (p) => byLabel(p, dict.trial.labels.phone).fill('12 3'),
          control: (p) => byLabel(p, dict.trial.labels.phone),
        },
        {
          label: 'invalid email',
          message: v.trialEmailInvalid,
          spoil: (p) => byLabel(p, dict.trial.labels.email).fill('not-an-email'),
          control: (p) => byLabel(p, dict.trial.labels.email),
        },
        {
          label: 'no product',
          message: v.trialProductRequired,
          spoil: async (p) => void (await field(p, row(0, 'productId')).selectOption('')),
          control: (p) => field(p, row(0, 'productId')),
        },
        {
          label: 'quantity 0',
          message: v.trialQuantityMin,
          spoil: (p) => field(p, row(0, 'quantity')).fill('0'),
          control: (p) => field(p, row(0, 'quantity')),
        },
        {
          label: 'terms not accepted',
          message: v.termsRequired,
          spoil: (p) => byLabel(p, dict.trial.agreement).uncheck(),
          control: (p) => byLabel(p, dict.trial.agreement),
        },
        // Checked by the server alone (the phone-number data stays there): too short for Germany.
        {
          label: 'phone impossible for the country',
          message: v.phoneInvalid,
          spoil: (p) => byLabel(p, dict.trial.labels.phone).fill('030 12345678901234'),
          control: (p) => byLabel(p, dict.trial.labels.phone),
        },
      ]

      // Each message is checked in Turkish (where the trial form keeps the original English
      // texts); the other languages check the first and the server's phone check in their own words.
      for (const { label, message, spoil, control } of lang === 'tr' ? invalidCases : [invalidCases[0]!, invalidCases.at(-1)!]) {
        test(`validation: ${label}`, async ({ page, db }, testInfo) => {
          const lerida = (await productsBySlug(db)).get('lerida-incir')!
          const name = uniqueName('Geçersiz', testInfo, lang)
          await open(page)
          const values = {
            [dict.trial.labels.fullName]: name,
            [dict.trial.labels.phone]: '0532 111 22 33',
            [dict.trial.labels.email]: 'buyer@example.com',
            [dict.trial.labels.company]: 'İncir Ltd.',
            [dict.trial.labels.address]: 'Hauptstraße 1, Berlin',
            [dict.trial.labels.notes]: 'Bitte schnell.',
          }
          for (const [fieldLabel, value] of Object.entries(values)) await byLabel(page, fieldLabel).fill(value)
          await byLabel(page, dict.trial.labels.country).selectOption('DE')
          await field(page, row(0, 'productId')).selectOption(lerida.id)
          await field(page, row(0, 'calibre')).selectOption('4')
          await field(page, row(0, 'quantity')).fill('7')
          await byLabel(page, dict.trial.agreement).check()
          await spoil(page)
          await page.getByRole('button', { name: dict.trial.submit }).click()

          await expectFieldError(control(page), message)
          const form = page.locator('#trial-form')
          // Only this field is wrong, and nothing typed was lost.
          for (const other of invalidCases.filter((c) => c.message !== message)) await expect(form.getByText(other.message)).toHaveCount(0)
          const spoiled = await control(page).getAttribute('name')
          for (const [fieldLabel, value] of Object.entries(values)) {
            const input = byLabel(page, fieldLabel)
            if ((await input.getAttribute('name')) !== spoiled) await expect(input).toHaveValue(value)
            else if (label === 'phone impossible for the country') await expect(input).toHaveValue('030 12345678901234')
          }
          if (spoiled !== row(0, 'productId')) {
            await expect(field(page, row(0, 'productId'))).toHaveValue(lerida.id)
            await expect(field(page, row(0, 'calibre'))).toHaveValue('4')
          }
          if (spoiled !== row(0, 'quantity')) await expect(field(page, row(0, 'quantity'))).toHaveValue('7')
          if (spoiled !== 'agreementAccepted') await expect(byLabel(page, dict.trial.agreement)).toBeChecked()
          await expect(byLabel(page, dict.trial.labels.country)).toHaveValue('DE')
          expect(await db.query('SELECT "id" FROM "Lead" WHERE "name" = $1', [name])).toHaveLength(0)

          if (jsEnabled(testInfo) && label === 'full name shorter than 2') {
            // After the first submit, every change validates again.
            await byLabel(page, dict.trial.labels.fullName).fill(name)
            await expect(form.getByText(message)).toHaveCount(0)
          }
        })
      }
    })

    test.describe('contact', () => {
      const open = async (page: Page) => {
        const response = await page.goto(`${prefix}/contact`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.contact.title)
        await formReady(page, 'form#contact-message')
      }
      const labels = dict.contact.form

      test('a message is stored once as a contact lead and the success notice shows', async ({ page, db }, testInfo) => {
        const name = uniqueName('Mesaj', testInfo, lang)
        await open(page)
        await byLabel(page, labels.name).fill(name)
        await byLabel(page, labels.email).fill('visitor@example.com')
        await byLabel(page, labels.phoneOptional).fill('+49 30 1234567')
        await byLabel(page, labels.subject).fill('Toptan fiyatlar')
        await byLabel(page, labels.message).fill('Merhaba, 500 kg Lerida için fiyat alabilir miyim?')
        const box = await byLabel(page, labels.message).boundingBox()
        expect(box?.height).toBeGreaterThanOrEqual(120)
        await page.getByRole('button', { name: labels.send }).click()

        await expect(page.getByTestId('request-received').getByRole('heading', { name: dict.confirmation.titles.contact })).toBeVisible()
        await expect(byLabel(page, labels.name)).toHaveValue('')
        await expect(byLabel(page, labels.message)).toHaveValue('')

        const leads = await db.query<Lead>('SELECT * FROM "Lead" WHERE "name" = $1', [name])
        expect(leads).toHaveLength(1)
        expect(leads[0]).toMatchObject({
          kind: 'contact',
          status: 'new',
          locale: lang,
          email: 'visitor@example.com',
          phone: '+49 30 1234567',
          subject: 'Toptan fiyatlar',
          message: 'Merhaba, 500 kg Lerida için fiyat alabilir miyim?',
        })
      })

      const contactCases = [
        { label: 'name shorter than 2', message: dict.validation.contactNameMin, fieldLabel: labels.name, bad: 'A' },
        { label: 'invalid email', message: dict.validation.contactEmailInvalid, fieldLabel: labels.email, bad: 'visitor@' },
        { label: 'empty subject', message: dict.validation.subjectRequired, fieldLabel: labels.subject, bad: '' },
        { label: 'message shorter than 10', message: dict.validation.messageMin, fieldLabel: labels.message, bad: 'Kısa' },
      ]

      for (const { label, message, fieldLabel, bad } of lang === 'tr' ? contactCases : contactCases.slice(0, 1)) {
        test(`validation: ${label}`, async ({ page, db }, testInfo) => {
          const name = uniqueName('Geçersiz mesaj', testInfo, lang)
          await open(page)
          const values: Record<string, string> = {
            [labels.name]: name,
            [labels.email]: 'visitor@example.com',
            [labels.phoneOptional]: '0256 123 45 67',
            [labels.subject]: 'Numune',
            [labels.message]: 'Numune göndermeniz mümkün mü?',
          }
          values[fieldLabel] = bad
          for (const [l, value] of Object.entries(values)) await byLabel(page, l).fill(value)
          await page.getByRole('button', { name: labels.send }).click()

          await expectFieldError(byLabel(page, fieldLabel), message)
          const form = page.locator('#contact-form')
          for (const other of contactCases.filter((c) => c.message !== message)) await expect(form.getByText(other.message)).toHaveCount(0)
          for (const [l, value] of Object.entries(values)) await expect(byLabel(page, l)).toHaveValue(value)
          expect(await db.query('SELECT "id" FROM "Lead" WHERE "name" = $1', [values[labels.name]])).toHaveLength(0)
        })
      }
    })
  })
}

test('before the form checks have arrived, choosing a product then a calibre keeps the calibre, and a wrong name is answered by the server with everything kept', {
  tag: '@js',
}, async ({ page, db }) => {
  // The checks never arrive (a slow phone, a lost download): the form goes on without them.
  await page.route('**/assets/form-validation-*.js', (route) => route.abort())
  const lerida = (await productsBySlug(db)).get('lerida-incir')!
  await page.goto('/trial-package')
  await formReady(page, 'form#trial-request')
  await field(page, row(0, 'productId')).selectOption(lerida.id)
  await field(page, row(0, 'calibre')).selectOption('4')
  // Had the product choice been sent to the server, its answer has come back once the router is idle.
  await expect.poll(() => routerIdle(page)).toBe(true)
  await expect(field(page, row(0, 'calibre'))).toHaveValue('4')

  await byLabel(page, tr.trial.labels.fullName).fill('A')
  await byLabel(page, tr.trial.labels.phone).fill('0532 111 22 33')
  await byLabel(page, tr.trial.labels.email).fill('buyer@example.com')
  await byLabel(page, tr.trial.labels.address).fill('Hauptstraße 1, Berlin')
  await byLabel(page, tr.trial.labels.country).selectOption('DE')
  await field(page, row(0, 'quantity')).fill('7')
  await byLabel(page, tr.trial.agreement).check()
  // The form's element is marked: the page's re-renders while the request is on its way and when
  // the answer comes must keep it (rebuilt, it would lose what was typed until the answer came).
  const form = page.locator('form#trial-request')
  await form.evaluate((element) => element.setAttribute('data-mark', 'kept'))
  await page.getByRole('button', { name: tr.trial.submit }).click()
  await expectFieldError(byLabel(page, tr.trial.labels.fullName), tr.validation.trialFullNameRequired)
  await expect(form).toHaveAttribute('data-mark', 'kept')
  await expect(byLabel(page, tr.trial.labels.fullName)).toHaveValue('A')
  await expect(field(page, row(0, 'calibre'))).toHaveValue('4')
  await expect(field(page, row(0, 'quantity'))).toHaveValue('7')
})
