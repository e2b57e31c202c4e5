/** The AI usage summary of the prompts page: which month, and how its figures read. */

export const USAGE_TIME_ZONE = 'Europe/Istanbul'

/** The wall-clock fields of `date` in `timeZone`. */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') }
}

/** How far `timeZone` is ahead of UTC at `date`, in ms. */
function zoneOffset(date: Date, timeZone: string): number {
  const c = wallClock(date, timeZone)
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(date.getTime() / 1000) * 1000
}

/** The instant the 1st of `month` (1–12) of `year` begins in `timeZone`. */
function monthBegins(year: number, month: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, 1)
  let instant = wall - zoneOffset(new Date(wall), timeZone)
  // Once more with the offset at the instant found (differs only across a clock change).
  instant = wall - zoneOffset(new Date(instant), timeZone)
  return new Date(instant)
}

/** The calendar month of `now` in `timeZone` as [start, end) instants, and its Turkish name ('Kasım 2026'). */
export function calendarMonth(now: Date, timeZone = USAGE_TIME_ZONE): { start: Date; end: Date; label: string } {
  const { year, month } = wallClock(now, timeZone)
  const start = monthBegins(year, month, timeZone)
  const end = month === 12 ? monthBegins(year + 1, 1, timeZone) : monthBegins(year, month + 1, timeZone)
  const label = new Intl.DateTimeFormat('tr-TR', { timeZone, month: 'long', year: 'numeric' }).format(now)
  return { start, end, label }
}

/** '12.345' (tr-TR grouping); '-' when unknown. */
export const formatCount = (value: number | null | undefined) => (value == null ? '-' : value.toLocaleString('tr-TR'))

/** '850 ms', '12,4 sn', '1 dk 05 sn'. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toLocaleString('tr-TR')} sn`
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} dk ${String(seconds % 60).padStart(2, '0')} sn`
}

/** The kinds the AI module logs (AiCall.kind), in Turkish; unknown kinds show as they are. */
const kindLabels: Record<string, string> = {
  'product-content': 'Ürün içeriği',
  seo: 'SEO metinleri',
  'blog-article': 'Blog yazısı',
  'blog-topics': 'Blog konuları',
  'blog-image': 'Blog görseli',
}
export const aiKindLabel = (kind: string) => kindLabels[kind] ?? kind
