/**
 * The export quote from request to proforma, as the buyer and the sales team live it, with
 * JavaScript on and off (the admin projects; the admin server also sends its mails to the test
 * SMTP server, where the buyer's links and PDFs are read from).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { buyerTextKinds } from '../../app/features/quotes/buyer-texts'
import { formatMoney } from '../../app/features/quotes/money'
import { formatDate } from '../../app/lib/dates'
import { type Locale, localeNamesTr } from '../../app/lib/locale'
import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { smtpSinkHttpPort } from '../../playwright.config'
import { seedProducts } from '../../prisma/seed-data/products'
import { createAdminSession, createLead } from '../support/factories'
import { fakeAi } from '../support/fake-openai-control'
import { pdfText } from '../support/pdf-text'
import { expect as baseExpect, jsEnabled, routerIdle, sessionCookieValue, signInAsAdmin, test } from './fixtures'
import { startOwnServer } from './own-server'

/** Each step is a write with its events and mails (a PDF rendered for some): on a busy machine they take seconds. */
const expect = baseExpect.configure({ timeout: 30_000 })

const dictionaries = { tr, en, de } as const
const product = (slug: string) => seedProducts.find((p) => p.slug === slug)!
const lerida = product('lerida-incir')
const protoben = product('protoben-incir')

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']
type Mail = { to: string[]; subject: string; text: string; attachments: { filename: string; contentType: string; content: string }[] }

/** Spaces as PDF.js and Intl write them: any run of white space (no-break spaces too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ')
const money = (value: string, locale: Locale) => spaced(formatMoney(value, 'USD', locale))

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${smtpSinkHttpPort}/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as Mail[]
}

/** The first mail to `address` whose subject contains `subject`, once it has arrived. */
async function mailTo(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => mail.subject.includes(subject))
        return Boolean(found)
      },
      { timeout: 20_000, message: `a mail to ${address} about "${subject}"` },
    )
    .toBe(true)
  return found!
}

/** The private link in a mail, as a path of the site. */
function linkIn(mail: Mail, locale: Locale): string {
  const prefix = locale === 'tr' ? '' : `/${locale}`
  const match = new RegExp(`https?://[^/\\s]+(${prefix}/requests/[A-Za-z0-9_-]{43})`).exec(mail.text)
  expect(match, `a private link in "${mail.subject}"`).not.toBeNull()
  return match![1]
}

const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/**
 * A quote request as a buyer's client sends it (POST /api/rfq, with the form guard's timer): two
 * products, one of them in 12.5 kg packs.
 */
async function requestQuote(request: APIRequestContext, db: Db, locale: Locale, email: string) {
  const guard = await (await request.get('/api/form-guard')).json()
  const ids = await db.query<{ id: string; slug: string }>('SELECT id, slug FROM "Product" WHERE slug = ANY($1)', [
    [lerida.slug, protoben.slug],
  ])
  const idOf = (slug: string) => ids.find((row) => row.slug === slug)!.id
  const response = await request.post('/api/rfq', {
    data: {
      locale,
      name: locale === 'de' ? 'Hans Müller' : 'Jane Buyer',
      company: 'Feinkost Import GmbH',
      email,
      phone: '+49 40 1234567',
      country: 'DE',
      city: 'Hamburg',
      formStartedAt: guard.formStartedAt,
      submissionKey: guard.submissionKey,
      items: [
        { productId: idOf(lerida.slug), quantity: 2000, calibre: '2', packSize: 12.5 },
        { productId: idOf(protoben.slug), quantity: 1000, calibre: '3', packSize: 5 },
      ],
    },
  })
  expect(response.status()).toBe(201)
  const body = (await response.json()) as { id: string; reference: string; requestUrl: string }
  expect(body.reference).toMatch(/^RFQ-\d{4}-\d{4,}$/)
  return body
}

/** "Teklif hazırla" on the lead: the quote's page with its first draft; the quote's id. */
async function prepareDraft(page: Page, leadId: string) {
  await page.goto(`/admin/leads?lead=${leadId}`)
  // With JavaScript, a click before the router runs can be lost on a busy machine: click once the
  // page's router is there and waits for nothing (without JavaScript the button posts the form by itself).
  if (jsEnabled(test.info())) await expect.poll(() => routerIdle(page).catch(() => false), { timeout: 30_000 }).toBe(true)
  await page.getByRole('button', { name: 'Teklif hazırla' }).click()
  await expect(page).toHaveURL(/\/admin\/quotes\/[\w-]+$/)
  return new URL(page.url()).pathname.split('/').pop()!
}

/** The stored status of each version of a quote, oldest first. */
const versionStates = async (db: Db, quoteId: string) =>
  (await db.query<{ status: string }>('SELECT status FROM "QuoteVersion" WHERE "quoteId" = $1 ORDER BY version', [quoteId])).map(
    (row) => row.status,
  )

/**
 * The check before sending: the buyer, the language, every total and the validity of the saved
 * draft; nothing has gone to the buyer until its button is pressed.
 */
