import { calibreLabel } from './calibres'
import { cashPriceBounds, type PriceRow, priceTablesByCalibre, quantityRangeLabel } from './price'

export interface ProductLdInput {
  siteUrl: string
  /** Localized path of the product page ('/en/products/…'). */
  path: string
  slug: string
  name: string
  description: string
  /** Image paths or absolute URLs, main image first. */
  images: string[]
  category: string
  organizationName: string
  prices: PriceRow[]
}

/** `url` as an absolute URL: paths are joined to the site's origin, absolute URLs kept. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`
}

/**
 * schema.org Product. Prices are indicative USD per kg: an AggregateOffer spans the cash prices,
 * with one Offer per price tier (calibre and quantity band) priced per kilogram.
 */
export function productLd(input: ProductLdInput) {
  const url = input.siteUrl + input.path
  const bounds = cashPriceBounds(input.prices)
  const offer = (row: PriceRow) => ({
    '@type': 'Offer',
    name: `${calibreLabel(row.calibre)} · ${quantityRangeLabel(row.minQuantity, row.maxQuantity)} kg`,
    url,
    price: row.cashPrice.toFixed(2),
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: row.cashPrice.toFixed(2),
      priceCurrency: 'USD',
      unitCode: 'KGM',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
    },
    eligibleQuantity: {
      '@type': 'QuantitativeValue',
      minValue: row.minQuantity,
      ...(row.maxQuantity == null ? {} : { maxValue: row.maxQuantity }),
      unitCode: 'KGM',
    },
    // Only active products have a page: what is listed can be ordered.
    availability: 'https://schema.org/InStock',
    seller: { '@id': `${input.siteUrl}/#organization` },
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: input.name,
    description: input.description,
    url,
    sku: input.slug,
    image: input.images.map((image) => absoluteUrl(input.siteUrl, image)),
    category: input.category,
    brand: { '@type': 'Brand', name: input.organizationName },
    manufacturer: { '@id': `${input.siteUrl}/#organization` },
    ...(bounds && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        lowPrice: bounds.low.toFixed(2),
        highPrice: bounds.high.toFixed(2),
        offerCount: input.prices.length,
        availability: 'https://schema.org/InStock',
        offers: priceTablesByCalibre(input.prices).flatMap((table) => table.rows.map(offer)),
      },
    }),
  }
}
