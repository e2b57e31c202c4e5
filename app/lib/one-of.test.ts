import { expect, test } from 'vitest'
import { isOneOf } from './one-of'

test('isOneOf accepts exactly the listed values', () => {
  const tabs = ['new', 'all'] as const
  expect(isOneOf(tabs, 'new')).toBe(true)
  for (const value of ['New', 'new ', '', null, undefined, 0, ['new'], 'toString', '__proto__'])
    expect(isOneOf(tabs, value), String(value)).toBe(false)
})
