import { randomBytes } from 'node:crypto'
import { fakeAi } from '../support/fake-openai-control'
import { expect, signInAsAdmin, test } from './fixtures'

test.describe('AI product content (fake OpenAI server)', () => {
  test.beforeEach(async ({ context, db, baseURL }) => {
    await signInAsAdmin(context, db, baseURL!)
  })

  test('name required → generate → preview (typing kept) → apply → save → on the public site; a provider failure keeps the form', async ({
    page,
    db,
  }, testInfo) => {
    test.setTimeout(90_000)
    const id = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`
    const name = `Yapay Zeka İnciri ${id}`
    const content = {
      title_tr: `AI Kuru İncir ${id}`,
      title_en: `AI Dried Figs ${id}`,
      title_de: `KI Trockenfeigen ${id}`,
      slug: `ai-kuru-incir-${id}`,
      type: 'LAYER', // a type the list-filter test does not count
      summary_tr: 'Güneşte kurutulmuş Aydın inciri.',
      summary_en: 'Sun-dried Aydın figs.',
      summary_de: 'Sonnengetrocknete Aydın-Feigen.',
      description_tr: 'Birinci paragraf.\n\nİkinci paragraf.',
      description_en: 'First paragraph.\n\nSecond paragraph.',
      description_de: 'Erster Absatz.\n\nZweiter Absatz.',
      palletInfo_tr: 'Euro palet başına 80 koli × 12,5 kg = 1.000 kg',
      palletInfo_en: '80 cartons × 12.5 kg = 1,000 kg per Euro pallet',
      palletInfo_de: '80 Kartons × 12,5 kg = 1.000 kg pro Europalette',
    }
    await fakeAi.respond({ match: name, json: content })
    await fakeAi.respond({ match: `${name} reddedilen`, behaviour: 'unauthorized' })

    await page.goto('/admin/products/new')
    await page.getByLabel('Sıra Numarası').fill('77')
    await page.getByLabel('A2 Özel Seri (41-45 adet/kg)').check()
    await page.getByRole('button', { name: '+ 12,5 kg' }).click()

    await page.getByRole('button', { name: 'AI ile Oluştur' }).click()
    await expect(page.getByTestId('ai-error')).toContainText('Lütfen ürün adı girin')

    await page.getByLabel('Ürün adı').fill(`${name} reddedilen`)
    await page.getByRole('button', { name: 'AI ile Oluştur' }).click()
    await expect(page.getByTestId('ai-error')).toContainText('AI ile içerik oluşturulamadı: AI servisi anahtarı reddetti (401).')
    await expect(page.getByLabel('Sıra Numarası')).toHaveValue('77')

    await page.getByLabel('Ürün adı').fill(name)
    await page.getByRole('button', { name: 'AI ile Oluştur' }).click()
    const preview = page.getByTestId('ai-preview')
    await expect(preview).toContainText('Ürün içeriği AI ile oluşturuldu')
    await expect(preview).toContainText(content.title_de)
    await expect(preview).toContainText('Layer')
    await expect(preview).toContainText(content.palletInfo_en)
    // Nothing applied yet; what the admin typed is all still there.
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue('')
    await expect(page.getByLabel('Sıra Numarası')).toHaveValue('77')
    await expect(page.getByLabel('A2 Özel Seri (41-45 adet/kg)')).toBeChecked()
    await expect(page.getByLabel('Ürün adı')).toHaveValue(name)

    await preview.getByRole('button', { name: 'Forma Uygula' }).click()
    await expect(page.getByTestId('ai-preview')).toHaveCount(0)
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue(content.title_tr)
    await expect(page.getByLabel('Slug')).toHaveValue(content.slug)
    await expect(page.getByLabel('Ürün Türü')).toHaveValue('LAYER')
    await expect(page.getByLabel('Açıklama (Almanca)')).toHaveValue(content.description_de)
    for (const [lang, label] of [
      ['tr', 'Türkçe'],
      ['en', 'İngilizce'],
      ['de', 'Almanca'],
    ] as const) {
      await expect(page.getByLabel(`Palet Bilgisi (${label})`)).toHaveValue(content[`palletInfo_${lang}`])
    }
    await expect(page.getByLabel('Sıra Numarası')).toHaveValue('77')
    expect(await db.query('SELECT 1 FROM "Product" WHERE slug = $1', [content.slug])).toHaveLength(0)

    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByTestId('toast')).toContainText('Ürün oluşturuldu')
    const [saved] = await db.query<{ sortOrder: number; type: string; packsKg: number[] }>(
      'SELECT "sortOrder", type, "packsKg" FROM "Product" WHERE slug = $1',
      [content.slug],
    )
    expect(saved).toEqual({ sortOrder: 77, type: 'LAYER', packsKg: [12.5] })

    await page.goto(`/de/products/${content.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title_de)
    await expect(page.getByText('Zweiter Absatz.')).toBeVisible()
    await expect(page.getByTestId('fact-pallet')).toContainText(content.palletInfo_de)

    // The model got the default product template with the name filled in, and the company facts.
    const sent = (await fakeAi.requests(name)).map((r) => r.body.messages as { role: string; content: string }[])
    const messages = sent.find((m) => m[1].content.includes(`Product name: ${name}\n`))!
    expect(messages[1].content).toContain('Write the product page content for this dried-fig product')
    // The certificates valid today (the seed's three; another test may be adding one).
    const certifications = /^- Certifications: (.*)\. No other certifications\.$/m.exec(messages[0].content)?.[1].split(', ')
    expect(certifications).toEqual(expect.arrayContaining(['HACCP', 'ISO 22000', 'BRCGS']))
    const [call] = await db.query<{ outcome: string }>(
      `SELECT outcome FROM "AiCall" WHERE kind = 'product-content' ORDER BY "createdAt" DESC LIMIT 1`,
    )
    expect(call.outcome).toBe('ok')
    await db.query('DELETE FROM "Product" WHERE slug = $1', [content.slug])
  })
})
