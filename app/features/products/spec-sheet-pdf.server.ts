/**
 * The product specification sheet drawn as an A4 PDF, in one language: name and summary, the key
 * facts with the calibres (pieces per kg), the indicative price tables with their date, and the
 * contact box. The brand is the language's own (`meta.siteName`, as the site's header and footer
 * show it), on the band, in the contact box and in the document's metadata.
 *
 * The content is measured first, then spread over the pages by spec-sheet-layout.ts (page 1 filled
 * first, headings kept with their tables), then drawn. A catalogue product (the biggest has five
 * calibres and three price tables of three tiers) fits one page with room to spare: the calibres
 * stand in two columns under the facts, the price tables two side by side, the price list's date
 * on its heading's line and the unit on each table's caption line, and the contact box puts the
 * phone and e-mail beside the brand and address.
 *
 * Here: what the sheet says, in which order, and its pages (band, footer). How each piece is
 * measured and drawn is spec-sheet-blocks.server.ts. pdfkit lays it out; its text is Noto Sans
 * (~/lib/pdf-document.server.ts), embedded as subsets with a ToUnicode map, so Turkish and German
 * letters print and copy/extract as the same characters.
 */
import type { TFunction } from 'i18next'
import PDFDocument from 'pdfkit'
import { type SchemeCode, schemeName } from '~/features/certificates/certificate'
import type { CompanyInfo } from '~/features/content/company.server'
import type { ProductType } from '~/generated/prisma/enums'
import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import { numberFormatter } from '~/lib/numbers'
import { collect, colors, MARGIN, PAGE, registerSheetFonts } from '~/lib/pdf-document.server'
import { pagePath } from '~/site-map'
import { calibreLabel, calibreOf } from './calibres'
import { hsCodeOf } from './hs-codes'
import { formatPrice, type PriceRow, priceTablesByCalibre, quantityRangeLabel } from './price'
import { moistureRange, productTypeName } from './product'
import { type Block, CONTENT_WIDTH, type Column, GUTTER, HALF, oneLine, sheetBlocks, type Table } from './spec-sheet-blocks.server'
import { inColumns, inRows, paginate } from './spec-sheet-layout'

/** What a sheet shows, in one language. */
export interface SpecSheetProduct {
  slug: string
  type: ProductType
  title: string
  summary: string
  calibres: string[]
  packsKg: number[]
  moistureMin: number | null
  moistureMax: number | null
  palletInfo: string | null
  prices: PriceRow[]
  /** When the price list was last saved (null without prices). */
  pricesDate: Date | null
  updatedAt: Date
  /** An uploaded spec PDF, which replaces the generated sheet. */
  pdfSpecPath: string | null
  /** The schemes of the company's certificates valid today (none: the sheet names none). */
  certifications: SchemeCode[]
}

export interface SpecSheetContext {
  locale: Locale
  /** The dictionary in `locale`. */
  t: TFunction
  /** The contact details (address, phone, e-mail); the brand comes from the dictionary. */
  company: CompanyInfo
  /** The public origin, for the product page's address on the sheet. */
  siteUrl: string
  /** The basis of the indicative prices in `locale` (the site settings'; none: not stated). */
  priceBasis?: string
}

const BAND_HEIGHT = 50

