/**
 * The admin lead list's filters as they appear in the URL (`?q=&type=&sort=&period=&page=`), so
 * they work without JavaScript, can be bookmarked, and the CSV export reads the very same ones.
 */
import type { LeadKind } from '~/generated/prisma/enums'
import { allowedParam } from '~/lib/url'

/** Every lead but spam, one tab per kind (spam left out), and the spam of every kind. */
export const leadTabs = ['all', 'trial', 'quote', 'contact', 'spam'] as const satisfies readonly ('all' | LeadKind | 'spam')[]
export type LeadTab = (typeof leadTabs)[number]

export const leadSorts = ['date', 'name', 'company'] as const
export type LeadSort = (typeof leadSorts)[number]

/** 'this-month' is the calendar month in Istanbul (`calendarMonth` of ~/lib/dates), as on the dashboard. */
export const leadPeriods = ['all', 'this-month'] as const
export type LeadPeriod = (typeof leadPeriods)[number]

export interface LeadQuery {
  /** Searched in name, company, phone, e-mail and every reference (RFQ, TRL, MSG, QT, PI), case-insensitively. */
  q: string
  /** A kind of lead, 'spam' (status spam, any kind) or 'all'; every tab but spam leaves spam out. */
  type: LeadTab
  sort: LeadSort
  period: LeadPeriod
  /** Only requests whose buyer awaits the sales team's reply (`?awaiting=1`). */
  awaiting: boolean
  page: number
}

export const defaultLeadQuery: LeadQuery = { q: '', type: 'all', sort: 'date', period: 'all', awaiting: false, page: 1 }

/** Unknown or missing values fall back to the defaults. */
export function parseLeadQuery(params: URLSearchParams): LeadQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    type: allowedParam(params, 'type', leadTabs, 'all'),
    sort: allowedParam(params, 'sort', leadSorts, 'date'),
    period: allowedParam(params, 'period', leadPeriods, 'all'),
    awaiting: params.get('awaiting') === '1',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  }
}

/**
 * `?…` for a query (defaults left out, '' when nothing is set), plus extra parameters such as
 * `lead` for the open detail.
 */
export function leadQueryString(query: Partial<LeadQuery>, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'type', 'sort', 'period', 'page'] as const) {
    const value = query[key]
    if (value !== undefined && value !== '' && value !== defaultLeadQuery[key]) params.set(key, String(value))
  }
  if (query.awaiting) params.set('awaiting', '1')
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Whether the list is narrowed by a search or a period (for the empty-state text). */
export function isNarrowed(query: LeadQuery): boolean {
  return Boolean(query.q) || query.period !== 'all' || query.type !== 'all' || query.awaiting
}
