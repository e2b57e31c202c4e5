import { expect, test } from 'vitest'
import { productLd } from './structured-data'

const base = {
  siteUrl: 'https://figs.example',
  path: '/en/products/lerida-incir',
  slug: 'lerida-incir',
  name: 'Lerida Dried Figs',
  description: 'Round, flat discs.',
  images: ['/images/products/lerida-incir-main.svg', 'https://cdn.example/x.jpg'],
  category: 'Lerida',
  organizationName: 'Aydın Figs',
}

test('a product with prices has an AggregateOffer over its per-kg tiers', () => {
  const ld = productLd({
    ...base,
    prices: [
      { calibre: '2', minQuantity: 5000, maxQuantity: null, cashPrice: 9.2, creditPrice: 9.65 },
      { calibre: '2', minQuantity: 1000, maxQuantity: 4999, cashPrice: 9.6, creditPrice: 10.05 },
    ],
  })
  expect(ld['@type']).toBe('Product')
  expect(ld.image).toEqual(['https://figs.example/images/products/lerida-incir-main.svg', 'https://cdn.example/x.jpg'])
  expect(ld.url).toBe('https://figs.example/en/products/lerida-incir')
  expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Aydın Figs' })
  expect(ld.offers).toMatchObject({
    '@type': 'AggregateOffer',
    priceCurrency: 'USD',
    lowPrice: '9.20',
    highPrice: '9.60',
    offerCount: 2,
    availability: 'https://schema.org/InStock',
  })
  for (const offer of ld.offers!.offers) expect(offer.availability).toBe('https://schema.org/InStock')
  const [first, second] = ld.offers!.offers
  expect(first).toMatchObject({ price: '9.60', eligibleQuantity: { minValue: 1000, maxValue: 4999, unitCode: 'KGM' } })
  expect(second!.eligibleQuantity).not.toHaveProperty('maxValue')
  expect(second!.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', unitCode: 'KGM', priceCurrency: 'USD' })
  // Survives a JSON round trip (it goes into a script tag).
  expect(JSON.parse(JSON.stringify(ld))).toEqual(ld)
})

test('a product without prices has no offers', () => {
  expect(productLd({ ...base, prices: [] })).not.toHaveProperty('offers')
})
