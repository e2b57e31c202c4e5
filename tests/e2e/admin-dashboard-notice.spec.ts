import { expect, test } from './fixtures'

test.use({ viewport: { width: 1366, height: 768 } })

test('after logging in on a 1366 × 768 screen, the notice leaves every dashboard tile readable', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('E-posta').fill('admin@example.com')
  await page.getByLabel('Şifre').fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  // Away from the notice: a pointer resting on it would only keep it open longer.
  await page.mouse.move(1300, 700)

  const notice = page.getByTestId('toast')
  await expect(notice).toContainText('Giriş Başarılı')
  await expect(notice).toBeInViewport()

  const values = page.getByRole('main').locator('[data-testid^="tile-"], [data-testid^="quote-tile-"]')
  // The four counts and the quote figures.
  expect(await values.count()).toBeGreaterThanOrEqual(8)
  const labels = values.locator('xpath=preceding-sibling::p[1]')
  await expect(labels).toHaveCount(await values.count())

  const { noticeShown, covered } = await page.evaluate(() => {
    const found: string[] = []
    const main = document.querySelector('main')!
    const tiles = main.querySelectorAll('[data-testid^="tile-"], [data-testid^="quote-tile-"]')
    for (const value of tiles) {
      for (const target of [value.previousElementSibling!, value]) {
        const box = target.getBoundingClientRect()
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 1, box.top + 1],
          [box.right - 1, box.top + 1],
          [box.left + 1, box.bottom - 1],
          [box.right - 1, box.bottom - 1],
        ]
        for (const [x, y] of points) {
          // Only what is on the screen (the lower quote tiles may be below it).
          if (y < 0 || y >= innerHeight || x < 0 || x >= innerWidth) continue
          const hit = document.elementFromPoint(x, y)
          if (!hit || !target.contains(hit)) {
            const over = hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName
            found.push(`“${target.textContent}” at (${Math.round(x)}, ${Math.round(y)}) under ${over}`)
          }
        }
      }
    }
    const shown = [...document.querySelectorAll('[data-testid="toast"]')].some((n) => n.checkVisibility())
    return { noticeShown: shown, covered: found }
  })
  // Measured while the notice was there.
  expect(noticeShown).toBe(true)
  expect(covered).toEqual([])
  // Every count tile is on the screen, label and figure.
  for (const label of await labels.all()) {
    if ((await label.evaluate((p) => p.nextElementSibling?.getAttribute('data-testid') ?? '')).startsWith('tile-')) {
      await expect(label).toBeInViewport({ ratio: 1 })
    }
  }
})
