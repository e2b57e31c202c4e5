/**
 * Dates in the company's time zone. The company and its sales team work in Türkiye, so every date
 * the site shows (admin screens, e-mails, blog posts, file names) and every calendar period it
 * counts ("this month" of the lead list, the dashboard and the AI usage) is Istanbul time,
 * whatever the server's or the browser's time zone; the server's and the browser's text agree.
 * Formatters are made once per language and style, not on every call.
 */

export const ADMIN_TIME_ZONE = 'Europe/Istanbul'

/** The date styles the site writes. */
const styles = {
  /** '22.11.2026' */
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** '22.11.2026 14:05' */
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** '22.11.2026 14:05:09' */
  timestamp: { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  /** '22 Kasım 2026', '22 November 2026' */
  longDate: { dateStyle: 'long' },
  /** '22 Kasım 2026 14:05' */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 'Kasım 2026' */
  month: { month: 'long', year: 'numeric' },
  /** Every wall-clock field as numbers, for calendar arithmetic. */
  wallClock: {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>
export type DateStyle = keyof typeof styles

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The formatter of a language tag, style and time zone; made on first use and kept. */
export function dateFormatter(localeTag: string, style: DateStyle, timeZone = ADMIN_TIME_ZONE): Intl.DateTimeFormat {
  const key = `${localeTag}|${style}|${timeZone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag, { ...styles[style], timeZone })
    formatters.set(key, formatter)
  }
  return formatter
}

/** `date` in `style` and the language of `localeTag` (Turkish by default: the admin's language), Istanbul time. */
export function formatDate(date: Date | string, style: DateStyle = 'date', localeTag = 'tr-TR'): string {
  const text = dateFormatter(localeTag, style).format(new Date(date))
  // Turkish puts a comma between date and time ('22.11.2026, 14:05'); the admin writes none.
  return style === 'dateTime' ? text.replace(',', '') : text
}

/** '22.11.2026 14:05' (admin lists, details, the CSV). */
export const formatDateTime = (date: Date | string) => formatDate(date, 'dateTime')

/** 'YYYY-MM-DD' of `date` in Istanbul (file names). */
export const isoDay = (date: Date) => dateFormatter('en-CA', 'date').format(date)

/** The wall-clock fields of `date` in `timeZone`. */
function wallClock(date: Date, timeZone: string) {
  const parts = dateFormatter('en-US', 'wallClock', timeZone).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') }
}

/** How far `timeZone` is ahead of UTC at `date`, in ms. */
function zoneOffset(date: Date, timeZone: string): number {
  const c = wallClock(date, timeZone)
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(date.getTime() / 1000) * 1000
}

/** The instant a wall-clock time (`wall`: its fields as a UTC timestamp) is in `timeZone`. */
function wallInstant(wall: number, timeZone: string): Date {
  let instant = wall - zoneOffset(new Date(wall), timeZone)
  // Once more with the offset at the instant found (differs only across a clock change).
  instant = wall - zoneOffset(new Date(instant), timeZone)
  return new Date(instant)
}

/** The instant the 1st of `month` (1–12) of `year` begins in `timeZone`. */
const monthBegins = (year: number, month: number, timeZone: string) => wallInstant(Date.UTC(year, month - 1, 1), timeZone)

const pad = (value: number) => String(value).padStart(2, '0')

/** `date` as an `<input type="datetime-local">` shows it, in Istanbul time ('2026-12-24T09:30'). */
export function localTimeInput(date: Date, timeZone = ADMIN_TIME_ZONE): string {
  const c = wallClock(date, timeZone)
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`
}

/** What an `<input type="datetime-local">` sent ('2026-12-24T09:30', seconds optional), read as Istanbul time; null when it is no such time. */
export function readLocalTimeInput(text: string, timeZone = ADMIN_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const back = new Date(wall)
  // 2026-02-30 or 25:00 roll over: not a time anybody meant.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour || back.getUTCMinutes() !== minute)
    return null
  return wallInstant(wall, timeZone)
}

/**
 * The calendar month of `now` in `timeZone` (Istanbul by default) as [start, end) instants, and its
 * Turkish name ('Kasım 2026'). "This month" everywhere on the site is this.
 */
export function calendarMonth(now: Date, timeZone = ADMIN_TIME_ZONE): { start: Date; end: Date; label: string } {
  const { year, month } = wallClock(now, timeZone)
  const start = monthBegins(year, month, timeZone)
  const end = month === 12 ? monthBegins(year + 1, 1, timeZone) : monthBegins(year, month + 1, timeZone)
  const label = dateFormatter('tr-TR', 'month', timeZone).format(now)
  return { start, end, label }
}
