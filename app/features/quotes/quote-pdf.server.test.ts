/**
 * The quote and proforma PDFs, read back as a viewer's copy would read them (unpdf): every line
 * and total as `money.ts` formats it in the document's language, the terms, the pagination of a
 * long quote, the proforma's bank details and declarations, and what a person typed drawn as
 * plain text.
 */
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'
import type { Locale } from '~/lib/locale'
import { pdfText } from '../../../tests/support/pdf-text'
import { amountString, formatKg, formatMoney, formatUnitPrice, plainDecimal, quoteTotals } from './money'
import { paymentSchedule } from './payment-schedule'
import { plainText } from './pdf-layout.server'
import {
  type PdfSeller,
  proformaPdfFileName,
  quoteDocumentTexts,
  quotePdfFileName,
  renderProformaPdf,
  renderQuotePdf,
} from './quote-pdf.server'
import type { ProformaView, QuoteView } from './quote-view'

const locales = ['tr', 'en', 'de'] as const
/** White space as pdfText leaves it (Intl puts no-break spaces in amounts). */
const spaced = (text: string) => text.replace(/\s+/g, ' ')

const seller: PdfSeller = {
  name: 'Aydın Kuru İncir Tarım Ürünleri Ltd. Şti.',
  address: 'Atatürk Mah. İncir Cad. No: 12\n09660 Köşk / Aydın',
  phone: '+90 256 000 00 00',
  email: 'export@incir.example',
  taxOffice: 'Köşk',
  taxNumber: '1234567890',
}

const lineName = (i: number) => `Naturel İncir Line-${String(i + 1).padStart(3, '0')}`

function quoteView(locale: Locale, lineCount = 2, overrides: Partial<QuoteView> = {}): QuoteView {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    position: i + 1,
    title: lineName(i),
    calibre: i === 0 ? 'A2 – Special' : null,
    packSizeKg: '12.5',
    quantityKg: String(1000 + 250 * i),
    unitPrice: '3.335',
  }))
  const extras = [{ position: 1, kind: 'freight', label: 'Seefracht Izmir–Hamburg', amount: '1850.00' }]
  const totals = quoteTotals({ lines, extras })
  return {
    locale,
    number: 'QT-2026-0012',
    version: 2,
    reference: 'RFQ-2026-0042',
    status: 'sent',
    sentAt: new Date('2026-03-14T09:30:00Z'),
    validUntil: '2026-04-13',
    currency: 'USD',
    incoterm: 'CIF',
    incotermPlace: 'Hamburg',
    paymentTerms: '30 % T/T advance, balance against documents',
    shipmentWindow: 'May 2026',
    buyerNote: 'Prices for the 2025 crop.\nPlease check <script>alert(1)</script> before shipment.',
    lines: lines.map((line, i) => ({ ...line, lineTotal: amountString(totals.lineTotals[i]) })),
    extras,
    totalKg: plainDecimal(totals.totalKg),
    subtotal: amountString(totals.subtotal),
    extrasTotal: amountString(totals.extrasTotal),
    total: amountString(totals.total),
    buyer: { name: 'Jürgen Weiß', company: 'Feinkost Import GmbH', country: 'DE', email: 'einkauf@feinkost.example' },
    acceptance: null,
    ...overrides,
  }
}

function proformaView(locale: Locale, terms: { paymentTerms: string; advancePercent: number | null } = PART_ADVANCE): ProformaView {
  const acceptance = { at: new Date('2026-03-18T10:00:00Z'), name: 'Jürgen Weiß', position: 'Einkauf', poNumber: 'PO-4711/26' }
  return {
    locale,
    number: 'PI-2026-0003',
    date: new Date('2026-03-20T08:00:00Z'),
    quote: quoteView(locale, 2, { status: 'accepted', acceptance }),
    bank: { holder: seller.name, bank: 'Türkiye İş Bankası, Aydın', iban: 'TR33 0006 1005 1978 6457 8413 26', swift: 'ISBKTRISXXX' },
    payment: paymentSchedule(terms, '9353.75', '2026-03-27'),
    seller,
  }
}

const PART_ADVANCE = { paymentTerms: 'part-advance', advancePercent: 30 }

const renderQuote = (view: QuoteView) => renderQuotePdf(view, quoteDocumentTexts[view.locale], seller)

