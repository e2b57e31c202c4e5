import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Locator, Page, TestInfo } from '@playwright/test'
import pg from 'pg'
import { calendarMonth } from '../../app/lib/dates'
import { seedAiPrompts } from '../../prisma/seed-data/ai-prompts'
import { e2eDatabaseUrlFile } from '../support/e2e-database'
import { createAiCall } from '../support/factories'
import { type Db, expect, signInAsAdmin, test } from './fixtures'

const unique = (info: TestInfo) => `${info.project.name}-${randomBytes(3).toString('hex')}`
const expectToast = (page: Page, text: string) => expect(page.getByTestId('toast')).toContainText(text)
const card = (page: Page, name: string) => page.getByTestId('prompt-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
const figure = async (locator: Locator) => Number((await locator.innerText()).replace(/\./g, ''))

const LOCK = `hashtext('e2e-admin-ai-prompts')`

/** Runs `run` holding this file's lock on the server's database: shared, or alone when `exclusive`. */
async function holdingLock<T>(port: string, exclusive: boolean, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: readFileSync(e2eDatabaseUrlFile(port), 'utf8').trim() })
  await client.connect()
  try {
    await client.query(exclusive ? `SELECT pg_advisory_lock(${LOCK})` : `SELECT pg_advisory_lock_shared(${LOCK})`)
    return await run()
  } finally {
    await client.end()
  }
}

/**
 * The empty-state flow needs an empty AiPrompt table in a database every admin test shares. It
 * runs alone among this file's tests (the others hold the lock shared), keeps every row it
 * removes and puts them back, ids and defaults unchanged, when it ends.
 */
async function withAllPromptsRemoved(db: Db, port: string, run: () => Promise<void>) {
  await holdingLock(port, true, async () => {
    const removed = await db.prisma.aiPrompt.findMany()
    await db.prisma.aiPrompt.deleteMany()
    try {
      await run()
    } finally {
      // The ready-made rows this run added go; the removed rows come back as they were.
      await db.prisma.$transaction([
        db.prisma.aiPrompt.deleteMany({
          where: { name: { in: seedAiPrompts.map((seed) => seed.name) }, id: { notIn: removed.map((prompt) => prompt.id) } },
        }),
        db.prisma.aiPrompt.createMany({ data: removed, skipDuplicates: true }),
      ])
    }
  })
}

async function usageInDb(db: Db) {
  const { start, end } = calendarMonth(new Date())
  const [row] = await db.query<{ calls: string; failed: string; tin: string; tout: string }>(
    `SELECT count(*) AS calls, count(*) FILTER (WHERE outcome = 'error') AS failed,
            coalesce(sum("promptTokens"), 0) AS tin, coalesce(sum("completionTokens"), 0) AS tout
       FROM "AiCall" WHERE "createdAt" >= $1 AND "createdAt" < $2`,
    [start.toISOString().replace('Z', ''), end.toISOString().replace('Z', '')],
  )
  return { calls: Number(row.calls), failed: Number(row.failed), tin: Number(row.tin), tout: Number(row.tout) }
}

