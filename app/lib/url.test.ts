import { expect, expectTypeOf, test } from 'vitest'
import { allowedParam } from './url'

const sorts = ['date', 'name', 'company'] as const

test('a parameter is taken only when it is exactly one of the allowed values', () => {
  const url = new URL('https://example.com/admin/leads?sort=name&type=Name&empty=&twice=a&twice=b')
  expect(allowedParam(url, 'sort', sorts, 'date')).toBe('name')
  // Case, surrounding spaces and empty values are not allowed values.
  expect(allowedParam(url, 'type', ['name'], 'all')).toBe('all')
  expect(allowedParam(new URL('https://example.com/?sort=%20name'), 'sort', sorts, 'date')).toBe('date')
  expect(allowedParam(url, 'empty', sorts, 'date')).toBe('date')
  // The first of repeated parameters counts, as URLSearchParams.get reads it.
  expect(allowedParam(url, 'twice', ['a', 'b'], 'none')).toBe('a')
})

test('missing parameters and prototype names fall back', () => {
  const params = new URLSearchParams('sort=constructor&page=__proto__')
  expect(allowedParam(params, 'missing', sorts, 'date')).toBe('date')
  expect(allowedParam(params, 'sort', sorts, 'date')).toBe('date')
  expect(allowedParam(params, 'page', sorts, null)).toBeNull()
})

test('the answer is typed as the allowed values or the fallback', () => {
  const value = allowedParam(new URLSearchParams(), 'sort', sorts, null)
  expectTypeOf(value).toEqualTypeOf<'date' | 'name' | 'company' | null>()
})
