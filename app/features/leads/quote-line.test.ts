import { describe, expect, test } from 'vitest'
import { addedProductIds, DEFAULT_PACK_KG, DEFAULT_QUOTE_KG, newQuoteLine, packOptions } from './quote-line'

describe('quote lines', () => {
  test('a new line: 1000 kg, the first calibre, the first pack size', () => {
    expect(newQuoteLine({ id: 'p1', calibres: ['2', '3'], packsKg: [5, 10, 12.5] })).toEqual({
      productId: 'p1',
      quantity: 1000,
      calibre: '2',
      packSize: 5,
    })
    expect(DEFAULT_QUOTE_KG).toBe(1000)
  })

  test('no pack sizes: 10 kg; no calibres: empty', () => {
    expect(packOptions({ packsKg: [] })).toEqual([DEFAULT_PACK_KG])
    expect(newQuoteLine({ id: 'p2', calibres: [], packsKg: [] })).toEqual({ productId: 'p2', quantity: 1000, calibre: '', packSize: 10 })
  })

  test('added products are the lines with a product id', () => {
    expect([...addedProductIds([{ productId: 'a' }, undefined, { productId: '' }, { productId: 'b' }, {}])]).toEqual(['a', 'b'])
    expect(addedProductIds(undefined).size).toBe(0)
    expect(addedProductIds('x').size).toBe(0)
  })
})
