/**
 * The generated specification sheet read back page by page (unpdf): the brand of the sheet's
 * language, a catalogue product on one page, headings on the page of their tables' first rows,
 * page 1 filled before a second page, and long tables going on with their header.
 */
import { describe, expect, test } from 'vitest'
import type { CompanyInfo } from '~/features/content/company.server'
import { fixedT } from '~/lib/i18next.server'
import { type Locale, locales } from '~/lib/locale'
import { MARGIN } from '~/lib/pdf-document.server'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { type PdfPage, pdfPages } from '../../../tests/support/pdf-text'
import { calibreLabel } from './calibres'
import { renderSpecSheet, type SpecSheetProduct } from './spec-sheet-pdf.server'

const texts = { tr, en, de }

/** The legal name holds the Turkish brand, as the company's registered name does. */
const company: CompanyInfo = {
  name: 'Aydın Kuru İncir',
  phone: '+90 256 000 00 00',
  email: 'sales@incir.example',
  address: 'Atatürk Mah. İncir Cad. No: 12, 09660 Köşk / Aydın, Türkiye',
  whatsappNumber: '905000000000',
  mapEmbedUrl: 'https://maps.example/embed',
  socials: [],
  legal: {
    name: 'Aydın Kuru İncir Tarım Ürünleri Ltd. Şti.',
    taxOffice: 'Köşk',
    taxNumber: '1234567890',
    tradeRegistryNumber: null,
    responsiblePerson: null,
  },
}

const tiers = (calibre: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    calibre,
    minQuantity: 1000 * 5 ** i,
    maxQuantity: i === count - 1 ? null : 1000 * 5 ** (i + 1) - 1,
    cashPrice: 9.6 - i * 0.4,
    creditPrice: 10.05 - i * 0.4,
  }))

/** As big as the catalogue's biggest sheet (Pulled in German): five calibres, three price tables of three tiers, long texts. */
const catalogueProduct: SpecSheetProduct = {
  slug: 'pulled-incir-dogal-secim-ozel-paketleme',
  type: 'PULLED',
  title: 'Pulled-Trockenfeigen – natürliche Auslese',
  summary:
    'Feigen, die nicht gepresst, sondern von Hand geschmeidig gemacht und am Stiel auseinandergezogen werden; die natürliche Form bleibt erhalten. Lose im Karton, praktisch zum Umpacken und für die Verarbeitung.',
  calibres: ['3', '4', '5', '6', '7'],
  packsKg: [5, 10, 12.5, 25],
  moistureMin: 18,
  moistureMax: 20,
  palletInfo:
    '80 Kartons × 12,5 kg = 1.000 kg pro Europalette (120×80 cm); 10-kg-Kartons: 100 pro Palette; mit Stretchfolie und Kantenschutz gesichert',
  prices: [...tiers('3', 3), ...tiers('5', 3), ...tiers('7', 3)],
  pricesDate: new Date('2026-03-01T09:00:00Z'),
  updatedAt: new Date('2026-03-02T09:00:00Z'),
  pdfSpecPath: null,
  certifications: ['haccp', 'iso-22000', 'brcgs'],
}

const render = async (product: SpecSheetProduct, locale: Locale) =>
  pdfPages(await renderSpecSheet(product, { locale, t: fixedT(locale), company, siteUrl: 'https://www.aydin-figs.example' }))

/** How far down the body of a page its text reaches, as a share of the body (the footer left out). */
const filled = (page: PdfPage) => {
  const lowest = Math.max(...page.runs.filter((run) => run.fromTop < page.height - MARGIN.bottom).map((run) => run.fromTop))
  return (lowest - MARGIN.top) / (page.height - MARGIN.top - MARGIN.bottom)
}
const captionOf = (locale: Locale, code: string, name: string) => `${texts[locale].products.priceTable.calibre}: ${code} – ${name}`

