import { expect, test } from 'vitest'
import { districtsOf, districtsOfProvince, provinceNames, provinces } from './turkey.server'

test('all 81 provinces, each with districts, in Turkish order', () => {
  const list = provinces()
  expect(list).toHaveLength(81)
  expect(list[0].name).toBe('Adana')
  expect(list.at(-1)?.name).toBe('Zonguldak')
  expect(list.every((p) => p.districts.length > 0)).toBe(true)
  expect(districtsOf('Aydın')).toContain('Köşk')
  expect(districtsOf('Atlantis')).toEqual([])
})

test("a page carries the province names; one province's districts are found by its exact name", () => {
  expect(provinceNames()).toHaveLength(81)
  expect(provinceNames()).toContain('İzmir')
  expect(districtsOfProvince('İzmir')).toContain('Bornova')
  for (const name of ['izmir', 'İzmir ', '', 'İzmir\u0000', 'x'.repeat(5000)]) expect(districtsOfProvince(name)).toBeNull()
})
