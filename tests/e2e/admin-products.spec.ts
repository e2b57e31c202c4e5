import { randomBytes } from 'node:crypto'
import type { Page, TestInfo } from '@playwright/test'
import { createProduct } from '../support/factories'
import { expect, jsEnabled, signInAsAdmin, test } from './fixtures'

/** Real 1×1 images (their first bytes are what the server checks). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const image = (name: string, buffer = png) => ({ name, mimeType: name.endsWith('.gif') ? 'image/gif' : 'image/png', buffer })
/** A text file that claims to be a PNG. */
const fakePng = { name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') }
const pdf = { name: 'spec.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }

const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${randomBytes(3).toString('hex')}`
const hasJs = (testInfo: TestInfo) => jsEnabled(testInfo)

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast')).toContainText(text)
}

test.describe('admin products (HTML)', () => {
  test.beforeEach(async ({ context, db, baseURL }) => {
    await signInAsAdmin(context, db, baseURL!)
  })

  test('create with three images and two price ranges, reorder, edit, view, see it on the site, delete', async ({ page, db }, testInfo) => {
    test.setTimeout(180_000)
    const id = unique(testInfo)
    const slug = `e2e-urun-${id}`
    const title = `E2E İncir ${id}`

    // --- Create -------------------------------------------------------------------------------
    await page.goto('/admin/products')
    // The first product of the catalogue cannot go further up.
    await expect(
      page
        .getByTestId('product-card')
        .first()
        .getByRole('button', { name: /^Yukarı taşı/ }),
    ).toBeDisabled()
    await page.getByRole('link', { name: 'Yeni Ürün Ekle' }).click()
    await expect(page).toHaveURL(/\/admin\/products\/new$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni Ürün' })).toBeVisible()
    await expect(page.getByTestId('price-hint')).toHaveText('Önce ürün kalibrasyonlarını seçin')
    await expect(page.getByLabel('Minimum Nem (%)')).toHaveValue('18')
    await expect(page.getByLabel('Maksimum Nem (%)')).toHaveValue('20')
    await expect(page.getByLabel('Slug')).toHaveAttribute('placeholder', 'urun-adi')

    await page.getByLabel('Başlık (Türkçe)').fill(title)
    await page.getByLabel('Başlık (İngilizce)').fill(`E2E Fig ${id}`)
    await page.getByLabel('Slug').fill(slug)
    await page.getByLabel('Ürün Türü').selectOption('LAYER')
    await page.getByLabel('Sıra Numarası').fill('50')
    await page.getByLabel('Organik').check()
    await page.getByLabel('A2 Özel Seri (41-45 adet/kg)').check()
    await page.getByLabel('A3 Gurme Seri (46-50 adet/kg)').check()
    // Without JavaScript the price groups follow the calibres after a round trip.
    if (!hasJs(testInfo)) await page.getByRole('button', { name: 'Kalibrasyonları Uygula' }).click()
    await page.getByRole('button', { name: /Fiyat Aralığı Ekle.*A2/ }).click()
    await page.getByRole('button', { name: /Fiyat Aralığı Ekle.*A3/ }).click()
    const a2 = page.getByTestId('price-group-2')
    const a3 = page.getByTestId('price-group-3')
    await expect(a2.getByLabel('Aralık 1: Min. miktar (kg)')).toHaveValue('1.000')
    await expect(a2.getByLabel('Peşin fiyat (USD/kg)')).toHaveValue('0')
    await a2.getByLabel('Maks. miktar (kg, isteğe bağlı)').fill('4.999')
    await a2.getByLabel('Peşin fiyat (USD/kg)').fill('9,5')
    await a2.getByLabel('Vadeli fiyat (USD/kg)').fill('10,25')
    await a3.getByLabel('Aralık 1: Min. miktar (kg)').fill('5.000')
    await a3.getByLabel('Peşin fiyat (USD/kg)').fill('8,75')
    await a3.getByLabel('Vadeli fiyat (USD/kg)').fill('9,1')
    // Pack sizes: a suggestion and a typed size, kept ascending.
    await page.getByRole('button', { name: '+ 12,5 kg' }).click()
    await page.getByLabel('Yeni paket boyutu (kg)').fill('7,5')
    await page.getByRole('button', { name: 'Ekle', exact: true }).click()
    await expect(page.getByTestId('pack-sizes')).toHaveText(/7,5 kg.*12,5 kg/)

    await page.getByLabel('Özet (Türkçe)').fill('Güneşte kurutulmuş katmanlı incir.')
    await page.getByLabel('Açıklama (Türkçe)').fill('Birinci paragraf.\n\nİkinci paragraf.')
    await page.getByLabel('Özet (İngilizce)').fill('Sun-dried layered figs.')
    await page.getByLabel('Açıklama (İngilizce)').fill('First paragraph.\n\nSecond paragraph.')
    // Pallet information in Turkish and German; English is left empty (the site falls back to Turkish).
    await page.getByLabel('Palet Bilgisi (Türkçe)').fill('Euro palet başına 80 koli × 12,5 kg')
    await page.getByLabel('Palet Bilgisi (Almanca)').fill('80 Kartons × 12,5 kg pro Europalette')
    await page.locator('#image-main-file').setInputFiles(image('main.png'))
    await page.locator('#image-detail1-file').setInputFiles(image('detail-1.gif', gif))
    await page.locator('#image-detail2-file').setInputFiles(image('detail-2.png'))
    await page.getByLabel('Alt metin (Türkçe) (Ana Resim)').fill('Eski ana resim')
    await page.locator('#pdfSpecPath-file').setInputFiles(pdf)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()

    await expect(page).toHaveURL(/\/admin\/products$/)
    await expectToast(page, 'Ürün oluşturuldu')
    const [stored] = await db.query<{
      id: string
      packsKg: number[]
      sortOrder: number
      isActive: boolean
      isOrganic: boolean
      pdfSpecPath: string
    }>(
      'SELECT id, "packsKg", "sortOrder", "isActive", "isOrganic", "pdfSpecPath", "palletInfo_tr", "palletInfo_en", "palletInfo_de" FROM "Product" WHERE slug = $1',
      [slug],
    )
    expect(stored).toMatchObject({ packsKg: [7.5, 12.5], sortOrder: 50, isActive: true, isOrganic: true })
    expect(stored).toMatchObject({
      palletInfo_tr: 'Euro palet başına 80 koli × 12,5 kg',
      palletInfo_en: null,
      palletInfo_de: '80 Kartons × 12,5 kg pro Europalette',
    })
    expect(stored.pdfSpecPath).toMatch(/^\/uploads\/products\/[\w-]+\.pdf$/)
    const images = await db.query<{ url: string; type: string; isMain: boolean; alt_tr: string | null }>(
      'SELECT url, type, "isMain", alt_tr FROM "ProductImage" WHERE "productId" = $1 ORDER BY position',
      [stored.id],
    )
    expect(images.map((i) => [i.type, i.isMain])).toEqual([
      ['main', true],
      ['detail1', false],
      ['detail2', false],
    ])
    expect(images[0].alt_tr).toBe('Eski ana resim')
    for (const { url } of images) {
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\/(png|gif)$/)
    }
    const prices = await db.query<{
      calibre: string
      minQuantity: number
      maxQuantity: number | null
      cashPrice: string
      creditPrice: string
    }>(
      'SELECT calibre, "minQuantity", "maxQuantity", "cashPrice"::text, "creditPrice"::text FROM "PriceRange" WHERE "productId" = $1 ORDER BY calibre',
      [stored.id],
    )
    expect(prices).toEqual([
      { calibre: '2', minQuantity: 1000, maxQuantity: 4999, cashPrice: '9.50', creditPrice: '10.25' },
      { calibre: '3', minQuantity: 5000, maxQuantity: null, cashPrice: '8.75', creditPrice: '9.10' },
    ])

    // --- It is in the list; reorder it ------------------------------------------------------------
    await page.getByLabel('Ara', { exact: true }).fill(id)
    await page.getByRole('button', { name: 'Uygula' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${id}`))
    await expect(page.getByTestId('product-count')).toHaveText('1 ürün')
    const card = page.getByTestId('product-card')
    await expect(card.getByRole('heading', { name: title })).toBeVisible()
    await expect(card).toContainText('Layer')
    await expect(card).toContainText('Organik')
    await expect(card).toContainText('Aktif')
    await expect(card).toContainText('%18-20')
    await expect(card).toContainText('A2, A3')
    await expect(card).toContainText('7,5 kg, 12,5 kg')
    await expect(card.getByRole('img')).toHaveAttribute('src', images[0].url)
    await expect(card.getByTestId('sort-order')).toHaveText('50')
    // Up trades places with the product before it in the catalogue (the list's order), down trades back.
    const catalogue = async () =>
      (await db.query<{ id: string }>('SELECT id FROM "Product" ORDER BY "sortOrder", "createdAt", id')).map((row) => row.id)
    const before = await catalogue()
    const neighbour = before[before.indexOf(stored.id) - 1]!
    const ahead = async () => {
      const order = await catalogue()
      return order.indexOf(stored.id) < order.indexOf(neighbour)
    }
    await card.getByRole('button', { name: `Yukarı taşı: ${title}` }).click()
    await expectToast(page, 'Sıralama güncellendi')
    await expect(page).toHaveURL(new RegExp(`q=${id}`))
    await expect.poll(ahead).toBe(true)
    // The products are numbered by their place now (1, 2, 3, …): the card shows the product's new number.
    // (The other project's tests add and move products meanwhile: compare with what is stored.)
    const storedNumber = async () =>
      (await db.query<{ sortOrder: number }>('SELECT "sortOrder" FROM "Product" WHERE id = $1', [stored.id]))[0].sortOrder
    const shownIsStored = async () => Number(await card.getByTestId('sort-order').textContent()) === (await storedNumber())
    expect(await storedNumber()).toBeLessThan(50)
    await expect.poll(shownIsStored).toBe(true)
    await card.getByRole('button', { name: `Aşağı taşı: ${title}` }).click()
    await expect.poll(ahead).toBe(false)
    await expect.poll(shownIsStored).toBe(true)

    // --- Edit: new title, detail1 becomes main, detail2 removed, a new main picture ---------------
    await card.getByRole('link', { name: `Düzenle: ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/products/${stored.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünü Düzenle' })).toBeVisible()
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await expect(page.getByTestId('price-row')).toHaveCount(2)
    // Stored numbers come back written the Turkish way, so saving unchanged keeps them.
    await expect(page.getByTestId('price-group-2').getByLabel('Maks. miktar (kg, isteğe bağlı)')).toHaveValue('4.999')
    await expect(page.getByTestId('price-group-2').getByLabel('Peşin fiyat (USD/kg)')).toHaveValue('9,5')
    await expect(page.getByLabel('Alt metin (Türkçe) (Ana Resim)')).toHaveValue('Eski ana resim')
    await expect(page.getByLabel('Palet Bilgisi (Almanca)')).toHaveValue('80 Kartons × 12,5 kg pro Europalette')
    await expect(page.getByLabel('Palet Bilgisi (İngilizce)')).toHaveValue('')
    await page
      .getByTestId('image-slot-detail2')
      .getByRole('button', { name: /Kaldır/ })
      .click()
    await expect(page.getByTestId('image-slot-detail2').getByText('Resim yok')).toBeVisible()
    await expect(page.getByTestId('image-slot-detail2').getByLabel('Ana resim')).toBeDisabled()
    const newTitle = `${title} (düzenlendi)`
    await page.getByLabel('Başlık (Türkçe)').fill(newTitle)
    await page.getByTestId('image-slot-detail1').getByLabel('Ana resim').check()
    await page.getByLabel('Alt metin (İngilizce) (Detay Resmi 1)').fill('Detail one')
    // A new picture in the main slot: its old alt text is reset.
    await page.locator('#image-main-file').setInputFiles(image('new-main.png'))
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/products$/)
    await expectToast(page, 'Ürün güncellendi')
    const edited = await db.query<{ url: string; type: string; isMain: boolean; alt_tr: string | null; alt_en: string | null }>(
      'SELECT url, type, "isMain", alt_tr, alt_en FROM "ProductImage" WHERE "productId" = $1 ORDER BY position',
      [stored.id],
    )
    expect(edited.map((i) => [i.type, i.isMain, i.alt_en])).toEqual([
      ['detail1', true, 'Detail one'],
      ['main', false, null],
    ])
    expect(edited[0].url).toBe(images[1].url)
    expect(edited[1].url).not.toBe(images[0].url)
    expect(edited[1].alt_tr).toBeNull()
    expect((await db.query('SELECT title_tr FROM "Product" WHERE id = $1', [stored.id]))[0]).toEqual({ title_tr: newTitle })

    // --- View ---------------------------------------------------------------------------------------
    await page.goto(`/admin/products?q=${id}`)
    await page.getByRole('link', { name: `Görüntüle: ${newTitle}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/products/view/${stored.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
    await expect(page.getByText('Güneşte kurutulmuş katmanlı incir.')).toBeVisible()
    await expect(page.getByText('Organik', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('İkinci paragraf.')).toBeVisible()
    await expect(page.getByText('Second paragraph.')).toBeVisible()
    await expect(page.getByText('Palet Bilgisi (Almanca)')).toBeVisible()
    await expect(page.getByText('80 Kartons × 12,5 kg pro Europalette')).toBeVisible()
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(2)
    const site = page.getByRole('link', { name: /Web Sayfasında Gör/ })
    await expect(site).toHaveAttribute('href', `/products/${slug}`)
    await expect(site).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', `/admin/products/${stored.id}`)

    // --- The public page shows it -----------------------------------------------------------------
    const publicPage = await page.goto(`/products/${slug}`)
    expect(publicPage?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle)
    await expect(page.getByTestId('fact-pallet')).toContainText('Euro palet başına 80 koli × 12,5 kg')
    // The uploaded spec PDF replaces the generated sheet, on the page and at the sheet's address.
    await expect(page.getByTestId('pdf-spec')).toHaveAttribute('href', stored.pdfSpecPath)
    const sheet = await page.request.get(`/en/products/${slug}/spec-sheet.pdf`, { maxRedirects: 0 })
    expect(sheet.status()).toBe(302)
    expect(sheet.headers().location).toBe(stored.pdfSpecPath)
    // The visitor's language; an empty one falls back to the Turkish text.
    await page.goto(`/de/products/${slug}`)
    await expect(page.getByTestId('fact-pallet')).toContainText('80 Kartons × 12,5 kg pro Europalette')
    await page.goto(`/en/products/${slug}`)
    await expect(page.getByTestId('fact-pallet')).toContainText('Euro palet başına 80 koli × 12,5 kg')

    // --- Delete (with confirmation) ---------------------------------------------------------------
    await page.goto(`/admin/products?q=${id}`)
    await page.getByRole('link', { name: `Sil: ${newTitle}` }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Bu ürünü silmek istediğinizden emin misiniz?')
    await dialog.getByRole('link', { name: 'Vazgeç' }).click()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.getByTestId('product-card')).toHaveCount(1)
    await page.getByRole('link', { name: `Sil: ${newTitle}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Sil' }).click()
    await expectToast(page, 'Ürün silindi')
    await expect(page).toHaveURL(new RegExp(`/admin/products\\?q=${id}$`))
    await expect(page.getByTestId('product-card')).toHaveCount(0)
    await expect(page.getByTestId('products-empty')).toContainText('Ürün bulunamadı')
    expect(await db.query('SELECT id FROM "Product" WHERE id = $1', [stored.id])).toEqual([])
    expect(await db.query('SELECT id FROM "ProductImage" WHERE "productId" = $1', [stored.id])).toEqual([])
    const gone = await page.goto(`/products/${slug}`)
    expect(gone?.status()).toBe(404)
  })

  test('invalid input shows field errors and keeps what was typed; a non-image is refused', async ({ page }) => {
    await page.goto('/admin/products/new')
    await page.getByLabel('Başlık (Türkçe)').fill('Yalnızca Türkçe Başlık')
    await page.getByLabel('Slug').fill('Kötü Slug!')
    await page.getByLabel('Özet (Türkçe)').fill('Türkçe özet burada.')
    await page.getByLabel('A4 Standart Seri (51-55 adet/kg)').check()
    await page.locator('#image-detail1-file').setInputFiles(fakePng)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()

    await expect(page.getByTestId('form-errors')).toBeVisible()
    await expect(page.getByText('İngilizce başlık gereklidir')).toBeVisible()
    await expect(page.getByText('İngilizce özet gereklidir')).toBeVisible()
    await expect(page.getByText('Türkçe açıklama gereklidir')).toBeVisible()
    await expect(page.getByText('Slug yalnızca küçük harf, rakam ve tire içerebilir')).toBeVisible()
    await expect(page.getByTestId('image-slot-detail1')).toContainText('Yalnızca resim dosyaları yüklenebilir')
    await expect(page.getByTestId('image-slot-detail1').getByText('Resim yok')).toBeVisible()
    await expect(page.getByLabel('Başlık (İngilizce)')).toHaveAttribute('aria-invalid', 'true')
    // Everything typed is still there.
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue('Yalnızca Türkçe Başlık')
    await expect(page.getByLabel('Slug')).toHaveValue('Kötü Slug!')
    await expect(page.getByLabel('Özet (Türkçe)')).toHaveValue('Türkçe özet burada.')
    await expect(page.getByLabel('A4 Standart Seri (51-55 adet/kg)')).toBeChecked()
    await expect(page).toHaveURL(/\/admin\/products\/new$/)
  })

  test('a price typed the Turkish way is stored as meant; one that could mean two numbers is refused naming both, the input kept', async ({
    page,
    db,
  }, testInfo) => {
    const slug = `e2e-fiyat-${unique(testInfo)}`.toLowerCase()
    const product = await createProduct(db.prisma, {
      slug,
      calibres: ['2'],
      priceRanges: { create: [{ calibre: '2', minQuantity: 1000, maxQuantity: null, cashPrice: '9.50', creditPrice: '10.00' }] },
    })
    const prices = () => db.query('SELECT "cashPrice"::text, "creditPrice"::text FROM "PriceRange" WHERE "productId" = $1', [product.id])
    try {
      await page.goto(`/admin/products/${product.id}`)
      const cash = page.getByTestId('price-group-2').getByLabel('Peşin fiyat (USD/kg)')
      await expect(cash).toHaveValue('9,5')
      await cash.fill('2.450,50')
      await page.getByTestId('price-group-2').getByLabel('Vadeli fiyat (USD/kg)').fill('2.500')
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
      await expectToast(page, 'Ürün güncellendi')
      expect(await prices()).toEqual([{ cashPrice: '2450.50', creditPrice: '2500.00' }])

      await page.goto(`/admin/products/${product.id}`)
      await expect(cash).toHaveValue('2.450,5')
      await cash.fill('2.45')
      await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
      await expect(page.getByText('“2.45” iki türlü okunabilir: 2,45 mi, 245 mi?')).toBeVisible()
      await expect(cash).toHaveAttribute('aria-invalid', 'true')
      await expect(cash).toHaveValue('2.45')
      expect(await prices()).toEqual([{ cashPrice: '2450.50', creditPrice: '2500.00' }])
    } finally {
      await db.query('DELETE FROM "Product" WHERE id = $1', [product.id])
    }
  })

  test('a slug already in use is refused with the input kept, an uploaded image stays', async ({ page }, testInfo) => {
    const id = unique(testInfo)
    await page.goto('/admin/products/new')
    await page.getByLabel('Başlık (Türkçe)').fill(`Kopya ${id}`)
    await page.getByLabel('Başlık (İngilizce)').fill(`Copy ${id}`)
    await page.getByLabel('Slug').fill('lerida-incir')
    await page.getByLabel('Özet (Türkçe)').fill('Özet')
    await page.getByLabel('Özet (İngilizce)').fill('Summary')
    await page.getByLabel('Açıklama (Türkçe)').fill('Açıklama')
    await page.getByLabel('Açıklama (İngilizce)').fill('Description')
    await page.locator('#image-main-file').setInputFiles(image('kept.png'))
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText('Bu slug başka bir ürün tarafından kullanılıyor').first()).toBeVisible()
    await expect(page.getByLabel('Başlık (Türkçe)')).toHaveValue(`Kopya ${id}`)
    // The picture was stored with the refused post and is kept for the next one.
    const kept = page.locator('input[name="images[0].url"]')
    await expect(kept).toHaveValue(/^\/uploads\/products\/[\w-]+\.png$/)
    await expect(page.getByTestId('image-slot-main').getByTestId('image-preview')).toBeVisible()
    await page.getByLabel('Slug').fill(`kopya-${id}`)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expectToast(page, 'Ürün oluşturuldu')
    await page.goto(`/admin/products?q=${id}`)
    await expect(page.getByTestId('product-card').getByRole('img')).toHaveAttribute('src', /^\/uploads\/products\/[\w-]+\.png$/)
  })

  test('search, filters and sorts live in the URL; Filtreleri Temizle resets them', async ({ page }, testInfo) => {
    await page.goto('/admin/products')
    // With JavaScript a choice applies itself, once the form is hydrated.
    if (hasJs(testInfo)) await expect(page.locator('form[role="search"][data-hydrated]')).toHaveCount(1)
    await page.getByLabel('Tür').selectOption('PROTOBEN')
    if (!hasJs(testInfo)) await page.getByRole('button', { name: 'Uygula' }).click()
    await expect(page).toHaveURL(/type=PROTOBEN/)
    await expect(page.getByTestId('product-card')).toHaveCount(1)
    await expect(page.getByTestId('product-card')).toContainText('Protoben')
    await expect(page.getByTestId('product-count')).toHaveText('1 ürün')

    await page.goto('/admin/products?feature=regular&status=active&sort=title_tr')
    await expect(page.getByLabel('Özellik', { exact: true })).toHaveValue('regular')
    const regular = await page.getByTestId('product-card').getByRole('heading').allTextContents()
    expect(regular).toEqual(expect.arrayContaining(['Pulled Kuru İncir', 'Cube/Block Kuru İncir']))
    expect(regular).toEqual([...regular].sort((a, b) => a.localeCompare(b, 'tr')))

    await page.goto('/admin/products?sort=title_tr')
    const byTurkishTitle = await page.getByTestId('product-card').getByRole('heading').allTextContents()
    expect(byTurkishTitle.indexOf('Bağlama İncir')).toBeLessThan(byTurkishTitle.indexOf('Cube/Block Kuru İncir'))
    expect(byTurkishTitle.indexOf('Cube/Block Kuru İncir')).toBeLessThan(
      byTurkishTitle.indexOf('Doğal Defne Yapraklı Kuru İncir (10–20 kg)'),
    )

    await page.goto('/admin/products?q=kernel-nothing-matches')
    await expect(page.getByTestId('products-empty')).toContainText('Ürün bulunamadı')
    await expect(page.getByTestId('product-count')).toHaveText('0 ürün')
    await page.getByRole('link', { name: 'Filtreleri Temizle' }).first().click()
    await expect(page).toHaveURL(/\/admin\/products$/)
    await expect(page.getByTestId('product-card').first()).toBeVisible()

    // Search matches the English title and the type's display name too.
    await page.goto('/admin/products?q=bay%20leaves')
    await expect(page.getByTestId('product-card')).toHaveCount(1)
    await page.goto('/admin/products?q=cube%2Fblock&type=CUBE_BLOCK')
    await expect(page.getByTestId('product-card')).toHaveCount(1)
  })

  test('a wrong value left in the new pack size box never stops saving; Ekle says what is wrong with it', async ({
    page,
    db,
  }, testInfo) => {
    const id = unique(testInfo)
    await page.goto('/admin/products/new')
    await page.getByLabel('Başlık (Türkçe)').fill(`Paket ${id}`)
    await page.getByLabel('Başlık (İngilizce)').fill(`Pack ${id}`)
    await page.getByLabel('Slug').fill(`paket-${id}`)
    await page.getByLabel('Özet (Türkçe)').fill('Özet')
    await page.getByLabel('Özet (İngilizce)').fill('Summary')
    await page.getByLabel('Açıklama (Türkçe)').fill('Açıklama')
    await page.getByLabel('Açıklama (İngilizce)').fill('Description')
    await page.getByRole('button', { name: '+ 5 kg' }).click()
    await expect(page.getByTestId('pack-sizes')).toHaveText(/5 kg/)
    const box = page.getByLabel('Yeni paket boyutu (kg)')
    await box.fill('7,3')
    await page.getByRole('button', { name: 'Ekle', exact: true }).click()
    await expect(page.getByText('Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir')).toBeVisible()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveValue('7,3')
    // Saving with the wrong value still in the box: the product is saved without it.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/products$/)
    await expectToast(page, 'Ürün oluşturuldu')
    const [stored] = await db.query<{ packsKg: number[] }>('SELECT "packsKg" FROM "Product" WHERE slug = $1', [`paket-${id}`])
    expect(stored).toEqual({ packsKg: [5] })
  })

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 720 },
    { name: '390 px phone', width: 390, height: 844 },
  ]) {
    test(`the save bar stays at the bottom of the screen while the long form is edited (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.goto('/admin/products/new')
      const save = page.getByRole('button', { name: 'Kaydet', exact: true })
      const cancel = page.getByRole('link', { name: 'İptal' })
      const atTheBottom = async () => {
        for (const control of [save, cancel]) {
          await expect(control).toBeInViewport({ ratio: 1 })
          const box = (await control.boundingBox())!
          // In the lowest part of the screen, not somewhere in the middle of the form.
          expect(box.y + box.height).toBeGreaterThan(viewport.height - 90)
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
        }
      }
      // The form is longer than the screen: at its top, in its middle (typing) and at its end.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(viewport.height * 2)
      await atTheBottom()
      await page.getByLabel('Özet (İngilizce)').fill('Typed in the middle of the form')
      await atTheBottom()
      // Moving on with Tab, the browser brings the next field into view above the bar, not under it.
      await page.keyboard.press('Tab')
      const next = page.getByLabel('Açıklama (İngilizce)')
      await expect(next).toBeFocused()
      // (The page scrolls smoothly: wait for it to arrive.)
      const clearance = async () => {
        const field = (await next.boundingBox())!
        const bar = (await page.getByTestId('sticky-actions').boundingBox())!
        return bar.y - (field.y + field.height)
      }
      await expect.poll(clearance).toBeGreaterThanOrEqual(0)
      await page.getByLabel('Palet Bilgisi (Almanca)').scrollIntoViewIfNeeded()
      await atTheBottom()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(save).toBeInViewport({ ratio: 1 })
      await expect(cancel).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })
  }

  test('the product view says when a product does not exist', async ({ page }) => {
    const response = await page.goto('/admin/products/view/00000000-0000-4000-8000-000000000000')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ürün bulunamadı')
    const edit = await page.goto('/admin/products/00000000-0000-4000-8000-000000000000')
    expect(edit?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ürün bulunamadı')
  })
})

// HTTP checks: once is enough.
test.describe('admin products API (bearer token)', { tag: '@js' }, () => {
  test('login → token → upload, create, get, update, re-order, list, delete; 401 without the token', async ({ playwright, baseURL }) => {
    // A client of its own: no cookies, only the bearer header.
    const api = await playwright.request.newContext({ baseURL })
    const login = await api.post('/api/admin/login', { data: { email: 'admin@example.com', password: 'e2e-admin-password' } })
    expect(login.status()).toBe(200)
    const { token, admin } = await login.json()
    expect(admin).toMatchObject({ email: 'admin@example.com' })
    const auth = { Authorization: `Bearer ${token}` }

    const upload = await api.post('/api/admin/upload-image', {
      headers: auth,
      multipart: { image: image('api.png'), imageType: 'detail1' },
    })
    expect(upload.status()).toBe(201)
    const { url } = await upload.json()
    expect(url).toMatch(/^\/uploads\/products\/[\w-]+\.png$/)
    expect((await api.get(url)).headers()['content-type']).toBe('image/png')
    const refused = await api.post('/api/admin/upload-image', { headers: auth, multipart: { image: fakePng, imageType: 'main' } })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).message).toContain('Yalnızca resim dosyaları yüklenebilir')
    const badSlot = await api.post('/api/admin/upload-image', { headers: auth, multipart: { image: image('x.png'), imageType: 'banner' } })
    expect(badSlot.status()).toBe(400)

    const slug = `api-urun-${randomBytes(3).toString('hex')}`
    const body = {
      slug,
      type: 'PULLED',
      title_tr: 'API Ürünü',
      title_en: 'API Product',
      summary_tr: 'Özet',
      summary_en: 'Summary',
      description_tr: 'Açıklama',
      description_en: 'Description',
      isOrganic: false,
      isNatural: true,
      laurelPacked: false,
      sortOrder: 40,
      moistureMin: 18,
      moistureMax: 21,
      calibres: ['4', '1'],
      packsKg: [25, 5, 12.5],
      palletInfo: '80 koli/palet',
      images: [
        { url: '/images/products/lerida-incir-main.svg', alt_tr: 'Ana', alt_en: 'Main', alt_de: null, isMain: false },
        { url, alt_tr: 'Detay', alt_en: 'Detail', alt_de: 'Detail', isMain: true },
      ],
      selectedMainImage: 'detail1',
      priceRanges: [
        { calibre: '1', minQuantity: 1000, maxQuantity: 4999, cashPrice: 10.5, creditPrice: 11 },
        { calibre: '4', minQuantity: 5000, cashPrice: 9, creditPrice: 9.5 },
      ],
    }

    const noToken = await api.post('/api/admin/products', { data: body })
    expect(noToken.status()).toBe(401)
    expect(await noToken.json()).toEqual({ message: 'Unauthorized' })
    expect((await api.get('/api/admin/products')).status()).toBe(401)

    const invalid = await api.post('/api/admin/products', {
      headers: auth,
      data: { ...body, title_en: '', priceRanges: [{ calibre: '7', minQuantity: 1000, cashPrice: 0, creditPrice: 1 }] },
    })
    expect(invalid.status()).toBe(400)
    const { errors } = await invalid.json()
    expect(errors.title_en).toEqual(['İngilizce başlık gereklidir'])
    expect(errors['priceRanges.0.cashPrice']).toEqual(['Fiyat sıfırdan büyük olmalıdır'])

    const created = await api.post('/api/admin/products', { headers: auth, data: body })
    expect(created.status()).toBe(201)
    const product = await created.json()
    expect(product).toMatchObject({
      slug,
      type: 'PULLED',
      isActive: true,
      isNatural: true,
      sortOrder: 40,
      calibres: ['1', '4'],
      packsKg: [5, 12.5, 25],
      pdfSpecPath: null,
      title_de: null,
      // A plain palletInfo (the field before it was translated) is the Turkish text.
      palletInfo_tr: '80 koli/palet',
      palletInfo_en: null,
      palletInfo_de: null,
    })
    expect(
      product.images.map((i: { url: string; isMain: boolean; type: string; position: number }) => [i.url, i.isMain, i.type, i.position]),
    ).toEqual([
      [url, true, 'detail1', 0],
      ['/images/products/lerida-incir-main.svg', false, 'main', 1],
    ])
    expect(product.images[0]).toMatchObject({ width: 1, height: 1, alt_de: 'Detail' })
    expect(product.priceRanges).toEqual([
      expect.objectContaining({ calibre: '1', minQuantity: 1000, maxQuantity: 4999, cashPrice: 10.5, creditPrice: 11 }),
      expect.objectContaining({ calibre: '4', minQuantity: 5000, maxQuantity: null, cashPrice: 9, creditPrice: 9.5 }),
    ])

    const conflict = await api.post('/api/admin/products', { headers: auth, data: body })
    expect(conflict.status()).toBe(409)
    expect((await conflict.json()).errors.slug).toEqual(['Bu slug başka bir ürün tarafından kullanılıyor'])

    const one = await api.get(`/api/admin/products/${product.id}`, { headers: auth })
    expect(one.status()).toBe(200)
    expect(await one.json()).toEqual(product)
    expect((await api.get(`/api/admin/products/${product.id}`)).status()).toBe(401)

    const updated = await api.put(`/api/admin/products/${product.id}`, {
      headers: auth,
      data: {
        ...body,
        title_tr: 'API Ürünü (güncel)',
        isActive: false,
        images: [],
        priceRanges: [],
        selectedMainImage: null,
        palletInfo: undefined,
        palletInfo_tr: '80 koli',
        palletInfo_en: '80 cartons',
        palletInfo_de: '80 Kartons',
      },
    })
    expect(updated.status()).toBe(200)
    expect(await updated.json()).toMatchObject({
      title_tr: 'API Ürünü (güncel)',
      isActive: false,
      images: [],
      priceRanges: [],
      palletInfo_tr: '80 koli',
      palletInfo_en: '80 cartons',
      palletInfo_de: '80 Kartons',
    })

    const reordered = await api.put(`/api/admin/products/${product.id}`, { headers: auth, data: { sortOrder: 3 } })
    expect(reordered.status()).toBe(200)
    expect(await reordered.json()).toMatchObject({ sortOrder: 3, title_tr: 'API Ürünü (güncel)', isActive: false })
    expect((await api.put(`/api/admin/products/${product.id}`, { headers: auth, data: { sortOrder: -1 } })).status()).toBe(400)
    expect((await api.put(`/api/admin/products/${product.id}`, { data: { sortOrder: 4 } })).status()).toBe(401)

    const list = await api.get('/api/admin/products', { headers: auth })
    expect(list.status()).toBe(200)
    const products: { id: string; sortOrder: number }[] = await list.json()
    expect(products.find((p) => p.id === product.id)).toMatchObject({ sortOrder: 3 })
    expect(products.length).toBeGreaterThanOrEqual(9)

    expect((await api.delete(`/api/admin/products/${product.id}`)).status()).toBe(401)
    const deleted = await api.delete(`/api/admin/products/${product.id}`, { headers: auth })
    expect(deleted.status()).toBe(200)
    expect((await api.get(`/api/admin/products/${product.id}`, { headers: auth })).status()).toBe(404)
    expect((await api.delete(`/api/admin/products/${product.id}`, { headers: auth })).status()).toBe(404)
    await api.dispose()
  })
})
