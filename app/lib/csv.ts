/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break (quotes doubled). A UTF-8 byte-order mark up front makes Excel
 * read Turkish letters correctly.
 */
export const CSV_BOM = '\uFEFF'

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A phone number in E.164 ('+49401234567'): a plus and up to 15 digits, nothing else. A
 * spreadsheet reads it as the number itself (or as text with its plus); with no operator, name or
 * reference in it there is nothing to run, so it needs no guard.
 */
const E164 = /^\+[1-9]\d{1,14}$/

/** A phone cell that is written without the formula guard (see csvPhone). */
export interface CsvPhone {
  readonly e164: string
}

export type CsvValue = string | number | null | undefined | CsvPhone

/**
 * A phone number's cell: its international form when there is one, so it reaches the sheet whole
 * (an apostrophe in front would become part of the number for every reader); otherwise the number
 * as typed, guarded like any other text.
 */
export function csvPhone(e164: string | null | undefined, asTyped: string | null | undefined): CsvValue {
  return e164 && E164.test(e164) ? { e164 } : asTyped
}

/**
 * One field. Text that a spreadsheet would run as a formula gets a leading apostrophe, so it is
 * shown as text (OWASP "CSV injection"); numbers and phone numbers in E.164 are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value == null) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  // Checked again here: only a plus and digits ever skip the guard.
  if (typeof value === 'object') return E164.test(value.e164) ? value.e164 : csvCell(value.e164)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
