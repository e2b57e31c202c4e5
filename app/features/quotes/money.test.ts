import { describe, expect, test } from 'vitest'
import { amountString, Decimal, formatKg, formatMoney, formatUnitPrice, lineTotal, plainDecimal, quoteTotals } from './money'

/** A non-breaking space, as Intl puts it between an amount and its currency ('41,69 $'). */
const NBSP = '\u00a0'

// --- An independent computation in integers: kg in thousandths, prices in ten-thousandths ------

/** A decimal string with at most `places` decimals as an integer of 10^-places units. */
function scaled(text: string, places: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) throw new Error(`not a plain decimal: ${text}`)
  const fraction = match[2] ?? ''
  if (fraction.length > places) throw new Error(`more than ${places} decimals: ${text}`)
  return BigInt(match[1] + fraction.padEnd(places, '0'))
}

/** Integer cents as '1234.50'. */
const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

/** kg × price (3 and 4 decimals: the product is in 10^-7 units), rounded half up to cents. */
const exactLineCents = (kg: string, price: string) => (scaled(kg, 3) * scaled(price, 4) + 50_000n) / 100_000n

describe('lineTotal', () => {
  test('rounds kg × price once, half up, to cents', () => {
    expect(lineTotal('12.5', '3.335').toFixed(2)).toBe('41.69') // 41.6875
    expect(lineTotal('1000', '2.345').toFixed(2)).toBe('2345.00') // 2344.9999999999995 as binary floats
    expect(lineTotal('0.5', '0.005').toFixed(2)).toBe('0.00') // 0.0025
    expect(lineTotal('1', '0.005').toFixed(2)).toBe('0.01') // 0.005: exactly half a cent goes up
    expect(lineTotal('0.5', '0.01').toFixed(2)).toBe('0.01') // 0.005
    expect(lineTotal('0.5', '0.0099').toFixed(2)).toBe('0.00') // 0.00495
    expect(lineTotal('3', '1.115').toFixed(2)).toBe('3.35') // 3.345
    expect(lineTotal('0.001', '0.0001').toFixed(2)).toBe('0.00')
  })

  test('takes numbers, strings and Decimals alike, and never goes through binary floats', () => {
    expect(lineTotal(12.5, 3.335).toFixed(2)).toBe('41.69')
    expect(lineTotal(new Decimal('12.5'), new Decimal('3.335')).toFixed(2)).toBe('41.69')
    // 0.1 × 3 is 0.30000000000000004 in floats; 1.005 × 1 rounds to 1.00 with toFixed on floats.
    expect(lineTotal('0.1', '3').toFixed(2)).toBe('0.30')
    expect(lineTotal('1', '1.005').toFixed(2)).toBe('1.01')
    expect((1.005).toFixed(2)).toBe('1.00')
  })

  test('agrees with an integer computation for the largest figures the quote form accepts', () => {
    // Up to 10,000,000 kg with 3 decimals × up to 100,000,000 per kg with 4 decimals (schemas.ts).
    const cases: [string, string][] = [
      ['3471331.686', '74328245.7153'],
      ['9467181.707', '19335005.785'],
      ['5834723.847', '22393743.2719'],
      ['9999999.999', '99999999.9999'],
      ['10000000', '100000000'],
      ['1234567.891', '0.0005'],
    ]
    for (const [kg, price] of cases) expect(lineTotal(kg, price).toFixed(2), `${kg} × ${price}`).toBe(centsText(exactLineCents(kg, price)))
  })
})

