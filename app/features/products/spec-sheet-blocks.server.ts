/**
 * The pieces a specification sheet is made of, each measured first and drawn later at the y the
 * layout gives it (spec-sheet-layout.ts): a section's heading, a fact's row, tables side by side
 * (a piece per row), the contact box. Sizes, colours and spacing of the sheet live here; what the
 * sheet says is spec-sheet-pdf.server.ts.
 */
import { colors, type FontName, MARGIN, PAGE } from '~/lib/pdf-document.server'
import type { Piece } from './spec-sheet-layout'

export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
/** Between two tables side by side. */
export const GUTTER = 16
/** A table's width when two stand side by side. */
export const HALF = (CONTENT_WIDTH - GUTTER) / 2
const LABEL_WIDTH = 140
const CELL = { size: 9, padX: 5, padY: 3 }

export interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
}

/** A table drawn at `x`, beside others on the same rows. */
export interface Table {
  x: number
  columns: Column[]
  /** A bold line above the header; `note` stands at its right end (the prices' unit). */
  caption?: { text: string; note?: string }
  rows: string[][]
}

/** A measured piece of the sheet and how to draw it at a given y. */
export interface Block extends Piece {
  draw: (y: number) => void
}

/** A label and its value (a phone number, an e-mail address, a page's address). */
interface Labelled {
  label: string
  value: string
}

/** What the contact box says. */
export interface ContactBoxContent {
  title: string
  brand: string
  address: string
  phone: Labelled
  email: Labelled
  website: Labelled
}

/** Text options that keep a text to one line of `width`, ending in '…' when it is longer. */
export function oneLine(width: number, fontSize: number): PDFKit.Mixins.TextOptions {
  return { width, height: fontSize * 1.2, ellipsis: true }
}

/** The makers of the sheet's pieces, measuring and drawing on `doc` (its fonts registered as 'regular' and 'bold'). */
export function sheetBlocks(doc: PDFKit.PDFDocument) {
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

  /** A text block across the page. */
  function paragraph(
    value: string,
    {
      size,
      color,
      space,
      lineGap,
      keepWithNext,
    }: { size: number; color: string; space?: number; lineGap?: number; keepWithNext?: boolean },
  ): Block {
    const options = { width: CONTENT_WIDTH, ...(lineGap ? { lineGap } : {}) }
    return {
      height: heightOf(value, 'regular', size, options),
      space,
      keepWithNext,
      draw: (y) => text('regular', size, color).text(value, MARGIN.left, y, options),
    }
  }

  return { text, heightOf, rule, paragraph, sectionTitle, factRow, tableRows, contactBox }

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
  function contactBox({ title, brand, address, phone, email, website: page }: ContactBoxContent): Block {
    const pad = 12
    const inner = CONTENT_WIDTH - 2 * pad
    const labelWidth = 66
    const half = (inner - GUTTER) / 2
    const titleHeight = heightOf(title, 'bold', 11, { width: inner }) + 2
    const lead = [
      { value: brand, font: 'bold' as const, size: 9.5, color: colors.stone800 },
      { value: address, font: 'regular' as const, size: 9, color: colors.stone600 },
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
      field(phone.label, phone.value, `tel:${phone.value.replace(/[^\d+]/g, '')}`, half),
      field(email.label, email.value, `mailto:${email.value}`, half),
    ]
    const website = field(page.label, page.value, page.value, inner)
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
