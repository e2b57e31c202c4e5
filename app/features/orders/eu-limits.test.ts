import { describe, expect, test } from 'vitest'
import { resultsAboveLimit, resultVerdict } from './eu-limits'

describe('the EU limits for dried figs', () => {
  test('a lot at or below every limit is within them', () => {
    expect(resultsAboveLimit({ aflatoxinB1: '6', aflatoxinTotal: '9.99', ochratoxinA: '0' })).toEqual([])
  })

  test('7 µg/kg aflatoxin B1 is above its limit of 6, whatever the others', () => {
    const above = resultsAboveLimit({ aflatoxinB1: '7', aflatoxinTotal: '8.2', ochratoxinA: '1.1' })
    expect(above.map((limit) => [limit.code, limit.max])).toEqual([['aflatoxinB1', '6']])
  })

  test('the comparison is exact: 10.01 is above 10, 10.00 is at it', () => {
    expect(resultVerdict('10.01', '10')).toBe('above')
    expect(resultVerdict('10.00', '10')).toBe('at')
    expect(resultVerdict('0.1', '8')).toBe('below')
  })
})
