/** The Aydın fig harvest season, month by month, for the origin page's calendar. */
import { monthFormatter } from '~/lib/numbers'

export type HarvestPhase = 'early' | 'main' | 'late'

/** August: early start, September: main harvest, October: late end (months 1–12). */
export const harvestPhases: Readonly<Record<number, HarvestPhase>> = { 8: 'early', 9: 'main', 10: 'late' }

export interface CalendarMonth {
  month: number
  /** Abbreviated month name in the page's language. */
  short: string
  name: string
  phase: HarvestPhase | null
}

/** The twelve months with their names in `localeTag` (e.g. 'de-DE') and their harvest phase. */
export function harvestCalendar(localeTag: string): CalendarMonth[] {
  const short = monthFormatter(localeTag, 'short')
  const long = monthFormatter(localeTag, 'long')
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(2024, i, 15))
    return { month: i + 1, short: short.format(date), name: long.format(date), phase: harvestPhases[i + 1] ?? null }
  })
}