async function confirmOnCheckPage(page: Page, db: Db, quoteId: string, expected: { buyer: string; language: string; total: string }) {
  await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}/send$`))
  const check = page.getByTestId('send-check')
  await expect(check.getByTestId('check-buyer')).toContainText(expected.buyer)
  await expect(check.getByTestId('check-language')).toHaveText(expected.language)
  await expect(check.getByTestId('quote-total')).toHaveText(formatMoney(expected.total, 'USD', 'tr'))
  const [{ validUntil }] = await db.query<{ validUntil: string }>(
    `SELECT to_char("validUntil", 'YYYY-MM-DD') AS "validUntil" FROM "QuoteVersion" WHERE "quoteId" = $1 ORDER BY version DESC LIMIT 1`,
    [quoteId],
  )
  await expect(check.getByTestId('check-valid-until')).toHaveText(formatDate(`${validUntil}T12:00:00Z`))
  expect((await versionStates(db, quoteId)).at(-1), 'not sent before the confirmation').toBe('draft')
  await page.getByRole('button', { name: 'Onayla ve alıcıya gönder' }).click()
  await expect(page.getByTestId('toast')).toContainText('alıcıya gönderildi')
  expect((await versionStates(db, quoteId)).at(-1)).toBe('sent')
}

/** The sales team prepares the quote from the lead: prices, freight, CIF Hamburg, 30 % advance; then checks and sends it. */
async function prepareAndSend(page: Page, db: Db, leadId: string, { buyerNote = '', internalNote = '' } = {}) {
  const quoteId = await prepareDraft(page, leadId)
  // The lines come from the request: two products with their kg and packs (written the Turkish
  // way), each at its list price for the calibre and quantity.
  await expect(page.locator('[name="lines[1].quantityKg"]')).toHaveValue('1.000')
  await expect(page.locator('[name="lines[0].packSizeKg"]')).toHaveValue('12,5')
  await expect(page.locator('[name="lines[0].unitPrice"]')).toHaveValue('9,6')
  await expect(page.locator('[name="lines[1].unitPrice"]')).toHaveValue('9,5')
  await page.getByRole('button', { name: '+ Ek kalem ekle' }).click()
  await expect(page.locator('[name="extras[0].amount"]')).toBeVisible()
  await page.locator('[name="lines[0].unitPrice"]').fill('3,335')
  await page.locator('[name="lines[1].unitPrice"]').fill('2,95')
  await page.locator('[name="extras[0].kind"]').selectOption('freight')
  await page.locator('[name="extras[0].amount"]').fill('850')
  await page.locator('[name="currency"]').selectOption('USD')
  await page.locator('[name="incoterm"]').selectOption('CIF')
  await page.locator('[name="incotermPlace"]').fill('Hamburg')
  await page.locator('[name="paymentTerms"]').selectOption('part-advance')
  await page.locator('[name="advancePercent"]').fill('30')
  // The shipment window as a month and its week (plain selects and inputs, with or without JavaScript).
  await page.locator('[name="shipmentKind"]').selectOption('month')
  await page.locator('[name="shipmentMonth"]').fill('2027-03')
  await page.locator('[name="shipmentWeek"]').selectOption('2')
  // The note is labelled with the buyer's language and shows an example in it.
  const [lead] = await db.query<{ name: string; locale: string }>('SELECT name, locale FROM "Lead" WHERE id = $1', [leadId])
  const locale = lead.locale as Locale
  const note = page.getByLabel(`Alıcıya not — alıcının dilinde (${localeNamesTr[locale]})`)
  await expect(note).toHaveAttribute('placeholder', `ör. ${buyerTextKinds.buyerNote.examples[locale]}`)
  await note.fill(buyerNote)
  await page.locator('[name="internalNote"]').fill(internalNote)
  await page.getByRole('button', { name: 'Alıcıya gönder' }).click()
  await confirmOnCheckPage(page, db, quoteId, { buyer: lead.name, language: localeNamesTr[lead.locale as Locale], total: TOTAL })
  return quoteId
}

// 2000 kg × 3.335 + 1000 kg × 2.95 + 850 freight
const TOTAL = '10470.00'

test.describe('the export quote', () => {
  // Each test is a whole conversation between two people over several pages and mails.
  test.describe.configure({ timeout: 150_000 })

  test('a German buyer: request, quote in USD (CIF Hamburg, 30 % advance), PDF, question and reply, acceptance, proforma', async ({
    page,
    db,
    baseURL,
  }) => {
    const email = `${unique('einkauf')}@example.de`
    const { id: leadId, reference } = await requestQuote(page.request, db, 'de', email)
    // The confirmation carries the reference and the private link.
    const confirmation = await mailTo(email, de.emails.confirmation.subjects.quote)
    expect(confirmation.text).toContain(reference)
    // One private link for the request: every mail below carries this one.
    const requestLink = linkIn(confirmation, 'de')

    await signInAsAdmin(page.context(), db, baseURL!)
    const quoteId = await prepareAndSend(page, db, leadId, { buyerNote: 'Verladung ab Izmir.', internalNote: 'INTERN-MARGE-7' })

    // The quote mail: German, the PDF attached, the link to the private page.
    const quoteMail = await mailTo(email, 'QT-')
    expect(quoteMail.subject).toContain(reference)
    const attachment = quoteMail.attachments.find((a) => a.filename.endsWith('-de.pdf'))
    expect(attachment?.contentType).toBe('application/pdf')
    const mailPdf = await pdfText(Buffer.from(attachment!.content, 'base64'))
    for (const text of [
      lerida.title_de!,
      protoben.title_de!,
      'CIF Hamburg',
      money('6670.00', 'de'),
      money('2950.00', 'de'),
      money(TOTAL, 'de'),
      // The window and the unlabelled freight in German.
      'Verladezeitraum März 2027, 2. Woche',
      'Fracht',
    ])
      expect(mailPdf).toContain(spaced(text))
    for (const turkish of ['hafta', 'Navlun']) expect(mailPdf).not.toContain(turkish)
    expect(quoteMail.text).toContain('Verschiffung: März 2027, 2. Woche')
    expect(mailPdf).not.toContain('INTERN-MARGE-7')
    const link = linkIn(quoteMail, 'de')
    expect(link).toBe(requestLink)

    // The buyer's page, in German: state, lines, totals, terms.
    await page.goto(link)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByTestId('request-state')).toHaveText(de.requests.states.sent)
    await expect(page.getByTestId('quote-line')).toHaveCount(2)
    await expect(page.getByTestId('quote-total')).toHaveText(formatMoney(TOTAL, 'USD', 'de'))
    await expect(page.getByTestId('quote')).toContainText('CIF Hamburg')
    await expect(page.getByTestId('quote')).toContainText('30 % Anzahlung per Überweisung (T/T), 70 % Restzahlung gegen Dokumente')
    await expect(page.getByTestId('quote')).toContainText('Verladung ab Izmir.')
    await expect(page.getByTestId('quote')).toContainText('März 2027, 2. Woche')
    await expect(page.getByTestId('quote')).toContainText('Fracht')
    await expect(page.getByTestId('quote')).not.toContainText('hafta')
    await expect(page.locator('body')).not.toContainText('INTERN-MARGE-7')
    const [{ validUntil }] = await db.query<{ validUntil: string }>(
      `SELECT to_char("validUntil", 'YYYY-MM-DD') AS "validUntil" FROM "QuoteVersion" v JOIN "Quote" q ON q.id = v."quoteId" WHERE q.id = $1`,
      [quoteId],
    )
    const validText = formatDate(`${validUntil}T12:00:00Z`, 'longDate', 'de-DE')
    await expect(page.getByTestId('quote')).toContainText(validText)

    // The German PDF from the page.
    const pdf = await page.request.get((await page.getByTestId('quote-pdf').getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(pdf.headers()['cache-control']).toContain('no-store')
    const pageText = await pdfText(await pdf.body())
    for (const text of ['Angebot', 'CIF Hamburg', validText, money(TOTAL, 'de'), reference]) expect(pageText).toContain(spaced(text))

    // A question; the sales team answers on the quote's page; the answer is on the buyer's page and in a mail.
    await page.locator('#buyer-message-body').fill('Können Sie auch in 10-kg-Kartons liefern?')
    await page.getByRole('button', { name: de.requests.message.submit }).click()
    await expect(page.getByTestId('toast')).toContainText(de.requests.notices.messageSent)
    await expect(page.getByTestId('message-buyer')).toContainText('10-kg-Kartons')
    // The admin sees that the buyer waits: the dashboard's tile lists the request, whose card is marked
    // and shows the reference and the country; the quote's number finds it too.
    await page.goto('/admin')
    await page.getByRole('link', { name: /Yanıt Bekleyen Alıcılar/ }).click()
    await expect(page).toHaveURL(/\/admin\/leads\?awaiting=1$/)
    const quoteNumber = (await db.query<{ number: string }>('SELECT number FROM "Quote" WHERE id = $1', [quoteId]))[0].number
    for (const search of [reference, quoteNumber]) {
      await page.goto(`/admin/leads?awaiting=1&q=${search}`)
      const card = page.getByTestId('lead-card')
      await expect(card).toHaveCount(1)
      await expect(card.getByTestId('lead-awaiting-reply')).toHaveText('Yanıt bekliyor')
      await expect(card).toContainText(reference)
      await expect(card).toContainText('Almanya')
    }
    await page.goto(`/admin/quotes/${quoteId}`)
    await expect(page.getByTestId('quote-message').first()).toContainText('10-kg-Kartons')
    await page.getByLabel('Alıcıya yanıt (alıcıya e-postayla gönderilir)').fill('Ja, 10-kg-Kartons sind möglich.')
    await page.getByRole('button', { name: 'Yanıtı gönder' }).click()
    await expect(page.getByTestId('toast')).toContainText('Yanıt alıcıya gönderildi')
    const replyMail = await mailTo(email, 'Unsere Antwort')
    expect(replyMail.text).toContain('Ja, 10-kg-Kartons sind möglich.')
    expect(linkIn(replyMail, 'de')).toBe(requestLink)
    // Answered: no longer waiting.
    await page.goto(`/admin/leads?q=${reference}`)
    await expect(page.getByTestId('lead-card')).toHaveCount(1)
    await expect(page.getByTestId('lead-awaiting-reply')).toHaveCount(0)
    await page.goto(linkIn(replyMail, 'de'))
    await expect(page.getByTestId('message-seller')).toContainText('Ja, 10-kg-Kartons sind möglich.')

    // Acceptance, with a message while something is missing (the input kept).
    await page.getByLabel(de.requests.accept.fullName).fill('Hans Müller')
    await page.getByRole('button', { name: de.requests.accept.submit }).click()
    await expect(page.locator('#accept-quote')).toContainText(de.requests.validation.positionRequired)
    await expect(page.getByLabel(de.requests.accept.fullName)).toHaveValue('Hans Müller')
    await page.getByLabel(de.requests.accept.position).fill('Leiter Einkauf')
    await page.getByLabel(de.requests.accept.poNumber).fill('PO-4711')
    await page.getByText(de.requests.accept.confirm).click()
    await page.getByRole('button', { name: de.requests.accept.submit }).click()
    await expect(page.getByTestId('toast')).toContainText(de.requests.notices.accepted)
    await expect(page.getByTestId('request-state')).toHaveText(de.requests.states.accepted)
    await expect(page.getByTestId('acceptance')).toContainText('Leiter Einkauf')

    // The German proforma asks for the 30 % advance by its day and the balance against documents
    // (page, PDF and mail), and does not claim to be no request for payment.
    const [{ dueOn }] = await db.query<{ dueOn: string }>(
      `SELECT to_char(p."advanceDueOn", 'YYYY-MM-DD') AS "dueOn" FROM "Proforma" p JOIN "QuoteVersion" v ON v.id = p."versionId" WHERE v."quoteId" = $1`,
      [quoteId],
    )
    const dueText = formatDate(`${dueOn}T12:00:00Z`, 'longDate', 'de-DE')
    const advance = `Anzahlung (30 %) ${money('3141.00', 'de')} — fällig bis ${dueText}, per Banküberweisung`
    const balance = `Restbetrag (70 %) ${money('7329.00', 'de')} — fällig gegen Vorlage der Versanddokumente`
    await expect(page.getByTestId('proforma-payment')).toContainText('Anzahlung (30 %)')
    expect(spaced(await page.getByTestId('proforma-payment').innerText())).toContain(spaced(balance))
    await expect(page.getByTestId('proforma-bank')).toContainText('IBAN')
    await expect(page.getByTestId('proforma-not-a-demand')).toHaveCount(0)
    const proforma = await page.request.get((await page.getByTestId('proforma-pdf').getAttribute('href'))!)
    const proformaText = await pdfText(await proforma.body())
    for (const text of [
      'Proforma-Rechnung',
      'PO-4711',
      '0804.20.90',
      advance,
      balance,
      money(TOTAL, 'de'),
      'CIF Hamburg',
      'März 2027, 2. Woche',
      'Fracht',
    ])
      expect(proformaText).toContain(spaced(text))
    expect(proformaText).not.toContain('keine Zahlungsaufforderung')
    const proformaMail = await mailTo(email, 'Proforma-Rechnung')
    expect(proformaMail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^PI-\d{4}-\d{4}-de\.pdf$/)])
    expect(spaced(proformaMail.text)).toContain(spaced(`- ${advance.replace(') ', '): ')}`))
    expect(proformaMail.text).not.toContain('keine Zahlungsaufforderung')
    expect(linkIn(proformaMail, 'de')).toBe(requestLink)

    // The sales team sees it accepted, with the accepted quote's and the proforma's PDFs; the lead is won.
    await page.goto(`/admin/quotes/${quoteId}`)
    await expect(page.getByTestId('quote-accepted')).toContainText('kabul edildi')
    for (const [testId, title] of [
      ['accepted-quote-pdf', 'Angebot'],
      ['proforma-pdf', 'Proforma-Rechnung'],
    ]) {
      const file = await page.request.get((await page.getByTestId(testId).getAttribute('href'))!)
      expect(file.headers()['content-type']).toBe('application/pdf')
      expect(await pdfText(await file.body())).toContain(title)
    }
    expect(await db.query('SELECT status FROM "Lead" WHERE id = $1', [leadId])).toEqual([{ status: 'won' }])
  })

  test('an English buyer declines with a reason; the sales team sees why and the lead is lost', { tag: '@js' }, async ({
    page,
    db,
    baseURL,
  }) => {
    const email = `${unique('buyer')}@example.com`
    const { id: leadId } = await requestQuote(page.request, db, 'en', email)
    await signInAsAdmin(page.context(), db, baseURL!)
    const quoteId = await prepareAndSend(page, db, leadId)
    await page.goto(linkIn(await mailTo(email, 'QT-'), 'en'))
    await expect(page.getByTestId('request-state')).toHaveText(en.requests.states.sent)
    await page.getByLabel(en.requests.decline.reason).selectOption('price')
    await page.getByLabel(en.requests.decline.comment).fill('Another supplier offered 2.80 USD/kg.')
    await page.getByRole('button', { name: en.requests.decline.submit }).click()
    await expect(page.getByTestId('toast')).toContainText(en.requests.notices.declined)
    await expect(page.getByTestId('request-state')).toHaveText(en.requests.states.declined)
    await page.goto(`/admin/quotes/${quoteId}`)
    await expect(page.getByTestId('quote-declined')).toContainText('Fiyat')
    await expect(page.getByTestId('quote-declined')).toContainText('Another supplier offered 2.80 USD/kg.')
    expect(await db.query('SELECT status FROM "Lead" WHERE id = $1', [leadId])).toEqual([{ status: 'lost' }])
  })

  test('a Turkish buyer accepts; the proforma is Turkish', { tag: '@js' }, async ({ page, db, baseURL }) => {
    const email = `${unique('alici')}@example.com.tr`
    const { id: leadId } = await requestQuote(page.request, db, 'tr', email)
    await signInAsAdmin(page.context(), db, baseURL!)
    await prepareAndSend(page, db, leadId)
    await page.goto(linkIn(await mailTo(email, 'QT-'), 'tr'))
    await expect(page.getByTestId('quote-total')).toHaveText(formatMoney(TOTAL, 'USD', 'tr'))
    await page.getByLabel(tr.requests.accept.fullName).fill('Ayşe Alıcı')
    await page.getByLabel(tr.requests.accept.position).fill('Satın alma müdürü')
    await page.getByText(tr.requests.accept.confirm).click()
    await page.getByRole('button', { name: tr.requests.accept.submit }).click()
    await expect(page.getByTestId('request-state')).toHaveText(tr.requests.states.accepted)
    const proforma = await page.request.get((await page.getByTestId('proforma-pdf').getAttribute('href'))!)
    const text = await pdfText(await proforma.body())
    expect(text).toContain('Proforma Fatura')
    // 30 % in advance: the advance and the balance, and never "not a request for payment".
    expect(text).toContain(spaced(`Peşinat (%30) ${money('3141.00', 'tr')} — son ödeme günü`))
    expect(text).toContain(spaced(`Bakiye (%70) ${money('7329.00', 'tr')} — sevkiyat evraklarının ibrazında ödenir`))
    expect(text).not.toContain('bir ödeme talebi değildir')
  })

  test('an acceptance left without its proforma: "Proformayı düzenle" issues it once, the buyer gets it', async ({ page, db, baseURL }) => {
    const email = `${unique('proforma')}@example.com.tr`
    const { id: leadId } = await requestQuote(page.request, db, 'tr', email)
    await signInAsAdmin(page.context(), db, baseURL!)
    const quoteId = await prepareAndSend(page, db, leadId)
    await page.goto(linkIn(await mailTo(email, 'QT-'), 'tr'))
    await page.getByLabel(tr.requests.accept.fullName).fill('Ayşe Alıcı')
    await page.getByLabel(tr.requests.accept.position).fill('Satın alma müdürü')
    await page.getByText(tr.requests.accept.confirm).click()
    await page.getByRole('button', { name: tr.requests.accept.submit }).click()
    await expect(page.getByTestId('request-state')).toHaveText(tr.requests.states.accepted)
    // What an acceptance leaves while no bank account is set (outside production): no proforma.
    await db.query('DELETE FROM "Proforma" WHERE "versionId" IN (SELECT id FROM "QuoteVersion" WHERE "quoteId" = $1)', [quoteId])

    await page.goto(`/admin/quotes/${quoteId}`)
    await expect(page.getByTestId('quote-accepted')).toContainText('Proforma fatura düzenlenmedi')
    const issue = page.getByTestId('issue-proforma')
    await expect(issue).toContainText('Banka hesabı artık tanımlı')
    await issue.getByRole('button', { name: 'Proformayı düzenle' }).click()
    await expect(page.getByTestId('toast')).toContainText(/Proforma fatura PI-\d{4}-\d{4,} düzenlendi ve alıcıya gönderildi/)
    const [{ number }] = await db.query<{ number: string }>(
      'SELECT p.number FROM "Proforma" p JOIN "QuoteVersion" v ON v.id = p."versionId" WHERE v."quoteId" = $1',
      [quoteId],
    )
    await expect(page.getByTestId('issue-proforma')).toHaveCount(0)
    const proforma = await page.request.get((await page.getByTestId('proforma-pdf').getAttribute('href'))!)
    expect(await pdfText(await proforma.body())).toContain('Proforma Fatura')
    expect(
      await db.query('SELECT count(*)::int AS n FROM "Proforma" p JOIN "QuoteVersion" v ON v.id = p."versionId" WHERE v."quoteId" = $1', [
        quoteId,
      ]),
    ).toEqual([{ n: 1 }])
    // The buyer is e-mailed the new proforma.
    await mailTo(email, `${number} numaralı proforma fatura`)
  })

  test('after its last day a quote cannot be accepted (page and API); the sales team extends it and the buyer accepts version 2', async ({
    page,
    db,
    baseURL,
  }) => {
    const email = `${unique('spaet')}@example.de`
    const { id: leadId } = await requestQuote(page.request, db, 'de', email)
    await signInAsAdmin(page.context(), db, baseURL!)
    const quoteId = await prepareAndSend(page, db, leadId)
    const link = linkIn(await mailTo(email, 'QT-'), 'de')
    await page.goto(link)
    await page.getByLabel(de.requests.accept.fullName).fill('Hans Müller')
    await page.getByLabel(de.requests.accept.position).fill('Einkauf')
    await page.getByText(de.requests.accept.confirm).click()
    // The buyer waited: the quote's last day was yesterday (Türkiye time) when the form is sent.
    await db.query(`UPDATE "QuoteVersion" SET "validUntil" = (now() AT TIME ZONE 'Europe/Istanbul')::date - 1 WHERE "quoteId" = $1`, [
      quoteId,
    ])
    await page.getByRole('button', { name: de.requests.accept.submit }).click()
    await expect(page.getByTestId('answer-refused')).toContainText('abgelaufen')
    await expect(page.getByTestId('request-state')).toHaveText(de.requests.states.expired)
    await expect(page.getByRole('button', { name: de.requests.accept.submit })).toHaveCount(0)
    const versionId = (await db.query<{ id: string }>('SELECT id FROM "QuoteVersion" WHERE "quoteId" = $1', [quoteId]))[0].id
    const api = await page.request.post(`/api/requests/${link.split('/').pop()}`, {
      data: { intent: 'accept', versionId, fullName: 'Hans Müller', position: 'Einkauf', confirm: true },
      headers: { 'Accept-Language': 'de' },
    })
    expect(api.status()).toBe(409)
    expect((await api.json()).message).toContain('abgelaufen')

    // The sales team gives it two more weeks: version 2, sent.
    await page.goto(`/admin/quotes/${quoteId}`)
    const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('Yeni geçerlilik tarihi').fill(later)
    await page.getByRole('button', { name: 'Geçerliliği uzat' }).click()
    await expect(page.getByTestId('toast')).toContainText('sürüm 2')

    await page.goto(link)
    await expect(page.getByRole('heading', { name: /Version 2/ })).toBeVisible()
    await page.getByLabel(de.requests.accept.fullName).fill('Hans Müller')
    await page.getByLabel(de.requests.accept.position).fill('Einkauf')
    await page.getByText(de.requests.accept.confirm).click()
    await page.getByRole('button', { name: de.requests.accept.submit }).click()
    await expect(page.getByTestId('request-state')).toHaveText(de.requests.states.accepted)
    expect(await db.query('SELECT version, status FROM "QuoteVersion" WHERE "quoteId" = $1 ORDER BY version', [quoteId])).toEqual([
      { version: 1, status: 'superseded' },
      { version: 2, status: 'accepted' },
    ])
  })

  test('money typed the Turkish way: freight 2.450 is saved as 2450 and shown as 2.450; 2.45 and an advance of 0x1e are refused', async ({
    page,
    db,
    baseURL,
  }) => {
    const { id: leadId } = await requestQuote(page.request, db, 'en', `${unique('money')}@example.com`)
    await signInAsAdmin(page.context(), db, baseURL!)
    const quoteId = await prepareDraft(page, leadId)
    const freight = page.locator('[name="extras[0].amount"]')
    const storedFreight = async () =>
      (
        await db.query<{ amount: string }>(
          'SELECT e.amount::text AS amount FROM "QuoteExtra" e JOIN "QuoteVersion" v ON v.id = e."versionId" WHERE v."quoteId" = $1',
          [quoteId],
        )
      ).map((row) => row.amount)

    await page.getByRole('button', { name: '+ Ek kalem ekle' }).click()
    await freight.fill('2.450')
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(page.getByTestId('toast')).toContainText('Taslak kaydedildi')
    expect(await storedFreight()).toEqual(['2450.00'])
    // The page as the server draws it again: shown the Turkish way, in the input and in the saved totals.
    await page.goto(`/admin/quotes/${quoteId}`)
    await expect(freight).toHaveValue('2.450')
    await expect(page.getByTestId('quote-totals')).toContainText(formatMoney('2450', 'USD', 'tr'))

    // Saved again unchanged, the value stays.
    const savedAt = async () =>
      (await db.query<{ at: string }>('SELECT "updatedAt"::text AS at FROM "QuoteVersion" WHERE "quoteId" = $1', [quoteId]))[0].at
    const firstSave = await savedAt()
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect.poll(savedAt).not.toBe(firstSave)
    expect(await storedFreight()).toEqual(['2450.00'])
    await page.goto(`/admin/quotes/${quoteId}`)
    await expect(freight).toHaveValue('2.450')

    // 2.45 could be 2,45 or 245: refused, the text kept, both readings named, nothing saved.
    await freight.fill('2.45')
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(page.locator('#quote-extras')).toContainText('“2.45” iki türlü okunabilir: 2,45 mi, 245 mi?')
    await expect(freight).toHaveValue('2.45')
    expect(await storedFreight()).toEqual(['2450.00'])

    // An advance of 0x1e (JavaScript's 30) is no percentage.
    await freight.fill('2.450,50')
    await page.locator('[name="paymentTerms"]').selectOption('part-advance')
    await page.locator('[name="advancePercent"]').fill('0x1e')
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(page.locator('#quote-terms')).toContainText('Peşinat yüzdesi 1–99 arası bir tam sayı olmalı')
    expect(await storedFreight()).toEqual(['2450.00'])
    await page.locator('[name="advancePercent"]').fill('30')
    await page.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect.poll(storedFreight).toEqual(['2450.50'])
    await page.goto(`/admin/quotes/${quoteId}`)
    await expect(freight).toHaveValue('2.450,5')
    await expect(page.locator('[name="advancePercent"]')).toHaveValue('30')
  })

  test('“Alıcıya gönder” sends only after the check: going back sends nothing, a stale confirmation is refused', async ({
    page,
    db,
    baseURL,
  }) => {
    const email = `${unique('check')}@example.com`
    const { id: leadId } = await requestQuote(page.request, db, 'en', email)
    await signInAsAdmin(page.context(), db, baseURL!)
    const quoteId = await prepareDraft(page, leadId)
    // A note left in Turkish for an English buyer.
    const turkishNote = `Fiyatlar kg başınadır ${unique('not')}.`
    await page.locator('[name="buyerNote"]').fill(turkishNote)
    await page.getByRole('button', { name: 'Alıcıya gönder' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}/send$`))
    // The check names the field and asks for one more confirmation.
    await expect(page.getByTestId('send-language-warnings')).toHaveText(
      'Alıcıya not: Türkçeye özgü harfler var (ş, ı). Alıcının dili İngilizce.',
    )
    await expect(page.getByLabel(/Metinleri kontrol ettim/)).not.toBeChecked()
    // 2,000 kg at 9.60 and 1,000 kg at 9.50 (the list prices), to an English buyer.
    await expect(page.getByTestId('check-language')).toHaveText('İngilizce')
    await expect(page.getByTestId('check-email')).toHaveText(email)
    await expect(page.getByTestId('quote-total')).toHaveText(formatMoney('28700', 'USD', 'tr'))
    await page.getByRole('link', { name: 'Düzenlemeye dön' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}$`))
    expect(await versionStates(db, quoteId)).toEqual(['draft'])
    expect((await mailsTo(email)).filter((mail) => mail.subject.includes('QT-'))).toEqual([])

    // A confirmation of a draft that was saved again since its check sends nothing.
    const [draft] = await db.query<{ id: string }>('SELECT id FROM "QuoteVersion" WHERE "quoteId" = $1', [quoteId])
    const stale = await page.request.post(`/admin/quotes/${quoteId}/send`, {
      form: { intent: 'confirm-send', versionId: draft.id, savedAt: '2020-01-01T00:00:00.000Z' },
      headers: { Origin: baseURL! },
    })
    expect(stale.status()).toBe(409)
    expect(await stale.text()).toContain('siz kontrol ettikten sonra değişti')
    // From another site, or without the confirmation's fields, nothing is sent either.
    const [{ at: savedAt }] = await db.query<{ at: string }>(
      `SELECT to_char("updatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM "QuoteVersion" WHERE id = $1`,
      [draft.id],
    )
    const foreign = await page.request.post(`/admin/quotes/${quoteId}/send`, {
      form: { intent: 'confirm-send', versionId: draft.id, savedAt },
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.status()).toBe(403)
    const bare = await page.request.post(`/admin/quotes/${quoteId}/send`, {
      form: { intent: 'confirm-send' },
      headers: { Origin: baseURL! },
    })
    expect(bare.status()).toBe(400)
    expect(await bare.text()).toContain('Onaylanacak taslak belirtilmedi')
    // The checked draft without the language confirmation: refused, in Turkish.
    const unconfirmed = await page.request.post(`/admin/quotes/${quoteId}/send`, {
      form: { intent: 'confirm-send', versionId: draft.id, savedAt },
      headers: { Origin: baseURL! },
    })
    expect(unconfirmed.status()).toBe(400)
    expect(await unconfirmed.text()).toContain('Metinlerde Türkçe harfler var ve alıcının dili İngilizce')
    expect(await versionStates(db, quoteId)).toEqual(['draft'])

    // Back in the editor, the AI translates the note into English; what else was typed stays.
    await fakeAi.respond({ match: turkishNote, json: { translation: 'Prices are per kg.' } })
    await page.locator('[name="internalNote"]').fill('Henüz kaydedilmedi')
    await page.getByTestId('translate-buyerNote').click()
    await expect(page.locator('[name="buyerNote"]')).toHaveValue('Prices are per kg.')
    await expect(page.locator('[name="internalNote"]')).toHaveValue('Henüz kaydedilmedi')
    const [asked] = await fakeAi.requests(turkishNote)
    expect(JSON.stringify(asked.body)).toContain('into English')

    await page.getByRole('button', { name: 'Alıcıya gönder' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}/send$`))
    await expect(page.getByTestId('send-language-warnings')).toHaveCount(0)
    await confirmOnCheckPage(page, db, quoteId, { buyer: 'Jane Buyer', language: 'İngilizce', total: '28700' })
    await mailTo(email, 'QT-')
  })

  test('the quote form’s confirmation names the reference and links the private page', async ({ page }, info) => {
    const texts = dictionaries.de
    await page.goto(`/de/rfq?productSlug=${lerida.slug}`)
    if (jsEnabled(info)) await expect(page.getByTestId('open-picker')).toBeVisible()
    await page.getByLabel(texts.rfq.labels.name, { exact: true }).fill(unique('Notice'))
    await page.getByLabel(texts.rfq.labels.phone, { exact: true }).fill('030 1234567')
    await page.getByRole('button', { name: texts.rfq.submit, exact: true }).click()
    const confirmation = page.getByTestId('request-received')
    await expect(confirmation.getByRole('heading', { name: texts.confirmation.titles.quote })).toBeVisible()
    await expect(confirmation.getByTestId('request-reference')).toHaveText(/RFQ-\d{4}-\d{4}/)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await confirmation.getByRole('link', { name: texts.confirmation.privateLink }).click()
    await expect(page).toHaveURL(/\/de\/requests\/[A-Za-z0-9_-]{43}$/)
    await expect(page.getByTestId('request-state')).toHaveText(texts.requests.states.received)
    await expect(page.getByTestId('request-line')).toContainText(lerida.title_de!)
  })
})

// A server of its own: a production server whose bank account is not set.
test('without the seller’s bank account the admin is told why before sending, and no quote is sent', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const server = await startOwnServer(baseURL!, { BANK_IBAN: '', BANK_SWIFT: '', BANK_NAME: '' })
  try {
    const adminId = (await server.prisma.admin.findFirstOrThrow({ orderBy: { createdAt: 'asc' }, select: { id: true } })).id
    const { token } = await createAdminSession(server.prisma, { adminId })
    await page
      .context()
      .addCookies([{ name: 'admin_session', value: sessionCookieValue(token), url: server.url, httpOnly: true, sameSite: 'Lax' }])
    const product = await server.prisma.product.findFirstOrThrow({ where: { isActive: true }, select: { id: true, title_tr: true } })
    const lead = await createLead(server.prisma, {
      email: `${unique('bank')}@example.de`,
      country: 'DE',
      reference: `RFQ-BANK-${Date.now()}`,
      lines: [{ productId: product.id, title: product.title_tr, quantityKg: 1000 }],
    })

    await page.goto(`${server.url}/admin`)
    const warning = page.getByTestId('bank-warning')
    await expect(warning).toContainText('Banka hesabı tanımlı değil: teklif gönderilemez, proforma fatura düzenlenemez.')
    await expect(warning).toContainText('Banka ve şube, IBAN, SWIFT/BIC')
    await warning.getByRole('link', { name: 'Banka hesabını ayarla' }).click()
    await expect(page).toHaveURL(`${server.url}/admin/bank-account`)
    await expect(page.getByTestId('bank-settings')).toContainText('IBAN')

    // The quote page says it before the admin tries; sending is refused with the reason.
    await page.goto(`${server.url}/admin/leads?lead=${lead.id}`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Teklif hazırla' }).click()
    await expect(page).toHaveURL(/\/admin\/quotes\/[\w-]+$/)
    await expect(page.getByTestId('bank-warning')).toBeVisible()
    await page.locator('[name="lines[0].unitPrice"]').fill('3,10')
    await page.getByRole('button', { name: 'Alıcıya gönder' }).click()
    // The check before sending names the reason and offers no button that sends.
    await expect(page.getByTestId('send-problems')).toContainText('Satıcının banka hesabı tanımlı değil')
    await expect(page.getByRole('button', { name: 'Onayla ve alıcıya gönder' })).toHaveCount(0)
    expect(await server.prisma.quoteVersion.count({ where: { quote: { leadId: lead.id }, status: 'sent' } })).toBe(0)
    const quoteUrl = page.url()

    // The account is set in the site settings, no restart: a wrong IBAN is refused at its field in Turkish, the input kept.
    await page.goto(`${server.url}/admin/content/settings`)
    const settingsField = (name: string) => page.locator(`[name="${name}"]`)
    await settingsField('bank.bank').fill('Ziraat Bankası, Köşk Şubesi')
    await settingsField('bank.iban').fill('TR33 0006 1005 1978 6457 8413 27')
    await settingsField('bank.swift').fill('tczbtr2a')
    await page.getByRole('button', { name: 'Yayınla', exact: true }).click()
    await expect(page.getByText('Geçerli bir IBAN girin: kontrol basamakları tutmuyor')).toBeVisible()
    await expect(settingsField('bank.iban')).toHaveValue('TR33 0006 1005 1978 6457 8413 27')
    await expect(settingsField('bank.bank')).toHaveValue('Ziraat Bankası, Köşk Şubesi')
    await settingsField('bank.iban').fill('TR33 0006 1005 1978 6457 8413 26')
    await page.getByRole('button', { name: 'Yayınla', exact: true }).click()
    await expect(page.getByTestId('toast')).toContainText('Yayınlandı')
    // Stored as a bank writes it: the IBAN without spaces, the SWIFT code in capitals.
    await expect(settingsField('bank.iban')).toHaveValue('TR330006100519786457841326')
    await expect(settingsField('bank.swift')).toHaveValue('TCZBTR2A')
    await page.goto(`${server.url}/admin/bank-account`)
    await expect(page.getByTestId('bank-warning')).toHaveCount(0)
    await expect(page.getByTestId('bank-settings')).toContainText('TR330006100519786457841326')
    await page.goto(quoteUrl)
    await expect(page.getByTestId('bank-warning')).toHaveCount(0)
  } finally {
    await server.stop()
  }
})
