import type { Locator, Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'

const reason = 'Yapay zekâ anahtarı tanımlı değil (OPENAI_API_KEY)'

/** A disabled AI button that says why: its tooltip, and the visible line that describes it. */
async function expectOffWithReason(page: Page, button: Locator) {
  await expect(button).toBeDisabled()
  await expect(button).toHaveAttribute('title', /yapay zekâ anahtarı tanımlı değil.*OPENAI_API_KEY/)
  await expect(button).toHaveAccessibleDescription(reason)
  const noteId = await button.getAttribute('aria-describedby')
  await expect(page.locator(`[id="${noteId}"]`)).toBeVisible()
  await expect(page.locator(`[id="${noteId}"]`)).toHaveText(`⚠ ${reason}`)
}

// The public test server runs without OPENAI_API_KEY: every AI button of the admin is off and says
// why, the forms keep working, and the API answers 503 with the reason.
test('without an AI key the AI buttons are off and say why; the API answers “AI yapılandırılmamış”', async ({
  page,
  context,
  db,
  baseURL,
}) => {
  await signInAsAdmin(context, db, baseURL!)
  await page.goto('/admin/products/new')
  await page.getByLabel('Başlık (Türkçe)').fill('Elle yazılan başlık')
  await page.getByLabel('Ürün adı').fill('Lerida')
  await expectOffWithReason(page, page.getByRole('button', { name: 'AI ile Oluştur' }))
  await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue('Elle yazılan başlık')

  await page.goto('/admin/blog')
  await expectOffWithReason(page, page.getByRole('button', { name: 'AI ile Yazı Oluştur' }))
  await expectOffWithReason(page, page.getByRole('button', { name: 'Konu Öner' }))
  await expectOffWithReason(page, page.getByRole('button', { name: /^AI Görsel:/ }).first())
  const [{ id: postId }] = await db.query<{ id: string }>('SELECT id FROM "BlogPost" ORDER BY "createdAt" LIMIT 1')
  await page.goto(`/admin/blog/edit/${postId}`)
  await expectOffWithReason(page, page.getByRole('button', { name: 'AI Görsel' }))

  await page.goto('/admin/seo')
  await expectOffWithReason(page, page.getByRole('button', { name: /^AI ile SEO Oluştur/ }))
  await expectOffWithReason(page, page.getByRole('button', { name: /^AI ile Yenile/ }).first())
  await page.goto('/admin/seo?edit=1')
  await expectOffWithReason(page, page.getByTestId('seo-ai-generate'))

  // With the session cookie, as the page's own script would post it (a browser sends its Origin).
  const api = await page.request.post('/api/admin/generate-product-content', {
    data: { productName: 'Lerida' },
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(api.status()).toBe(503)
  expect(await api.json()).toEqual({ message: 'AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).' })
})