/** Each page's text, white space as in pdfText. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })
  return text.map(spaced)
}

const occurrences = (text: string, part: string) => text.split(part).length - 1

const titles = { tr: 'Fiyat Teklifi', en: 'Quotation', de: 'Angebot' }
const validUntil = { tr: '13 Nisan 2026', en: '13 April 2026', de: '13. April 2026' }
const sentOn = { tr: '14 Mart 2026', en: '14 March 2026', de: '14. März 2026' }
const countries = { tr: 'Almanya', en: 'Germany', de: 'Deutschland' }

describe('the quote', () => {
  test.each(locales)('in %s: lines, extras and totals as formatted in the language, validity, terms and buyer', async (locale) => {
    const view = quoteView(locale)
    const bytes = await renderQuote(view)
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(bytes)
    const expected = [
      titles[locale],
      'QT-2026-0012 · v2',
      'RFQ-2026-0042',
      sentOn[locale],
      validUntil[locale],
      'Jürgen Weiß',
      'Feinkost Import GmbH',
      countries[locale],
      lineName(0),
      lineName(1),
      'A2 – Special',
      formatKg('12.5', locale),
      formatKg('1000', locale),
      formatKg('1250', locale),
      formatUnitPrice('3.335', 'USD', locale),
      formatMoney('3335.00', 'USD', locale),
      formatMoney('4168.75', 'USD', locale),
      'Seefracht Izmir–Hamburg',
      formatMoney('1850.00', 'USD', locale),
      formatMoney('7503.75', 'USD', locale),
      formatMoney('9353.75', 'USD', locale),
      `${formatKg('2250', locale)} kg`,
      quoteDocumentTexts[locale].totals.total.replace('{{currency}}', 'USD'),
      'CIF Hamburg (Incoterms® 2020)',
      '30 % T/T advance, balance against documents',
      'May 2026',
      'Aydın Kuru İncir Tarım Ürünleri Ltd. Şti.',
      'export@incir.example',
      '1/1',
    ]
    for (const part of expected) expect(text, part).toContain(spaced(part))
    // The view's own figures, not recomputed: the German total reads '9.353,75 $'.
    if (locale === 'de') expect(text).toContain(spaced('9.353,75 $'))
    // A quote that awaits an answer has no stamp.
    expect(text).not.toContain(quoteDocumentTexts[locale].status.label)
  })

  test('a 25-line quote goes on over pages: each line once, the page number on every page, the totals after the last line', async () => {
    const view = quoteView('en', 25)
    const pages = await pageTexts(await renderQuote(view))
    expect(pages.length).toBeGreaterThanOrEqual(2)
    const all = pages.join(' ')
    for (let i = 0; i < 25; i++) expect(occurrences(all, lineName(i)), lineName(i)).toBe(1)
    pages.forEach((page, i) => {
      expect(page).toContain(`${i + 1}/${pages.length}`)
      if (page.includes('Line-')) expect(page).toContain('Price per kg')
    })
    expect(all.indexOf(formatMoney(view.total, 'USD', 'en'))).toBeGreaterThan(all.indexOf(lineName(24)))
  })

  // Rows are measured once each and drawn in one pass: a long quote costs its length, nothing more.
  test('a 200-line quote: the table header on every page with lines, every row whole and once', async () => {
    const view = quoteView('de', 200)
    // Names that wrap over three lines of their cell: a row split by a page break would show on neither page whole.
    const longName = (i: number) => `${lineName(i)} – gölgede dinlenmiş, güneşte kurutulmuş özel seçim`
    view.lines = view.lines.map((line, i) => ({ ...line, title: longName(i) }))
    const pages = await pageTexts(await renderQuote(view))
    expect(pages.length).toBeGreaterThan(5)
    for (let i = 0; i < 200; i++)
      expect(
        pages.filter((page) => page.includes(longName(i))),
        longName(i),
      ).toHaveLength(1)
    for (const page of pages.filter((text) => text.includes('Line-'))) expect(occurrences(page, 'Preis je kg')).toBe(1)
  })

  test('what a person typed is drawn as text: markup stays literal, control and bidi characters are gone', async () => {
    const view = quoteView('en', 2, {
      buyer: { name: 'Ay\u202Egnp.exe\u202C Yılmaz\u0007', company: 'Acme\u0000 Ltd', country: 'Atlantis', email: null },
      buyerNote: 'First line\r\nSecond <b>line</b>\u0085Third line\u0008',
    })
    const text = await pdfText(await renderQuote(view))
    for (const part of ['Aygnp.exe Yılmaz', 'Acme Ltd', 'Atlantis', 'First line Second <b>line</b> Third line'])
      expect(text).toContain(part)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters in the drawn text
    expect(text).not.toMatch(/[\u0000-\u0008\u007F-\u009F\u202A-\u202E\u2066-\u2069]/)
    expect(await pdfText(await renderQuote(quoteView('de')))).toContain('Please check <script>alert(1)</script> before shipment.')
  })

  test('a quote that no longer awaits an answer carries its state', async () => {
    const accepted = quoteView('de', 2, {
      status: 'accepted',
      acceptance: { at: new Date('2026-03-18T10:00:00Z'), name: 'Jürgen Weiß', position: 'Einkaufsleiter', poNumber: null },
    })
    expect(await pdfText(await renderQuote(accepted))).toContain('Status: Angenommen · 18. März 2026 · Jürgen Weiß (Einkaufsleiter)')
    expect(await pdfText(await renderQuote(quoteView('tr', 2, { status: 'expired' })))).toContain('Durum: Süresi doldu')
    expect(await pdfText(await renderQuote(quoteView('en', 2, { status: 'superseded' })))).toContain('Superseded by a newer version')
  })

  test('the same view gives the same bytes', async () => {
    const view = quoteView('tr')
    expect(Buffer.from(await renderQuote(view)).equals(Buffer.from(await renderQuote(view)))).toBe(true)
  })
})

describe('the proforma invoice', () => {
  const sentences = {
    tr: 'Bu proforma fatura bir ödeme talebi değildir.',
    en: 'This proforma invoice is not a demand for payment.',
    de: 'Diese Proforma-Rechnung ist keine Zahlungsaufforderung.',
  }
  const advances = { tr: 'Peşinat (%30)', en: 'Advance payment (30 %)', de: 'Anzahlung (30 %)' }
  const advanceDays = { tr: '27 Mart 2026', en: '27 March 2026', de: '27. März 2026' }
  const balances = { tr: 'Bakiye (%70)', en: 'Balance (70 %)', de: 'Restbetrag (70 %)' }
  const origins = { tr: 'Menşei: Türkiye (Aydın)', en: 'Origin: Türkiye (Aydın)', de: 'Ursprung: Türkei (Aydın)' }
  const proformaTitles = { tr: 'Proforma Fatura', en: 'Proforma Invoice', de: 'Proforma-Rechnung' }

  test.each(locales)(
    'in %s: quote and PO references, lines with net weight, bank details, HS code, origin, the advance with its day and the balance',
    async (locale) => {
      const view = proformaView(locale)
      const text = await pdfText(await renderProformaPdf(view, quoteDocumentTexts[locale]))
      const expected = [
        proformaTitles[locale],
        'PI-2026-0003',
        'QT-2026-0012 · v2',
        'PO-4711/26',
        lineName(0),
        lineName(1),
        quoteDocumentTexts[locale].lines.netKg,
        `${formatKg('2250', locale)} kg`,
        quoteDocumentTexts[locale].totals.totalNetKg,
        formatMoney('9353.75', 'USD', locale),
        'CIF Hamburg (Incoterms® 2020)',
        '30 % T/T advance, balance against documents',
        'TR33 0006 1005 1978 6457 8413 26',
        'ISBKTRISXXX',
        'Türkiye İş Bankası, Aydın',
        '0804.20.90',
        origins[locale],
        advances[locale],
        formatMoney('2806.13', 'USD', locale),
        advanceDays[locale],
        balances[locale],
        formatMoney('6547.62', 'USD', locale),
        'Köşk',
        '1234567890',
      ]
      for (const part of expected) expect(text, part).toContain(spaced(part))
      // 30 % is asked in advance: the proforma is a request for payment.
      expect(text).not.toContain(spaced(sentences[locale]))
    },
  )

  test.each(locales)(
    'in %s: under cash against documents nothing is due in advance, and the proforma says it is no demand for payment',
    async (locale) => {
      const text = await pdfText(
        await renderProformaPdf(proformaView(locale, { paymentTerms: 'cad', advancePercent: null }), quoteDocumentTexts[locale]),
      )
      expect(text).toContain(spaced(sentences[locale]))
      expect(text).not.toContain(spaced(advances[locale]))
      expect(text).toContain(spaced(formatMoney('9353.75', 'USD', locale)))
    },
  )

  test('the HS code is written the way each language writes it', async () => {
    const codes = { tr: 'GTİP 0804.20.90', en: 'HS code 0804.20.90', de: 'HS-Code 0804.20.90' }
    for (const locale of locales) {
      expect(await pdfText(await renderProformaPdf(proformaView(locale), quoteDocumentTexts[locale]))).toContain(codes[locale])
    }
  })
})

describe('file names and plain text', () => {
  test('file names are ASCII, with the version and the language', () => {
    expect(quotePdfFileName('QT-2026-0012', 2, 'en')).toBe('QT-2026-0012-v2-en.pdf')
    expect(quotePdfFileName('QT/2026 "0012"\r\n', 1, 'de')).toBe('QT-2026-0012-v1-de.pdf')
    expect(proformaPdfFileName('PI-2026-0003', 'tr')).toBe('PI-2026-0003-tr.pdf')
    expect(proformaPdfFileName('***', 'en')).toBe('proforma-en.pdf')
  })

  test('plainText removes control and bidi characters; only multi-line texts keep line breaks', () => {
    expect(plainText('Ay\u202Egnp.exe\u202C\tYılmaz\u0007\r\nGmbH\u0085')).toBe('Aygnp.exe Yılmaz GmbH')
    expect(plainText('a\r\nb\u2028c\u0000\n\n\n\nd  ', { multiline: true })).toBe('a\nb\nc\n\nd')
    expect(plainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
    // What the font lacks: a compatibility form, an ASCII arrow, else the replacement character.
    expect(plainText('Ｆreight \u200B Izmir → Hamburg 中')).toBe('Freight Izmir -> Hamburg \uFFFD')
  })
})

/** Every document in the suite is drawn from these texts: the three languages have the same keys. */
test('the three languages have the same texts, none empty', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${key}.`) : [`${prefix}${key}`]))
  const en = keys(quoteDocumentTexts.en).sort()
  for (const locale of locales) {
    expect(keys(quoteDocumentTexts[locale]).sort()).toEqual(en)
    const flat = JSON.stringify(quoteDocumentTexts[locale])
    expect(flat).not.toMatch(/""/)
  }
})
