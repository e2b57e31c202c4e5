import { describe, expect, test } from 'vitest'
import { calendarMonth, dateFormatter, formatDate, formatDateTime, isoDay } from './dates'

describe("this month, in Istanbul whatever the server's time zone", () => {
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
    // 20:59 UTC on 30 November is 23:59 on 30 November in Istanbul.
    expect(calendarMonth(new Date('2026-11-30T20:59:00Z')).start).toEqual(new Date('2026-10-31T21:00:00Z'))
  })

  test('the start itself belongs to the month', () => {
    const start = new Date('2026-11-30T21:00:00Z')
    expect(calendarMonth(start).start).toEqual(start)
    expect(calendarMonth(new Date('2026-01-01T00:00:00Z')).start).toEqual(new Date('2025-12-31T21:00:00Z'))
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

describe('dates as the site writes them, in Istanbul time', () => {
  test('admin dates and times in Turkish', () => {
    expect(formatDate(new Date('2026-03-05T23:30:00Z'))).toBe('06.03.2026')
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('06.03.2026')
    expect(formatDateTime('2026-03-05T08:07:00Z')).toBe('05.03.2026 11:07')
    expect(formatDate(new Date('2026-03-05T08:07:09Z'), 'timestamp')).toBe('05.03.2026 11:07:09')
  })

  test('long dates in the visitor language', () => {
    const date = new Date('2025-03-12T10:00:00Z')
    expect(formatDate(date, 'longDate', 'tr-TR')).toBe('12 Mart 2025')
    expect(formatDate(date, 'longDate', 'en-GB')).toBe('12 March 2025')
    expect(formatDate(date, 'longDate', 'de-DE')).toBe('12. März 2025')
    // 23:30 UTC on 11 March is already 12 March in Istanbul.
    expect(formatDate(new Date('2025-03-11T23:30:00Z'), 'longDate', 'en-GB')).toBe('12 March 2025')
  })

  test('file-name days', () => {
    expect(isoDay(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22')
    expect(isoDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23')
  })

  test('a formatter is made once per language, style and zone', () => {
    expect(dateFormatter('tr-TR', 'date')).toBe(dateFormatter('tr-TR', 'date'))
    expect(dateFormatter('en-GB', 'date')).not.toBe(dateFormatter('tr-TR', 'date'))
    expect(dateFormatter('tr-TR', 'date', 'Europe/Berlin')).not.toBe(dateFormatter('tr-TR', 'date'))
  })
})

test('a datetime-local input is read and written in Istanbul time; impossible times are refused', async () => {
  const { localTimeInput, readLocalTimeInput } = await import('./dates')
  expect(readLocalTimeInput('2026-12-24T09:30')?.toISOString()).toBe('2026-12-24T06:30:00.000Z')
  expect(readLocalTimeInput('2027-07-01T00:00:15')?.toISOString()).toBe('2027-06-30T21:00:15.000Z')
  expect(localTimeInput(new Date('2026-12-24T06:30:00Z'))).toBe('2026-12-24T09:30')
  for (const text of ['2026-02-30T10:00', '2026-12-24T25:00', '2026-12-24 09:30', '', 'x', '2026-12-24T09:30Z'])
    expect(readLocalTimeInput(text), text).toBeNull()
})
