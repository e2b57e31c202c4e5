import { describe, expect, test } from 'vitest'
import { asksNothingInAdvance, paymentSchedule } from './payment-schedule'

describe('paymentSchedule', () => {
  test('30 % advance of 61,500.00: 18,450.00 by its day, 43,050.00 against documents', () => {
    const schedule = paymentSchedule({ paymentTerms: 'part-advance', advancePercent: 30 }, '61500.00', '2026-12-09')
    expect(schedule).toEqual({
      advance: { percent: 30, amount: '18450.00', dueOn: '2026-12-09' },
      balance: { percent: 70, amount: '43050.00', due: 'documents' },
    })
    expect(asksNothingInAdvance(schedule)).toBe(false)
  })

  test('the advance is rounded once, half up, and the two parts add up to the total', () => {
    const schedule = paymentSchedule({ paymentTerms: 'part-advance', advancePercent: 33 }, '100.05', '2026-12-09')!
    expect(schedule.advance?.amount).toBe('33.02') // 33.0165 → 33.02
    expect(schedule.balance?.amount).toBe('67.03')
  })

  test('a full advance has no balance; CAD and L/C ask nothing in advance; free text has no schedule', () => {
    expect(paymentSchedule({ paymentTerms: 'advance', advancePercent: null }, '10.00', '2026-12-09')).toEqual({
      advance: { percent: 100, amount: '10.00', dueOn: '2026-12-09' },
      balance: null,
    })
    const cad = paymentSchedule({ paymentTerms: 'cad', advancePercent: null }, '10.00', null)
    expect(cad).toEqual({ advance: null, balance: { percent: 100, amount: '10.00', due: 'documents' } })
    expect(asksNothingInAdvance(cad)).toBe(true)
    expect(paymentSchedule({ paymentTerms: 'lc-sight', advancePercent: null }, '10.00', null)?.balance?.due).toBe('lc-sight')
    const custom = paymentSchedule({ paymentTerms: 'custom', advancePercent: null }, '10.00', null)
    expect(custom).toBeNull()
    expect(asksNothingInAdvance(custom)).toBe(false)
  })
})
