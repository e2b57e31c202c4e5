/**
 * The admin order board's filters as they appear in the URL (`?state=&country=&overdue=1&page=`),
 * so they work without JavaScript, can be bookmarked, and the CSV export reads the very same ones.
 * A value that is not one of the known ones (a state that is no milestone code, a country that is
 * no two-letter code, a page out of range) falls back to the default, never an error.
 */
import { allowedParam } from '~/lib/url'
import { isMilestoneCode, type MilestoneCode, milestoneCodes, milestoneOf } from './order-steps'

/** The board's states: every order not closed, none recorded yet ('accepted'), or the furthest milestone recorded. */
export const orderStates = ['open', 'accepted', ...milestoneCodes] as const satisfies readonly ('open' | 'accepted' | MilestoneCode)[]
export type OrderState = 'open' | 'accepted' | MilestoneCode

/** The state of an order before its first milestone. */
export const ACCEPTED_NAME = 'Kabul edildi'

/** The highest page the board opens (a longer list is narrowed by its filters). */
export const MAX_ORDER_PAGE = 10_000

export interface OrderBoardQuery {
  state: OrderState
  /** The buyer's country, an ISO 3166-1 alpha-2 code ('DE'), or null for every country. */
  country: string | null
  /** Only the orders with a late step (`?overdue=1`). */
  overdue: boolean
  page: number
}

export const defaultOrderBoardQuery: OrderBoardQuery = { state: 'open', country: null, overdue: false, page: 1 }

const COUNTRY = /^[A-Z]{2}$/

export function parseOrderBoardQuery(params: URLSearchParams): OrderBoardQuery {
  const country = (params.get('country') ?? '').trim().toUpperCase()
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    state: allowedParam(params, 'state', orderStates, 'open'),
    country: COUNTRY.test(country) ? country : null,
    overdue: params.get('overdue') === '1',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, MAX_ORDER_PAGE) : 1,
  }
}

/** `?…` of a query, defaults left out ('' when nothing is set). */
export function orderBoardQueryString(query: Partial<OrderBoardQuery>): string {
  const params = new URLSearchParams()
  if (query.state && query.state !== defaultOrderBoardQuery.state) params.set('state', query.state)
  if (query.country) params.set('country', query.country)
  if (query.overdue) params.set('overdue', '1')
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Whether any filter narrows the board (for the empty-state text). */
export const isNarrowedBoard = (query: OrderBoardQuery) => query.state !== 'open' || query.country !== null || query.overdue

/** An order's stage in Turkish: its furthest milestone's name, or 'Kabul edildi' before the first. */
export function stageName(stage: string | null): string {
  if (stage === null) return ACCEPTED_NAME
  return isMilestoneCode(stage) ? milestoneOf(stage).admin : stage
}

/** A state of the filter in Turkish. */
export const stateName = (state: OrderState) =>
  state === 'open' ? 'Açık siparişler' : state === 'accepted' ? ACCEPTED_NAME : stageName(state)
