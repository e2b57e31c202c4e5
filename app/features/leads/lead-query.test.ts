import { describe, expect, test } from 'vitest'
import { defaultLeadQuery, isNarrowed, leadQueryString, parseLeadQuery } from './lead-query'

describe('lead list query in the URL', () => {
  test('missing or unknown values are the defaults (newest first, every non-spam lead)', () => {
    expect(parseLeadQuery(new URLSearchParams(''))).toEqual(defaultLeadQuery)
    expect(parseLeadQuery(new URLSearchParams('type=x&sort=price&period=year&page=-3'))).toEqual(defaultLeadQuery)
  })

  test('the dashboard links (this month, trials) and every filter are read', () => {
    expect(parseLeadQuery(new URLSearchParams('period=this-month'))).toMatchObject({ period: 'this-month', type: 'all' })
    expect(parseLeadQuery(new URLSearchParams('type=trial'))).toMatchObject({ type: 'trial' })
    expect(parseLeadQuery(new URLSearchParams('q=%20Ay%C5%9Fe%20&type=spam&sort=company&page=3'))).toEqual({
      q: 'Ayşe',
      type: 'spam',
      sort: 'company',
      period: 'all',
      awaiting: false,
      page: 3,
    })
    // The dashboard's "awaiting a reply" tile.
    expect(parseLeadQuery(new URLSearchParams('awaiting=1'))).toMatchObject({ awaiting: true })
  })

  test('query strings leave defaults out and add extra parameters', () => {
    expect(leadQueryString(defaultLeadQuery)).toBe('')
    expect(leadQueryString({ ...defaultLeadQuery, q: 'İzmir', type: 'quote' }, { lead: 'abc' })).toBe('?q=%C4%B0zmir&type=quote&lead=abc')
    expect(leadQueryString({ sort: 'name', page: 2 }, { lead: undefined })).toBe('?sort=name&page=2')
    // Round trip.
    const query = { q: 'a&b', type: 'contact', sort: 'company', period: 'this-month', awaiting: true, page: 4 } as const
    expect(parseLeadQuery(new URLSearchParams(leadQueryString(query)))).toEqual(query)
  })

  test('narrowed when searching, filtering by type or period', () => {
    expect(isNarrowed(defaultLeadQuery)).toBe(false)
    expect(isNarrowed({ ...defaultLeadQuery, page: 2, sort: 'name' })).toBe(false)
    expect(isNarrowed({ ...defaultLeadQuery, q: 'x' })).toBe(true)
    expect(isNarrowed({ ...defaultLeadQuery, period: 'this-month' })).toBe(true)
  })
})