test.describe('admin AI prompts', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeEach(async ({ context, db, baseURL }) => {
    await signInAsAdmin(context, db, baseURL!)
  })

  test('empty list: the button adds the 6 ready-made prompts once; usage of this month is shown', async ({ page, db, baseURL }, info) => {
    const id = unique(info)
    // AI calls as the AI module logs them (timestamps in UTC, a few seconds ahead so they top the list).
    const createdAt = new Date(Date.now() + 5000)
    for (const [outcome, promptTokens, completionTokens, error] of [
      ['ok', 1200, 800, null],
      ['ok', 300, 150, null],
      ['error', null, null, `Zaman aşımı ${id}`],
    ] as const) {
      await createAiCall(db.prisma, { model: `model-${id}`, promptTokens, completionTokens, durationMs: 12_400, outcome, error, createdAt })
    }

    const seedRows = () =>
      db.query('SELECT id, name, "isDefault" FROM "AiPrompt" WHERE name = ANY($1::text[]) ORDER BY id', [
        seedAiPrompts.map((seed) => seed.name),
      ])
    const seededBefore = await seedRows()
    await withAllPromptsRemoved(db, new URL(baseURL!).port, async () => {
      await page.goto('/admin/ai-prompts')
      await expect(page.getByTestId('prompts-empty')).toContainText('Henüz prompt yok')
      await expect(page.getByTestId('prompt-total')).toHaveText('0 prompt')
      await page.getByRole('button', { name: 'Doğal Promptları Ekle' }).click()
      await expectToast(page, '6 adet doğal prompt başarıyla eklendi.')
      await expect(page.getByTestId('prompt-card')).toHaveCount(6)
      await expect(page.getByTestId('prompt-total')).toHaveText('6 prompt')
      // One default in each of the five categories.
      await expect(page.getByTestId('prompt-default')).toHaveCount(5)
      const writing = card(page, 'Blog Yazısı - Üç Dilde SEO Uyumlu Makale')
      await expect(writing.getByTestId('prompt-variables')).toContainText('{{topic}}')
      await expect(writing.getByTestId('prompt-status')).toHaveText('Aktif')
      // The long prompt is folded until opened.
      await expect(writing.getByText('Tamamını göster')).toBeVisible()
      const fullText = writing.getByTestId('prompt-full-text')
      await expect(fullText).toBeHidden()
      await writing.getByText('Tamamını göster').click()
      await expect(fullText).toBeVisible()
      await expect(fullText).toContainText('WRITING GUIDELINES:')

      // The same post again (a second press, a resent form) adds nothing. A browser sends its Origin.
      const again = await page.request.post('/admin/ai-prompts', {
        form: { intent: 'initialize' },
        headers: { Origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      })
      expect(again.status()).toBe(302)
      const [{ count }] = await db.query<{ count: string }>('SELECT count(*) FROM "AiPrompt"')
      expect(Number(count)).toBe(6)
      await page.reload()
      await expect(page.getByTestId('prompt-card')).toHaveCount(6)

      // The category filter.
      await page.getByRole('link', { name: /^content-optimization/ }).click()
      await expect(page).toHaveURL(/\?category=content-optimization$/)
      await expect(page.getByTestId('prompt-card')).toHaveCount(2)
      await expect(page.getByTestId('prompt-category')).toHaveText(['content-optimization', 'content-optimization'])
    })

    // Afterwards the ready-made prompts are back as they were (other admin tests use them).
    expect(await seedRows()).toEqual(seededBefore)

    // Usage: the figures of this month in Istanbul, and the calls above in the last-calls table.
    const before = await usageInDb(db)
    await page.goto('/admin/ai-prompts')
    const after = await usageInDb(db)
    const usage = page.getByTestId('ai-usage')
    await expect(usage).toContainText('AI Kullanımı')
    await expect(usage.getByTestId('ai-configured')).toHaveText('AI yapılandırıldı')
    for (const [testId, key] of [
      ['usage-calls', 'calls'],
      ['usage-failed', 'failed'],
      ['usage-prompt-tokens', 'tin'],
      ['usage-completion-tokens', 'tout'],
    ] as const) {
      const shown = await figure(usage.getByTestId(testId))
      expect(shown, testId).toBeGreaterThanOrEqual(before[key])
      expect(shown, testId).toBeLessThanOrEqual(after[key])
    }
    const mine = usage.getByTestId('ai-call').filter({ hasText: `model-${id}` })
    await expect(mine).toHaveCount(3)
    await expect(mine.filter({ hasText: '1.200 / 800' })).toContainText('Blog yazısı')
    await expect(mine.filter({ hasText: '1.200 / 800' })).toContainText('12,4 sn')
    await expect(mine.filter({ hasText: `Zaman aşımı ${id}` })).toContainText('Hata')
  })

  test('create, validation, change the default, edit and delete in a category of its own', async ({ page, db, baseURL }, info) => {
    // Not while the other project's run has emptied the table.
    await holdingLock(new URL(baseURL!).port, false, () => crudFlow(page, db, info))
  })
})