// Each test renders and reads back whole PDFs: seconds on a busy 2-core machine.
describe('the brand', { timeout: 30_000 }, () => {
  test.each(locales)('a sheet in %s carries its language’s brand, in the band and the contact box, and no other', async (locale) => {
    const pages = await render(catalogueProduct, locale)
    const text = pages.map((page) => page.text).join(' ')
    const brand = texts[locale].meta.siteName
    expect(text.startsWith(`${brand} `)).toBe(true)
    expect(text).toContain(`${texts[locale].contact.info.title} ${brand} ${company.address}`)
    for (const other of locales.filter((other) => other !== locale)) expect(text).not.toContain(texts[other].meta.siteName)
    // The registered name is for the seller page and the quotes; here it would bring the Turkish brand into every language.
    expect(text).not.toContain(company.legal.name)
    expect(text).toContain(company.email)
    expect(text).toContain(`https://www.aydin-figs.example${locale === 'tr' ? '' : `/${locale}`}/products/${catalogueProduct.slug}`)
  })
})

describe('the certifications', { timeout: 30_000 }, () => {
  test('a sheet names the schemes of the certificates valid today in its language, and has no such row without one', async () => {
    const german = (await render({ ...catalogueProduct, certifications: ['brcgs', 'organic', 'ifs-food'] }, 'de'))[0].text
    expect(german).toContain(`${de.specSheet.certifications} BRCGS, ${de.certificates.schemes.organic}, IFS Food`)
    expect(german).not.toContain('HACCP')
    const none = (await render({ ...catalogueProduct, certifications: [] }, 'en'))[0].text
    expect(none).not.toContain(texts.en.specSheet.certifications)
  })
})

