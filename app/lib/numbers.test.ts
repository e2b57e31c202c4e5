import { describe, expect, test } from 'vitest'
import { monthFormatter, numberFormatter } from './numbers'

describe('kept formatters', () => {
  test('the same language and options give the same formatter, with the language’s separators', () => {
    expect(numberFormatter('de-DE', { minimumFractionDigits: 2 })).toBe(numberFormatter('de-DE', { minimumFractionDigits: 2 }))
    expect(numberFormatter('de-DE', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50')
    expect(numberFormatter('en-US').format(12.5)).toBe('12.5')
    expect(numberFormatter('tr-TR').format(12.5)).toBe('12,5')
  })

  test('month names per language', () => {
    const july = new Date(Date.UTC(2024, 6, 15))
    expect(monthFormatter('de-DE', 'long').format(july)).toBe('Juli')
    expect(monthFormatter('tr-TR', 'long').format(july)).toBe('Temmuz')
    expect(monthFormatter('en-US', 'short')).toBe(monthFormatter('en-US', 'short'))
  })
})
