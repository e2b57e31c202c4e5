/**
 * Product specification sheets. The generator: its text, read back from the PDF as a viewer's
 * copy or a search engine would (unpdf), carries the product's data in the sheet's language with
 * Turkish and German letters intact, and a sheet takes milliseconds. The addresses, through the
 * production build's request handler on this file's database: one sheet per language, 404 for an
 * unknown or hidden product, current data after a change, and an uploaded spec PDF replacing the
 * generated sheet on the product page and at the sheet's address.
 */
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { createCertificate, createProduct, uniqueSuffix } from '../support/factories'
import { pdfText } from '../support/pdf-text'

const buildPath = path.resolve(process.env.BUILD_DIR ?? 'build', 'server', 'index.js')
const texts = { tr, en, de }
const prefixes: Record<Locale, string> = { tr: '', en: '/en', de: '/de' }

let prisma: PrismaClient
let handle: (request: Request) => Promise<Response>

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  handle = createRequestHandler((await import(buildPath)) as ServerBuild, 'production')
}, 120_000)

/** The sheet's read, its drawing, its fonts and its answer. */
const sheetModules = async () => ({
  ...(await import('~/features/products/spec-sheet-product.server')),
  ...(await import('~/features/products/spec-sheet-pdf.server')),
  ...(await import('~/lib/pdf-document.server')),
  ...(await import('~/features/products/spec-sheet.server')),
})

const get = (url: string) => handle(new Request(`http://localhost${url}`))

const titles = {
  title_tr: 'Gölgede Dinlenmiş, Güneşte Kurutulmuş İncir – Özel Seçim',
  title_en: 'Shade-Rested Sun-Dried Figs – Select',
  title_de: 'Süße Spätlese-Trockenfeigen – Größe nach Wahl',
}

function specProduct(overrides: Parameters<typeof createProduct>[1] = {}) {
  return createProduct(prisma, {
    slug: `ozel-secim-${uniqueSuffix()}`,
    type: 'NATUREL_INCIR',
    ...titles,
    summary_tr: 'Aydın’ın Köşk ilçesinden, elle seçilmiş iri taneler.',
    summary_en: 'Large, hand-picked fruit from Köşk, Aydın.',
    summary_de: 'Große, handverlesene Früchte aus Köşk, Aydın.',
    calibres: ['1', '2', '3'],
    packsKg: [1, 12.5],
    moistureMin: 18,
    moistureMax: 22,
    palletInfo_tr: 'Euro palet başına 80 koli × 12,5 kg',
    palletInfo_en: '80 cartons × 12.5 kg per Euro pallet',
    palletInfo_de: '80 Kartons × 12,5 kg pro Europalette',
    priceRanges: {
      create: [
        { calibre: '1', minQuantity: 1000, maxQuantity: 4999, cashPrice: '9.50', creditPrice: '10.25' },
        { calibre: '1', minQuantity: 5000, cashPrice: '9.10', creditPrice: '9.80' },
        { calibre: '3', minQuantity: 1000, cashPrice: '7.40', creditPrice: '7.95' },
      ],
    },
    ...overrides,
  })
}

