import { expect, signInAsAdmin, test } from './fixtures'

// The public test server runs without OPENAI_API_KEY: the AI buttons answer with a clear message
// and nothing else breaks.
test('without an AI key the product form’s AI button answers “AI yapılandırılmamış” and keeps the form', async ({
  page,
  context,
  db,
  baseURL,
}) => {
  await signInAsAdmin(context, db, baseURL!)
  await page.goto('/admin/products/new')
  await page.getByLabel('Başlık (Türkçe)').fill('Elle yazılan başlık')
  await page.getByLabel('Ürün adı').fill('Lerida')
  await page.getByRole('button', { name: 'AI ile Oluştur' }).click()
  await expect(page.getByTestId('ai-error')).toContainText(
    'AI ile içerik oluşturulamadı: AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).',
  )
  await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue('Elle yazılan başlık')

  // With the session cookie, as the page's own script would post it (a browser sends its Origin).
  const api = await page.request.post('/api/admin/generate-product-content', {
    data: { productName: 'Lerida' },
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(api.status()).toBe(503)
  expect(await api.json()).toEqual({ message: 'AI yapılandırılmamış (OPENAI_API_KEY tanımlı değil).' })
})
