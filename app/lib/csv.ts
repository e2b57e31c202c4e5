/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break (quotes doubled). A UTF-8 byte-order mark up front makes Excel
 * read Turkish letters correctly.
 */
export const CSV_BOM = '\uFEFF'

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One field. Text that a spreadsheet would run as a formula gets a leading apostrophe, so it is
 * shown as text (OWASP "CSV injection"); numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
