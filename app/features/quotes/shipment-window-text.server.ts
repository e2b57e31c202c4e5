/**
 * A shipment window written out in the reader's language with Intl ('März 2027, 2. Woche',
 * 'March 2027, week 2', 'Mart 2027, 2. hafta'; a range as '3.–17. März 2027'). Server only: it reads
 * the three dictionaries, which the browser gets only in the language of its page.
 */
import { type Locale, localeTags } from '~/lib/locale'
import de from '~/locales/requests/de'
import en from '~/locales/requests/en'
import tr from '~/locales/requests/tr'
import type { ShipmentWindow } from './shipment-window'

const weekPatterns: Record<Locale, string> = { tr: tr.shipmentWeek, en: en.shipmentWeek, de: de.shipmentWeek }

const monthFormat = (locale: Locale) => new Intl.DateTimeFormat(localeTags[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' })
const dayFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The window in `locale`: 'März 2027, 2. Woche', 'March 2027', '3–17 March 2027'; a free text as written. */
export function formatShipmentWindow(window: ShipmentWindow, locale: Locale): string {
  if (window.kind === 'text') return window.text
  if (window.kind === 'range')
    return dayFormat(locale).formatRange(new Date(`${window.from}T00:00:00Z`), new Date(`${window.to}T00:00:00Z`))
  const month = monthFormat(locale).format(new Date(`${window.month}-01T00:00:00Z`))
  return window.week ? `${month}, ${weekPatterns[locale].replace('{{week}}', String(window.week))}` : month
}
