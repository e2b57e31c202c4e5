import { describe, expect, test } from 'vitest'
import { aiKindLabel, calendarMonth, formatCount, formatDuration } from './usage'

describe('calendarMonth', () => {
  test('the month begins at midnight in Istanbul (UTC+3), not in UTC', () => {
    // 31 Oct 2026 22:30 UTC is already 1 Nov 01:30 in Istanbul.
    const month = calendarMonth(new Date('2026-10-31T22:30:00Z'))
    expect(month.start.toISOString()).toBe('2026-10-31T21:00:00.000Z')
    expect(month.end.toISOString()).toBe('2026-11-30T21:00:00.000Z')
    expect(month.label).toBe('Kasım 2026')
  })

  test('just before midnight in Istanbul it is still the previous month', () => {
    const month = calendarMonth(new Date('2026-10-31T20:59:59Z'))
    expect(month.start.toISOString()).toBe('2026-09-30T21:00:00.000Z')
    expect(month.label).toBe('Ekim 2026')
  })

  test('December runs into the next year', () => {
    const month = calendarMonth(new Date('2026-12-15T12:00:00Z'))
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual(['2026-11-30T21:00:00.000Z', '2026-12-31T21:00:00.000Z'])
  })

  test('zones with a clock change get the offset of the month start', () => {
    // Berlin: UTC+1 on 1 March, UTC+2 on 1 April.
    const month = calendarMonth(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin')
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual(['2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'])
  })
})

describe('formatting', () => {
  test('counts, durations and kinds read in Turkish', () => {
    expect(formatCount(12345)).toBe('12.345')
    expect(formatCount(null)).toBe('-')
    expect(formatDuration(850)).toBe('850 ms')
    expect(formatDuration(12_440)).toBe('12,4 sn')
    expect(formatDuration(65_000)).toBe('1 dk 05 sn')
    expect(aiKindLabel('blog-article')).toBe('Blog yazısı')
    expect(aiKindLabel('something-new')).toBe('something-new')
  })
})
