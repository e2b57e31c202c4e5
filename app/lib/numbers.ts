/**
 * Number formatters of a language tag and options, made on first use and kept: a new
 * `Intl.NumberFormat` (or `toLocaleString` with a locale, which makes one each call) costs far
 * more than formatting with an existing one, and pages format many prices and weights.
 */
const formatters = new Map<string, Intl.NumberFormat>()

export function numberFormatter(localeTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag, options)
    formatters.set(key, formatter)
  }
  return formatter
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>()

/** Month names ('short' or 'long') of a language tag, read in UTC; made on first use and kept. */
export function monthFormatter(localeTag: string, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${localeTag}|${month}`
  let formatter = monthFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag, { month, timeZone: 'UTC' })
    monthFormatters.set(key, formatter)
  }
  return formatter
}
