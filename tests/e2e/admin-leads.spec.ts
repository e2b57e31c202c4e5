import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import type { Prisma } from '~/generated/prisma/client'
import { declaredApiMembers, declaredCsvHeaders } from '../../app/features/leads/declared-fields'
import { composeQuoteDetails, type LeadLine } from '../../app/features/leads/lead-details'
import { createLead } from '../support/factories'
import { type Db, expect, jsEnabled, signInAsAdmin, test } from './fixtures'

const isJs = (info: TestInfo) => jsEnabled(info)
/** Every test works on its own leads (found by searching for the marker): the projects run in parallel on one database. */
const newMarker = (info: TestInfo) => `t${info.project.name.replace('-', '')}${Date.now().toString(36)}${randomInt(1e6)}`
/** A phone number no other lead has, and a fragment of it to search for. */
function newPhone() {
  const d = String(randomInt(1e8, 1e9))
  return {
    phone: `+90 5${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7, 9)}`,
    fragment: `${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7, 9)}`,
  }
}

type Item = Omit<LeadLine, 'position' | 'productId' | 'calibre' | 'quantityKg' | 'packSizeKg'> & Partial<LeadLine>

/** A lead made by the factory, with its product lines (in the given order); returns its id. */
async function addLead(db: Db, fields: Partial<Prisma.LeadCreateInput>, lines: Item[] = []) {
  return (await createLead(db.prisma, { ...fields, lines })).id
}

const productOf = async (db: Db, slug: string) =>
  (await db.query<{ id: string; title_tr: string }>('SELECT id, title_tr FROM "Product" WHERE slug = $1', [slug]))[0]!

const quoteItems: Item[] = [
  { title: 'Lerida İncir', calibre: '3', quantityKg: 2500, packSizeKg: 12.5 },
  { title: 'Protoben İncir', calibre: '1', quantityKg: 1000, packSizeKg: 0.5 },
]
const visitorText = 'Ürün 1: bizim notumuz\nCIF Hamburg, ödeme 30 gün.'
const quoteDetails = composeQuoteDetails(
  quoteItems.map((item, i) => ({ position: i + 1, productId: null, calibre: null, quantityKg: null, packSizeKg: null, ...item })),
  visitorText,
)

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += c
  }
  return records
}

/** The declared fields' columns (the buyer's terms), after the fixed ones; empty for these leads. */
const buyerTerms = declaredCsvHeaders
const noTerms = declaredCsvHeaders.map(() => '')

const header = [
  'Tarih',
  'Ad Soyad',
  'Firma',
  'Telefon',
  'E-posta',
  'Şehir',
  'İlçe',
  'Tür',
  'Miktar (kg)',
  'Detaylar',
  'Durum',
  'Ülke',
  'Ürünler',
  ...buyerTerms,
]
const lineHeader = [
  'Tarih',
  'Ad Soyad',
  'Firma',
  'Ülke',
  'Tür',
  'Sıra',
  'Ürün',
  'Kalibrasyon',
  'Miktar (kg)',
  'Paket (kg)',
  'Durum',
  ...buyerTerms,
]

const cards = (page: Page) => page.getByTestId('lead-card')
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) })
const tabCount = async (page: Page, tab: string) => (await page.getByTestId(`lead-tab-${tab}`).innerText()).match(/\((\d+)\)/)?.[1]

