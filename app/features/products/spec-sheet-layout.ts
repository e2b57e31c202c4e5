/**
 * How a specification sheet's content is spread over its pages. The sheet is a column of pieces
 * measured beforehand (a heading, a fact, a table row, the contact box); they are placed in
 * order, each on the current page while it fits:
 *
 * - page 1 is filled before a page 2 starts: a break comes only when the next piece (with what
 *   it keeps with) no longer fits, so the pages are as few as the content allows;
 * - a heading, a table's caption and its header row are kept with what follows them, so a
 *   heading never ends a page with its table on the next;
 * - a table that goes on over a page break starts the new page with its caption and header again;
 * - the space above a piece is left out at the top of a page.
 *
 * Pure arithmetic on heights (points): the drawing is done by spec-sheet-pdf.server.ts.
 */

/** Where the content may go: from `firstTop` on page 1 (under the header band), from `top` on the others, down to `bottom`. */
export interface Frame {
  firstTop: number
  top: number
  bottom: number
}

export interface Piece {
  height: number
  /** Space above it; none at the top of a page. */
  space?: number
  /** Never the last piece on a page: it goes to the next page with the piece after it (a heading, a caption, a header row). */
  keepWithNext?: boolean
  /** Drawn first when this piece opens a page in the middle of its table: the table's caption and header row again. */
  continued?: this
}

export interface Placement<P extends Piece> {
  piece: P
  /** The top of the piece on its page. */
  y: number
}

/** The pieces page by page, each with the y it is drawn at. */
export function paginate<P extends Piece>(pieces: readonly P[], frame: Frame): Placement<P>[][] {
  const pages: Placement<P>[][] = [[]]
  let y = frame.firstTop
  const current = () => pages[pages.length - 1]
  const pageHeight = frame.bottom - frame.top
  const newPage = () => {
    pages.push([])
    y = frame.top
  }
  const place = (piece: P) => {
    if (current().length > 0 && y + (piece.space ?? 0) + piece.height > frame.bottom) newPage()
    if (current().length > 0) y += piece.space ?? 0
    else if (pages.length > 1 && piece.continued) {
      current().push({ piece: piece.continued, y })
      y += piece.continued.height
    }
    current().push({ piece, y })
    y += piece.height
  }

  for (let start = 0; start < pieces.length; ) {
    // The run that goes together: this piece and every piece it keeps with.
    let end = start
    while (pieces[end].keepWithNext && end + 1 < pieces.length) end++
    const run = pieces.slice(start, end + 1)
    const body = run.reduce((sum, piece, i) => sum + (i === 0 ? 0 : (piece.space ?? 0)) + piece.height, 0)
    const here = (run[0].space ?? 0) + body
    const onNewPage = (run[0].continued?.height ?? 0) + body
    // A run taller than a whole page breaks where it must, after filling this page.
    if (current().length > 0 && y + here > frame.bottom && onNewPage <= pageHeight) newPage()
    for (const piece of run) place(piece)
    start = end + 1
  }
  return pages
}

/** The same items in `columns` columns, filled top to bottom then left to right ([1, 2, 3, 4, 5] in 2: [1, 2, 3] and [4, 5]). */
export function inColumns<T>(items: readonly T[], columns: number): T[][] {
  const perColumn = Math.ceil(items.length / columns)
  return Array.from({ length: columns }, (_, i) => items.slice(i * perColumn, (i + 1) * perColumn)).filter((column) => column.length > 0)
}

/** The items in rows of `size` ([1, 2, 3] in 2: [1, 2] and [3]). */
export function inRows<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))
}
