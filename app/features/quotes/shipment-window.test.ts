import { describe, expect, test } from 'vitest'
import { type ShipmentWindow, shipmentColumns, shipmentWindowOf } from './shipment-window'
import { formatShipmentWindow } from './shipment-window-text.server'

/** Intl writes thin and no-break spaces in ranges; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')

describe('the shipment window in the buyer’s language', () => {
  test.each([
    ['de', 'März 2027, 2. Woche'],
    ['en', 'March 2027, week 2'],
    ['tr', 'Mart 2027, 2. hafta'],
  ] as const)('a month and its week in %s: %s', (locale, expected) => {
    expect(formatShipmentWindow({ kind: 'month', month: '2027-03', week: 2 }, locale)).toBe(expected)
  })

  test.each([
    ['de', 'Dezember 2026'],
    ['en', 'December 2026'],
    ['tr', 'Aralık 2026'],
  ] as const)('a month without a week in %s: %s', (locale, expected) => {
    expect(formatShipmentWindow({ kind: 'month', month: '2026-12', week: null }, locale)).toBe(expected)
  })

  test.each([
    ['de', '3.–17. März 2027', '28. März – 5. April 2027'],
    ['en', '3 – 17 March 2027', '28 March – 5 April 2027'],
    ['tr', '3–17 Mart 2027', '28 Mart – 5 Nisan 2027'],
  ] as const)('a range of days in %s, within a month and across two', (locale, within, across) => {
    expect(plain(formatShipmentWindow({ kind: 'range', from: '2027-03-03', to: '2027-03-17' }, locale))).toBe(within)
    expect(plain(formatShipmentWindow({ kind: 'range', from: '2027-03-28', to: '2027-04-05' }, locale))).toBe(across)
  })

  test('a range of one day is that day; the first of a month is never the day before (UTC, not the server’s zone)', () => {
    expect(formatShipmentWindow({ kind: 'range', from: '2027-03-01', to: '2027-03-01' }, 'de')).toBe('1. März 2027')
    expect(formatShipmentWindow({ kind: 'month', month: '2027-01', week: 5 }, 'en')).toBe('January 2027, week 5')
  })

  test('an old free text is shown as it was written, in every language', () => {
    const window: ShipmentWindow = { kind: 'text', text: 'Hasattan sonra, ilk gemiyle' }
    for (const locale of ['tr', 'en', 'de'] as const) expect(formatShipmentWindow(window, locale)).toBe('Hasattan sonra, ilk gemiyle')
  })
})

describe('the shipment window’s columns', () => {
  test.each<ShipmentWindow | null>([
    { kind: 'month', month: '2027-03', week: 2 },
    { kind: 'month', month: '2027-11', week: null },
    { kind: 'range', from: '2027-02-27', to: '2027-03-02' },
    { kind: 'text', text: 'KW 40 / 2026' },
    null,
  ])('%j is stored and read back as itself', (window) => {
    expect(shipmentWindowOf(shipmentColumns(window))).toEqual(window)
  })

  test('a month is stored as its first day; a range by its two days', () => {
    expect(shipmentColumns({ kind: 'month', month: '2027-03', week: 2 })).toEqual({
      shipmentMonth: new Date('2027-03-01T00:00:00Z'),
      shipmentWeek: 2,
      shipmentFrom: null,
      shipmentTo: null,
      shipmentText: null,
    })
  })
})
