import { describe, expect, test } from 'vitest'
import { inColumns, inRows, type Piece, paginate } from './spec-sheet-layout'

interface Named extends Piece {
  name: string
}

const frame = { firstTop: 20, top: 0, bottom: 100 }
const piece = (name: string, height: number, more: Partial<Named> = {}): Named => ({ name, height, ...more })
/** Each page as the names of its pieces, with their y. */
const layout = (pieces: Named[], at = frame) => paginate(pieces, at).map((page) => page.map(({ piece, y }) => `${piece.name}@${y}`))

describe('spreading the sheet over pages', () => {
  test('what fits stays on page 1, in order, each piece under the one before with its space', () => {
    expect(layout([piece('title', 20), piece('summary', 30, { space: 5 }), piece('contact', 15, { space: 10 })])).toEqual([
      ['title@20', 'summary@45', 'contact@85'],
    ])
  })

  test('page 1 is filled before page 2 starts: a piece goes over only when it no longer fits', () => {
    expect(layout([piece('a', 30), piece('b', 30), piece('c', 20), piece('d', 30)])).toEqual([['a@20', 'b@50', 'c@80'], ['d@0']])
  })

  test('the space above a piece is left out at the top of a page', () => {
    expect(layout([piece('a', 70), piece('b', 20, { space: 15 })])).toEqual([['a@20'], ['b@0']])
  })

  test('a heading never ends a page: it goes over with the first row of its table', () => {
    const pieces = [piece('facts', 50), piece('heading', 10, { keepWithNext: true }), piece('header', 10, { keepWithNext: true })]
    pieces.push(piece('row 1', 15), piece('row 2', 15))
    // Heading, header and row 1 need 35 points; 30 are left under the facts.
    expect(layout(pieces)).toEqual([['facts@20'], ['heading@0', 'header@10', 'row 1@20', 'row 2@35']])
  })

  test('a table going on over a break starts the new page with its caption and header again', () => {
    const header = piece('caption and header', 12)
    const rows = Array.from({ length: 6 }, (_, i) => piece(`row ${i + 1}`, 15, { continued: header }))
    expect(layout([piece('title', 20), header, ...rows])).toEqual([
      ['title@20', 'caption and header@40', 'row 1@52', 'row 2@67', 'row 3@82'],
      ['caption and header@0', 'row 4@12', 'row 5@27', 'row 6@42'],
    ])
  })

  test('what must stay together but is taller than a page fills this page and breaks where it must, without an empty page', () => {
    const run = Array.from({ length: 5 }, (_, i) => piece(`line ${i + 1}`, 30, { keepWithNext: i < 4 }))
    expect(layout([piece('title', 20), ...run])).toEqual([
      ['title@20', 'line 1@40', 'line 2@70'],
      ['line 3@0', 'line 4@30', 'line 5@60'],
    ])
  })

  test('a piece taller than a page gets a page of its own, and the next piece the page after', () => {
    expect(layout([piece('a', 10), piece('huge', 150), piece('b', 10)])).toEqual([['a@20'], ['huge@0'], ['b@0']])
  })

  test('every break is needed: what opens a page would not have fitted in the room left on the page before', () => {
    // Pseudo-random sheets: headings kept with their first rows, spaces, rows of many heights.
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const a4 = { firstTop: 86, top: 50, bottom: 778 }
    for (let sheet = 0; sheet < 200; sheet++) {
      const pieces: Named[] = Array.from({ length: 5 + Math.floor(random() * 60) }, (_, i) =>
        piece(`p${i}`, 10 + Math.round(random() * 120), { space: random() < 0.3 ? 14 : 0, keepWithNext: random() < 0.25 }),
      )
      const pages = paginate(pieces, a4)
      expect(pages.flat().map(({ piece }) => piece)).toEqual(pieces)
      for (let page = 1; page < pages.length; page++) {
        const previous = pages[page - 1].at(-1)!
        const roomLeft = a4.bottom - (previous.y + previous.piece.height)
        // The run that opened the page: its first piece and those it keeps with.
        const opening = pages[page]
        let height = opening[0].piece.height + (opening[0].piece.space ?? 0)
        for (let i = 0; opening[i].piece.keepWithNext && i + 1 < opening.length; i++) {
          height += (opening[i + 1].piece.space ?? 0) + opening[i + 1].piece.height
        }
        expect(height, `sheet ${sheet}, page ${page + 1}`).toBeGreaterThan(roomLeft)
        for (const { piece, y } of pages[page]) expect(y + piece.height <= a4.bottom || pages[page].length === 1).toBe(true)
      }
    }
  })
})

test('calibres read top to bottom in two columns; tables stand two to a row', () => {
  expect(inColumns([1, 2, 3, 4, 5], 2)).toEqual([
    [1, 2, 3],
    [4, 5],
  ])
  expect(inColumns([1, 2, 3, 4], 2)).toEqual([
    [1, 2],
    [3, 4],
  ])
  expect(inColumns([1], 2)).toEqual([[1]])
  expect(inColumns([], 2)).toEqual([])
  expect(inRows([1, 2, 3], 2)).toEqual([[1, 2], [3]])
  expect(inRows([], 2)).toEqual([])
})