describe('the generator', () => {
  test('each language’s sheet carries the name, calibres with pieces per kg, HS code, facts, prices with their date and the contact block', async () => {
    const { loadSpecSheetProduct, renderSpecSheet } = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const created = await specProduct()
    // The certificates valid today are named; one that has ended is not.
    for (const scheme of ['haccp', 'iso-22000', 'brcgs'] as const) await createCertificate(prisma, { scheme, validUntil: '2099-12-31' })
    await createCertificate(prisma, { scheme: 'ifs-food', validUntil: '2020-12-31' })
    const company = await companyInfo()
    const { createdAt: pricesSaved } = await prisma.priceRange.findFirstOrThrow({ where: { productId: created.id } })
    for (const locale of ['tr', 'en', 'de'] as const) {
      const t = texts[locale]
      const product = await loadSpecSheetProduct(created.slug, locale)
      expect(product).not.toBeNull()
      const bytes = await renderSpecSheet(product!, { locale, t: fixedT(locale), company, siteUrl: 'https://figs.example' })
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      const text = await pdfText(bytes)

      expect(text).toContain(titles[`title_${locale}`])
      expect(text).toContain(t.specSheet.title)
      for (const [code, pieces] of [
        ['A1', '36-40'],
        ['A2', '41-45'],
        ['A3', '46-50'],
      ])
        expect(text).toMatch(new RegExp(`${code} .*${pieces}`))
      expect(text).toContain('0804.20.90')
      expect(text).toContain(t.export.hsCodes.dried)
      expect(text).toContain(t.products.moistureRange.replace('{{min}}', '18').replace('{{max}}', '22'))
      expect(text).toContain(created[`palletInfo_${locale}`]!)
      expect(text).toContain(t.specSheet.originValue)
      expect(text).toContain(`${t.specSheet.certifications} HACCP, ISO 22000, BRCGS`)
      expect(text).not.toContain('IFS Food')
      // Prices in the language's number format, with the day the price list was saved and the quote note.
      const decimal = locale === 'en' ? '9.50' : '9,50'
      expect(text).toContain(decimal)
      expect(text).toContain(locale === 'en' ? '5,000+' : '5.000+')
      expect(text).toContain(t.specSheet.pricesAsOf.replace('{{date}}', formatDate(pricesSaved, 'longDate', localeTags[locale])))
      expect(text).toContain(t.products.priceTable.note)
      expect(text).toContain(t.meta.siteName)
      expect(text).toContain(company.email)
      expect(text).toContain(company.phone)
      expect(text).toContain(`https://figs.example${prefixes[locale]}/products/${created.slug}`)
    }
  })

  test('Turkish and German letters come back as the same characters (an embedded font with a Unicode map)', async () => {
    const { loadSpecSheetProduct, renderSpecSheet } = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const { slug } = await specProduct()
    const render = async (locale: Locale) =>
      renderSpecSheet((await loadSpecSheetProduct(slug, locale))!, {
        locale,
        t: fixedT(locale),
        company: await companyInfo(),
        siteUrl: 'http://localhost',
      })
    const turkish = await render('tr')
    const text = await pdfText(turkish)
    for (const letter of ['ğ', 'ş', 'ı', 'İ', 'ç', 'ö', 'ü', 'Ö']) expect(text, letter).toContain(letter)
    expect(text).toContain('ÜRÜN SPESİFİKASYONU')
    const german = await pdfText(await render('de'))
    for (const letter of ['ä', 'ö', 'ü', 'ß']) expect(german, letter).toContain(letter)
    // The font is embedded (a subset), never left to the reader's machine.
    const raw = Buffer.from(turkish).toString('latin1')
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/)
    expect(raw).toContain('/ToUnicode')
  })

  test('every letter copies as itself in every sheet, whatever sheets were made before (the fonts are shared)', async () => {
    const { loadSpecSheetProduct, renderSpecSheet } = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz ÇĞİÖŞÜ çğıöşü ÄÖÜẞ äöüß 0123456789'
    // A sheet with composed letters first ('İ' is drawn from 'I' and a dot; 'Ö' from 'O' and dots).
    const composed = await specProduct()
    const alphabet = await specProduct({ title_tr: letters, title_en: letters, title_de: letters, summary_tr: letters })
    const render = async (slug: string, locale: Locale) =>
      pdfText(
        await renderSpecSheet((await loadSpecSheetProduct(slug, locale))!, {
          locale,
          t: fixedT(locale),
          company: await companyInfo(),
          siteUrl: 'http://localhost',
        }),
      )
    for (const locale of ['tr', 'de', 'en'] as const) await render(composed.slug, locale)
    for (const locale of ['en', 'tr', 'de'] as const) {
      const text = await render(alphabet.slug, locale)
      // The title (bold) and, in Turkish, the summary (regular).
      expect(text.split(letters).length - 1, locale).toBe(locale === 'tr' ? 2 : 1)
      expect(text).toContain(texts[locale].specSheet.title.toLocaleUpperCase(localeTags[locale]))
      expect(text).toContain(texts[locale].products.palletInfo)
    }
  })

  test('a sheet takes milliseconds: the fonts are read and parsed once, not per sheet', async () => {
    const { loadSpecSheetProduct, renderSpecSheet, sheetFonts } = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const { slug } = await specProduct()
    const product = (await loadSpecSheetProduct(slug, 'de'))!
    const context = { locale: 'de' as const, t: fixedT('de'), company: await companyInfo(), siteUrl: 'http://localhost' }
    await renderSpecSheet(product, context)
    const runs = 20
    const started = performance.now()
    for (let i = 0; i < runs; i++) await renderSpecSheet(product, context)
    const perSheet = (performance.now() - started) / runs
    console.info(`spec sheet: ${perSheet.toFixed(1)} ms per sheet (${runs} runs)`)
    // 10–30 ms on a 2-core machine; the bound leaves room for a busy test run.
    expect(perSheet).toBeLessThan(500)
    // Every sheet uses the same parsed faces (each document embeds its own subset of them).
    expect(sheetFonts()).toBe(sheetFonts())
    expect(sheetFonts().regular.familyName).toBe('Noto Sans')
  })

  test('the same data gives the same bytes (one ETag on every instance); a change gives a new sheet', async () => {
    const { loadSpecSheetProduct, renderSpecSheet } = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const { slug } = await specProduct()
    const context = { locale: 'en' as const, t: fixedT('en'), company: await companyInfo(), siteUrl: 'http://localhost' }
    const first = await renderSpecSheet((await loadSpecSheetProduct(slug, 'en'))!, context)
    const again = await renderSpecSheet((await loadSpecSheetProduct(slug, 'en'))!, context)
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true)
  })

  test('a price table longer than a page goes on over the pages, every tier in it', async () => {
    const { loadSpecSheetProduct, renderSpecSheet } = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const tiers = Array.from({ length: 60 }, (_, i) => ({
      calibre: '2',
      minQuantity: 1000 + i * 100,
      maxQuantity: 1099 + i * 100,
      cashPrice: (20 - i * 0.1).toFixed(2),
      creditPrice: '21.00',
    }))
    const { slug } = await specProduct({
      priceRanges: { create: [...tiers, { calibre: '3', minQuantity: 1000, cashPrice: '7.40', creditPrice: '7.95' }] },
    })
    const bytes = await renderSpecSheet((await loadSpecSheetProduct(slug, 'en'))!, {
      locale: 'en',
      t: fixedT('en'),
      company: await companyInfo(),
      siteUrl: 'http://localhost',
    })
    const text = await pdfText(bytes)
    for (const tier of tiers)
      expect(text).toContain(`${tier.minQuantity.toLocaleString('en-GB')} - ${tier.maxQuantity.toLocaleString('en-GB')}`)
    expect(text).toContain('14.10')
    expect(text).toContain('7.40')
    // Three pages, page 1 filled first: the facts and both tables side by side (two headers), then the long
    // one going on with its header again at the top of pages 2 and 3, then the note and the contact.
    expect(text).toContain('Page 3 of 3')
    expect(text.split(`${en.products.priceTable.quantity} ${en.products.priceTable.cash}`).length - 1).toBe(4)
    expect(text).toContain(en.products.priceTable.note)
  })

  test('a product without prices or optional facts still gets a sheet, asking for a quote', async () => {
    const { loadSpecSheetProduct, renderSpecSheet } = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const { slug } = await createProduct(prisma)
    const text = await pdfText(
      await renderSpecSheet((await loadSpecSheetProduct(slug, 'de'))!, {
        locale: 'de',
        t: fixedT('de'),
        company: await companyInfo(),
        siteUrl: 'http://localhost',
      }),
    )
    // No German title: the English one, as on the product page.
    expect(text).toContain('Test Figs')
    expect(text).toContain(de.specSheet.noPrices)
    expect(text).toContain('0804.20.90')
    expect(text).not.toContain(de.products.moisture)
  })
})

