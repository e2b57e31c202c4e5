import { describe, expect, test } from 'vitest'
import { fixedT } from '~/lib/i18next.server'
import { locales } from '~/lib/locale'
import {
  addDays,
  certificateSchemes,
  certificateStatus,
  daysBetween,
  daysLeftLabel,
  formatDay,
  isCalendarDay,
  isValidOn,
  schemeName,
} from './certificate'

describe('schemes', () => {
  test('a proper name is the same in every language; organic and other are the dictionaries’ words', () => {
    expect(locales.map((locale) => schemeName('iso-22000', fixedT(locale)))).toEqual(['ISO 22000', 'ISO 22000', 'ISO 22000'])
    expect(locales.map((locale) => schemeName('organic', fixedT(locale)))).toEqual(['Organik', 'Organic', 'Bio'])
    for (const scheme of certificateSchemes) {
      for (const locale of locales) {
        const name = schemeName(scheme.code, fixedT(locale))
        // A missing key would come back as the key itself.
        expect(name, `${scheme.code} in ${locale}`).not.toMatch(/certificates\.|^$/)
      }
    }
  })
})

describe('calendar days', () => {
  test('only real days written YYYY-MM-DD', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31']) expect(isCalendarDay(day), day).toBe(true)
    for (const day of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-05', '05.12.2026', '2026-12-05T00:00', '']) {
      expect(isCalendarDay(day), day).toBe(false)
    }
  })

  test('days between and added days cross months, years and a leap day', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysBetween('2028-03-01', '2028-02-28')).toBe(-2)
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  })

  test('a day is written in the visitor’s language, never shifted by a time zone', () => {
    expect(formatDay('2027-12-05', 'tr-TR')).toBe('5 Aralık 2027')
    expect(formatDay('2027-12-05', 'en-GB')).toBe('5 December 2027')
    expect(formatDay('2027-01-01', 'de-DE')).toBe('1. Januar 2027')
  })
})

describe('validity and status', () => {
  const certificate = { validFrom: '2026-12-01', validUntil: '2027-01-31' }

  test('valid on its first and its last day, not the day before or after', () => {
    expect(isValidOn(certificate, '2026-11-30')).toBe(false)
    expect(isValidOn(certificate, '2026-12-01')).toBe(true)
    expect(isValidOn(certificate, '2027-01-31')).toBe(true)
    expect(isValidOn(certificate, '2027-02-01')).toBe(false)
  })

  test('not started, valid, ending within 30 days (its last day included), ended', () => {
    expect(certificateStatus(certificate, '2026-11-30')).toEqual({ status: 'upcoming', daysLeft: 62 })
    expect(certificateStatus(certificate, '2026-12-31')).toEqual({ status: 'valid', daysLeft: 31 })
    expect(certificateStatus(certificate, '2027-01-01')).toEqual({ status: 'expiring', daysLeft: 30 })
    expect(certificateStatus(certificate, '2027-01-31')).toEqual({ status: 'expiring', daysLeft: 0 })
    expect(certificateStatus(certificate, '2027-02-01')).toEqual({ status: 'expired', daysLeft: -1 })
  })

  test('the dashboard’s words for the days left', () => {
    expect(daysLeftLabel(20)).toBe('20 gün kaldı')
    expect(daysLeftLabel(0)).toBe('Bugün bitiyor')
    expect(daysLeftLabel(-3)).toBe('3 gün önce bitti')
  })
})
