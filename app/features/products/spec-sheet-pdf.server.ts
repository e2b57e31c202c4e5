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
 * pdfkit lays it out; its text is Noto Sans (regular and bold, TrueType files shipped by an npm
 * package), embedded as subsets with a ToUnicode map, so Turkish and German letters print and
 * copy/extract as the same characters. The font files are read and parsed once per process.
 */
import type { TFunction } from 'i18next'
import PDFDocument from 'pdfkit'
import { collect, colors, type FontName, MARGIN, PAGE, sheetFonts } from '~/lib/pdf-document.server'
import { calibreLabel, calibreOf } from './calibres'
import { hsCodeOf } from './hs-codes'
import { formatPrice, type PriceRow, priceTablesByCalibre, quantityRangeLabel } from './price'
import { moistureRange, productTypeName } from './product'
import { inColumns, inRows, type Piece, paginate } from './spec-sheet-layout'
import type { ProductType } from '~/generated/prisma/enums'
import type { CompanyInfo } from '~/features/content/company.server'
import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import { pagePath } from '~/site-map'
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

export interface SpecSheetContext {
  locale: Locale
  /** The dictionary in `locale`. */
  t: TFunction
  /** The contact details (address, phone, e-mail); the brand comes from the dictionary. */
  company: CompanyInfo
  /** The public origin, for the product page's address on the sheet. */
  siteUrl: string
}

const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const BAND_HEIGHT = 50
/** Between two tables side by side. */
const GUTTER = 16
const HALF = (CONTENT_WIDTH - GUTTER) / 2
const LABEL_WIDTH = 140
const CELL = { size: 9, padX: 5, padY: 3 }

interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
}

/** A table drawn at `x`, beside others on the same rows. */
interface Table {
  x: number
  columns: Column[]
  /** A bold line above the header; `note` stands at its right end (the prices' unit). */
  caption?: { text: string; note?: string }
  rows: string[][]
}

/** A measured piece of the sheet and how to draw it at a given y. */
interface Block extends Piece {
  draw: (y: number) => void
}

