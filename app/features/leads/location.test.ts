import { expect, test } from 'vitest'
import { asksProvince, districtFor } from './location'
import { quoteApiSchema, quoteFormSchema } from './quote-schema'

const rules = { t: (key: string) => key }
const quote = {
  locale: 'en',
  name: 'Anna Schmidt',
  phone: '+49 30 1234567',
  city: 'Bremen',
  district: 'Köşk',
  items: [{ productId: 'p1', quantity: '1000' }],
}

test('only buyers in Türkiye choose a province and district', () => {
  for (const country of ['TR', 'tr', ' TR ']) expect(asksProvince(country)).toBe(true)
  for (const country of ['DE', '', null, undefined]) expect(asksProvince(country)).toBe(false)
  expect(districtFor('TR', 'Köşk')).toBe('Köşk')
  expect(districtFor('DE', 'Köşk')).toBeUndefined()
  // No country stated (the original API's body): what was sent is kept.
  expect(districtFor(undefined, 'Köşk')).toBe('Köşk')
  expect(districtFor('', 'Köşk')).toBe('Köşk')
})

test('the quote form and the API keep the district for Türkiye and drop it for another country', () => {
  const form = quoteFormSchema(rules)
  expect(form.parse({ ...quote, country: 'DE' })).toMatchObject({ country: 'DE', city: 'Bremen', district: undefined })
  expect(form.parse({ ...quote, country: 'TR', city: 'Aydın' })).toMatchObject({ country: 'TR', city: 'Aydın', district: 'Köşk' })
  const api = quoteApiSchema(rules)
  expect(api.parse({ ...quote, country: 'de' })).toMatchObject({ country: 'DE', district: undefined })
  expect(api.parse(quote)).toMatchObject({ district: 'Köşk' })
})
