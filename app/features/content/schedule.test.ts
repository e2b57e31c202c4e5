import { expect, test } from 'vitest'
import { scheduleProblem } from './schedule'

test('a publication is scheduled for a time ahead, within a year', () => {
  const now = Date.parse('2026-12-03T09:00:00Z')
  expect(scheduleProblem(new Date(now + 60_000), now)).toBeNull()
  expect(scheduleProblem(new Date(now + 365 * 86_400_000), now)).toBeNull()
  expect(scheduleProblem(new Date(now), now)).toMatch(/gelecekte olmalıdır/)
  expect(scheduleProblem(new Date(now + 367 * 86_400_000), now)).toBe('Yayın en fazla 366 gün sonrasına zamanlanabilir.')
  expect(scheduleProblem(new Date(Number.NaN), now)).toMatch(/gün ve saat/)
})
