import { expect, test } from 'vitest'
import { districtsOf, provinces } from './turkey.server'

test('all 81 provinces, each with districts, in Turkish order', () => {
  const list = provinces()
  expect(list).toHaveLength(81)
  expect(list[0].name).toBe('Adana')
  expect(list.at(-1)?.name).toBe('Zonguldak')
  expect(list.every((p) => p.districts.length > 0)).toBe(true)
  expect(districtsOf('Aydın')).toContain('Köşk')
  expect(districtsOf('Atlantis')).toEqual([])
})
