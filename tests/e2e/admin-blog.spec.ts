import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { turkishSlug } from '../../app/features/products/admin-product'
import { createBlogPost } from '../support/factories'
import { fakeAi } from '../support/fake-openai-control'
import { expect, jsEnabled, queuedTasksRun, signInAsAdmin, test } from './fixtures'

/** Every test works on its own posts: the two projects run in parallel on one database. */
const unique = (info: TestInfo) => `${info.project.name}-${randomBytes(3).toString('hex')}`

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast')).toContainText(text)
}

/** A PNG of its own colour, so the gallery (deduplicated by content) gets a new file. */
async function uniquePng(name: string) {
  const buffer = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** The page as it is passes the WCAG A/AA rules (checked once, with JavaScript: the markup is the same without). */
async function expectAccessible(page: Page, info: TestInfo, where: string) {
  if (!jsEnabled(info)) return
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Opens the tab of `label` (Türkçe / English / Deutsch) of the form `formId`. */
const tab = (page: Page, formId: string, code: 'tr' | 'en' | 'de') => page.locator(`label[for="${formId}-tab-${code}"]`).click()

async function openCreateForm(page: Page) {
  const details = page.getByTestId('create-form')
  if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open))) await details.locator('> summary').click()
}

test.describe('admin blog', () => {
  test.beforeEach(async ({ context, db, baseURL }) => {
    await signInAsAdmin(context, db, baseURL!)
  })

  test('create, unpublish, publish, edit with an uploaded and a gallery image, delete; the public blog follows', async ({
    page,
    db,
  }, testInfo) => {
    test.setTimeout(180_000)
    const id = unique(testInfo)
    const title = `E2E Kuru İncir Şöleni ${id}`
    const slug = turkishSlug(title)

    // --- Create (slug from the Turkish title by the helper button, with JS or by a round trip without) --------
    await page.goto('/admin/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Yönetimi' })).toBeVisible()
    await openCreateForm(page)
    await page.getByLabel('Başlık (Türkçe)').fill(title)
    await page.getByLabel('Özet (Türkçe)').fill(`Özet ${id}`)
    await page.getByLabel('İçerik (Türkçe)').fill('## Hasat\n\nGüneşte **kurutulmuş** incir.')
    await page.getByLabel('Anahtar Kelimeler (Türkçe)').fill('kuru incir, şölen')
    await tab(page, 'blog-create', 'en')
    await page.getByLabel('Başlık (İngilizce)').fill(`E2E Dried Fig Feast ${id}`)
    await page.getByLabel('Özet (İngilizce)').fill('Excerpt')
    // English content left out: the save is refused with the message, and everything typed stays.
    await page.getByRole('button', { name: 'Başlıktan oluştur' }).click()
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText('İngilizce içerik gereklidir')).toBeVisible()
    await expect(page.getByLabel('Başlık (İngilizce)')).toHaveValue(`E2E Dried Fig Feast ${id}`)
    await expectAccessible(page, testInfo, 'create form with errors')
    await page.getByLabel('İçerik (İngilizce)').fill('## Harvest\n\nSun-dried figs.')
    await tab(page, 'blog-create', 'tr')
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue(title)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expectToast(page, 'Blog yazısı oluşturuldu')
    await expect(page).toHaveURL(/\/admin\/blog$/)

    const card = page.locator('[data-testid="blog-post-card"]', { hasText: title })
    await expect(card.getByTestId('status-badge')).toHaveText('Aktif')
    await expect(card).toContainText(`Slug: /blog/${slug}`)
    await expect(card).toContainText(`Özet ${id}`)
    await expect(card.getByTestId('keyword')).toHaveText(['kuru incir', 'şölen'])
    await expect(card.locator('time')).toHaveText(/^\d{1,2} \S+ \d{4}$/)
    await expect(card.getByTestId('image-placeholder')).toBeVisible()
    const [{ id: postId }] = await db.query<{ id: string }>('SELECT id FROM "BlogPost" WHERE slug = $1', [slug])

    await page.goto('/blog')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByTestId('post-content').getByRole('heading', { level: 2 })).toHaveText('Hasat')

    // --- Unpublish and publish again ------------------------------------------------------------------------
    await page.goto('/admin/blog')
    await card.getByRole('button', { name: `Yayından Kaldır: ${title}` }).click()
    await expectToast(page, 'Blog yazısı güncellendi')
    await expect(card.getByTestId('status-badge')).toHaveText('Pasif')
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)
    await page.goto('/blog')
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
    await page.goto('/admin/blog')
    await card.getByRole('button', { name: `Yayınla: ${title}` }).click()
    await expectToast(page, 'Blog yazısı güncellendi')
    await expect(card.getByTestId('status-badge')).toHaveText('Aktif')
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200)

    // --- Edit: a new title in German and an uploaded picture --------------------------------------------------
    await page.goto('/admin/blog')
    await card.getByRole('link', { name: `Düzenle: ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${postId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Yazısını Düzenle' })).toBeVisible()
    await expect(page.getByTestId('status-badge')).toHaveText('Aktif')
    await expect(page.getByRole('button', { name: 'AI Görsel' })).toBeVisible()
    await expect(page.getByTestId('no-image')).toBeVisible()
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await expectAccessible(page, testInfo, 'edit page')
    await tab(page, 'blog-edit', 'de')
    await page.getByLabel('Başlık (Almanca)').fill(`E2E Feigenfest ${id}`)
    await page.getByLabel('Yeni görsel yükle').setInputFiles(await uniquePng(`kapak-${id}.png`))
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click()
    await expectToast(page, 'Blog yazısı güncellendi')
    await expect(page).toHaveURL(/\/admin\/blog$/)
    const [stored] = await db.query<{ imageUrl: string; title_de: string }>('SELECT "imageUrl", title_de FROM "BlogPost" WHERE id = $1', [
      postId,
    ])
    expect(stored.title_de).toBe(`E2E Feigenfest ${id}`)
    expect(stored.imageUrl).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.png$/)
    const [media] = await db.query<{ category: string; alt_tr: string }>('SELECT category, alt_tr FROM "MediaFile" WHERE url = $1', [
      stored.imageUrl,
    ])
    expect(media).toEqual({ category: 'blog', alt_tr: title })
    // The list shows the gallery's small copy.
    await expect(card.getByTestId('post-thumbnail')).toHaveAttribute('src', /^\/uploads\/media\/[0-9a-f-]{36}-\d+w\.webp$/)
    await page.goto(`/de/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E Feigenfest ${id}`)
    await expect(page.locator(`article img[src="${stored.imageUrl}"]`)).toBeVisible()

    // --- Edit: no image, then the same picture picked from the gallery; İptal leaves without saving -----------
    await page.goto(`/admin/blog/edit/${postId}`)
    await page.getByText('Galeriden Seç').click()
    await page.getByRole('radio', { name: 'Görsel yok' }).check()
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click()
    await expectToast(page, 'Blog yazısı güncellendi')
    expect((await db.query('SELECT "imageUrl" FROM "BlogPost" WHERE id = $1', [postId]))[0]).toEqual({ imageUrl: null })
    await page.goto(`/admin/blog/edit/${postId}`)
    await page.getByText('Galeriden Seç').click()
    await page.getByRole('radio', { name: title }).check()
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click()
    await expectToast(page, 'Blog yazısı güncellendi')
    expect((await db.query('SELECT "imageUrl" FROM "BlogPost" WHERE id = $1', [postId]))[0]).toEqual({ imageUrl: stored.imageUrl })
    await page.goto(`/admin/blog/edit/${postId}`)
    await expect(page.getByTestId('current-image')).toHaveAttribute('src', stored.imageUrl)
    await page.getByLabel('Başlık (Türkçe)').fill('Kaydedilmeyecek başlık')
    await page.getByRole('link', { name: 'İptal' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    await expect(card).toBeVisible()

    // --- Unknown and malformed ids ------------------------------------------------------------------------------
    expect((await page.goto(`/admin/blog/edit/${randomUUID()}`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu blog yazısı bulunamadı.')
    await page.goto('/admin/blog/edit/not-an-id')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geçersiz blog ID')

    // --- Delete (with confirmation) -----------------------------------------------------------------------------
    await page.goto('/admin/blog')
    await card.getByRole('link', { name: `Sil: ${title}` }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Bu blog yazısını silmek istediğinizden emin misiniz?')
    await dialog.getByRole('link', { name: 'Vazgeç' }).click()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await card.getByRole('link', { name: `Sil: ${title}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Sil' }).click()
    await expectToast(page, 'Blog yazısı silindi')
    await expect(card).toHaveCount(0)
    expect(await db.query('SELECT id FROM "BlogPost" WHERE id = $1', [postId])).toEqual([])
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)
  })

  test('a post in Turkish only is saved; the English and German blogs show it in Turkish, marked, with a note', async ({
    page,
  }, testInfo) => {
    const id = unique(testInfo)
    const title = `E2E Yalnızca Türkçe ${id}`
    const slug = turkishSlug(title)
    await page.goto('/admin/blog')
    await openCreateForm(page)
    await page.getByLabel('Başlık (Türkçe)').fill(title)
    await page.getByLabel('Slug').fill(slug)
    await page.getByLabel('Özet (Türkçe)').fill(`Türkçe özet ${id}`)
    await page.getByLabel('İçerik (Türkçe)').fill('## Hasat\n\nYalnızca Türkçe bir yazı.')
    // The editor says, in Turkish, what an empty English or German version means on the site.
    await tab(page, 'blog-create', 'en')
    await expect(page.getByTestId('language-hint-en')).toContainText('yalnızca Türkçe olduğu söylenir')
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expectToast(page, 'Blog yazısı oluşturuldu')

    for (const [prefix, note] of [
      ['/en', 'This article is only available in Turkish.'],
      ['/de', 'Dieser Artikel ist nur auf Türkisch verfügbar.'],
    ] as const) {
      await page.goto(`${prefix}/blog`)
      const card = page.getByTestId('post-card').filter({ hasText: title })
      await expect(card.getByRole('heading', { name: title })).toHaveAttribute('lang', 'tr')
      await expect(card.getByTestId('only-in-language')).toHaveText(note)
      await page.goto(`${prefix}/blog/${slug}`)
      await expect(page.locator('html')).toHaveAttribute('lang', prefix.slice(1))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'tr')
      await expect(page.getByTestId('post-content')).toHaveAttribute('lang', 'tr')
      await expect(page.getByTestId('only-in-language')).toHaveText(note)
    }
    // On the Turkish blog it is a post like any other.
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
    await expect(page.getByTestId('only-in-language')).toHaveCount(0)
  })

  test('AI: topic ideas, an article that fills the form (saved only by the admin), an image on the post; a broken answer saves nothing', async ({
    page,
    db,
  }, testInfo) => {
    test.setTimeout(180_000)
    const id = unique(testInfo)
    const match = `blog-konu-${id}`
    const article = {
      title_tr: `AI Yazısı: İncir Şöleni ${id}`,
      title_en: `AI article: fig feast ${id}`,
      title_de: `KI-Artikel: Feigenfest ${id}`,
      excerpt_tr: 'Yapay zekâ özeti.',
      excerpt_en: 'AI excerpt.',
      excerpt_de: 'KI-Auszug.',
      content_tr: '## Bölüm\n\nAI metni.',
      content_en: '## Section\n\nAI text.',
      content_de: '## Abschnitt\n\nKI-Text.',
      keywords_tr: 'incir, yapay zekâ',
      keywords_en: 'figs, ai',
      keywords_de: 'Feigen, KI',
      metaDescription_tr: 'Meta tr',
      metaDescription_en: 'Meta en',
      metaDescription_de: 'Meta de',
    }
    await fakeAi.respond({ match, json: article })
    await fakeAi.respond({ match: `bozuk-${id}`, behaviour: 'invalid' })
    const slug = turkishSlug(article.title_tr)
    const topicField = page.getByLabel('Konu', { exact: true })

    await page.goto('/admin/blog')
    await expect(page.getByTestId('ai-key-missing')).toHaveCount(0)
    // No topic: 'Lütfen bir konu girin'.
    await page.getByRole('button', { name: 'AI ile Yazı Oluştur' }).click()
    await expect(page.getByText('Lütfen bir konu girin')).toBeVisible()

    // Topic ideas; one of them goes into the topic field.
    await page.getByRole('button', { name: 'Konu Öner' }).click()
    const ideas = page.getByTestId('topic-ideas').getByRole('button')
    await expect(ideas.first()).toBeVisible()
    const idea = (await ideas.first().textContent())!.trim()
    await ideas.first().click()
    await expect(topicField).toHaveValue(idea)

    // A broken answer: the failure notice with its reason, the admin's typing kept, nothing saved.
    await openCreateForm(page)
    await page.getByLabel('Anahtar Kelimeler (Türkçe)').fill(`elle yazıldı ${id}`)
    await topicField.fill(`bozuk-${id}`)
    await page.getByRole('button', { name: 'AI ile Yazı Oluştur' }).click()
    await expect(page.getByTestId('ai-notice')).toContainText('Blog içeriği oluşturulamadı. Lütfen tekrar deneyin.')
    await expect(page.getByTestId('ai-notice')).toContainText('AI yanıtı beklenen biçimde değil')
    await expect(page.getByLabel('Anahtar Kelimeler (Türkçe)')).toHaveValue(`elle yazıldı ${id}`)
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue('')

    // The article fills the form as a draft: nothing is saved until Kaydet.
    await topicField.fill(match)
    await page.getByRole('button', { name: 'AI ile Yazı Oluştur' }).click()
    await expect(page.getByTestId('ai-notice')).toContainText('İçerik oluşturuldu')
    await expect(page.getByTestId('ai-notice')).toContainText('kaydetmeyi unutmayın')
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue(article.title_tr)
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await expect(page.getByLabel('Anahtar Kelimeler (Türkçe)')).toHaveValue(article.keywords_tr)
    await tab(page, 'blog-create', 'de')
    await expect(page.getByLabel('İçerik (Almanca)')).toHaveValue(article.content_de)
    expect(await db.query('SELECT id FROM "BlogPost" WHERE slug = $1', [slug])).toEqual([])
    // The default blog-writing template went out with the topic filled in and the company facts.
    const [sent] = await fakeAi.requests(match)
    const [system, user] = sent.body.messages as { content: string }[]
    expect(user.content).toContain('Write a blog article about this topic')
    expect(user.content).toContain(`Topic: ${match}`)
    // The certificates valid today (the seed's three; another test may be adding one).
    const certifications = /^- Certifications: (.*)\. No other certifications\.$/m.exec(system.content)?.[1].split(', ')
    expect(certifications).toEqual(expect.arrayContaining(['HACCP', 'ISO 22000', 'BRCGS']))

    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expectToast(page, 'Blog yazısı oluşturuldu')
    const [{ id: postId }] = await db.query<{ id: string }>('SELECT id FROM "BlogPost" WHERE slug = $1', [slug])
    // Saved: the create form is closed and empty again.
    await expect(page.getByTestId('create-form')).not.toHaveAttribute('open')
    await openCreateForm(page)
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue('')
    await page.goto('/blog')
    await expect(page.getByRole('heading', { name: article.title_tr })).toBeVisible()

    // 'AI Görsel' on the list: the image goes into the gallery (category blog, WebP copies) and onto the post.
    await page.goto('/admin/blog')
    const card = page.locator('[data-testid="blog-post-card"]', { hasText: article.title_tr })
    await card.getByRole('button', { name: `AI Görsel: ${article.title_tr}` }).click()
    await expectToast(page, 'Görsel oluşturuldu')
    const [{ imageUrl }] = await db.query<{ imageUrl: string }>('SELECT "imageUrl" FROM "BlogPost" WHERE id = $1', [postId])
    expect(imageUrl).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.png$/)
    const [media] = await db.query<{ category: string; variants: unknown[] }>('SELECT category, variants FROM "MediaFile" WHERE url = $1', [
      imageUrl,
    ])
    expect(media.category).toBe('blog')
    expect(media.variants.length).toBeGreaterThan(0)
    await expect(card.getByTestId('post-thumbnail')).toHaveAttribute('src', /\.webp$/)
    await page.goto(`/en/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title_en)
    await expect(page.locator(`article img[src="${imageUrl}"]`)).toBeVisible()

    // 'AI Görsel' on the edit page keeps what is being typed; a provider failure says why.
    await fakeAi.respond({ match: article.title_en, behaviour: 'server-error' })
    await page.goto(`/admin/blog/edit/${postId}`)
    await page.getByLabel('Özet (Türkçe)').fill('Kaydedilmemiş özet')
    await page.getByRole('button', { name: 'AI Görsel' }).click()
    await expect(page.getByTestId('ai-notice')).toContainText('Blog görseli oluşturulamadı')
    await expect(page.getByTestId('ai-notice')).toContainText('AI servisi hata verdi (500)')
    await expect(page.getByLabel('Özet (Türkçe)')).toHaveValue('Kaydedilmemiş özet')
    expect((await db.query('SELECT excerpt_tr FROM "BlogPost" WHERE id = $1', [postId]))[0]).toEqual({ excerpt_tr: article.excerpt_tr })
    await db.query('DELETE FROM "BlogPost" WHERE id = $1', [postId])
  })

  test(
    'a post full of script payloads opens on the public page as text, with no dialog',
    { tag: '@js' },
    async ({ page, db }, testInfo) => {
      const slug = `xss-${unique(testInfo)}`
      const payloads = [
        '<script>alert("script")</script>',
        '<img src=x onerror=alert("img")>',
        '<svg onload=alert("svg")>',
        '[tıkla](javascript:alert("link"))',
        '<javascript:alert("autolink")>',
        '[ref][x]\n\n[x]: javascript:alert("reference")',
        '<iframe src="javascript:alert(\'iframe\')"></iframe>',
        '<a href="#" onclick="alert(\'handler\')">handler</a>',
      ]
      const content = payloads.join('\n\n')
      const title = '<img src=x onerror=alert("title")>'
      const excerpt = '<script>alert("excerpt")</script>'
      await createBlogPost(db.prisma, {
        slug,
        title_tr: title,
        title_en: title,
        content_tr: content,
        content_en: content,
        excerpt_tr: excerpt,
        excerpt_en: excerpt,
      })
      const dialogs: string[] = []
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message())
        await dialog.dismiss()
      })
      await page.goto(`/blog/${slug}`)
      const body = page.getByTestId('post-content')
      await expect(body).toContainText('<script>alert("script")</script>')
      await expect(body).toContainText('<img src=x onerror=alert("img")>')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror=alert("title")>')
      await expect(body.locator('script, iframe, svg, img, [onclick]')).toHaveCount(0)
      // Give anything the clicks on the links would run (a javascript: link runs in a task of its own) the chance to.
      for (const link of await body.getByRole('link').all()) await link.click({ noWaitAfter: true }).catch(() => undefined)
      await queuedTasksRun(page)
      expect(dialogs).toEqual([])
      await db.query('DELETE FROM "BlogPost" WHERE slug = $1', [slug])
    },
  )
})
