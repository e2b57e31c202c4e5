/**
 * The drawing blocks of the quote and proforma PDFs, on pdfkit with the spec sheet's Noto Sans
 * faces, colours and A4 margins: a header band, the two parties side by side, a strip of document
 * facts, a table whose header repeats on every page and whose rows are never split, a totals
 * block kept together, labelled facts, a boxed block, and page numbers ('1/2') in the footer.
 *
 * Everything a person typed (names, notes, places, labels) goes through `plainText` before it is
 * drawn: pdfkit draws text as text, so markup stays literal, and control and bidi characters,
 * which could hide or reorder what the reader sees, are removed.
 */
import PDFDocument from 'pdfkit'
import { formatDate } from '~/lib/dates'
import { type Locale, localeTags } from '~/lib/locale'
import { collect, colors, type FontName, MARGIN, PAGE, registerSheetFonts, sheetFonts } from '~/lib/pdf-document.server'

export { colors }

export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
/** Content never goes below this; the footer lives under it. */
const BOTTOM = PAGE.height - MARGIN.bottom
const TABLE_SIZE = 9
const CELL_PAD = 4
const FACT_LABEL_WIDTH = 130

export interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
}

export interface LabelledValue {
  label: string
  value: string
}

/** A party's block: a small heading, the name in bold, then lines (each may hold line breaks). */
export interface PartyBlock {
  heading: string
  name: string
  lines: string[]
}

/** A row of the totals block; `strong` is the grand total, set off by a rule. */
export interface SummaryRow extends LabelledValue {
  strong?: boolean
}

// --- Plain text ----------------------------------------------------------------------------

/**
 * Bidirectional formatting characters, invisible and able to reorder what a reader sees, and the
 * zero-width space, word joiner and byte order mark, invisible and of no use in drawn text.
 */
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g
/** Every way of writing a line break (CRLF, CR, NEL, line and paragraph separators). */
const LINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029]/g
/** C0 (but line feed), DEL and C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to remove control characters from drawn text
const CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g

/**
 * A stored text as it may be drawn: control, bidi and zero-width characters removed, tabs as spaces, and
 * every character the font has (`drawable`). A single-line text has its line breaks turned into
 * spaces; a multi-line one keeps them (as LF, at most one blank line in a row).
 */
export function plainText(value: string, { multiline = false } = {}): string {
  const text = drawable(value.replace(LINE_BREAKS, '\n').replaceAll('\t', ' ').replace(INVISIBLE, '').replace(CONTROLS, ''))
  const shaped = multiline
    ? text
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
    : text.replace(/\s*\n\s*/g, ' ').replace(/ {2,}/g, ' ')
  return shaped.trim()
}

/** Arrows people type in labels ('Izmir → Hamburg'), which Noto Sans does not have. */
const ARROWS: Record<string, string> = { '→': '->', '←': '<-', '↔': '<->', '⇒': '=>', '⇐': '<=' }

/**
 * Characters the font lacks would print as empty boxes and copy as nothing: each becomes its
 * compatibility form when the font has that ('ｆ' → 'f'), an ASCII arrow, or '�'; an invisible
 * format character the font lacks is left out.
 */
function drawable(value: string): string {
  const font = sheetFonts().regular
  const has = (part: string) => [...part].every((char) => char === '\n' || font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))
  const text = value.normalize('NFC')
  if (has(text)) return text
  return [...text]
    .map((char) => {
      if (has(char)) return char
      // Invisible format characters (zero-width space, byte order mark) are left out.
      if (/\p{Cf}/u.test(char)) return ''
      const compatible = char.normalize('NFKC')
      return has(compatible) ? compatible : (ARROWS[char] ?? '\uFFFD')
    })
    .join('')
}

/** `{{name}}` placeholders filled with plain values (a `$` in a value stays a `$`). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match)

// --- Dates and countries -------------------------------------------------------------------

/** '14 March 2026' in the language (Istanbul calendar day). */
export const longDate = (date: Date, locale: Locale) => formatDate(date, 'longDate', localeTags[locale])

/** A calendar day written 'YYYY-MM-DD' as a long date; anything else as it was written. */
export function longDay(day: string, locale: Locale): string {
  // Noon UTC falls on the same calendar day in Istanbul, where formatDate reads it.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00Z`) : null
  return date && !Number.isNaN(date.getTime()) ? longDate(date, locale) : plainText(day)
}

const regionNames = new Map<Locale, Intl.DisplayNames>()

