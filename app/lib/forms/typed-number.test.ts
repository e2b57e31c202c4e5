import { describe, expect, test } from 'vitest'
import { formatTypedNumber, type NumberReading, readPlainNumber, readTypedNumber, typedNumberMessage } from './typed-number'

const value = (text: string) => {
  const reading = readTypedNumber(text)
  return reading.ok ? reading.value : reading
}

describe('readTypedNumber: a number as a Turkish user writes it', () => {
  test.each([
    ['2.450', '2450'],
    ['2.450,50', '2450.5'],
    ['10,90', '10.9'],
    ['1.250,00', '1250'],
    ['1.250', '1250'],
    ['1.250.000', '1250000'],
    ['12.345.678,9', '12345678.9'],
    ['3,335', '3.335'],
    ['12,5', '12.5'],
    ['0,5', '0.5'],
    ['2450', '2450'],
    ['1000', '1000'],
    ['0', '0'],
    ['007', '7'],
    [' 2.450 ', '2450'],
    ['\u00a02.450,5\u00a0', '2450.5'],
    // '0.00' is 0 however it is read.
    ['0.00', '0'],
  ])('%j is %s', (text, expected) => {
    expect(value(text)).toBe(expected)
  })

  test.each([
    ['2.45', ['2.45', '245']],
    ['1.5', ['1.5', '15']],
    ['12.5', ['12.5', '125']],
    ['0.500', ['0.5', '500']],
    ['1234.567', ['1234.567', '1234567']],
    ['2.4500', ['2.45', '24500']],
    ['1.2345', ['1.2345', '12345']],
  ])('%j could mean two numbers, %j, and is refused', (text, readings) => {
    expect(readTypedNumber(text)).toEqual({ ok: false, kind: 'ambiguous', readings })
  })

  test.each([
    ['1,250.50', '1250.5'],
    ['1,250,000', '1250000'],
    ['2,450.5', '2450.5'],
  ])('%j is English grouping (%s) and is refused', (text, reading) => {
    expect(readTypedNumber(text)).toEqual({ ok: false, kind: 'english', reading })
  })

  test.each([
    '',
    '   ',
    '0x1e',
    '1e1',
    '1E3',
    '-5',
    '+5',
    '−5',
    '2 450',
    '2.45.0',
    '12.34.567',
    '2.450,',
    ',5',
    '2,4,5',
    '1.250,00,1',
    'abc',
    '٣',
    '１２',
    'Infinity',
    'NaN',
    '2\u0000',
    '1'.repeat(41),
    '2..450',
  ])('%j is no number', (text) => {
    expect(readTypedNumber(text)).toEqual({ ok: false, kind: 'invalid' })
  })
})

describe('formatTypedNumber: what an admin input shows', () => {
  test.each([
    ['2450', '2.450'],
    ['2450.5', '2.450,5'],
    ['2450.50', '2.450,5'],
    ['10.9', '10,9'],
    ['3.335', '3,335'],
    ['0.5', '0,5'],
    ['999', '999'],
    ['1000', '1.000'],
    ['1234567.891', '1.234.567,891'],
    ['0', '0'],
  ])('%s is shown as %j', (plain, shown) => {
    expect(formatTypedNumber(plain)).toBe(shown)
  })

  test('every shown value reads back as itself', () => {
    const values = ['0', '0.001', '0.5', '1', '12.5', '999.999', '1000', '2450', '2450.5', '99999999.99', '10000000', '123456.7891']
    for (let i = 0; i < 2000; i++) {
      const whole = String(Math.floor(Math.random() * 10 ** (1 + (i % 12))))
      const fraction =
        i % 3 === 0
          ? ''
          : String(Math.floor(Math.random() * 10_000))
              .padStart(4, '0')
              .replace(/0+$/, '')
      values.push(fraction ? `${whole}.${fraction}` : whole)
    }
    for (const plain of values) expect(readTypedNumber(formatTypedNumber(plain)), plain).toEqual({ ok: true, value: plain })
  })
})

describe('readPlainNumber: a decimal as a program sends it', () => {
  test.each([
    ['1234.50', '1234.5'],
    ['3.335', '3.335'],
    ['3,335', '3.335'],
    [' 12,5 ', '12.5'],
    ['30', '30'],
    ['0', '0'],
  ])('%j is %s', (text, expected) => {
    expect(readPlainNumber(text)).toEqual({ ok: true, value: expected })
  })

  test.each([
    '0x1e',
    '0x10',
    '1e1',
    '1.250,00',
    '1,250.50',
    '1.250.000',
    '-1',
    '+1',
    '.5',
    '5.',
    '',
    ' ',
    'Infinity',
    'NaN',
    '1 000',
    '3.3355555',
    '1234567890123',
  ])('%j is refused', (text) => {
    expect(readPlainNumber(text)).toEqual({ ok: false, kind: 'invalid' })
  })
})

describe('typedNumberMessage', () => {
  const fallback = 'Tutar 0 veya pozitif bir sayı olmalı'
  const message = (text: string) => typedNumberMessage(text, readTypedNumber(text), fallback)

  test('names both readings of an ambiguous entry the Turkish way', () => {
    expect(message('2.45')).toBe(
      '“2.45” iki türlü okunabilir: 2,45 mi, 245 mi? Türkçe yazımda nokta binlik, virgül ondalık ayırıcıdır. Lütfen 2,45 ya da 245 yazın.',
    )
    expect(message('1234.567')).toContain('1.234,567 mi, 1.234.567 mi?')
  })

  test('says what an English entry would mean', () => {
    expect(message('1,250.50')).toBe(
      '“1,250.50” İngilizce yazıma benziyor: 1.250,5 mi demek istediniz? Türkçe yazımda nokta binlik, virgül ondalık ayırıcıdır. Lütfen 1.250,5 biçiminde yazın.',
    )
  })

  test('text that is no number gets the field’s own message (and is not echoed)', () => {
    expect(message('0x1e')).toBe(fallback)
    expect(message('<script>')).toBe(fallback)
    const ok: NumberReading = { ok: true, value: '1' }
    expect(typedNumberMessage('1', ok, fallback)).toBe(fallback)
  })
})