describe('quoteTotals', () => {
  // Twenty lines chosen to round every way: half cents, tiny quantities, prices with four decimals.
  const lines: { quantityKg: string; unitPrice: string }[] = [
    { quantityKg: '12.5', unitPrice: '3.335' },
    { quantityKg: '0.5', unitPrice: '0.005' },
    { quantityKg: '1', unitPrice: '0.005' },
    { quantityKg: '1000', unitPrice: '2.345' },
    { quantityKg: '0.001', unitPrice: '9999.9999' },
    { quantityKg: '333.333', unitPrice: '3.3333' },
    { quantityKg: '0.5', unitPrice: '0.0099' },
    { quantityKg: '12.5', unitPrice: '7.1' },
    { quantityKg: '2500', unitPrice: '4.1235' },
    { quantityKg: '0.125', unitPrice: '0.04' },
    { quantityKg: '7.777', unitPrice: '1.1111' },
    { quantityKg: '19999.999', unitPrice: '5.0005' },
    { quantityKg: '0.003', unitPrice: '1.6667' },
    { quantityKg: '1.005', unitPrice: '1' },
    { quantityKg: '45.045', unitPrice: '0.1' },
    { quantityKg: '100', unitPrice: '0.0001' },
    { quantityKg: '6.5', unitPrice: '2.115' },
    { quantityKg: '0.5', unitPrice: '12.345' },
    { quantityKg: '9876.543', unitPrice: '3.2109' },
    { quantityKg: '12.5', unitPrice: '0.0004' },
  ]
  const extras = [{ amount: '1250.5' }, { amount: '0.1' }, { amount: '99.99' }]

  test('20 awkward lines: each line rounded once, the sums exact', () => {
    expect(lines).toHaveLength(20)
    const totals = quoteTotals({ lines, extras })
    const lineCents = lines.map((line) => exactLineCents(line.quantityKg, line.unitPrice))
    const subtotal = lineCents.reduce((a, b) => a + b, 0n)
    const extrasCents = extras.map((extra) => scaled(extra.amount, 2)).reduce((a, b) => a + b, 0n)
    const grams = lines.map((line) => scaled(line.quantityKg, 3)).reduce((a, b) => a + b, 0n)

    expect(totals.lineTotals.map((value) => value.toFixed(2))).toEqual(lineCents.map(centsText))
    expect(totals.subtotal.toFixed(2)).toBe(centsText(subtotal))
    expect(totals.extrasTotal.toFixed(2)).toBe(centsText(extrasCents))
    expect(totals.total.toFixed(2)).toBe(centsText(subtotal + extrasCents))
    expect(totals.totalKg.toFixed(3)).toBe(`${grams / 1000n}.${String(grams % 1000n).padStart(3, '0')}`)
    // The total is the sum of the rounded lines, not the rounded sum of the exact products.
    expect(totals.subtotal.equals(totals.lineTotals.reduce((a, b) => a.plus(b), new Decimal(0)))).toBe(true)
    // No digit beyond the cent anywhere.
    for (const value of [...totals.lineTotals, totals.subtotal, totals.extrasTotal, totals.total])
      expect(value.decimalPlaces()).toBeLessThanOrEqual(2)
  })

  test('no lines and no extras make zero; extras are rounded to cents half up', () => {
    const empty = quoteTotals({ lines: [], extras: [] })
    expect([empty.totalKg, empty.subtotal, empty.extrasTotal, empty.total].map((value) => value.toString())).toEqual(['0', '0', '0', '0'])
    expect(quoteTotals({ lines: [], extras: [{ amount: '0.005' }, { amount: '0.004' }] }).extrasTotal.toFixed(2)).toBe('0.01')
  })

  test('50 lines of the largest figures the form accepts still add up exactly', () => {
    const big = Array.from({ length: 50 }, (_, i) => ({ quantityKg: `${9_999_000 + i}.999`, unitPrice: `${99_999_000 + i}.9999` }))
    const totals = quoteTotals({ lines: big, extras: [{ amount: '100000000' }] })
    const subtotal = big.map((line) => exactLineCents(line.quantityKg, line.unitPrice)).reduce((a, b) => a + b, 0n)
    expect(totals.subtotal.toFixed(2)).toBe(centsText(subtotal))
    expect(totals.total.toFixed(2)).toBe(centsText(subtotal + 10_000_000_000n))
  })
})

describe('amountString and plainDecimal', () => {
  test('amounts always with two decimals; kilograms and prices as written, without trailing zeros', () => {
    expect(amountString('41.6875')).toBe('41.69')
    expect(amountString('1234.5')).toBe('1234.50')
    expect(amountString(0)).toBe('0.00')
    expect(plainDecimal('12.500')).toBe('12.5')
    expect(plainDecimal('3.3350')).toBe('3.335')
    expect(plainDecimal('1000.000')).toBe('1000')
  })
})

describe('formatMoney, formatUnitPrice, formatKg', () => {
  test('what Intl writes on this Node for the three languages (checked against Intl directly)', () => {
    const intl = (tag: string, currency: string) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
    expect(formatMoney('41.69', 'USD', 'en')).toBe(intl('en-GB', 'USD').format(41.69))
    expect(formatMoney('41.69', 'USD', 'tr')).toBe(intl('tr-TR', 'USD').format(41.69))
    expect(formatMoney('41.69', 'EUR', 'de')).toBe(intl('de-DE', 'EUR').format(41.69))
  })

  test('concrete strings: en-GB writes US$, German puts the symbol after the amount', () => {
    expect(formatMoney('41.69', 'USD', 'en')).toBe('US$41.69')
    expect(formatMoney('41.69', 'EUR', 'en')).toBe('€41.69')
    expect(formatMoney('1234567.5', 'USD', 'tr')).toBe('$1.234.567,50')
    expect(formatMoney('1234567.5', 'EUR', 'tr')).toBe('€1.234.567,50')
    expect(formatMoney('1234567.5', 'USD', 'de')).toBe(`1.234.567,50${NBSP}$`)
    expect(formatMoney('1234567.5', 'EUR', 'de')).toBe(`1.234.567,50${NBSP}€`)
    expect(formatMoney('1234567.5', 'EUR', 'en')).toBe('€1,234,567.50')
  })

  test('rounds half up to cents from the decimal, not from a float', () => {
    expect(formatMoney('41.6875', 'USD', 'en')).toBe('US$41.69')
    expect(formatMoney('1.005', 'USD', 'en')).toBe('US$1.01')
    expect(formatMoney(new Decimal('0.005'), 'EUR', 'de')).toBe(`0,01${NBSP}€`)
    // Beyond a double's 15–17 digits every cent is kept.
    expect(formatMoney('12345678901234567.89', 'USD', 'en')).toBe('US$12,345,678,901,234,567.89')
  })

  test('unit prices with two to four decimals; kilograms with up to three', () => {
    expect(formatUnitPrice('3.335', 'USD', 'de')).toBe(`3,335${NBSP}$`)
    expect(formatUnitPrice('3.3350', 'EUR', 'en')).toBe('€3.335')
    expect(formatUnitPrice('3', 'USD', 'tr')).toBe('$3,00')
    expect(formatUnitPrice('0.0001', 'EUR', 'tr')).toBe('€0,0001')
    expect(formatKg('1250.5', 'de')).toBe('1.250,5')
    expect(formatKg('1250.5', 'en')).toBe('1,250.5')
    expect(formatKg('12.500', 'tr')).toBe('12,5')
    expect(formatKg('9999999.999', 'en')).toBe('9,999,999.999')
  })
})
