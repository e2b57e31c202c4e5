import { describe, expect, test } from 'vitest'
import {
  defaultOrderBoardQuery,
  isNarrowedBoard,
  MAX_ORDER_PAGE,
  orderBoardQueryString,
  orderStates,
  parseOrderBoardQuery,
  stageName,
  stateName,
} from './order-board-query'
import { milestones } from './order-steps'

const parse = (search: string) => parseOrderBoardQuery(new URLSearchParams(search))

describe('the order board query in the URL', () => {
  test('missing values are the open orders of every country, page 1', () => {
    expect(parse('')).toEqual(defaultOrderBoardQuery)
    expect(defaultOrderBoardQuery).toEqual({ state: 'open', country: null, overdue: false, page: 1 })
  })

  test('every state of the declaration, the acceptance and the country are read', () => {
    expect(parse('state=in-production&country=de&overdue=1&page=3')).toEqual({
      state: 'in-production',
      country: 'DE',
      overdue: true,
      page: 3,
    })
    expect(parse('state=accepted').state).toBe('accepted')
    expect(parse('state=closed').state).toBe('closed')
    expect(orderStates).toEqual(['open', 'accepted', ...milestones.map((milestone) => milestone.code)])
  })

  test('values that are no codes fall back to the defaults, a page out of range is clamped', () => {
    expect(parse('state=shipped&country=%3Cscript%3E&overdue=yes&page=-1')).toEqual(defaultOrderBoardQuery)
    expect(parse('state=closed%00&country=D%00E&page=%00')).toEqual(defaultOrderBoardQuery)
    expect(parse('country=DEU').country).toBeNull()
    expect(parse('country=1E').country).toBeNull()
    expect(parse('page=99999999999').page).toBe(MAX_ORDER_PAGE)
    expect(parse('page=2.5').page).toBe(2)
    expect(parse('page=abc').page).toBe(1)
  })

  test('query strings leave defaults out and read back the same', () => {
    expect(orderBoardQueryString(defaultOrderBoardQuery)).toBe('')
    expect(orderBoardQueryString({ overdue: true })).toBe('?overdue=1')
    const query = { state: 'loaded', country: 'NL', overdue: true, page: 4 } as const
    expect(orderBoardQueryString(query)).toBe('?state=loaded&country=NL&overdue=1&page=4')
    expect(parse(orderBoardQueryString(query))).toEqual(query)
    expect(orderBoardQueryString({ ...query, page: undefined })).toBe('?state=loaded&country=NL&overdue=1')
  })

  test('narrowed by any filter, not by the page', () => {
    expect(isNarrowedBoard({ ...defaultOrderBoardQuery, page: 3 })).toBe(false)
    expect(isNarrowedBoard({ ...defaultOrderBoardQuery, country: 'DE' })).toBe(true)
    expect(isNarrowedBoard({ ...defaultOrderBoardQuery, overdue: true })).toBe(true)
    expect(isNarrowedBoard({ ...defaultOrderBoardQuery, state: 'accepted' })).toBe(true)
  })

  test('stages and states in Turkish, from the declaration', () => {
    expect(stageName(null)).toBe('Kabul edildi')
    expect(stageName('lots-released')).toBe('Partiler onaylandı')
    expect(stateName('open')).toBe('Açık siparişler')
    expect(stateName('accepted')).toBe('Kabul edildi')
    expect(stateName('closed')).toBe('Kapatıldı')
  })
})
