import { randomBytes } from 'node:crypto'
import type { Page, TestInfo } from '@playwright/test'
import { createBlogPost, createProduct, createSeoSetting } from '../support/factories'
import { fakeAi } from '../support/fake-openai-control'
import { exclusively, expect, jsEnabled, signInAsAdmin, test } from './fixtures'

const unique = (info: TestInfo) => `${info.project.name.replace('admin-', '')}${randomBytes(3).toString('hex')}`

const field = (page: Page, label: string) => page.getByLabel(label)
const save = (page: Page) => page.getByRole('button', { name: 'Kaydet', exact: true }).click()
const toast = (page: Page) => page.getByTestId('toast')
const card = (page: Page, key: string) => page.locator(`[data-testid="seo-setting-card"][data-page="${key}"]`)

test.describe('admin SEO settings', () => {
  test.describe.configure({ timeout: 120_000 })
  test.beforeEach(async ({ context, db, baseURL }) => {
    await signInAsAdmin(context, db, baseURL!)
  })

  test('homepage: German title edited with preview and counter, a required field checked, then /de uses it', async ({
    page,
    baseURL,
  }, info) => {
    const id = unique(info)
    const title = `Trockenfeigen aus Aydın ${id}`
    await exclusively(baseURL!, 6_001, async () => {
      await page.goto('/admin/seo')
      // The homepage is selected first; its seeded setting is ticked in the selector.
      await expect(page.getByTestId('seo-page-homepage')).toHaveAttribute('aria-current', 'page')
      await expect(page.getByTestId('seo-page-homepage')).toContainText('✓')
      await expect(page.getByTestId('seo-page-faq')).not.toContainText('✓')
      await expect(page.getByTestId('seo-selected-status')).toContainText('Kayıtlı ayar · Aktif')
      await expect(page.getByTestId('serp-public-de').getByTestId('serp-url')).toHaveText(/› de$/)

      await page.getByTestId('seo-selected').getByRole('link', { name: 'Düzenle' }).click()
      await expect(page.getByTestId('seo-form')).toBeVisible()
      await expect(page.getByTestId('seo-panel-de')).toBeHidden()
      await page.getByTestId('seo-tab-de').click()
      await expect(page.getByTestId('seo-panel-de')).toBeVisible()

      // Over 60 characters only warns (with JavaScript the counter and the preview follow the typing).
      const long = `${title} – sonnengetrocknet, kalibriert und exportfertig`
      await field(page, 'Başlık (Almanca)').fill(long)
      if (jsEnabled(info)) {
        const counter = page.getByTestId('seo-panel-de').getByTestId('length-counter').first()
        await expect(counter).toHaveAttribute('data-over', 'true')
        await expect(counter).toContainText('önerilenden uzun')
        await expect(page.getByTestId('serp-preview-de').getByTestId('serp-title')).toHaveText(/^Trockenfeigen aus Aydın .*…$/)
      }

      // A required Turkish title: the save is refused, the Turkish tab shows the message, the German typing stays.
      await page.getByTestId('seo-tab-tr').click()
      await field(page, 'Başlık (Türkçe)').fill('')
      await save(page)
      await expect(page.getByTestId('seo-panel-tr')).toBeVisible()
      await expect(page.getByTestId('seo-panel-tr').getByTestId('field-error')).toHaveText('Türkçe başlık gereklidir')
      await expect(field(page, 'Başlık (Almanca)')).toHaveValue(long)
      if (!jsEnabled(info)) {
        // The server's answer shows the posted value, counted.
        await expect(page.getByTestId('seo-panel-de').getByTestId('length-counter').first()).toHaveAttribute('data-over', 'true')
      }

      await field(page, 'Başlık (Türkçe)').fill('Aydın Kuru İncir Üreticisi')
      await page.getByTestId('seo-tab-de').click()
      await field(page, 'Başlık (Almanca)').fill(title)
      if (jsEnabled(info)) await expect(page.getByTestId('serp-preview-de').getByTestId('serp-title')).toHaveText(title)
      await save(page)
      await expect(toast(page)).toContainText('SEO ayarı güncellendi')
      // Pointed at, the notice stays (with JavaScript it would leave after 5 s).
      await toast(page).hover()
      await expect(page).toHaveURL(/\/admin\/seo\?page=homepage$/)
      await expect(page.getByTestId('serp-public-de').getByTestId('serp-title')).toHaveText(title)

      // The notice offers the page the texts are for.
      await toast(page).getByRole('link', { name: 'Sayfayı sitede gör' }).click()
      await expect(page).toHaveURL(/:\d+\/$/)
      await expect(page).toHaveTitle('Aydın Kuru İncir Üreticisi')
      await page.goto('/de')
      await expect(page).toHaveTitle(title)
    })
  })

  test('custom page: a bad name refused, created, edited, deleted after a confirmation', async ({ page, db }, info) => {
    const key = `kampanya-${unique(info)}`
    await page.goto('/admin/seo')
    await page.getByRole('link', { name: 'Yeni SEO Ayarı' }).click()
    await expect(page.getByRole('heading', { name: 'Yeni SEO Ayarı' })).toBeVisible()
    // The page name is on the Genel tab, open first.
    await expect(page.getByTestId('seo-panel-genel')).toBeVisible()
    await page.getByRole('combobox', { name: 'Sayfa', exact: true }).fill('Kampanya Sayfası')
    await expect(page.getByRole('checkbox', { name: /^Aktif/ })).toBeChecked()
    await page.getByTestId('seo-tab-tr').click()
    await field(page, 'Başlık (Türkçe)').fill(`Kampanya ${key}`)
    await field(page, 'Açıklama (Türkçe)').fill('Kasım kampanyası.')
    await page.getByTestId('seo-tab-en').click()
    await field(page, 'Başlık (İngilizce)').fill(`Campaign ${key}`)
    await field(page, 'Açıklama (İngilizce)').fill('November campaign.')
    await save(page)
    await expect(page.getByTestId('seo-panel-genel')).toBeVisible()
    await expect(page.getByTestId('seo-panel-genel').getByTestId('field-error')).toContainText('küçük harf, rakam ve tire')
    await expect(page.getByTestId('seo-tab-genel')).toContainText('hatalı alan var')

    await page.getByRole('combobox', { name: 'Sayfa', exact: true }).fill(key)
    await save(page)
    await expect(toast(page)).toContainText('SEO ayarı oluşturuldu')
    await expect(page).toHaveURL(new RegExp(`page=${key}$`))
    await expect(page.getByTestId('seo-selected-status')).toContainText('Kayıtlı ayar · Aktif')
    // No public page reads this name (yet): the preview says so.
    await expect(page.getByTestId('serp-public-tr').getByTestId('serp-url')).toContainText('sitede bir adrese karşılık gelmiyor')
    await expect(card(page, key)).toContainText(`Kampanya ${key}`)
    const [row] = await db.query<{ id: string; title_de: string | null; keywords_tr: string | null }>(
      'SELECT id, title_de, keywords_tr FROM "SeoSetting" WHERE page = $1',
      [key],
    )
    expect(row).toMatchObject({ title_de: null, keywords_tr: null })

    // Edit from the list card: the form opens inline with the saved texts.
    await card(page, key)
      .getByRole('link', { name: /^Düzenle/ })
      .click()
    await expect(field(page, 'Başlık (Türkçe)')).toHaveValue(`Kampanya ${key}`)
    await field(page, 'Başlık (Türkçe)').fill(`Yeni Kampanya ${key}`)
    await page.getByTestId('seo-tab-genel').click()
    await page.getByRole('checkbox', { name: /^Aktif/ }).uncheck()
    await save(page)
    await expect(toast(page)).toContainText('SEO ayarı güncellendi')
    await expect(card(page, key)).toContainText(`Yeni Kampanya ${key}`)
    await expect(card(page, key)).toContainText('Pasif')
    await expect(page.getByTestId('seo-selected-status')).toContainText('Pasif')

    // Delete asks first; 'Vazgeç' keeps it.
    await card(page, key).getByRole('link', { name: /^Sil/ }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(`${key}`)
    await dialog.getByRole('link', { name: 'Vazgeç' }).click()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(card(page, key)).toBeVisible()
    await card(page, key).getByRole('link', { name: /^Sil/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Sil' }).click()
    await expect(toast(page)).toContainText('SEO ayarı silindi')
    await expect(card(page, key)).toHaveCount(0)
    expect(await db.query('SELECT 1 FROM "SeoSetting" WHERE id = $1', [row!.id])).toHaveLength(0)
  })

  test('AI: a provider failure keeps the typing; generate → preview → apply → save → on the public page', async ({ page, db }, info) => {
    // Each project its own page, so the two never save over each other.
    const seoPage = jsEnabled(info) ? 'origin' : 'export'
    const id = unique(info)
    const content = {
      title_tr: `AI Menşei ${id}`,
      title_en: `AI Origin ${id}`,
      title_de: `KI Herkunft ${id}`,
      description_tr: 'Büyük Menderes havzasında güneşte kurutulmuş incir.',
      description_en: 'Sun-dried figs from the Büyük Menderes basin.',
      description_de: 'Sonnengetrocknete Feigen aus dem Büyük-Menderes-Becken.',
      keywords_tr: 'aydın inciri, menşei',
      keywords_en: 'aydin figs, origin',
      keywords_de: 'Aydın-Feigen, Herkunft',
      h1_tr: `Menşei başlığı ${id}`,
      h1_en: `Origin heading ${id}`,
      h1_de: `Herkunft Überschrift ${id}`,
    }
    await fakeAi.respond({ match: `reddedilen ${id}`, behaviour: 'unauthorized' })
    await fakeAi.respond({ match: `istek ${id}`, json: content })

    await page.goto(`/admin/seo?page=${seoPage}`)
    await page.getByTestId('seo-selected').getByRole('link', { name: 'SEO Ayarı Oluştur' }).click()
    await field(page, 'Başlık (Türkçe)').fill(`Menşei reddedilen ${id}`)
    await page.getByTestId('seo-tab-en').click()
    await field(page, 'Açıklama (İngilizce)').fill('Typed by the admin')
    await page.getByRole('button', { name: 'AI ile SEO Oluştur' }).click()
    await expect(page.getByTestId('seo-ai-error')).toContainText(
      'SEO içeriği oluşturulurken bir hata oluştu. AI servisi anahtarı reddetti (401).',
    )
    await expect(field(page, 'Başlık (Türkçe)')).toHaveValue(`Menşei reddedilen ${id}`)
    await expect(field(page, 'Açıklama (İngilizce)')).toHaveValue('Typed by the admin')
    await expect(page.getByTestId('seo-ai-preview')).toHaveCount(0)

    await page.getByTestId('seo-tab-tr').click()
    await field(page, 'Başlık (Türkçe)').fill(`Menşei istek ${id}`)
    await page.getByRole('button', { name: 'AI ile SEO Oluştur' }).click()
    const preview = page.getByTestId('seo-ai-preview')
    await expect(preview).toContainText('SEO içeriği oluşturuldu')
    await expect(preview).toContainText(content.title_de)
    await expect(page.getByTestId('seo-ai-error')).toHaveCount(0)
    // Nothing applied or saved yet.
    await expect(field(page, 'Başlık (Türkçe)')).toHaveValue(`Menşei istek ${id}`)
    expect(await db.query('SELECT 1 FROM "SeoSetting" WHERE page = $1', [seoPage])).toHaveLength(0)

    await preview.getByRole('button', { name: 'Forma Uygula' }).click()
    await expect(page.getByTestId('seo-ai-preview')).toHaveCount(0)
    await expect(field(page, 'Başlık (Türkçe)')).toHaveValue(content.title_tr)
    await page.getByTestId('seo-tab-de').click()
    await expect(field(page, 'Başlık (Almanca)')).toHaveValue(content.title_de)
    await expect(field(page, 'H1 Başlığı (Almanca)')).toHaveValue(content.h1_de)
    if (jsEnabled(info)) await expect(page.getByTestId('serp-preview-de').getByTestId('serp-title')).toHaveText(content.title_de)
    await save(page)
    await expect(toast(page)).toContainText('SEO ayarı oluşturuldu')

    await page.goto(`/de/${seoPage}`)
    await expect(page).toHaveTitle(content.title_de)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.h1_de)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description_de)

    // The request named the page, the typed Turkish title and the default product names.
    const [sent] = await fakeAi.requests(`istek ${id}`)
    const prompt = JSON.stringify(sent!.body.messages)
    for (const text of [seoPage, `Menşei istek ${id}`, 'Bağlama İncir', 'Naturel İncir']) expect(prompt).toContain(text)

    // 'AI ile Yenile' on the saved card opens the form with a fresh preview of the saved texts.
    await fakeAi.respond({ match: content.title_tr, json: { ...content, title_en: `Refreshed ${id}` } })
    await page.goto('/admin/seo')
    await card(page, seoPage)
      .getByRole('button', { name: /AI ile Yenile/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`page=${seoPage}&edit=1`))
    await expect(page.getByTestId('seo-ai-preview')).toContainText(`Refreshed ${id}`)
    await expect(field(page, 'Başlık (Türkçe)')).toHaveValue(content.title_tr)
  })

  test('content health lists known problems, each linked to its edit screen', async ({ page, db }, info) => {
    const id = unique(info)
    const seoKey = `saglik-${id}`
    const { id: productId } = await createProduct(db.prisma, {
      slug: `pasif-${id}`,
      title_tr: `Pasif İncir ${id}`,
      title_en: 'Inactive fig',
      isActive: false,
    })
    const { id: postId } = await createBlogPost(db.prisma, {
      slug: `saglik-${id}`,
      title_tr: `Sağlık Yazısı ${id}`,
      title_en: 'Health post',
      content_tr: `Bakınız [pasif ürün](/products/pasif-${id}).`,
    })
    await createSeoSetting(db.prisma, {
      page: seoKey,
      title_tr: 'Kısa',
      title_en: 'Short',
      title_de: `Ein sehr langer deutscher Seitentitel, der mehr als sechzig Zeichen hat ${id}`,
    })

    await page.goto('/admin/seo')
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'İçerik Sağlığı' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'İçerik Sağlığı' })).toBeVisible()

    const linkRow = page
      .getByTestId('health-broken-product-link')
      .getByTestId('health-issue')
      .filter({ hasText: `Sağlık Yazısı ${id}` })
    await expect(linkRow).toContainText(`Pasif ürüne bağlantı: /products/pasif-${id}`)
    await expect(
      page
        .getByTestId('health-missing-image')
        .getByTestId('health-issue')
        .filter({ hasText: `Sağlık Yazısı ${id}` }),
    ).toContainText('Yazının görseli yok')
    await expect(
      page
        .getByTestId('health-missing-translation')
        .getByTestId('health-issue')
        .filter({ hasText: `Pasif İncir ${id}` }),
    ).toContainText('Almanca eksik: başlık, özet, açıklama')
    const longRow = page.getByTestId('health-too-long').getByTestId('health-issue').filter({ hasText: seoKey })
    await expect(longRow).toContainText(/Almanca başlık \d+ karakter/)
    await expect(linkRow.getByRole('link', { name: /^Düzenle/ })).toHaveAttribute('href', `/admin/blog/edit/${postId}`)

    // The inactive product's own edit screen, then the long SEO title's.
    await linkRow.getByRole('link', { name: `Pasif ürün: Pasif İncir ${id}` }).click()
    await expect(page).toHaveURL(`/admin/products/${productId}`)
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue(`Pasif İncir ${id}`)
    await page.goBack()
    await longRow.getByRole('link', { name: /^Düzenle/ }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/seo\\?page=${seoKey}&edit=1`))
    await page.getByTestId('seo-tab-de').click()
    await expect(field(page, 'Başlık (Almanca)')).toHaveValue(/^Ein sehr langer/)
    await expect(page.getByTestId('seo-panel-de').getByTestId('length-counter').first()).toHaveAttribute('data-over', 'true')
  })
})
