import { randomBytes } from 'node:crypto'
import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { createBlogPost, createProduct } from '../support/factories'
import { expect, jsEnabled, signInAsAdmin, test } from './fixtures'

const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${randomBytes(3).toString('hex')}`

/** A real picture (smoothed noise): different bytes every time, so runs and projects never collide. */
async function photo(width: number, height: number) {
  return sharp(randomBytes(48 * 32 * 3), { raw: { width: 48, height: 32, channels: 3 } })
    .resize(width, height)
    .jpeg()
    .toBuffer()
}
const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(6).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)

/** Uploads and imports resize pictures on a shared machine: give them time. */
async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible({ timeout: 20_000 })
}

type MediaRow = { id: string; url: string; filename: string; variants: { width: number; url: string }[]; fileHash: string }

test.describe('admin media gallery', () => {
  let token: string
  test.beforeEach(async ({ context, db, baseURL }) => {
    token = await signInAsAdmin(context, db, baseURL!)
  })

  test('upload: refused files, an image with variants used on the public blog, the same image twice, a PDF', async ({
    page,
    db,
  }, testInfo) => {
    test.setTimeout(120_000)
    const id = unique(testInfo)
    const upload = page.getByTestId('media-upload')
    const fileInput = upload.getByLabel('Dosya')
    const submit = () => upload.getByRole('button', { name: 'Yükle', exact: true }).click()
    // The dialog is a <details>: open it when a page load closed it.
    const openUpload = async () => {
      if (!(await fileInput.isVisible())) await upload.locator('summary').click()
    }

    await page.goto('/admin/media')
    await expect(page.getByRole('heading', { level: 1, name: 'Medya Galerisi' })).toBeVisible()
    await openUpload()

    if (jsEnabled(testInfo)) {
      // Checked in the browser before anything is sent (without JavaScript the browser's own required check stops the post).
      await submit()
      await expect(upload.getByText('Lütfen bir dosya seçin')).toBeVisible()
    }

    // Refused by size (the browser with JavaScript, else the server) and by content, whatever the name says.
    const png = await sharp(randomBytes(30 * 30 * 3), { raw: { width: 30, height: 30, channels: 3 } })
      .png()
      .toBuffer()
    const big = Buffer.alloc(12 * 1024 * 1024)
    png.copy(big, 0, 0, 64)
    const refused = [
      {
        file: { name: `buyuk-${id}.png`, mimeType: 'image/png', buffer: big },
        message: "Dosya boyutu 10MB'dan küçük olmalıdır",
        title: 'Dosya Çok Büyük',
      },
      {
        file: { name: `resim-${id}.pdf`, mimeType: 'application/pdf', buffer: png },
        message: 'Dosyanın adı veya türü içeriğiyle uyuşmuyor',
        title: 'Hata',
      },
      {
        file: {
          name: `sayfa-${id}.jpg`,
          mimeType: 'image/jpeg',
          buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
        },
        message: 'Yalnızca JPG, PNG, GIF, WebP, MP4 ve PDF dosyaları yüklenebilir',
        title: 'Hata',
      },
    ]
    for (const { file, message, title } of refused) {
      await openUpload()
      await fileInput.setInputFiles(file)
      await submit()
      await expect(upload.getByTestId('field-error')).toHaveText(message)
      await expectToast(page, title)
      await expectToast(page, message)
    }
    expect(await db.query(`SELECT 1 FROM "MediaFile" WHERE "originalName" LIKE $1`, [`%${id}%`])).toEqual([])

    // An image: stored with WebP variants, shown first in the gallery.
    const image = await photo(1800, 1200)
    await openUpload()
    const description = `E2E bahçe ${id}`
    await fileInput.setInputFiles({ name: `bahce-${id}.jpg`, mimeType: 'image/jpeg', buffer: image })
    await upload.getByLabel('Kategori').selectOption('blog')
    await upload.getByLabel('Alternatif metin (TR)').fill('İncir bahçesi')
    await upload.getByLabel('Açıklama (TR)').fill(description)
    await upload.getByLabel('Etiketler').fill(' e2e, incir ,, yaz, hasat ')
    await submit()
    await expectToast(page, 'Medya dosyası başarıyla yüklendi')
    const card = page.getByTestId('media-card').filter({ hasText: description })
    await expect(card).toHaveCount(1)
    await expect(card.getByTestId('media-status')).toHaveText('Aktif')
    await expect(card.getByTestId('media-category')).toHaveText('Blog')
    await expect(card.getByTestId('media-tags')).toHaveText(/e2e\s*incir\s*\+2/)
    await expect(card.getByTestId('media-size')).toHaveText(/^\d+(\.\d+)? (KB|MB)$/)
    await expect(card.getByTestId('media-thumbnail')).toHaveAttribute(
      'srcset',
      /-480w\.webp 480w, .*-960w\.webp 960w, .*-1600w\.webp 1600w$/,
    )
    const [row] = await db.query<MediaRow>(`SELECT id, url, filename, variants, "fileHash" FROM "MediaFile" WHERE description_tr = $1`, [
      description,
    ])
    expect(row!.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(row!.variants.map((v) => v.width)).toEqual([480, 960, 1600])
    for (const variant of row!.variants) {
      const response = await page.request.get(variant.url)
      expect(response.headers()['content-type']).toBe('image/webp')
    }

    // The same bytes again: the existing file is shown, no second row.
    await openUpload()
    await fileInput.setInputFiles({ name: `kopya-${id}.jpg`, mimeType: 'image/jpeg', buffer: image })
    await upload.getByLabel('Kategori').selectOption('general')
    await submit()
    await expectToast(page, 'Bu dosya galeride zaten var')
    await expect(page).toHaveURL(new RegExp(`q=${row!.filename}`))
    await expect(page.getByTestId('media-card')).toHaveCount(1)
    expect(await db.query(`SELECT count(*)::int AS n FROM "MediaFile" WHERE "fileHash" = $1`, [row!.fileHash])).toEqual([{ n: 1 }])

    // A PDF: stored as it is, shown with a file icon.
    await openUpload()
    await fileInput.setInputFiles({ name: `katalog-${id}.pdf`, mimeType: 'application/pdf', buffer: pdf() })
    await upload.getByLabel('Kategori').selectOption('general')
    await submit()
    await expectToast(page, 'Medya dosyası başarıyla yüklendi')
    await page.goto(`/admin/media?q=katalog-${id}`)
    await expect(page.getByTestId('media-card').getByTestId('media-file-icon')).toHaveText('PDF')

    // The picture on a public page: variants in srcset, the real size in width/height.
    const slug = `e2e-medya-${id}`.toLowerCase()
    await createBlogPost(db.prisma, { slug, title_tr: 'Medya yazısı', title_en: 'Media post', imageUrl: row!.url })
    try {
      await page.goto(`/blog/${slug}`)
      const picture = page.getByTestId('post-image')
      await expect(picture).toHaveAttribute('src', row!.url)
      await expect(picture).toHaveAttribute('srcset', new RegExp(`${row!.variants[0]!.url} 480w`))
      await expect(picture).toHaveAttribute('width', '1800')
      await expect(picture).toHaveAttribute('height', '1200')
      // The browser picked a WebP copy, not the original.
      if (jsEnabled(testInfo)) await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+w\.webp$/)
    } finally {
      await db.query('DELETE FROM "BlogPost" WHERE slug = $1', [slug])
    }
  })

  test('search, filter, edit, delete, and import product images with a confirmation', async ({ page, db, request }, testInfo) => {
    test.setTimeout(120_000)
    const id = unique(testInfo)
    const tag = `etiket-${id}`
    const auth = { Authorization: `Bearer ${token}` }
    const add = async (name: string, category: string) => {
      const response = await page.request.post('/api/admin/media', {
        headers: auth,
        multipart: {
          file: { name, mimeType: 'image/jpeg', buffer: await photo(640, 480) },
          category,
          description_tr: `${name} açıklama`,
          tags: JSON.stringify([tag, 'ortak']),
        },
      })
      expect(response.status()).toBe(201)
      return (await response.json()) as MediaRow
    }
    const hero = await add(`hero-${id}.jpg`, 'hero')
    const about = await add(`about-${id}.jpg`, 'about')

    // Search and filters are the URL (a GET form).
    await page.goto('/admin/media')
    const filters = page.getByRole('search')
    await filters.getByLabel('Ara', { exact: true }).fill(tag)
    await filters.getByRole('button', { name: 'Filtrele' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${tag}`))
    await expect(page.getByTestId('media-card')).toHaveCount(2)
    await expect(page.getByTestId('media-result-count')).toHaveText('2 dosya bulundu')
    await filters.getByLabel('Kategori').selectOption('hero')
    await filters.getByRole('button', { name: 'Filtrele' }).click()
    await expect(page.getByTestId('media-card')).toHaveCount(1)
    await expect(page.getByTestId('media-card')).toContainText(`hero-${id}.jpg açıklama`)
    await page.goto(`/admin/media?q=about-${id}`)
    await expect(page.getByTestId('media-card')).toHaveCount(1)

    // Edit: texts, tags and the active switch; an inactive file is dimmed and left out by 'Yalnızca aktif'.
    await page.goto(`/admin/media?q=${tag}`)
    const heroCard = page.locator(`#media-${hero.id}`)
    await heroCard.locator('summary', { hasText: 'Düzenle' }).click()
    const edit = heroCard.getByTestId('media-edit-form')
    await edit.getByLabel('Açıklama (TR)').fill(`Güncel ${id}`)
    await edit.getByLabel('Alternatif metin (EN)').fill('Fig harvest')
    await edit.getByLabel('Etiketler').fill(`${tag}, yeni`)
    await edit.getByLabel('Aktif').uncheck()
    await edit.getByRole('button', { name: 'Kaydet' }).click()
    await expectToast(page, 'Medya dosyası güncellendi')
    await expect(heroCard.getByTestId('media-title')).toHaveText(`Güncel ${id}`)
    await expect(heroCard.getByTestId('media-status')).toHaveText('Pasif')
    await expect(heroCard).toHaveClass(/opacity-60/)
    expect(await db.query('SELECT alt_en, tags, "isActive" FROM "MediaFile" WHERE id = $1', [hero.id])).toEqual([
      { alt_en: 'Fig harvest', tags: [tag, 'yeni'], isActive: false },
    ])
    await filters.getByLabel('Yalnızca aktif').check()
    await filters.getByRole('button', { name: 'Filtrele' }).click()
    await expect(page.getByTestId('media-card')).toHaveCount(1)
    await expect(page.locator(`#media-${about.id}`)).toBeVisible()

    // Delete asks first, then removes the row and the stored files.
    const aboutCard = page.locator(`#media-${about.id}`)
    await aboutCard.locator('summary', { hasText: 'Sil' }).click()
    await aboutCard.getByRole('button', { name: 'Evet, sil' }).click()
    await expectToast(page, 'Medya dosyası silindi')
    await expect(page.locator(`#media-${about.id}`)).toHaveCount(0)
    // Asked on connections of their own: the page's request context may hold a keep-alive socket the
    // server is closing after its idle time (a read ECONNRESET, not an answer).
    expect((await request.get(about.url)).status()).toBe(404)
    expect((await request.get(about.variants[0]!.url)).status()).toBe(404)

    // Import: a product image the gallery does not know (stored before the gallery existed).
    const uploaded = await page.request.post('/api/admin/upload-image', {
      headers: auth,
      multipart: { image: { name: 'urun.jpg', mimeType: 'image/jpeg', buffer: await photo(1000, 750) }, imageType: 'main' },
    })
    const { url } = (await uploaded.json()) as { url: string }
    expect(url).toMatch(/^\/uploads\/products\//)
    await db.query('DELETE FROM "MediaFile" WHERE url = $1', [url])
    const slug = `e2e-medya-urun-${id}`.toLowerCase()
    const product = await createProduct(db.prisma, {
      slug,
      title_tr: 'Medya İnciri',
      title_en: 'Media Fig',
      images: { create: { url, alt_tr: 'Ürün resmi', isMain: true } },
    })
    try {
      await page.goto('/admin/media')
      const importPanel = page.getByTestId('media-import')
      await importPanel.locator('summary').click()
      await expect(importPanel).toContainText('Devam edilsin mi?')
      await importPanel.getByRole('button', { name: 'Evet, içe aktar' }).click()
      await expectToast(page, /[1-9]\d* ürün resmi içe aktarıldı/)
      const imported = await db.query<{ category: string; alt_tr: string; variants: { width: number; url: string }[] }>(
        'SELECT category, alt_tr, variants FROM "MediaFile" WHERE url = $1',
        [url],
      )
      expect(imported).toEqual([expect.objectContaining({ category: 'product', alt_tr: 'Ürün resmi' })])
      expect(imported[0]!.variants.map((v) => v.width)).toEqual([480, 960, 1000])

      // The product page and its card serve the variants.
      await page.goto(`/products/${slug}`)
      await expect(page.getByTestId('gallery-main')).toHaveAttribute('srcset', new RegExp(`${imported[0]!.variants[0]!.url} 480w`))
      await expect(page.getByTestId('gallery-main')).toHaveAttribute('width', '1000')
      await page.goto('/products')
      await expect(page.locator(`img[src="${url}"]`)).toHaveAttribute('srcset', /-960w\.webp 960w/)
    } finally {
      await db.query('DELETE FROM "Product" WHERE id = $1', [product.id])
    }
  })
})
