/**
 * The classes of a table of figures (quote lines with their prices and totals): a table from
 * 640 px; on a phone every row stacks, so no price lies off screen in a box that scrolls sideways.
 * A body row becomes a two-column grid: its first cell (the name) across the top, every other
 * cell with its column's name above the value (`data-label`, shown by CSS only, so the cell's text
 * stays the figure). The header row stays for screen readers; a footer row keeps its label and
 * value side by side.
 */
export const figureTable = {
  /** Around the table: only a wide table on a small tablet may scroll. */
  frame: 'sm:overflow-x-auto',
  head: 'max-sm:sr-only',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:py-3',
  /** The row's name, across the top of its stack. */
  title: 'max-sm:col-span-2 max-sm:p-0',
  /** A figure with its column's name above it on a phone (the cell needs `data-label`). */
  figure:
    'max-sm:p-0 max-sm:text-left max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]',
  /** The row's total, last and across its stack. */
  total: 'max-sm:col-span-2 max-sm:font-semibold',
  footRow: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:py-1',
  footLabel: 'max-sm:p-0 max-sm:text-left',
  footValue: 'max-sm:p-0 max-sm:shrink-0',
} as const
