import { describe, expect, test } from 'vitest'
import { containerCheckDigit, readContainerNumber } from './container-number'

describe('ISO 6346 container numbers', () => {
  test.each([
    // The standard's example, and numbers printed on containers in service.
    ['CSQU305438', 3],
    ['MSCU123456', 6],
    ['TGHU987654', 2],
    ['MAEU123456', 7],
  ])('the check digit of %s is %i', (first10, digit) => {
    expect(containerCheckDigit(first10)).toBe(digit)
  })

  test('a number with its check digit is taken, written the way it is stored', () => {
    expect(readContainerNumber('csqu 305438-3')).toEqual({ ok: true, number: 'CSQU3054383' })
  })

  test('a wrong check digit is refused with the one expected', () => {
    expect(readContainerNumber('CSQU3054384')).toEqual({ ok: false, reason: 'checkDigit', expected: 3 })
  })

  test.each(['CSQ3054383', 'CSQX3054383', 'CSQU305438', 'CSQU30543833', '1SQU3054383', 'ÇSQU3054383'])(
    '%s is not shaped like one',
    (typed) => {
      expect(readContainerNumber(typed)).toEqual({ ok: false, reason: 'shape' })
    },
  )

  test('a check value of 10 is written 0', () => {
    // HLXU000005: 18 + 23×2 + 36×4 + 32×8 + 5×512 = 3024, and 3024 modulo 11 is 10.
    expect(containerCheckDigit('HLXU000005')).toBe(0)
    expect(readContainerNumber('HLXU0000050')).toEqual({ ok: true, number: 'HLXU0000050' })
  })
})
