import { randomUUID } from 'node:crypto'
import tr from '../../app/locales/tr'
import { expect, jsEnabled, signInAsAdmin, test } from './fixtures'

/** The admin's notices are Turkish like the rest of the admin; an error looks like one and interrupts (role=alert). */
test('an error notice in the admin: Turkish, in the destructive style, an alert, and it closes', async ({
  page,
  context,
  db,
  baseURL,
}, info) => {
  await signInAsAdmin(context, db, baseURL!)
  // Saving a product that was deleted meanwhile (in another tab) ends on the list, with the reason.
  const answer = await page.request.post(`/admin/products/${randomUUID()}`, {
    multipart: { intent: 'save' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(302)
  await page.goto('/admin/products')

  const region = page.getByRole('region', { name: jsEnabled(info) ? `${tr.notices.region} (F8)` : tr.notices.region, exact: true })
  const alert = region.getByRole('alert')
  await expect(alert).toContainText('Hata')
  await expect(alert).toContainText('Ürün bulunamadı')
  const notice = page.getByTestId('toast')
  await expect(notice).toHaveAttribute('data-variant', 'destructive')
  // Red on red (Tailwind's red-50 background, red-900 text), unlike a success notice.
  await expect(notice).toHaveCSS('background-color', 'oklch(0.971 0.013 17.38)')
  await expect(notice).toHaveCSS('color', 'oklch(0.396 0.141 25.723)')
  if (jsEnabled(info)) await expect(region.locator('li[data-testid="toast"]')).toBeVisible()

  await region.getByLabel(tr.notices.close, { exact: true }).click()
  await expect(notice).toBeHidden()
})