/** The sheet as PDF bytes. */
export async function renderSpecSheet(
  product: SpecSheetProduct,
  { locale, t, company, siteUrl, priceBasis }: SpecSheetContext,
): Promise<Uint8Array<ArrayBuffer>> {
  const tag = localeTags[locale]
  const number = numberFormatter(tag)
  const brand = t('meta.siteName')
  const heading = t('specSheet.title')
  const date = (value: Date) => formatDate(value, 'longDate', tag)
  const pageUrl = `${siteUrl}${pagePath('product', locale, { slug: product.slug })}`
  const typeName = productTypeName(product.type, locale)
  const hs = hsCodeOf(product.type)

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: tag,
    displayTitle: true,
    info: {
      Title: `${product.title} – ${heading}`,
      Author: brand,
      Subject: heading,
      Keywords: [product.title, typeName, hs.code].join(', '),
      // The data's date, not the clock's: the same data gives the same bytes (and ETag) on every instance.
      CreationDate: product.updatedAt,
    },
  })
  registerSheetFonts(doc)
  const bytes = collect(doc)
  const { text, heightOf, rule, paragraph, sectionTitle, factRow, tableRows, contactBox } = sheetBlocks(doc)

  // --- The pieces, measured ------------------------------------------------------------------
  const blocks: Block[] = []

  // Name and summary.
  const titleOptions = { width: CONTENT_WIDTH }
  blocks.push({
    height: heightOf(product.title, 'bold', 19, titleOptions),
    keepWithNext: Boolean(product.summary),
    draw: (y) => text('bold', 19, colors.fig800).text(product.title, MARGIN.left, y, titleOptions),
  })
  if (product.summary) blocks.push(paragraph(product.summary, { size: 9.5, color: colors.stone800, space: 5, lineGap: 1.5 }))

  // Key facts, then the calibres with their pieces per kg (the table names them: no row of codes above it).
  const moisture = moistureRange(product.moistureMin, product.moistureMax)
  const facts: [label: string, value: string | null][] = [
    [t('products.type'), typeName],
    [t('products.moisture'), moisture && t('products.moistureRange', moisture)],
    [t('products.packSizes'), product.packsKg.map((kg) => `${number.format(kg)} ${t('products.kg')}`).join(', ') || null],
    [t('products.palletInfo'), product.palletInfo],
    [t('specSheet.origin'), t('specSheet.originValue')],
    [t('specSheet.hsCode'), `${hs.code} – ${t(`export.hsCodes.${hs.line}`)}`],
    [t('specSheet.certifications'), product.certifications.map((scheme) => schemeName(scheme, t)).join(', ') || null],
  ]
  blocks.push(sectionTitle(t('specSheet.details')))
  for (const [label, value] of facts) if (value) blocks.push(factRow(label, value))
  if (product.calibres.length > 0) {
    const columns = (width: number): Column[] => [
      { header: t('products.priceTable.calibre'), width: 58 },
      { header: t('specSheet.calibreName'), width: width - 58 - 72 },
      { header: t('specSheet.piecesPerKg'), width: 72, align: 'right' },
    ]
    const rows = product.calibres.map((value) => {
      const calibre = calibreOf(value)
      return calibre
        ? [calibre.code, calibre.names[locale], `${calibre.min}-${calibre.max}`]
        : [calibreLabel(value, 'name', locale), '', '']
    })
    // Two columns, read top to bottom then left to right; a single calibre takes the whole width.
    const halves = rows.length > 1 ? inColumns(rows, 2) : [rows]
    const width = halves.length > 1 ? HALF : CONTENT_WIDTH
    const tables = halves.map((half, i) => ({ x: MARGIN.left + i * (HALF + GUTTER), columns: columns(width), rows: half }))
    blocks.push(...tableRows(tables, { space: 10 }))
  }

  // Indicative prices: the tables two side by side, with their date and the quote note. The
  // calibres offered without a price stand in one more table beside them, their price on request.
  const tables = priceTablesByCalibre(product.prices, product.calibres)
  const priced = tables.filter((table) => table.rows.length > 0)
  const onRequest = tables.filter((table) => table.rows.length === 0)
  const unit = t('products.priceTable.unit')
  if (tables.length === 0) {
    blocks.push(sectionTitle(t('products.priceTable.title')))
    blocks.push(paragraph(t('specSheet.noPrices'), { size: 9.5, color: colors.stone800 }))
  } else {
    // The date the price list was saved stands at the right end of the heading.
    const asOf = priced.length > 0 && product.pricesDate ? t('specSheet.pricesAsOf', { date: date(product.pricesDate) }) : undefined
    blocks.push(sectionTitle(t('products.priceTable.title'), asOf))
    const columns: Column[] = [
      { header: t('products.priceTable.quantity'), width: HALF - 156 },
      { header: t('products.priceTable.cash'), width: 78, align: 'right' },
      { header: t('products.priceTable.credit'), width: 78, align: 'right' },
    ]
    const cards: Omit<Table, 'x'>[] = priced.map((table) => ({
      columns,
      caption: { text: `${t('products.priceTable.calibre')}: ${calibreLabel(table.calibre, 'name', locale)}`, note: unit },
      rows: table.rows.map((price) => [
        quantityRangeLabel(price.minQuantity, price.maxQuantity, (n) => number.format(n)),
        formatPrice(price.cashPrice, tag),
        formatPrice(price.creditPrice, tag),
      ]),
    }))
    if (onRequest.length > 0) {
      cards.push({
        columns: [{ header: t('products.priceTable.calibre'), width: HALF }],
        caption: { text: t('products.priceTable.onRequest') },
        rows: onRequest.map((table) => [calibreLabel(table.calibre, 'name', locale)]),
      })
    }
    const gridRows = inRows(cards, 2)
    gridRows.forEach((row, index) => {
      const placed: Table[] = row.map((card, i) => ({ ...card, x: MARGIN.left + i * (HALF + GUTTER) }))
      const pieces = tableRows(placed, { space: index === 0 ? 0 : 10 })
      // The note stays with the last row.
      if (index === gridRows.length - 1) pieces[pieces.length - 1].keepWithNext = true
      blocks.push(...pieces)
    })
    if (priceBasis)
      blocks.push(paragraph(t('products.priceTable.basis', { basis: priceBasis }), { size: 8.5, color: colors.stone800, space: 6 }))
    blocks.push(paragraph(t('products.priceTable.note'), { size: 8.5, color: colors.gold700, space: 6 }))
  }
  blocks.push(
    contactBox({
      title: t('contact.info.title'),
      brand,
      address: company.address,
      phone: { label: t('contact.info.phone'), value: company.phone },
      email: { label: t('contact.info.email'), value: company.email },
      website: { label: t('specSheet.website'), value: pageUrl },
    }),
  )

  // --- The pages -----------------------------------------------------------------------------
  const pages = paginate(blocks, { firstTop: BAND_HEIGHT + 20, top: MARGIN.top, bottom: PAGE.height - MARGIN.bottom })
  pages.forEach((placements, index) => {
    if (index > 0) doc.addPage()
    else drawBand()
    for (const { piece, y } of placements) piece.draw(y)
  })

  // Footer of every page: what the document is, the data's date, and the page number.
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    // Text below the bottom margin would start a new page: the footer lifts the margin while it writes.
    doc.page.margins.bottom = 0
    const footerY = PAGE.height - 40
    rule(MARGIN.left, footerY - 8, CONTENT_WIDTH, 0.5, colors.stone300)
    text('regular', 8, colors.stone600).text(
      `${heading} · ${product.title} · ${t('specSheet.updated', { date: date(product.updatedAt) })}`,
      MARGIN.left,
      footerY,
      oneLine(CONTENT_WIDTH - 100, 8),
    )
    text('regular', 8, colors.stone600).text(
      t('specSheet.page', { page: index - start + 1, pages: count }),
      PAGE.width - MARGIN.right - 90,
      footerY,
      { ...oneLine(90, 8), align: 'right' },
    )
    doc.page.margins.bottom = MARGIN.bottom
  }
  doc.end()
  return bytes

  /** The band across the top of page 1: the brand and what this document is. */
  function drawBand() {
    doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(colors.fig800)
    text('bold', 17, '#ffffff').text(brand, MARGIN.left, 14, oneLine(CONTENT_WIDTH * 0.6, 17))
    text('bold', 10.5, colors.gold300).text(heading.toLocaleUpperCase(tag), MARGIN.left + CONTENT_WIDTH * 0.6, 19, {
      ...oneLine(CONTENT_WIDTH * 0.4, 10.5),
      align: 'right',
    })
  }
}