/** 'Deutschland' for 'DE' in German; a country given as a name stays as it is. */
export function countryName(country: string, locale: Locale): string {
  const value = plainText(country)
  if (!/^[A-Za-z]{2}$/.test(value)) return value
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([localeTags[locale]], { type: 'region', fallback: 'code' })
    regionNames.set(locale, names)
  }
  try {
    return names.of(value.toUpperCase()) ?? value
  } catch {
    return value
  }
}

// --- The document --------------------------------------------------------------------------

export interface DocumentInfo {
  locale: Locale
  title: string
  author: string
  subject: string
  keywords: string
  /** The document's own date: the same data gives the same bytes, whenever it is drawn. */
  date: Date
}

/** One A4 document being drawn, top to bottom; `finish` numbers the pages and gives the bytes. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument
  private readonly tag: string
  private readonly bytes: Promise<Uint8Array<ArrayBuffer>>

  constructor(info: DocumentInfo) {
    this.tag = localeTags[info.locale]
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      lang: this.tag,
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Subject: info.subject, Keywords: info.keywords, CreationDate: info.date },
    })
    registerSheetFonts(this.doc)
    this.bytes = collect(this.doc)
  }

  style(font: FontName, size: number, color: string) {
    return this.doc.font(font).fontSize(size).fillColor(color)
  }

  heightOf(text: string, font: FontName, size: number, width: number, lineGap = 0) {
    return this.doc
      .font(font)
      .fontSize(size)
      .heightOfString(text || ' ', { width, lineGap })
  }

  /** A new page unless `height` more points fit on this one. */
  ensureSpace(height: number) {
    if (this.doc.y + height > BOTTOM) this.doc.addPage()
  }

  rule(y: number, width = 0.5, color: string = colors.stone300, x = MARGIN.left, length = CONTENT_WIDTH) {
    this.doc
      .moveTo(x, y)
      .lineTo(x + length, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke()
  }

  /** The first page's band: who sells on the left, what the document is and its number on the right. */
  band(seller: string, title: string, number: string) {
    const left = CONTENT_WIDTH * 0.55
    this.doc.rect(0, 0, PAGE.width, 76).fill(colors.fig800)
    // A long name gets smaller (down to 10 pt) before it is cut short.
    const natural = this.doc.font('bold').fontSize(16).widthOfString(seller)
    const size = natural > left ? Math.max(10, Math.floor((16 * left) / natural)) : 16
    this.style('bold', size, '#ffffff').text(seller, MARGIN.left, 38 - size * 0.6, oneLine(left, size))
    const right = { ...oneLine(CONTENT_WIDTH - left, 12), align: 'right' as const }
    this.style('bold', 11, colors.gold300).text(title.toLocaleUpperCase(this.tag), MARGIN.left + left, 20, right)
    this.style('bold', 13, '#ffffff').text(number, MARGIN.left + left, 38, right)
    this.doc.x = MARGIN.left
    this.doc.y = 94
  }

  /** Two parties side by side (seller, buyer); long lines wrap within their column. */
  parties(left: PartyBlock, right: PartyBlock) {
    // The seller's block holds more (address, contact, tax) and gets more of the width.
    const gap = 24
    const widths = [(CONTENT_WIDTH - gap) * 0.56, (CONTENT_WIDTH - gap) * 0.44]
    const top = this.doc.y
    const bottoms = [left, right].map((party, column) => {
      const width = widths[column]
      const x = column === 0 ? MARGIN.left : MARGIN.left + widths[0] + gap
      this.style('bold', 8, colors.gold700).text(party.heading.toLocaleUpperCase(this.tag), x, top, { width })
      this.style('bold', 10.5, colors.stone800).text(party.name, x, this.doc.y + 2, { width })
      for (const line of party.lines) this.style('regular', 9, colors.stone600).text(line, x, this.doc.y + 1, { width })
      return this.doc.y
    })
    this.doc.x = MARGIN.left
    this.doc.y = Math.max(...bottoms) + 12
  }

  /** A shaded strip of labelled facts (date, validity, references) in equal cells. */
  metaStrip(items: LabelledValue[]) {
    const width = CONTENT_WIDTH / items.length
    const inner = width - 2 * 8
    const height =
      Math.max(...items.map((item) => this.heightOf(item.label, 'regular', 8, inner) + this.heightOf(item.value, 'bold', 10, inner))) + 12
    this.ensureSpace(height)
    const top = this.doc.y
    this.doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(colors.fig50)
    items.forEach((item, i) => {
      const x = MARGIN.left + i * width + 8
      this.style('regular', 8, colors.stone600).text(item.label, x, top + 5, { width: inner })
      this.style('bold', 10, colors.fig800).text(item.value, x, this.doc.y + 1, { width: inner })
    })
    this.doc.x = MARGIN.left
    this.doc.y = top + height + 10
  }

  /** A framed line that stands out (a quote's state when it no longer awaits an answer). */
  stamp(text: string) {
    const height = this.heightOf(text, 'bold', 10.5, CONTENT_WIDTH - 20) + 12
    this.ensureSpace(height)
    const top = this.doc.y
    this.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 4).lineWidth(1.2).strokeColor(colors.gold700).stroke()
    this.style('bold', 10.5, colors.gold700).text(text, MARGIN.left + 10, top + 6, { width: CONTENT_WIDTH - 20 })
    this.doc.x = MARGIN.left
    this.doc.y = top + height + 12
  }

  private rowHeight(columns: Column[], cells: string[], font: FontName) {
    return (
      Math.max(...columns.map((column, i) => this.heightOf(cells[i] ?? '', font, TABLE_SIZE, column.width - 2 * CELL_PAD))) + 2 * CELL_PAD
    )
  }

  /** A table across the column: the header row repeats after every page break, and a row never splits. */
  table(columns: Column[], rows: string[][]) {
    const headers = columns.map((column) => column.header)
    const headerHeight = this.rowHeight(columns, headers, 'bold')
    const drawRow = (cells: string[], header: boolean, height: number) => {
      const top = this.doc.y
      if (header) this.doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(colors.fig50)
      let x = MARGIN.left
      columns.forEach((column, i) => {
        this.style(header ? 'bold' : 'regular', TABLE_SIZE, header ? colors.fig800 : colors.stone800).text(
          cells[i] ?? '',
          x + CELL_PAD,
          top + CELL_PAD,
          {
            width: column.width - 2 * CELL_PAD,
            align: column.align ?? 'left',
          },
        )
        x += column.width
      })
      this.rule(top + height, header ? 0.8 : 0.5, header ? colors.gold300 : colors.stone300)
      this.doc.y = top + height
    }
    const heights = rows.map((cells) => this.rowHeight(columns, cells, 'regular'))
    this.ensureSpace(headerHeight + (heights[0] ?? 0))
    drawRow(headers, true, headerHeight)
    rows.forEach((cells, i) => {
      if (this.doc.y + heights[i] > BOTTOM) {
        this.doc.addPage()
        drawRow(headers, true, headerHeight)
      }
      drawRow(cells, false, heights[i])
    })
    this.doc.x = MARGIN.left
  }

  /** The totals, right-aligned under the table and kept together on one page. */
  summary(rows: SummaryRow[]) {
    const valueWidth = 130
    const labelWidth = 230
    const x = MARGIN.left + CONTENT_WIDTH - valueWidth - labelWidth
    const size = (row: SummaryRow) => (row.strong ? 11 : 9.5)
    const font = (row: SummaryRow): FontName => (row.strong ? 'bold' : 'regular')
    const heights = rows.map(
      (row) =>
        Math.max(
          this.heightOf(row.label, font(row), size(row), labelWidth - 10),
          this.heightOf(row.value, font(row), size(row), valueWidth),
        ) + (row.strong ? 10 : 5),
    )
    this.doc.y += 8
    this.ensureSpace(heights.reduce((sum, h) => sum + h, 0))
    rows.forEach((row, i) => {
      const top = this.doc.y + (row.strong ? 5 : 0)
      if (row.strong) this.rule(top - 3, 1, colors.gold300, x, labelWidth + valueWidth)
      this.style(font(row), size(row), row.strong ? colors.fig800 : colors.stone600).text(row.label, x, top, {
        width: labelWidth - 10,
        align: 'right',
      })
      this.style(font(row), size(row), row.strong ? colors.fig800 : colors.stone800).text(row.value, x + labelWidth, top, {
        width: valueWidth,
        align: 'right',
      })
      this.doc.y = top - (row.strong ? 5 : 0) + heights[i]
    })
    this.doc.x = MARGIN.left
  }

  /** A section's heading, on the page where the first `following` points of its content fit too. */
  sectionTitle(title: string, following = 40) {
    this.doc.y += 12
    this.ensureSpace(24 + following)
    this.style('bold', 12, colors.fig800).text(title, MARGIN.left, this.doc.y, { width: CONTENT_WIDTH })
    const ruleY = this.doc.y + 2
    this.rule(ruleY, 1, colors.gold300)
    this.doc.y = ruleY + 4
  }

  /** Label and value rows; a value longer than a page flows on over the pages. */
  facts(rows: LabelledValue[]) {
    const valueWidth = CONTENT_WIDTH - FACT_LABEL_WIDTH
    for (const { label, value } of rows) {
      const height =
        Math.max(this.heightOf(value, 'regular', 9.5, valueWidth, 1), this.heightOf(label, 'bold', 9, FACT_LABEL_WIDTH - 10)) + 8
      if (height <= BOTTOM - MARGIN.top) this.ensureSpace(height)
      const top = this.doc.y
      this.style('bold', 9, colors.stone600).text(label, MARGIN.left, top + 4, { width: FACT_LABEL_WIDTH - 10 })
      this.style('regular', 9.5, colors.stone800).text(value, MARGIN.left + FACT_LABEL_WIDTH, top + 4, { width: valueWidth, lineGap: 1 })
      const end = this.doc.y + 4
      this.rule(end)
      this.doc.x = MARGIN.left
      this.doc.y = end
    }
  }

  /** A shaded box with a title, labelled rows and a footnote; `trailer` stands under it, on the same page. */
  box(title: string, rows: LabelledValue[], footnote?: string, trailer?: string) {
    const inner = CONTENT_WIDTH - 28
    const valueWidth = inner - FACT_LABEL_WIDTH
    const heights = rows.map(
      (row) =>
        Math.max(this.heightOf(row.value, 'bold', 10, valueWidth), this.heightOf(row.label, 'regular', 9, FACT_LABEL_WIDTH - 10)) + 4,
    )
    const noteHeight = footnote ? this.heightOf(footnote, 'regular', 9, inner) + 6 : 0
    const height = 38 + heights.reduce((sum, h) => sum + h, 0) + noteHeight
    const trailerHeight = trailer ? this.heightOf(trailer, 'bold', 10, CONTENT_WIDTH) + 10 : 0
    this.doc.y += 12
    this.ensureSpace(height + trailerHeight)
    const top = this.doc.y
    this.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 6).fill(colors.cream100)
    this.style('bold', 11, colors.fig800).text(title, MARGIN.left + 14, top + 12, { width: inner })
    let y = top + 32
    rows.forEach((row, i) => {
      this.style('regular', 9, colors.stone600).text(row.label, MARGIN.left + 14, y + 1, { width: FACT_LABEL_WIDTH - 10 })
      this.style('bold', 10, colors.stone800).text(row.value, MARGIN.left + 14 + FACT_LABEL_WIDTH, y, { width: valueWidth })
      y += heights[i]
    })
    if (footnote) this.style('regular', 9, colors.stone600).text(footnote, MARGIN.left + 14, y + 4, { width: inner })
    if (trailer) this.style('bold', 10, colors.fig800).text(trailer, MARGIN.left, top + height + 10, { width: CONTENT_WIDTH })
    this.doc.x = MARGIN.left
    this.doc.y = top + height + trailerHeight
  }

  /** Every page's footer (what the document is, and 'page/pages'); then the document's bytes. */
  finish(footer: string): Promise<Uint8Array<ArrayBuffer>> {
    const { start, count } = this.doc.bufferedPageRange()
    for (let index = start; index < start + count; index++) {
      this.doc.switchToPage(index)
      // Text below the bottom margin would start a new page: the footer lifts the margin while it writes.
      this.doc.page.margins.bottom = 0
      const y = PAGE.height - 40
      this.rule(y - 8)
      this.style('regular', 8, colors.stone600).text(footer, MARGIN.left, y, oneLine(CONTENT_WIDTH - 80, 8))
      this.style('regular', 8, colors.stone600).text(`${index - start + 1}/${count}`, PAGE.width - MARGIN.right - 70, y, {
        ...oneLine(70, 8),
        align: 'right',
      })
      this.doc.page.margins.bottom = MARGIN.bottom
    }
    this.doc.end()
    return this.bytes
  }
}

/** Text options that keep a text to one line of `width`, ending in '…' when it is longer. */
function oneLine(width: number, fontSize: number): PDFKit.Mixins.TextOptions {
  return { width, height: fontSize * 1.2, ellipsis: true }
}