describe('the sheet’s addresses', () => {
  test('one sheet per language: a PDF shown inline under an ASCII file name, in that language', async () => {
    const created = await specProduct()
    for (const locale of ['tr', 'en', 'de'] as const) {
      const response = await get(`${prefixes[locale]}/products/${created.slug}/spec-sheet.pdf`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${created.slug}-spec-${locale}.pdf"`)
      // Shareable like a page: the page cache and a CDN may keep it (it sets Cache-Control itself).
      expect(response.headers.get('cache-control')).toBeNull()
      expect(response.headers.get('set-cookie')).toBeNull()
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
      expect(text).toContain(titles[`title_${locale}`])
      expect(text).toContain(texts[locale].specSheet.title)
    }
  })

  test('an unknown or hidden product is a 404 with a message in the URL’s language', async () => {
    const hidden = await specProduct({ isActive: false })
    for (const [url, message] of [
      ['/products/yok-boyle-bir-incir/spec-sheet.pdf', tr.products.notFound],
      ['/en/products/no-such-fig/spec-sheet.pdf', en.products.notFound],
      [`/de/products/${hidden.slug}/spec-sheet.pdf`, de.products.notFound],
    ]) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await response.text()).toBe(message)
    }
  })

  test('the sheet is made from the current data: a changed title shows on the next request', async () => {
    const created = await specProduct()
    const url = `/en/products/${created.slug}/spec-sheet.pdf`
    expect(await pdfText(new Uint8Array(await (await get(url)).arrayBuffer()))).toContain(titles.title_en)
    await prisma.product.update({ where: { id: created.id }, data: { title_en: 'Renamed Figs', calibres: ['7'] } })
    const text = await pdfText(new Uint8Array(await (await get(url)).arrayBuffer()))
    expect(text).toContain('Renamed Figs')
    expect(text).toMatch(/A7 .*66-70/)
    expect(text).not.toContain('36-40')
  })

  test('a version of a product is drawn once per language, whatever asks for it; a changed price is a new version', async () => {
    const sheets = await sheetModules()
    const { companyInfo } = await import('~/features/content/site-company.server')
    const { fixedT } = await import('~/lib/i18next.server')
    const created = await specProduct()
    const company = await companyInfo()
    const context = (locale: Locale) => ({ locale, t: fixedT(locale), company, siteUrl: 'https://figs.example' })
    const answer = async (locale: Locale) => {
      const product = await sheets.loadSpecSheetProduct(created.slug, locale)
      return new Uint8Array(await (await sheets.specSheetResponse(product!, context(locale))).arrayBuffer())
    }
    const before = sheets.specSheetDrawing().draws
    const first = await answer('de')
    for (let i = 0; i < 20; i++) expect(await answer('de')).toEqual(first)
    expect(sheets.specSheetDrawing().draws).toBe(before + 1)
    await answer('en')
    expect(sheets.specSheetDrawing().draws).toBe(before + 2)

    await prisma.priceRange.updateMany({ where: { productId: created.id, calibre: '3' }, data: { cashPrice: '7.10' } })
    const repriced = await answer('de')
    expect(sheets.specSheetDrawing().draws).toBe(before + 3)
    expect(await pdfText(repriced)).toContain('7,10')
  })

  test('the product page links to the sheet of its language; without a certificate of analysis there is no CoA button', async () => {
    const created = await specProduct()
    for (const locale of ['tr', 'en', 'de'] as const) {
      const html = await (await get(`${prefixes[locale]}/products/${created.slug}`)).text()
      const link = /<a [^>]*data-testid="pdf-spec"[^>]*>/.exec(html)?.[0] ?? ''
      expect(link).toContain(`href="${prefixes[locale]}/products/${created.slug}/spec-sheet.pdf"`)
      expect(link).not.toContain('download')
      expect(html).not.toContain('data-testid="pdf-coa"')
    }
  })

  test('an uploaded spec PDF replaces the generated sheet: the page links to it and the sheet’s address leads there', async () => {
    const upload = `/uploads/products/${uniqueSuffix()}.pdf`
    const coa = `/uploads/products/${uniqueSuffix()}.pdf`
    const created = await specProduct({ pdfSpecPath: upload, pdfCoaPath: coa })
    for (const locale of ['tr', 'en', 'de'] as const) {
      const html = await (await get(`${prefixes[locale]}/products/${created.slug}`)).text()
      const link = /<a [^>]*data-testid="pdf-spec"[^>]*>/.exec(html)?.[0] ?? ''
      expect(link).toContain(`href="${upload}"`)
      expect(link).toContain('download')
      expect(html).toMatch(new RegExp(`<a [^>]*href="${coa}"[^>]*data-testid="pdf-coa"`))
      const sheet = await get(`${prefixes[locale]}/products/${created.slug}/spec-sheet.pdf`)
      expect(sheet.status).toBe(302)
      expect(sheet.headers.get('location')).toBe(upload)
    }
    // Removing the upload brings the generated sheet back.
    await prisma.product.update({ where: { id: created.id }, data: { pdfSpecPath: null } })
    const sheet = await get(`/products/${created.slug}/spec-sheet.pdf`)
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get('content-type')).toBe('application/pdf')
  })
})
