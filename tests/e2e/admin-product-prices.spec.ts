import de from '../../app/locales/de'
import en from '../../app/locales/en'
import tr from '../../app/locales/tr'
import { createProduct } from '../support/factories'
import { expect, test } from './fixtures'

/**
 * A product the admin offers in a calibre without any price row: the product page lists that
 * calibre in the price section as "price on request" in the page's language, beside the priced
 * ones. (On the admin's server: the product is made there, not in the catalogue other tests count.)
 */

test('a calibre offered without a price reads "price on request" in every language', { tag: '@no-js' }, async ({ page, db }, info) => {
  const slug = `e2e-fiyat-sorunuz-${info.project.name}-${Date.now()}`.toLowerCase()
  const product = await createProduct(db.prisma, {
    slug,
    calibres: ['1', '2'],
    priceRanges: { create: [{ calibre: '1', minQuantity: 1000, maxQuantity: null, cashPrice: '9.50', creditPrice: '10.00' }] },
  })
  try {
    for (const [prefix, dict] of [
      ['', tr],
      ['/en', en],
      ['/de', de],
    ] as const) {
      await page.goto(`${prefix}/products/${slug}`)
      const tables = page.getByTestId('price-table')
      await expect(tables).toHaveCount(2)
      await expect(tables.nth(0).locator('caption')).toContainText('A1')
      await expect(tables.nth(0).getByTestId('price-on-request')).toHaveCount(0)
      await expect(tables.nth(1).locator('caption')).toContainText('A2')
      await expect(tables.nth(1).getByTestId('price-on-request')).toHaveText(dict.products.priceTable.onRequest)
    }
    // A product with calibres and no price at all still has its price section, every calibre on request.
    await db.prisma.priceRange.deleteMany({ where: { productId: product.id } })
    await expect
      .poll(async () => {
        await page.goto(`/en/products/${slug}`)
        return page.getByTestId('price-on-request').count()
      })
      .toBe(2)
  } finally {
    await db.query('DELETE FROM "Product" WHERE id = $1', [product.id])
  }
})