describe('the pages', { timeout: 30_000 }, () => {
  test.each(locales)('a product as big as the catalogue’s biggest fits one page in %s', async (locale) => {
    const pages = await render(catalogueProduct, locale)
    expect(pages).toHaveLength(1)
    const text = pages[0].text
    // Everything on it: facts, calibres with pieces per kg, the three tables and the table of the two calibres on request, the note, the contact box.
    expect(text).toContain(texts[locale].specSheet.details)
    for (const code of ['A3 ', 'A4 ', 'A5 ', 'A6 ', 'A7 ']) expect(text).toContain(code)
    expect(text).toContain(locale === 'tr' ? 'A7 Ekonomik Seri 66-70' : locale === 'en' ? 'A7 Economic 66-70' : 'A7 Ökonomisch 66-70')
    expect(text.split(texts[locale].products.priceTable.quantity)).toHaveLength(4)
    expect(text.split(texts[locale].products.priceTable.onRequest)).toHaveLength(2)
    for (const code of ['A4', 'A6']) expect(text).toContain(`${code} – `)
    expect(text).toContain(texts[locale].products.priceTable.note)
    expect(text).toContain(texts[locale].contact.info.title)
  })

  test('a heading never ends a page: each price table’s caption is on the page of its header and first row', async () => {
    const product = { ...catalogueProduct, calibres: ['1', '2', '3', '4', '5', '6', '7', '8'] }
    const names = ['Goldserie', 'Spezial', 'Gourmet', 'Standard', 'Natur', 'Traditionell', 'Ökonomisch', 'Tafelware']
    for (const count of [3, 4, 5, 6]) {
      const pages = await render({ ...product, prices: product.calibres.flatMap((calibre) => tiers(calibre, count)) }, 'de')
      expect(pages.length, `${count} tiers`).toBeGreaterThan(1)
      product.calibres.forEach((_, i) => {
        const caption = captionOf('de', `A${i + 1}`, names[i])
        const page = pages.find((p) => p.text.includes(caption))
        const after = page?.text.slice(page.text.indexOf(caption))
        expect(after, `${count} tiers, ${caption}`).toMatch(
          new RegExp(`^${caption} USD/kg .*Menge \\(kg\\) Vorkasse Zahlungsziel .*1\\.000 - 4\\.999`),
        )
      })
      const heading = pages.find((p) => p.text.includes(de.products.priceTable.title))
      expect(heading?.text).toContain(captionOf('de', 'A1', 'Goldserie'))
      // Page 1 is filled before a page 2 starts: what went over would not have fitted.
      for (const page of pages.slice(0, -1)) expect(filled(page), `${count} tiers`).toBeGreaterThan(0.8)
    }
  })

  test('a price table longer than a page goes on over the pages, its caption and header again at the top of each, every tier in it', async () => {
    const long = Array.from({ length: 70 }, (_, i) => ({
      calibre: '2',
      minQuantity: 1000 + i * 100,
      maxQuantity: 1099 + i * 100,
      cashPrice: 20 - i * 0.1,
      creditPrice: 21,
    }))
    const pages = await render({ ...catalogueProduct, prices: [...long, ...tiers('3', 1)] }, 'en')
    expect(pages).toHaveLength(3)
    const text = pages.map((page) => page.text).join(' ')
    for (const tier of long)
      expect(text).toContain(`${tier.minQuantity.toLocaleString('en-GB')} - ${tier.maxQuantity.toLocaleString('en-GB')}`)
    for (const page of pages.slice(1)) expect(page.text).toMatch(/^Calibre: A2 – Special USD\/kg Quantity \(kg\) Cash Credit \d/)
    for (const page of pages.slice(0, -1)) expect(filled(page)).toBeGreaterThan(0.9)
    // The short table beside it starts with it and is not repeated.
    expect(pages[0].text).toContain('Calibre: A3 – Gourmet')
    expect(text.split('Calibre: A3 – Gourmet')).toHaveLength(2)
    expect(pages[2].text).toContain(en.contact.info.title)
  })

  test.each(locales)('a calibre offered without a price is listed in %s with its price on request', async (locale) => {
    const dict = texts[locale].products.priceTable
    const asOf = texts[locale].specSheet.pricesAsOf.split('{{')[0].trim()
    const pages = await render({ ...catalogueProduct, calibres: ['2', '3', '4'], prices: tiers('3', 2) }, locale)
    const text = pages.map((page) => page.text).join(' ')
    // A3 keeps its table of tiers; A2 and A4 stand beside it, in size order, under "price on request".
    expect(text).toContain(`${dict.calibre}: A3 – `)
    expect(text.split(dict.quantity)).toHaveLength(2)
    const name = (code: string) => calibreLabel(code, 'name', locale)
    expect(text.split(dict.onRequest)).toHaveLength(2)
    expect(text.split(`${dict.calibre}: `)).toHaveLength(2)
    // Side by side, the tables' lines are read row by row: A2 on the first row of the table, A4 under it.
    const page = pages[0]
    const row = (value: string) => page.runs.find((run) => run.text.includes(value))
    const [caption, a2, a4, a3] = [dict.onRequest, name('2'), name('4'), `${dict.calibre}: ${name('3')}`].map(row)
    expect(caption && a2 && a4 && a3).toBeTruthy()
    expect(caption!.fromTop).toBeCloseTo(a3!.fromTop, 0)
    expect(caption!.fromTop).toBeLessThan(a2!.fromTop)
    expect(a2!.fromTop).toBeLessThan(a4!.fromTop)
    expect(text.indexOf(dict.onRequest)).toBeLessThan(text.indexOf(dict.note))
    expect(text).toContain(asOf)

    // Calibres and no price at all: every calibre on request, no price list's date, no request for prices instead.
    const none = (await render({ ...catalogueProduct, calibres: ['2', '3'], prices: [], pricesDate: null }, locale))
      .map((page) => page.text)
      .join(' ')
    expect(none.split(dict.onRequest)).toHaveLength(2)
    for (const code of ['2', '3']) expect(none).toContain(name(code))
    expect(none).not.toContain(dict.quantity)
    expect(none).not.toContain(texts[locale].specSheet.noPrices)
    expect(none).not.toContain(asOf)
  })

  test('without prices or optional facts the sheet asks for a quote, on one page', async () => {
    const pages = await render(
      {
        ...catalogueProduct,
        summary: '',
        calibres: [],
        packsKg: [],
        moistureMin: null,
        moistureMax: null,
        palletInfo: null,
        prices: [],
        pricesDate: null,
      },
      'de',
    )
    expect(pages).toHaveLength(1)
    expect(pages[0].text).toContain(de.specSheet.noPrices)
    expect(pages[0].text).not.toContain(de.products.moisture)
    expect(pages[0].text).toContain(`${de.contact.info.title} ${de.meta.siteName}`)
  })
})
