/**
 * When a quote's goods are shipped, as data: a month with an optional week of that month (1–5),
 * or a range of days. It is stored in columns (shipmentMonth, shipmentWeek, shipmentFrom,
 * shipmentTo) and written out in the reader's language with Intl ('März 2027, 2. Woche',
 * 'March 2027, week 2', 'Mart 2027, 2. hafta'; a range as '3.–17. März 2027'). A version saved
 * before the window was structured may carry a free text instead (`kind: 'text'`), shown as it was
 * written.
 */

export const shipmentKinds = ['month', 'range'] as const
export type ShipmentKind = (typeof shipmentKinds)[number]

/** The weeks a month has, counted from its first day (days 29–31 are week 5). */
export const MAX_WEEK_OF_MONTH = 5

export type ShipmentWindow =
  /** `month` as 'YYYY-MM'. */
  | { kind: 'month'; month: string; week: number | null }
  /** `from` and `to` as 'YYYY-MM-DD', from ≤ to. */
  | { kind: 'range'; from: string; to: string }
  | { kind: 'text'; text: string }

/** The columns of a version that hold its window. */
export interface ShipmentColumns {
  shipmentMonth: Date | null
  shipmentWeek: number | null
  shipmentFrom: Date | null
  shipmentTo: Date | null
  shipmentText: string | null
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/** The window a version's columns hold, or null. */
export function shipmentWindowOf(row: ShipmentColumns): ShipmentWindow | null {
  if (row.shipmentMonth) return { kind: 'month', month: day(row.shipmentMonth).slice(0, 7), week: row.shipmentWeek }
  if (row.shipmentFrom && row.shipmentTo) return { kind: 'range', from: day(row.shipmentFrom), to: day(row.shipmentTo) }
  if (row.shipmentText) return { kind: 'text', text: row.shipmentText }
  return null
}

/** The columns that store `window` (a text window is kept only as it was: the forms write the two kinds). */
export function shipmentColumns(window: ShipmentWindow | null): ShipmentColumns {
  return {
    shipmentMonth: window?.kind === 'month' ? new Date(`${window.month}-01T00:00:00.000Z`) : null,
    shipmentWeek: window?.kind === 'month' ? window.week : null,
    shipmentFrom: window?.kind === 'range' ? new Date(`${window.from}T00:00:00.000Z`) : null,
    shipmentTo: window?.kind === 'range' ? new Date(`${window.to}T00:00:00.000Z`) : null,
    shipmentText: window?.kind === 'text' ? window.text : null,
  }
}
