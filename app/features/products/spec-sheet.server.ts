/**
 * The product specification sheet: an A4 PDF made from the product's current data in the
 * visitor's language (name, type, summary, calibres with pieces per kg, moisture, pack sizes,
 * pallet information, origin, HS code, certifications, the indicative price tables with their
 * date, and the company's contact details).
 *
 * pdfkit lays it out; its text is Noto Sans (regular and bold, TrueType files shipped by an npm
 * package), embedded as subsets with a ToUnicode map, so Turkish and German letters print and
 * copy/extract as the same characters. The font files are read and parsed once per process;
 * a sheet takes a few milliseconds. Nothing is kept here between requests: the page cache keeps
 * the answer until the next content change, so every sheet it hands out shows current data.
 */
import type { TFunction } from 'i18next'
import PDFDocument from 'pdfkit'
import { collect, colors, type FontName, MARGIN, PAGE, sheetFonts } from '~/lib/pdf-document.server'
import { calibreLabel, calibreOf } from './calibres'
import { hsCodeOf } from './hs-codes'
import { formatPrice, type PriceRow, priceTablesByCalibre, quantityRangeLabel } from './price'
import { moistureRange, productTypeName } from './product'
import { priceRowSelect, toPriceRow } from './products.server'
import { specSheetFileName } from './spec-sheet'
import type { ProductType } from '~/generated/prisma/enums'
import type { CompanyInfo } from '~/features/content/company.server'
import { formatDate } from '~/lib/dates'
import { prisma } from '~/lib/db.server'
import { type Locale, localeTags, localizePath } from '~/lib/locale'
import { localized } from '~/lib/localized'
import { numberFormatter } from '~/lib/numbers'

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
}

/** The active product `slug` as its sheet shows it in `locale`; null when there is none. */
export async function loadSpecSheetProduct(slug: string, locale: Locale): Promise<SpecSheetProduct | null> {
  const row = await prisma.product.findFirst({
    where: { slug, isActive: true },
    select: {
      slug: true,
      type: true,
      title_tr: true,
      title_en: true,
      title_de: true,
      summary_tr: true,
      summary_en: true,
      summary_de: true,
      calibres: true,
      packsKg: true,
      moistureMin: true,
      moistureMax: true,
      palletInfo_tr: true,
      palletInfo_en: true,
      palletInfo_de: true,
      pdfSpecPath: true,
      updatedAt: true,
      priceRanges: { select: { ...priceRowSelect, createdAt: true } },
    },
  })
  if (!row) return null
  const priceDates = row.priceRanges.map((range) => range.createdAt.getTime())
  return {
    slug: row.slug,
    type: row.type,
    title: localized(row, 'title', locale),
    summary: localized(row, 'summary', locale),
    calibres: row.calibres,
    packsKg: row.packsKg,
    moistureMin: row.moistureMin,
    moistureMax: row.moistureMax,
    palletInfo: localized(row, 'palletInfo', locale) || null,
    prices: row.priceRanges.map(toPriceRow),
    pricesDate: priceDates.length > 0 ? new Date(Math.max(...priceDates)) : null,
    updatedAt: row.updatedAt,
    pdfSpecPath: row.pdfSpecPath,
  }
}

export interface SpecSheetContext {
  locale: Locale
  /** The dictionary in `locale`. */
  t: TFunction
  company: CompanyInfo
  /** The public origin, for the product page's address on the sheet. */
  siteUrl: string
}

/** The sheet's answer: shown in the browser's PDF viewer, saved as '<slug>-spec-<lang>.pdf'. */
export async function specSheetResponse(product: SpecSheetProduct, context: SpecSheetContext): Promise<Response> {
  const pdf = await renderSpecSheet(product, context)
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${specSheetFileName(product.slug, context.locale)}"`,
      'Content-Length': String(pdf.byteLength),
    },
  })
}

// --- Layout --------------------------------------------------------------------------------

const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const LABEL_WIDTH = 150

interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
}