/** The sheet as PDF bytes. */
export async function renderSpecSheet(
  product: SpecSheetProduct,
  { locale, t, company, siteUrl }: SpecSheetContext,
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
  const { regular, bold } = sheetFonts()
  // pdfkit ≥ 0.20 accepts a parsed fontkit font; its type definitions still list only paths and bytes.
  doc.registerFont('regular', regular as unknown as Buffer)
  doc.registerFont('bold', bold as unknown as Buffer)
  const bytes = collect(doc)

  const text = (font: FontName, size: number, color: string) => doc.font(font).fontSize(size).fillColor(color)
  const heightOf = (value: string, font: FontName, size: number, options: PDFKit.Mixins.TextOptions) =>
    doc.font(font).fontSize(size).heightOfString(value, options)
  /** A line from `x` over `width` at `y`. */
  const rule = (x: number, y: number, width: number, lineWidth: number, color: string) =>
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke()

  // --- The pieces, measured ------------------------------------------------------------------
  const blocks: Block[] = []

  // Name and summary.
  const titleOptions = { width: CONTENT_WIDTH }
  blocks.push({
    height: heightOf(product.title, 'bold', 19, titleOptions),
    keepWithNext: Boolean(product.summary),
    draw: (y) => text('bold', 19, colors.fig800).text(product.title, MARGIN.left, y, titleOptions),
  })
  if (product.summary) {
    const options = { width: CONTENT_WIDTH, lineGap: 1.5 }
    blocks.push({
      height: heightOf(product.summary, 'regular', 9.5, options),
      space: 5,
      draw: (y) => text('regular', 9.5, colors.stone800).text(product.summary, MARGIN.left, y, options),
    })
  }

  // Key facts, then the calibres with their pieces per kg (the table names them: no row of codes above it).
  const moisture = moistureRange(product.moistureMin, product.moistureMax)
  const facts: [label: string, value: string | null][] = [
    [t('products.type'), typeName],
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

  // Indicative prices: the tables two side by side, with their date and the quote note.
  const priceTables = priceTablesByCalibre(product.prices)
  const unit = t('products.priceTable.unit')
  if (priceTables.length === 0 || !product.pricesDate) {
    blocks.push(sectionTitle(t('products.priceTable.title')))
    const options = { width: CONTENT_WIDTH }
    const noPrices = t('specSheet.noPrices')
    blocks.push({
      height: heightOf(noPrices, 'regular', 9.5, options),
      draw: (y) => text('regular', 9.5, colors.stone800).text(noPrices, MARGIN.left, y, options),
    })
  } else {
    // The date the price list was saved stands at the right end of the heading.
    blocks.push(sectionTitle(t('products.priceTable.title'), t('specSheet.pricesAsOf', { date: date(product.pricesDate) })))
    const columns: Column[] = [
      { header: t('products.priceTable.quantity'), width: HALF - 156 },
      { header: t('products.priceTable.cash'), width: 78, align: 'right' },
      { header: t('products.priceTable.credit'), width: 78, align: 'right' },
    ]
    const gridRows = inRows(priceTables, 2)
    gridRows.forEach((row, index) => {
      const tables: Table[] = row.map((table, i) => ({
        x: MARGIN.left + i * (HALF + GUTTER),
        columns,
        caption: { text: `${t('products.priceTable.calibre')}: ${calibreLabel(table.calibre, 'name', locale)}`, note: unit },
        rows: table.rows.map((price) => [
          quantityRangeLabel(price.minQuantity, price.maxQuantity, (n) => number.format(n)),
          formatPrice(price.cashPrice, tag),
          formatPrice(price.creditPrice, tag),
        ]),
      }))
      const pieces = tableRows(tables, { space: index === 0 ? 0 : 10 })
      // The note stays with the last row.
      if (index === gridRows.length - 1) pieces[pieces.length - 1].keepWithNext = true
      blocks.push(...pieces)
    })
    const note = t('products.priceTable.note')
    const noteOptions = { width: CONTENT_WIDTH }
    blocks.push({
      height: heightOf(note, 'regular', 8.5, noteOptions),
      space: 6,
      draw: (y) => text('regular', 8.5, colors.gold700).text(note, MARGIN.left, y, noteOptions),
    })
  }
  blocks.push(contactBox())

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

  /** Text options that keep a text to one line of `width`, ending in '…' when it is longer. */
  function oneLine(width: number, fontSize: number): PDFKit.Mixins.TextOptions {
    return { width, height: fontSize * 1.2, ellipsis: true }
  }

  /** A section's heading with a rule under it, `aside` at its right end; it stays on the page of what follows it. */
  function sectionTitle(title: string, aside?: string): Block {
    const asideWidth = aside ? Math.min(doc.font('regular').fontSize(8.5).widthOfString(aside) + 1, CONTENT_WIDTH / 2) : 0
    const options = { width: CONTENT_WIDTH - asideWidth - 10 }
    const titleHeight = heightOf(title, 'bold', 11.5, options)
    return {
      height: titleHeight + 7,
      space: 12,
      keepWithNext: true,
      draw: (y) => {
        text('bold', 11.5, colors.fig800).text(title, MARGIN.left, y, options)
        if (aside) {
          text('regular', 8.5, colors.stone600).text(aside, MARGIN.left + CONTENT_WIDTH - asideWidth, y + titleHeight - 12, {
            ...oneLine(asideWidth, 8.5),
            align: 'right',
          })
        }
        rule(MARGIN.left, y + titleHeight + 2, CONTENT_WIDTH, 1, colors.gold300)
      },
    }
  }

  function factRow(label: string, value: string): Block {
    const labelOptions = { width: LABEL_WIDTH - 10 }
    const valueOptions = { width: CONTENT_WIDTH - LABEL_WIDTH }
    const height = Math.max(heightOf(label, 'bold', 9, labelOptions), heightOf(value, 'regular', 9.5, valueOptions)) + 2 * CELL.padY
    return {
      height,
      draw: (y) => {
        text('bold', 9, colors.stone600).text(label, MARGIN.left, y + CELL.padY + 0.5, labelOptions)
        text('regular', 9.5, colors.stone800).text(value, MARGIN.left + LABEL_WIDTH, y + CELL.padY, valueOptions)
        rule(MARGIN.left, y + height, CONTENT_WIDTH, 0.5, colors.stone300)
      },
    }
  }

  /**
   * Tables side by side as pieces: their captions, their header row (both kept with the first
   * row) and one piece per row, each as tall as the tallest of its cells. A row that opens a page
   * brings the captions and header rows of the tables that go on with it.
   */
  function tableRows(tables: Table[], { space }: { space: number }): Block[] {
    const cellsHeight = (columns: Column[], cells: string[], font: FontName) =>
      Math.max(...columns.map((column, i) => heightOf(cells[i] || ' ', font, CELL.size, { width: column.width - 2 * CELL.padX }))) +
      2 * CELL.padY
    const widthOf = (table: Table) => table.columns.reduce((sum, column) => sum + column.width, 0)
    const headers = (table: Table) => table.columns.map((column) => column.header)

    const captionRow = (live: Table[]): Block | null => {
      const captioned = live.flatMap((table) => (table.caption ? [{ table, caption: table.caption, width: widthOf(table) }] : []))
      if (captioned.length === 0) return null
      /** The caption's room: the table's width but the unit's. */
      const captionWidth = (width: number) => width - 50
      const height =
        Math.max(...captioned.map(({ caption, width }) => heightOf(caption.text, 'bold', 9.5, { width: captionWidth(width) }))) + 3
      return {
        height,
        draw: (y) => {
          for (const { table, caption, width } of captioned) {
            text('bold', 9.5, colors.fig800).text(caption.text, table.x, y, { width: captionWidth(width) })
            if (caption.note) {
              text('regular', 8, colors.stone600).text(caption.note, table.x + captionWidth(width), y + 1.5, {
                ...oneLine(width - captionWidth(width) - CELL.padX, 8),
                align: 'right',
              })
            }
          }
        },
      }
    }
    const bodyRow = (live: Table[], row: (table: Table) => string[], header: boolean): Block => {
      const font: FontName = header ? 'bold' : 'regular'
      const height = Math.max(...live.map((table) => cellsHeight(table.columns, row(table), font)))
      return {
        height,
        draw: (y) => {
          for (const table of live) {
            const width = widthOf(table)
            if (header) doc.rect(table.x, y, width, height).fill(colors.fig50)
            let x = table.x
            row(table).forEach((cell, i) => {
              const column = table.columns[i]
              text(font, CELL.size, header ? colors.fig800 : colors.stone800).text(cell, x + CELL.padX, y + CELL.padY, {
                width: column.width - 2 * CELL.padX,
                align: column.align ?? 'left',
              })
              x += column.width
            })
            rule(table.x, y + height, width, 0.5, colors.stone300)
          }
        },
      }
    }
    /** The captions and header rows of `live` as one piece. */
    const opening = (live: Table[]): Block[] => {
      const caption = captionRow(live)
      return [...(caption ? [caption] : []), bodyRow(live, headers, true)]
    }
    const together = (pieces: Block[]): Block => ({
      height: pieces.reduce((sum, piece) => sum + piece.height, 0),
      draw: (y) => {
        let top = y
        for (const piece of pieces) {
          piece.draw(top)
          top += piece.height
        }
      },
    })

    const pieces: Block[] = opening(tables).map((piece, i) => ({ ...piece, space: i === 0 ? space : 0, keepWithNext: true }))
    const longest = Math.max(...tables.map((table) => table.rows.length))
    for (let index = 0; index < longest; index++) {
      const live = tables.filter((table) => index < table.rows.length)
      // The last row stays with the one before it: a table going on over a break never brings a single row.
      const keepWithNext = longest > 1 && index === longest - 2
      pieces.push({ ...bodyRow(live, (table) => table.rows[index], false), keepWithNext, continued: together(opening(live)) })
    }
    return pieces
  }

  /**
   * The contact box across the page: the brand and the address beside the phone and e-mail, then
   * the product page's address, each whole (an address or e-mail is never cut short).
   */
  function contactBox(): Block {
    const pad = 12
    const inner = CONTENT_WIDTH - 2 * pad
    const labelWidth = 66
    const half = (inner - GUTTER) / 2
    const title = t('contact.info.title')
    const titleHeight = heightOf(title, 'bold', 11, { width: inner }) + 2
    const lead = [
      { value: brand, font: 'bold' as const, size: 9.5, color: colors.stone800 },
      { value: company.address, font: 'regular' as const, size: 9, color: colors.stone600 },
    ].map((line) => ({ ...line, height: heightOf(line.value, line.font, line.size, { width: half }) + 2 }))
    const field = (label: string, value: string, link: string, width: number) => ({
      label,
      value,
      link,
      width: width - labelWidth,
      height:
        Math.max(heightOf(label, 'bold', 9, { width: labelWidth - 6 }), heightOf(value, 'regular', 9, { width: width - labelWidth })) + 2,
    })
    const reach = [
      field(t('contact.info.phone'), company.phone, `tel:${company.phone.replace(/[^\d+]/g, '')}`, half),
      field(t('contact.info.email'), company.email, `mailto:${company.email}`, half),
    ]
    const website = field(t('specSheet.website'), pageUrl, pageUrl, inner)
    const sum = (lines: { height: number }[]) => lines.reduce((total, line) => total + line.height, 0)
    const columnsHeight = Math.max(sum(lead), sum(reach))
    const height = 2 * pad + titleHeight + columnsHeight + 2 + website.height
    const drawField = (cell: ReturnType<typeof field>, x: number, y: number) => {
      text('bold', 9, colors.stone600).text(cell.label, x, y, { width: labelWidth - 6 })
      text('regular', 9, colors.fig700).text(cell.value, x + labelWidth, y, { width: cell.width, link: cell.link })
    }
    return {
      height,
      space: 14,
      draw: (y) => {
        doc.roundedRect(MARGIN.left, y, CONTENT_WIDTH, height, 6).fill(colors.cream100)
        const x = MARGIN.left + pad
        const top = y + pad
        text('bold', 11, colors.fig800).text(title, x, top, { width: inner })
        let left = top + titleHeight
        for (const line of lead) {
          text(line.font, line.size, line.color).text(line.value, x, left, { width: half })
          left += line.height
        }
        let right = top + titleHeight
        for (const cell of reach) {
          drawField(cell, x + half + GUTTER, right)
          right += cell.height
        }
        drawField(website, x, top + titleHeight + columnsHeight + 2)
      },
    }
  }
}
