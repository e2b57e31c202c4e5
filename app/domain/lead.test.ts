import { expect, test } from 'vitest'
import { isQuoteLead } from './lead'

test('a lead with a product and a quantity is a quote, anything else a trial', () => {
  expect(isQuoteLead({ productId: 'p1', quantity: 1000 })).toBe(true)
  expect(isQuoteLead({ productId: 'p1', quantity: null })).toBe(false)
  expect(isQuoteLead({ productId: null, quantity: 1000 })).toBe(false)
  expect(isQuoteLead({ productId: '', quantity: 5 })).toBe(false)
  expect(isQuoteLead({})).toBe(false)
})