/** The sheet as PDF bytes. */
export async function renderSpecSheet(
  product: SpecSheetProduct,
  { locale, t, company, siteUrl }: SpecSheetContext,
): Promise<Uint8Array<ArrayBuffer>> {
  const tag = localeTags[locale]
  const number = numberFormatter(tag)
  const siteName = t('meta.siteName')
  const heading = t('specSheet.title')
  const date = (value: Date) => formatDate(value, 'longDate', tag)
  const pageUrl = `${siteUrl}${localizePath(`/products/${product.slug}`, locale)}`

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: tag,
    displayTitle: true,
    info: {
      Title: `${product.title} – ${heading}`,
      Author: siteName,
      Subject: heading,
      Keywords: [product.title, productTypeName(product.type, locale), hsCodeOf(product.type).code].join(', '),
      // The data's date, not the clock's: the same data gives the same bytes (and ETag) on every instance.
      CreationDate: product.updatedAt,
    },
  })
  const { regular, bold } = sheetFonts()
  // pdfkit ≥ 0.20 accepts a parsed fontkit font; its type definitions still list only paths and bytes.
  doc.registerFont('regular', regular as unknown as Buffer)
  doc.registerFont('bold', bold as unknown as Buffer)
  const bytes = collect(doc)

  const bottom = PAGE.height - MARGIN.bottom
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom) doc.addPage()
  }
  const text = (font: FontName, size: number, color: string) => doc.font(font).fontSize(size).fillColor(color)
  /** A line across the text column at `y`. */
  const rule = (y: number, width: number, color: string) =>
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke()

  // Header band: the company, and what this document is.
  doc.rect(0, 0, PAGE.width, 84).fill(colors.fig800)
  text('bold', 18, '#ffffff').text(siteName, MARGIN.left, 24, oneLine(CONTENT_WIDTH * 0.6, 18))
  text('bold', 11, colors.gold300).text(heading.toLocaleUpperCase(tag), MARGIN.left + CONTENT_WIDTH * 0.6, 31, {
    ...oneLine(CONTENT_WIDTH * 0.4, 11),
    align: 'right',
  })
  text('regular', 9, colors.fig50).text(company.address, MARGIN.left, 52, oneLine(CONTENT_WIDTH * 0.6, 9))

  // Name, type and summary.
  doc.y = 112
  text('bold', 22, colors.fig800).text(product.title, MARGIN.left, doc.y, { width: CONTENT_WIDTH })
  const typeName = productTypeName(product.type, locale)
  if (typeName !== product.title) {
    doc.moveDown(0.2)
    text('bold', 11, colors.gold700).text(typeName, { width: CONTENT_WIDTH })
  }
  if (product.summary) {
    doc.moveDown(0.6)
    text('regular', 10.5, colors.stone800).text(product.summary, { width: CONTENT_WIDTH, lineGap: 2 })
  }

  // Key facts.
  const moisture = moistureRange(product.moistureMin, product.moistureMax)
  const hs = hsCodeOf(product.type)
  const facts: [label: string, value: string | null][] = [
    [t('products.type'), typeName],
    [t('products.calibres'), product.calibres.map((c) => calibreLabel(c, 'code', locale)).join(', ') || null],
    [t('products.moisture'), moisture && t('products.moistureRange', moisture)],
    [t('products.packSizes'), product.packsKg.map((kg) => `${number.format(kg)} ${t('products.kg')}`).join(', ') || null],
    [t('products.palletInfo'), product.palletInfo],
    [t('specSheet.origin'), t('specSheet.originValue')],
    [t('specSheet.hsCode'), `${hs.code} – ${t(`export.hsCodes.${hs.line}`)}`],
    [
      t('specSheet.certifications'),
      [t('quality.certifications.haccpName'), t('quality.certifications.iso22000Name'), t('quality.certifications.brcName')].join(', '),
    ],
  ]
  sectionTitle(t('specSheet.details'))
  for (const [label, value] of facts) if (value) factRow(label, value)

  // Calibres with their pieces per kg.
  if (product.calibres.length > 0) {
    sectionTitle(t('products.calibres'))
    const columns: Column[] = [
      { header: t('products.priceTable.calibre'), width: 90 },
      { header: t('specSheet.calibreName'), width: CONTENT_WIDTH - 90 - 120 },
      { header: t('specSheet.piecesPerKg'), width: 120, align: 'right' },
    ]
    const rows = product.calibres.map((value) => {
      const calibre = calibreOf(value)
      return calibre
        ? [calibre.code, calibre.names[locale], `${calibre.min}-${calibre.max}`]
        : [calibreLabel(value, 'name', locale), '', '']
    })
    table(MARGIN.left, columns, rows)
  }

  // Indicative prices, two tables side by side, with their date and the quote note.
  const tables = priceTablesByCalibre(product.prices)
  if (tables.length === 0 || !product.pricesDate) {
    sectionTitle(t('products.priceTable.title'))
    text('regular', 10, colors.stone800).text(t('specSheet.noPrices'), MARGIN.left, doc.y, { width: CONTENT_WIDTH })
  } else {
    const gap = 16
    const half = (CONTENT_WIDTH - gap) / 2
    const unit = t('products.priceTable.unit')
    const columns: Column[] = [
      { header: t('products.priceTable.quantity'), width: half - 160 },
      { header: `${t('products.priceTable.cash')}\n(${unit})`, width: 80, align: 'right' },
      { header: `${t('products.priceTable.credit')}\n(${unit})`, width: 80, align: 'right' },
    ]
    const priceRows = (rows: PriceRow[]) =>
      rows.map((row) => [
        quantityRangeLabel(row.minQuantity, row.maxQuantity, (n) => number.format(n)),
        formatPrice(row.cashPrice, tag),
        formatPrice(row.creditPrice, tag),
      ])
    const pairs: { caption: string; rows: string[][] }[][] = []
    for (let i = 0; i < tables.length; i += 2) {
      pairs.push(
        tables.slice(i, i + 2).map((table) => ({
          caption: `${t('products.priceTable.calibre')}: ${calibreLabel(table.calibre, 'name', locale)}`,
          rows: priceRows(table.rows),
        })),
      )
    }
    const pairHeight = (pair: (typeof pairs)[number]) =>
      Math.max(...pair.map((p) => captionHeight(p.caption, half) + tableHeight(columns, p.rows)))
    // The heading and the date stay with the first tables.
    sectionTitle(t('products.priceTable.title'), 24 + pairHeight(pairs[0]))
    text('regular', 9.5, colors.stone600).text(t('specSheet.pricesAsOf', { date: date(product.pricesDate) }), MARGIN.left, doc.y, {
      width: CONTENT_WIDTH,
    })
    doc.moveDown(0.5)
    for (const pair of pairs) {
      if (pairHeight(pair) > bottom - MARGIN.top) {
        // Longer than a page: one table under the other, each going on over the pages with its header.
        for (const p of pair) {
          ensureSpace(60)
          text('bold', 10, colors.fig800).text(p.caption, MARGIN.left, doc.y, { width: half })
          doc.y += 3
          table(MARGIN.left, columns, p.rows)
          doc.y += 10
        }
        continue
      }
      ensureSpace(pairHeight(pair))
      const top = doc.y
      let lowest = top
      pair.forEach((p, column) => {
        const x = MARGIN.left + column * (half + gap)
        text('bold', 10, colors.fig800).text(p.caption, x, top, { width: half })
        doc.y += 3
        table(x, columns, p.rows)
        lowest = Math.max(lowest, doc.y)
      })
      doc.x = MARGIN.left
      doc.y = lowest + 10
    }
    text('regular', 9, colors.gold700).text(t('products.priceTable.note'), MARGIN.left, doc.y, { width: CONTENT_WIDTH })
  }

  // Contact.
  const contact: [string, string, string | undefined][] = [
    [t('contact.info.address'), company.address, undefined],
    [t('contact.info.phone'), company.phone, `tel:${company.phone.replace(/[^\d+]/g, '')}`],
    [t('contact.info.email'), company.email, `mailto:${company.email}`],
    [t('specSheet.website'), pageUrl, pageUrl],
  ]
  const legalName = company.legal.name !== siteName ? company.legal.name : null
  const inner = CONTENT_WIDTH - 28
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH - 14
  // Every line whole (an address or e-mail is never cut short): the box is measured first.
  const lines: { label?: string; value: string; link?: string; font: FontName; color: string; height: number }[] = [
    { value: siteName, font: 'bold', color: colors.stone800, height: 0 },
    ...(legalName ? [{ value: legalName, font: 'regular' as const, color: colors.stone600, height: 0 }] : []),
    ...contact.map(([label, value, link]) => ({ label, value, link, font: 'regular' as const, color: colors.fig700, height: 0 })),
  ]
  for (const line of lines) {
    doc.font(line.font).fontSize(9.5)
    line.height = doc.heightOfString(line.value, { width: line.label ? valueWidth : inner }) + 3
  }
  const boxHeight = 44 + lines.reduce((sum, line) => sum + line.height, 0)
  doc.moveDown(1)
  ensureSpace(boxHeight + 10)
  const boxTop = doc.y
  doc.roundedRect(MARGIN.left, boxTop, CONTENT_WIDTH, boxHeight, 6).fill(colors.cream100)
  text('bold', 12, colors.fig800).text(t('contact.info.title'), MARGIN.left + 14, boxTop + 12, { width: inner })
  let y = boxTop + 32
  for (const line of lines) {
    if (line.label) text('bold', 9.5, colors.stone600).text(line.label, MARGIN.left + 14, y, oneLine(LABEL_WIDTH - 24, 9.5))
    text(line.font, 9.5, line.color).text(line.value, line.label ? MARGIN.left + LABEL_WIDTH : MARGIN.left + 14, y, {
      width: line.label ? valueWidth : inner,
      ...(line.link ? { link: line.link } : {}),
    })
    y += line.height
  }
  doc.x = MARGIN.left
  doc.y = boxTop + boxHeight

  // Footer of every page: what the document is, the data's date, and the page number.
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    // Text below the bottom margin would start a new page: the footer lifts the margin while it writes.
    doc.page.margins.bottom = 0
    const footerY = PAGE.height - 40
    rule(footerY - 8, 0.5, colors.stone300)
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

  /** Text options that keep a text to one line of `width`, ending in '…' when it is longer. */
  function oneLine(width: number, fontSize: number): PDFKit.Mixins.TextOptions {
    return { width, height: fontSize * 1.2, ellipsis: true }
  }

  /** A section's heading, on the page where the first `following` points of its content fit too. */
  function sectionTitle(title: string, following = 40) {
    doc.moveDown(1.1)
    ensureSpace(26 + following)
    const top = doc.y
    text('bold', 13, colors.fig800).text(title, MARGIN.left, top, { width: CONTENT_WIDTH })
    const ruleY = doc.y + 2
    rule(ruleY, 1, colors.gold300)
    doc.y = ruleY + 6
  }

  function factRow(label: string, value: string) {
    const valueWidth = CONTENT_WIDTH - LABEL_WIDTH
    doc.font('regular').fontSize(10)
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 12) + 8
    ensureSpace(height)
    const top = doc.y
    text('bold', 9.5, colors.stone600).text(label, MARGIN.left, top + 4, { width: LABEL_WIDTH - 10 })
    text('regular', 10, colors.stone800).text(value, MARGIN.left + LABEL_WIDTH, top + 4, { width: valueWidth })
    const end = top + height
    rule(end, 0.5, colors.stone300)
    doc.x = MARGIN.left
    doc.y = end
  }

  function captionHeight(caption: string, width: number) {
    doc.font('bold').fontSize(10)
    return doc.heightOfString(caption, { width }) + 3
  }

  function rowHeight(columns: Column[], cells: string[], font: FontName) {
    doc.font(font).fontSize(9.5)
    return Math.max(...columns.map((column, i) => doc.heightOfString(cells[i] || ' ', { width: column.width - 12 }))) + 8
  }

  function tableHeight(columns: Column[], rows: string[][]) {
    return (
      rowHeight(
        columns,
        columns.map((c) => c.header),
        'bold',
      ) + rows.reduce((sum, cells) => sum + rowHeight(columns, cells, 'regular'), 0)
    )
  }

  /** A table at `x` from the current y; the header row repeats after a page break. */
  function table(x: number, columns: Column[], rows: string[][]) {
    const width = columns.reduce((sum, c) => sum + c.width, 0)
    const drawRow = (cells: string[], header: boolean) => {
      const height = rowHeight(columns, cells, header ? 'bold' : 'regular')
      const top = doc.y
      if (header) doc.rect(x, top, width, height).fill(colors.fig50)
      let cellX = x
      columns.forEach((column, i) => {
        text(header ? 'bold' : 'regular', 9.5, header ? colors.fig800 : colors.stone800).text(cells[i] ?? '', cellX + 6, top + 4, {
          width: column.width - 12,
          align: column.align ?? 'left',
        })
        cellX += column.width
      })
      doc
        .moveTo(x, top + height)
        .lineTo(x + width, top + height)
        .lineWidth(0.5)
        .strokeColor(colors.stone300)
        .stroke()
      doc.y = top + height
    }
    const headers = columns.map((c) => c.header)
    ensureSpace(rowHeight(columns, headers, 'bold') + (rows[0] ? rowHeight(columns, rows[0], 'regular') : 0))
    drawRow(headers, true)
    for (const cells of rows) {
      if (doc.y + rowHeight(columns, cells, 'regular') > bottom) {
        doc.addPage()
        drawRow(headers, true)
      }
      drawRow(cells, false)
    }
    doc.x = MARGIN.left
  }
}

/** The fonts of the sheets; the one loader lives with the other document basics. */
export { sheetFonts }
