import { expect, test } from 'vitest'
import { harvestCalendar } from './harvest'

test('the calendar has twelve months and only August to October are harvest months', () => {
  const months = harvestCalendar('en-GB')
  expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  expect(months.filter((m) => m.phase).map((m) => [m.name, m.phase])).toEqual([
    ['August', 'early'],
    ['September', 'main'],
    ['October', 'late'],
  ])
})

test('month names follow the page language', () => {
  expect(harvestCalendar('tr-TR')[7].name).toBe('Ağustos')
  expect(harvestCalendar('de-DE')[9].name).toBe('Oktober')
  expect(harvestCalendar('en-GB')[0].short).toBe('Jan')
})