test.describe('admin leads', () => {
  // Long flows (each step a server round trip without JavaScript).
  test.describe.configure({ timeout: 90_000 })

  test('list: total badge, tabs with counts, spam tab, search by phone, dashboard filters, sort', async ({
    page,
    context,
    db,
    baseURL,
    request,
  }, info) => {
    const marker = newMarker(info)
    const { phone, fragment } = newPhone()
    // Two leads as visitors send them (the public JSON API, with the spam guard it hands out), the rest written directly.
    const guard = async () => (await request.get('/api/form-guard')).json()
    const lerida = await productOf(db, 'lerida-incir')
    const naturel = await productOf(db, 'naturel-incir-altin-seri')
    const rfq = await request.post('/api/rfq', {
      data: {
        locale: 'tr',
        name: `Ayşe ${marker}`,
        company: `Ege Gıda ${marker}`,
        phone,
        email: 'ayse@example.com',
        city: 'İzmir',
        district: 'Bornova',
        items: [
          { productId: lerida.id, quantity: 2500, calibre: '3', packSize: 12.5 },
          { productId: naturel.id, quantity: 1000, calibre: 'A1', packSize: 0.5 },
        ],
        details: visitorText,
        ...(await guard()),
      },
    })
    expect(rfq.status()).toBe(201)
    const trial = await request.post('/api/trial-package', {
      data: {
        contactPerson: `Mehmet ${marker}`,
        phone: '0532 000 00 00',
        country: 'TR',
        products: [lerida.id],
        message: 'Deneme paketi lütfen',
        ...(await guard()),
      },
    })
    expect(trial.status()).toBe(201)
    await addLead(db, {
      kind: 'contact',
      name: `Zeynep ${marker}`,
      email: 'zeynep@example.com',
      details: 'Merhaba, katalog rica ederim.',
    })
    await addLead(db, { kind: 'quote', status: 'spam', name: `Spam ${marker}`, spamReason: 'honeypot' })
    const now = new Date()
    // A quote of a product that no longer exists, and no quantity line: only the stored kind says it is a quote.
    await addLead(
      db,
      {
        kind: 'quote',
        name: `Eski ${marker}`,
        company: 'Eski Firma',
        createdAt: new Date(now.getFullYear(), now.getMonth() - 1, 15, 12),
      },
      [{ title: 'Eski Ürün', quantityKg: 1000 }],
    )

    await signInAsAdmin(context, db, baseURL!)
    const response = await page.goto(`/admin/leads?q=${marker}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Müşteri Talepleri' })).toBeVisible()
    // Every non-spam lead (other tests add and delete theirs meanwhile): at least these four.
    await expect(page.getByTestId('lead-total')).toHaveText(/^Toplam \d+ talep$/)
    expect(Number((await page.getByTestId('lead-total').innerText()).match(/\d+/)?.[0])).toBeGreaterThanOrEqual(4)

    // Tabs count the search's leads; spam only in its own tab.
    expect({
      all: await tabCount(page, 'all'),
      trial: await tabCount(page, 'trial'),
      quote: await tabCount(page, 'quote'),
      contact: await tabCount(page, 'contact'),
      spam: await tabCount(page, 'spam'),
    }).toEqual({
      all: '4',
      trial: '1',
      quote: '2',
      contact: '1',
      spam: '1',
    })
    await expect(cards(page)).toHaveCount(4)
    await expect(card(page, `Spam ${marker}`)).toHaveCount(0)
    // Newest first: last month's lead comes last.
    await expect(cards(page).last().getByRole('heading')).toHaveText(`Eski ${marker}`)
    const quoteCard = card(page, `Ayşe ${marker}`)
    await expect(quoteCard).toContainText(`Ege Gıda ${marker}`)
    await expect(quoteCard.getByTestId('lead-kind')).toHaveText('Teklif')
    await expect(quoteCard.getByTestId('lead-status')).toHaveText('Yeni')
    await expect(quoteCard).toContainText(phone)
    await expect(quoteCard).toContainText('ayse@example.com')
    await expect(quoteCard).toContainText(
      new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date(),
      ),
    )
    // The card lists the lines instead of a single quantity.
    await expect(quoteCard.getByTestId('lead-card-lines').getByRole('listitem')).toHaveText([
      `${lerida.title_tr} · A3 · 2.500 kg · 12,5 kg paket`,
      `${naturel.title_tr} · A1 · 1.000 kg · 0,5 kg paket`,
    ])
    // A trial with a product line is still a trial (the kind is stored, not guessed).
    await expect(card(page, `Mehmet ${marker}`).getByTestId('lead-kind')).toHaveText('Deneme')
    await expect(card(page, `Mehmet ${marker}`).getByTestId('lead-card-lines')).toHaveText(lerida.title_tr)
    await expect(card(page, `Zeynep ${marker}`)).toContainText('Bireysel müşteri')
    // A trial request without company (stored as 'Bireysel') reads the same: one wording for individual customers.
    await expect(card(page, `Mehmet ${marker}`)).toContainText('Bireysel müşteri')
    await expect(card(page, `Zeynep ${marker}`).getByTestId('lead-kind')).toHaveText('İletişim')
    await expect(card(page, `Eski ${marker}`)).toContainText('Eski Ürün · 1.000 kg')
    await expect(card(page, `Eski ${marker}`).getByTestId('lead-kind')).toHaveText('Teklif')

    // The request the API stored: its detail shows both packs exactly and the visitor's "Ürün 1:" as text.
    const [{ id: ayseId }] = await db.query<{ id: string }>('SELECT id FROM "Lead" WHERE name = $1', [`Ayşe ${marker}`])
    await page.goto(`/admin/leads?q=${marker}&lead=${ayseId}`)
    const ayse = page.getByRole('dialog', { name: `Ayşe ${marker}` })
    await expect(ayse.getByTestId('lead-product-block')).toHaveCount(2)
    await expect(ayse.getByTestId('lead-product-block').nth(0)).toContainText('12,5 kg')
    await expect(ayse.getByTestId('lead-product-block').nth(1)).toContainText('0,5 kg')
    expect(await ayse.getByTestId('lead-visitor-text').evaluate((el) => el.textContent)).toBe(visitorText)
    await page.goto(`/admin/leads?q=${marker}`)

    await page.getByTestId('lead-tab-spam').click()
    await expect(page).toHaveURL(/type=spam/)
    await expect(cards(page)).toHaveCount(1)
    await expect(card(page, `Spam ${marker}`).getByTestId('lead-status')).toHaveText('İstenmeyen')
    // Why it was set aside, in Turkish (stored as the code 'honeypot').
    await card(page, `Spam ${marker}`)
      .getByRole('link', { name: /^Görüntüle/ })
      .click()
    const spamDetail = page.getByTestId('lead-detail')
    await expect(spamDetail).toContainText('İstenmeyen sayılma nedeni')
    await expect(spamDetail).toContainText('Ziyaretçilerin görmediği gizli alan doldurulmuş (otomatik gönderim)')
    await expect(spamDetail).not.toContainText('honeypot')

    // Search by a fragment of the phone number (the form posts GET: works without JavaScript).
    await page.goto('/admin/leads')
    await page.getByLabel('Ara').fill(fragment)
    await page.getByRole('button', { name: 'Filtrele' }).click()
    await expect(page).toHaveURL(/q=/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole('heading')).toHaveText(`Ayşe ${marker}`)
    // Case-insensitive search on the company.
    await page.getByLabel('Ara').fill(`EGE GıDA ${marker.toUpperCase()}`)
    await page.getByRole('button', { name: 'Filtrele' }).click()
    await expect(cards(page)).toHaveCount(1)

    // The dashboard's tiles: this month, trials.
    await page.goto(`/admin/leads?period=this-month&q=${marker}`)
    await expect(cards(page)).toHaveCount(3)
    await expect(card(page, `Eski ${marker}`)).toHaveCount(0)
    await expect(page.getByLabel('Dönem')).toHaveValue('this-month')
    await page.goto(`/admin/leads?type=trial&q=${marker}`)
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByTestId('lead-tab-trial')).toHaveAttribute('aria-current', 'page')

    // Sorted by name.
    await page.goto(`/admin/leads?q=${marker}`)
    await page.getByLabel('Sıralama').selectOption('name')
    await page.getByRole('button', { name: 'Filtrele' }).click()
    await expect(page).toHaveURL(/sort=name/)
    await expect(cards(page).getByRole('heading')).toHaveText([`Ayşe ${marker}`, `Eski ${marker}`, `Mehmet ${marker}`, `Zeynep ${marker}`])
    await page.getByRole('link', { name: 'Filtreleri Temizle' }).click()
    await expect(page).toHaveURL(/\/admin\/leads$/)
  })

  test('detail: contact, location, product blocks; status with history; notes; delete with confirmation', async ({
    page,
    context,
    db,
    baseURL,
  }, info) => {
    const marker = newMarker(info)
    const name = `Hans ${marker}`
    const lerida = await productOf(db, 'lerida-incir')
    const id = await addLead(
      db,
      {
        kind: 'quote',
        name,
        company: 'Feinkost GmbH',
        phone: '030 1234567',
        phoneE164: '+49301234567',
        email: 'hans@example.com',
        city: 'İzmir',
        district: 'Bornova',
        country: 'DE',
        locale: 'de',
        details: visitorText,
        sourcePath: '/de/rfq',
        referrer: 'https://www.google.com/',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'hasat-2026',
      },
      [{ ...quoteItems[0], productId: lerida.id, title: lerida.title_tr }, quoteItems[1]],
    )
    await signInAsAdmin(context, db, baseURL!)
    await page.goto(`/admin/leads?q=${marker}`)
    await card(page, name)
      .getByRole('link', { name: /Görüntüle/ })
      .click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`lead=${id}`))

    if (isJs(info)) {
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await card(page, name)
        .getByRole('link', { name: /Görüntüle/ })
        .click()
      await expect(dialog).toBeVisible()
    }

    // Contact (the phone as typed, dialled in its international form), time and location, the request summary.
    await expect(dialog.getByRole('link', { name: 'hans@example.com' })).toHaveAttribute('href', 'mailto:hans@example.com')
    await expect(dialog.getByRole('link', { name: '030 1234567' })).toHaveAttribute('href', 'tel:+49301234567')
    for (const text of [
      'Feinkost GmbH',
      'İzmir / Bornova',
      'Almanya',
      'Almanca (de)',
      '/de/rfq',
      'https://www.google.com/',
      'newsletter',
      'hasat-2026',
      'Teklif talebi',
      '3.500 kg',
    ]) {
      await expect(dialog).toContainText(text)
    }
    // Details: a block per product line (exact pack sizes), then the visitor's text as written, never as a product.
    const blocks = dialog.getByTestId('lead-product-block')
    await expect(blocks).toHaveCount(2)
    await expect(blocks.nth(0).getByRole('heading')).toHaveText(`Ürün 1: ${lerida.title_tr}`)
    await expect(blocks.nth(0).getByRole('link', { name: lerida.title_tr })).toHaveAttribute('href', `/admin/products/view/${lerida.id}`)
    for (const text of ['A3 (Gurme Seri)', '2.500 kg', '12,5 kg']) await expect(blocks.nth(0)).toContainText(text)
    await expect(blocks.nth(1).getByRole('heading')).toHaveText('Ürün 2: Protoben İncir')
    await expect(blocks.nth(1).getByRole('link')).toHaveCount(0)
    for (const text of ['A1 (Altın Seri)', '1.000 kg', '0,5 kg']) await expect(blocks.nth(1)).toContainText(text)
    expect(await dialog.getByTestId('lead-visitor-text').evaluate((el) => el.textContent)).toBe(visitorText)

    // Status: saved, shown, logged.
    await dialog.getByLabel('Talep durumu').selectOption({ label: 'İletişime geçildi' })
    await dialog.getByRole('button', { name: 'Durumu Kaydet' }).click()
    await expect(page.getByTestId('toast')).toContainText('Durum güncellendi')
    await expect(dialog.getByRole('heading', { level: 2 }).locator('..').getByTestId('lead-status')).toHaveText('İletişime geçildi')
    await expect(dialog.getByLabel('Talep durumu')).toHaveValue('contacted')
    const history = dialog.getByTestId('lead-history')
    await expect(history).toContainText('Durum: Yeni → İletişime geçildi')
    await expect(history).toContainText('admin@example.com')
    expect(await db.query('SELECT type, "fromStatus", "toStatus", "adminEmail" FROM "LeadEvent" WHERE "leadId" = $1', [id])).toEqual([
      { type: 'status', fromStatus: 'new', toStatus: 'contacted', adminEmail: 'admin@example.com' },
    ])

    // Internal note.
    await dialog.getByLabel('Yalnızca yönetim panelinde görünür').fill('Fiyat listesi e-postayla gönderildi.')
    await dialog.getByRole('button', { name: 'Notu Kaydet' }).click()
    await expect(page.getByTestId('toast')).toContainText('Notlar kaydedildi')
    await expect(dialog.getByLabel('Yalnızca yönetim panelinde görünür')).toHaveValue('Fiyat listesi e-postayla gönderildi.')
    await expect(history).toContainText('Not güncellendi')
    await expect(history).toContainText('Fiyat listesi e-postayla gönderildi.')
    expect((await db.query<{ notes: string }>('SELECT notes FROM "Lead" WHERE id = $1', [id]))[0].notes).toBe(
      'Fiyat listesi e-postayla gönderildi.',
    )

    // The list shows the new status too.
    await dialog.getByRole('link', { name: 'Kapat' }).click()
    await expect(dialog).toBeHidden()
    await expect(card(page, name).getByTestId('lead-status')).toHaveText('İletişime geçildi')

    // Delete: a confirmation step first; cancelling keeps the lead.
    await card(page, name).getByRole('link', { name: /^Sil/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Bu talebi silmek istediğinizden emin misiniz?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('link', { name: 'Vazgeç' }).click()
    await expect(confirm).toBeHidden()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: 'Talebi Sil' }).click()
    await confirm.getByRole('button', { name: 'Evet, Sil' }).click()
    await expect(page.getByTestId('toast')).toContainText('Başarılı')
    await expect(page.getByTestId('toast')).toContainText('Talep silindi')
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Talep bulunamadı')).toBeVisible()
    expect(await db.query('SELECT id FROM "Lead" WHERE id = $1', [id])).toEqual([])

    // An old link to the deleted lead (e.g. from the sales e-mail) says so.
    await page.goto(`/admin/leads?lead=${id}`)
    await expect(page.getByRole('dialog', { name: 'Talep bulunamadı' })).toBeVisible()

    // An older lead: the country as typed, a phone that could not be read (no link), no lines.
    const legacy = await addLead(db, {
      kind: 'quote',
      name: `Eski ${marker}`,
      phone: '555 12',
      country: 'Almanya',
      details: 'Ürün 1: Lerida\nMiktar: 100 kg',
    })
    await page.goto(`/admin/leads?lead=${legacy}`)
    const old = page.getByRole('dialog', { name: `Eski ${marker}` })
    await expect(old).toContainText('555 12')
    await expect(old.getByRole('link', { name: '555 12' })).toHaveCount(0)
    await expect(old).toContainText('Almanya')
    await expect(old.getByTestId('lead-product-block')).toHaveCount(0)
    expect(await old.getByTestId('lead-visitor-text').evaluate((el) => el.textContent)).toBe('Ürün 1: Lerida\nMiktar: 100 kg')
  })

  test('CSV download: named by date, BOM, original columns, filtered like the list, formulas neutralised; one row per product line', async ({
    page,
    context,
    db,
    baseURL,
    playwright,
  }, info) => {
    const marker = newMarker(info)
    await addLead(
      db,
      {
        kind: 'quote',
        name: `Ayşe ${marker}`,
        company: 'Ege Gıda, Ltd.',
        phone: '+90 532 111 22 33',
        email: 'ayse@example.com',
        country: 'TR',
        city: 'İzmir',
        district: 'Bornova',
        details: visitorText,
        createdAt: new Date(Date.now() - 60_000),
      },
      quoteItems,
    )
    await addLead(db, {
      kind: 'trial',
      name: `=HYPERLINK("http://evil.example","x") ${marker}`,
      company: '@SUM(A1)',
      phone: '0532 000 00 00',
    })
    await addLead(db, { kind: 'quote', status: 'spam', name: `Spam ${marker}` })
    await signInAsAdmin(context, db, baseURL!)

    const download = async (url: string, link = 'CSV İndir', file = /^talepler-\d{4}-\d{2}-\d{2}\.csv$/) => {
      await page.goto(url)
      const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link, exact: true }).click()])
      expect(saved.suggestedFilename()).toMatch(file)
      return readFileSync((await saved.path())!)
    }

    const bytes = await download(`/admin/leads?q=${marker}`)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(bytes.subarray(3).toString('utf8'))
    expect(rows[0]).toEqual(header)
    expect(rows).toHaveLength(3) // header + 2: the spam lead is left out, as in the list
    const [formula, quote] = rows.slice(1)
    expect(quote.slice(1)).toEqual([
      `Ayşe ${marker}`,
      'Ege Gıda, Ltd.',
      '+905321112233',
      'ayse@example.com',
      'İzmir',
      'Bornova',
      'Teklif talebi',
      '3500',
      quoteDetails,
      'Yeni',
      'Türkiye',
      'Lerida İncir · A3 · 2.500 kg · 12,5 kg paket\nProtoben İncir · A1 · 1.000 kg · 0,5 kg paket',
      ...noTerms,
    ])
    expect(quote[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    // Neutralised: spreadsheets show these as text instead of running them.
    expect(formula[1]).toBe(`'=HYPERLINK("http://evil.example","x") ${marker}`)
    expect(formula[2]).toBe("'@SUM(A1)")
    expect(formula[7]).toBe('Deneme paketi')

    // One row per product line, with the list's filters; a lead without lines is one row.
    const perLine = await download(`/admin/leads?q=${marker}`, 'CSV İndir (ürün satırları)', /^talep-urunleri-\d{4}-\d{2}-\d{2}\.csv$/)
    const lineRows = parseCsv(perLine.subarray(3).toString('utf8'))
    expect(lineRows[0]).toEqual(lineHeader)
    expect(lineRows.slice(1).map((r) => r.slice(1))).toEqual([
      [`'=HYPERLINK("http://evil.example","x") ${marker}`, "'@SUM(A1)", '', 'Deneme paketi', '', '', '', '', '', 'Yeni', ...noTerms],
      [`Ayşe ${marker}`, 'Ege Gıda, Ltd.', 'Türkiye', 'Teklif talebi', '1', 'Lerida İncir', 'A3', '2500', '12.5', 'Yeni', ...noTerms],
      [`Ayşe ${marker}`, 'Ege Gıda, Ltd.', 'Türkiye', 'Teklif talebi', '2', 'Protoben İncir', 'A1', '1000', '0.5', 'Yeni', ...noTerms],
    ])

    // The list's filters apply: only quotes; only spam.
    const quotes = parseCsv((await download(`/admin/leads?q=${marker}&type=quote`)).subarray(3).toString('utf8'))
    expect(quotes.slice(1).map((r) => r[1])).toEqual([`Ayşe ${marker}`])
    const quoteLines = parseCsv(
      (await download(`/admin/leads?q=${marker}&type=quote`, 'CSV İndir (ürün satırları)', /\.csv$/)).subarray(3).toString('utf8'),
    )
    expect(quoteLines.slice(1).map((r) => [r[1], r[5]])).toEqual([
      [`Ayşe ${marker}`, '1'],
      [`Ayşe ${marker}`, '2'],
    ])
    const spam = await page.request.get(`/admin/leads/export?q=${marker}&type=spam`)
    expect(spam.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(
      parseCsv((await spam.text()).replace(/^\uFEFF/, ''))
        .slice(1)
        .map((r) => [r[1], r[10]]),
    ).toEqual([[`Spam ${marker}`, 'İstenmeyen']])

    // Without a session the export is closed.
    const anonymous = await playwright.request.newContext({ baseURL })
    const refused = await anonymous.get(`/admin/leads/export?q=${marker}`, { maxRedirects: 0 })
    expect(refused.status()).toBe(302)
    expect(refused.headers().location).toMatch(/^\/admin\/login\?redirectTo=/)
    await anonymous.dispose()
  })

  test('on a 390 px phone every tab is on the screen at once, and the page never scrolls sideways', async ({
    page,
    context,
    db,
    baseURL,
  }, info) => {
    const marker = newMarker(info)
    // Long words without a break (as visitors and bots type them) wrap inside their card.
    await addLead(db, {
      kind: 'trial',
      name: `=HYPERLINK("http://evil.example","x")${marker}`,
      company: `Uzunfirmaadıboşluksuzyazılmışgıdatarımsanayiticaret${marker}`,
      email: `averylongemailaddresswithoutanybreakatall.${marker}@exampledomaininternational.com`,
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsAdmin(context, db, baseURL!)
    await page.goto(`/admin/leads?q=${marker}`)
    await expect(cards(page)).toHaveCount(1)
    const tabs = page.getByRole('navigation', { name: 'Talep türleri' }).getByRole('link')
    await expect(tabs).toHaveCount(5)
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await pageWidth()).toBeLessThanOrEqual(390)
    for (const tab of await tabs.all()) {
      // Whole, inside the screen's width, without scrolling the page or the tab row sideways.
      const box = (await tab.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      await tab.scrollIntoViewIfNeeded()
      await expect(tab).toBeInViewport({ ratio: 1 })
    }
    await tabs.last().click()
    await expect(page).toHaveURL(/type=spam/)
    await expect(tabs.last()).toHaveAttribute('aria-current', 'page')
    expect(await pageWidth()).toBeLessThanOrEqual(390)
  })

  test(
    'the list, the detail and the delete confirmation pass the axe check',
    { tag: '@js' },
    async ({ page, context, db, baseURL }, info) => {
      test.setTimeout(120_000)
      const marker = newMarker(info)
      const lerida = await productOf(db, 'lerida-incir')
      const id = await addLead(
        db,
        {
          kind: 'quote',
          name: `Axe ${marker}`,
          phone: '+90 532 000 00 00',
          phoneE164: '+905320000000',
          country: 'DE',
          details: visitorText,
        },
        [
          { ...quoteItems[0], productId: lerida.id, title: lerida.title_tr },
          ...quoteItems.slice(1),
          { title: 'Bağlama İncir' },
          { title: 'Naturel İncir', calibre: '2' },
        ],
      )
      await signInAsAdmin(context, db, baseURL!)
      for (const url of [
        `/admin/leads?q=${marker}`,
        `/admin/leads?q=${marker}&lead=${id}`,
        `/admin/leads?lead=${id}&confirmDelete=1`,
        '/admin/leads?q=no-such-lead',
      ]) {
        await page.goto(url)
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        expect(violations.map((v) => `${url}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      }
    },
  )

  test('API: list, get, update and delete with a bearer token; 401 without', { tag: '@js' }, async ({ request, db }, info) => {
    const marker = newMarker(info)
    const first = await addLead(
      db,
      { kind: 'quote', name: `Api ${marker}`, company: 'Api AŞ', phone: '555', country: 'DE', details: 'Ürün 1: x' },
      [
        { title: 'Lerida İncir', calibre: '2', quantityKg: 100, packSizeKg: 12.5 },
        { title: 'Naturel İncir', quantityKg: 0.5, packSizeKg: 0.5 },
      ],
    )
    const second = await addLead(db, { kind: 'trial', name: `Api2 ${marker}`, createdAt: new Date(Date.now() - 60_000) })

    expect((await request.get('/api/admin/leads')).status()).toBe(401)
    expect(await (await request.get('/api/admin/leads')).json()).toEqual({ message: 'Unauthorized' })
    expect((await request.delete(`/api/admin/leads/${first}`)).status()).toBe(401)

    const login = await request.post('/api/admin/login', { data: { email: 'admin@example.com', password: 'e2e-admin-password' } })
    expect(login.status()).toBe(200)
    const { token } = await login.json()
    const auth = { Authorization: `Bearer ${token}` }

    const list = await request.get(`/api/admin/leads?q=${marker}`, { headers: auth })
    expect(list.status()).toBe(200)
    expect(list.headers()['x-total-count']).toBe('2')
    const leads = await list.json()
    expect(leads.map((l: { id: string }) => l.id)).toEqual([first, second])
    expect(Object.keys(leads[0]).sort()).toEqual(
      [
        ...[
          'id',
          'kind',
          'status',
          'locale',
          'name',
          'company',
          'email',
          'phone',
          'city',
          'district',
          'address',
          'productId',
          'details',
          'quantity',
          'calibre',
          'packSize',
          'notes',
          'createdAt',
        ],
        ...['visitorText', 'items', 'country', 'phoneE164', 'priority'],
        ...Object.keys(declaredApiMembers({})),
      ].sort(),
    )
    // The flat fields are the first line's; `details` is the composed text; the lines keep 12.5 and 0.5.
    expect(leads[0]).toMatchObject({
      name: `Api ${marker}`,
      company: 'Api AŞ',
      kind: 'quote',
      status: 'new',
      productId: null,
      quantity: 100,
      calibre: '2',
      packSize: 12.5,
      notes: null,
      country: 'DE',
      phoneE164: null,
      priority: null,
      visitorText: 'Ürün 1: x',
      details:
        'Ürün 1: Lerida İncir\nKalibrasyon: A2 (Özel Seri)\nMiktar: 100 kg\nPaket boyutu: 12,5 kg\n\nÜrün 2: Naturel İncir\nKalibrasyon: -\nMiktar: 0,5 kg\nPaket boyutu: 0,5 kg\n\nÜrün 1: x',
      items: [
        { position: 1, productId: null, title: 'Lerida İncir', calibre: '2', quantity: 100, packSize: 12.5 },
        { position: 2, productId: null, title: 'Naturel İncir', calibre: null, quantity: 0.5, packSize: 0.5 },
      ],
    })
    expect(leads[1]).toMatchObject({ kind: 'trial', items: [], productId: null, quantity: null, packSize: null })

    const patched = await request.patch(`/api/admin/leads/${first}`, {
      headers: auth,
      data: { status: 'won', notes: 'Sözleşme imzalandı' },
    })
    expect(patched.status()).toBe(200)
    expect(await patched.json()).toMatchObject({ id: first, status: 'won', notes: 'Sözleşme imzalandı' })
    expect((await request.patch(`/api/admin/leads/${first}`, { headers: auth, data: { status: 'bought' } })).status()).toBe(400)
    const one = await (await request.get(`/api/admin/leads/${first}`, { headers: auth })).json()
    expect(one.events.map((e: { type: string }) => e.type).sort()).toEqual(['note', 'status'])
    expect(one.items.map((i: { packSize: number }) => i.packSize)).toEqual([12.5, 0.5])

    // Another site cannot use the token from a browser.
    expect((await request.delete(`/api/admin/leads/${first}`, { headers: { ...auth, Origin: 'https://evil.example' } })).status()).toBe(403)
    const deleted = await request.delete(`/api/admin/leads/${first}`, { headers: auth })
    expect(deleted.status()).toBe(200)
    expect(await deleted.json()).toEqual({ message: 'Talep silindi' })
    expect((await request.delete(`/api/admin/leads/${first}`, { headers: auth })).status()).toBe(404)
    expect((await request.get(`/api/admin/leads/${first}`, { headers: auth })).status()).toBe(404)
    expect((await (await request.get(`/api/admin/leads?q=${marker}`, { headers: auth })).json()).map((l: { id: string }) => l.id)).toEqual([
      second,
    ])
    expect((await request.post('/api/admin/leads', { headers: auth, data: {} })).status()).toBe(405)
    await request.post('/api/admin/logout', { headers: auth })
  })
})