async function crudFlow(page: Page, db: Db, info: TestInfo) {
  const id = unique(info)
  const category = `e2e-${id}`
  const longText = `Write about {{topic}} for {{productName}}. ${'Dried figs from Aydın. '.repeat(20)}END-${id}`
  try {
    await page.goto(`/admin/ai-prompts?category=${category}`)
    await expect(page.getByTestId('prompts-empty')).toContainText('Bu kategoride prompt yok')

    // Create: the form starts with the filter's category, active and not default.
    const newPrompt = page.getByTestId('new-prompt')
    await newPrompt.getByText('Yeni Prompt').click()
    const form = page.getByTestId('prompt-form-new')
    await expect(form.getByLabel('Kategori', { exact: true })).toHaveValue(category)
    await expect(form.getByRole('checkbox', { name: /^Aktif/ })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: /^Varsayılan/ })).not.toBeChecked()

    // A blank name is refused; what was typed stays.
    await form.getByRole('textbox', { name: 'Ad', exact: true }).fill('   ')
    await form.getByRole('textbox', { name: 'Prompt metni' }).fill(longText)
    await form.getByRole('button', { name: 'Prompt Oluştur' }).click()
    await expect(page.getByTestId('prompt-form-new').getByTestId('field-error')).toHaveText('Ad gereklidir')
    await expect(page.getByTestId('prompt-form-new').getByRole('textbox', { name: 'Prompt metni' })).toHaveValue(longText)

    await page.getByTestId('prompt-form-new').getByRole('textbox', { name: 'Ad', exact: true }).fill(`Birinci ${id}`)
    await page.getByTestId('prompt-form-new').getByLabel('Açıklama').fill('Uzun bir prompt')
    await page
      .getByTestId('prompt-form-new')
      .getByRole('checkbox', { name: /^Varsayılan/ })
      .check()
    await page.getByTestId('prompt-form-new').getByRole('button', { name: 'Prompt Oluştur' }).click()
    await expectToast(page, 'AI Prompt oluşturuldu')
    const first = card(page, `Birinci ${id}`)
    await expect(first.getByTestId('prompt-default')).toHaveText('Varsayılan')
    await expect(first).toContainText('Uzun bir prompt')
    await expect(first.getByTestId('prompt-variables')).toContainText('{{topic}}')
    await expect(first.getByTestId('prompt-variables')).toContainText('{{productName}}')
    // Already the default: no button to make it so.
    await expect(first.getByRole('button', { name: /Varsayılan Yap/ })).toHaveCount(0)

    await newPrompt.getByText('Yeni Prompt').click()
    const form2 = page.getByTestId('prompt-form-new')
    await form2.getByRole('textbox', { name: 'Ad', exact: true }).fill(`İkinci ${id}`)
    await form2.getByRole('textbox', { name: 'Prompt metni' }).fill('Short {{page}}')
    await form2.getByRole('button', { name: 'Prompt Oluştur' }).click()
    await expectToast(page, 'AI Prompt oluşturuldu')
    const second = card(page, `İkinci ${id}`)
    await expect(second).toContainText('Short {{page}}')
    await expect(second.getByTestId('prompt-default')).toHaveCount(0)

    // The default moves to the second prompt.
    await second.getByRole('button', { name: /Varsayılan Yap/ }).click()
    await expectToast(page, 'Varsayılan prompt ayarlandı')
    await expect(card(page, `İkinci ${id}`).getByTestId('prompt-default')).toBeVisible()
    await expect(card(page, `Birinci ${id}`).getByTestId('prompt-default')).toHaveCount(0)
    expect(await db.query('SELECT name FROM "AiPrompt" WHERE category = $1 AND "isDefault"', [category])).toEqual([
      { name: `İkinci ${id}` },
    ])

    // Edit the first: new name, passive.
    await card(page, `Birinci ${id}`).getByText('Düzenle', { exact: true }).click()
    const edit = card(page, `Birinci ${id}`).getByTestId('prompt-form-edit')
    await expect(edit.getByRole('textbox', { name: 'Prompt metni' })).toHaveValue(longText)
    await edit.getByRole('textbox', { name: 'Ad', exact: true }).fill(`Birinci düzenlendi ${id}`)
    await edit.getByRole('checkbox', { name: /^Aktif/ }).uncheck()
    await edit.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click()
    await expectToast(page, 'AI Prompt güncellendi')
    const edited = card(page, `Birinci düzenlendi ${id}`)
    await expect(edited.getByTestId('prompt-status')).toHaveText('Pasif')
    await expect(page.getByTestId('prompt-card')).toHaveCount(2)

    // Delete it after the confirmation step.
    await edited.getByText('Sil', { exact: true }).click()
    await expect(edited).toContainText('Bu promptu silmek istediğinizden emin misiniz?')
    await edited.getByRole('button', { name: 'Evet, Sil' }).click()
    await expectToast(page, 'AI Prompt silindi')
    await expect(page.getByTestId('prompt-card')).toHaveCount(1)
    await expect(card(page, `İkinci ${id}`)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`))
  } finally {
    await db.query('DELETE FROM "AiPrompt" WHERE category = $1', [category])
  }
}
