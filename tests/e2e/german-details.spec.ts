import de from '../../app/locales/de'
import en from '../../app/locales/en'
import { expect, test } from './fixtures'

/**
 * Details a German (or English) visitor reads: the footer's link to the seller page is the
 * "Impressum" German visitors look for, and the trial form on the English and German sites never
 * starts on Türkiye, even for a browser whose first language is Turkish.
 */

test('the German footer links the seller page as "Impressum"', { tag: '@no-js' }, async ({ page }) => {
  await page.goto('/de')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum', exact: true })
  await expect(link).toHaveAttribute('href', '/de/seller')
  await link.click()
  await expect(page).toHaveURL(/\/de\/seller$/)
  // The other languages keep the page's own name.
  await page.goto('/en')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: en.legal.seller.title, exact: true })).toHaveAttribute(
    'href',
    '/en/seller',
  )
})

test.describe('a browser that prefers Turkish', () => {
  test.use({ locale: 'tr-TR', extraHTTPHeaders: { 'Accept-Language': 'tr-TR,tr;q=0.9' } })

  for (const [lang, dict] of [
    ['en', en],
    ['de', de],
  ] as const) {
    test(`the ${lang} trial form preselects no country`, async ({ page }) => {
      await page.goto(`/${lang}/trial-package`)
      const country = page.getByLabel(dict.trial.labels.country, { exact: true })
      await expect(country).toHaveValue('')
      await expect(country.locator('option').first()).toHaveText(dict.trial.chooseCountry)
    })
  }
})
