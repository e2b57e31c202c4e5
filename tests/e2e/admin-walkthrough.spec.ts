import { randomBytes, randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import * as XLSX from '@e965/xlsx'
import type { Locator, Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import type { Prisma } from '~/generated/prisma/client'
import { createLead } from '../support/factories'
import { expect, jsEnabled, signInAsAdmin, test } from './fixtures'

/** A marker no other test's rows carry (the projects run in parallel on one database). */
const newMarker = (info: TestInfo) => `w${info.project.name.replace('-', '')}${Date.now().toString(36)}${randomInt(1e6)}`

/** A real small picture (smoothed noise): different bytes every time, so it is never taken for an earlier upload. */
const photo = () =>
  sharp(randomBytes(24 * 16 * 3), { raw: { width: 24, height: 16, channels: 3 } })
    .resize(240, 160)
    .jpeg()
    .toBuffer()

const expectToast = (page: Page, text: string) => expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible()

test.describe('admin walkthrough', () => {
  test.describe.configure({ timeout: 90_000 })

  test('media: after a successful upload the upload form is fresh (no file, empty fields, panel closed), ready for the next file', async ({
    page,
    context,
    db,
    baseURL,
  }, info) => {
    await signInAsAdmin(context, db, baseURL!)
    const marker = newMarker(info)
    const upload = page.getByTestId('media-upload')
    const fileInput = upload.getByLabel('Dosya')
    const isOpen = () => upload.evaluate((el) => (el as HTMLDetailsElement).open)
    const fileCount = () => fileInput.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)
    const texts = [
      'Alternatif metin (TR)',
      'Alternatif metin (EN)',
      'Alternatif metin (DE)',
      'Açıklama (TR)',
      'Açıklama (EN)',
      'Açıklama (DE)',
      'Etiketler',
    ]

    await page.goto('/admin/media')
    expect(await isOpen()).toBe(false)

    for (const round of [1, 2]) {
      const description = `Yürüyüş ${marker} ${round}`
      await upload.locator('summary').click()
      await fileInput.setInputFiles({ name: `yuruyus-${marker}-${round}.jpg`, mimeType: 'image/jpeg', buffer: await photo() })
      await upload.getByLabel('Kategori').selectOption('blog')
      for (const label of texts) await upload.getByLabel(label).fill(label === 'Açıklama (TR)' ? description : `${label} ${marker}`)
      await upload.getByRole('button', { name: 'Yükle', exact: true }).click()

      await expectToast(page, 'Medya dosyası başarıyla yüklendi')
      await expect(page.getByTestId('media-card').filter({ hasText: description })).toHaveCount(1)
      // A fresh page without JavaScript (the post was answered with a redirect), the same list address with it.
      await expect(page).toHaveURL(/\/admin\/media$/)
      // The panel as on a first visit: closed, no file, every text empty, the default category.
      expect(await isOpen()).toBe(false)
      expect(await fileCount()).toBe(0)
      for (const label of texts) await expect(upload.getByLabel(label)).toHaveValue('')
      await expect(upload.getByLabel('Kategori')).toHaveValue('general')
    }
    expect(
      await db.query(`SELECT category FROM "MediaFile" WHERE "originalName" LIKE $1 ORDER BY "originalName"`, [`%${marker}%`]),
    ).toEqual([{ category: 'blog' }, { category: 'blog' }])
  })

  test('lead detail on a 390×844 phone: status, note, call, e-mail and WhatsApp on the first screen, and they work', async ({
    page,
    context,
    db,
    baseURL,
    request,
  }, info) => {
    const marker = newMarker(info)
    const name = `Klaus ${marker}`
    const products = await db.query<{ id: string }>(
      `SELECT id FROM "Product" WHERE slug IN ('lerida-incir', 'naturel-incir-altin-seri', 'protoben-incir', 'baglama-incir') ORDER BY slug`,
    )
    expect(products).toHaveLength(4)
    // A request as a visitor sends it: four product lines, a German number.
    const rfq = await request.post('/api/rfq', {
      data: {
        locale: 'de',
        name,
        company: `Feinkost ${marker}`,
        phone: '040 1234567',
        country: 'DE',
        email: 'klaus@example.com',
        items: products.map((p, i) => ({ productId: p.id, quantity: 1000 * (i + 1), calibre: '3', packSize: 12.5 })),
        details: 'CIF Hamburg, Zahlung 30 Tage.',
        ...(await (await request.get('/api/form-guard')).json()),
      },
    })
    expect(rfq.status()).toBe(201)
    const [{ id }] = await db.query<{ id: string }>('SELECT id FROM "Lead" WHERE name = $1', [name])

    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsAdmin(context, db, baseURL!)
    await page.goto(`/admin/leads?q=${marker}`)
    await page
      .getByTestId('lead-card')
      .getByRole('link', { name: /^Görüntüle/ })
      .click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('lead-product-block')).toHaveCount(4)
    const screenshot = process.env.LEAD_PHONE_SCREENSHOT
    if (screenshot && jsEnabled(info)) await page.screenshot({ path: screenshot })

    const top = (await page.getByTestId('lead-detail').boundingBox())!.y
    const onFirstScreen = async (what: string, locator: Locator) => {
      const box = await locator.boundingBox()
      expect(box, `${what} is shown`).not.toBeNull()
      expect(box!.y - top, `${what} starts on the first screen`).toBeLessThan(844)
      expect(box!.y + box!.height - top, `${what} ends on the first screen`).toBeLessThanOrEqual(844)
      // Inside the page's 16 px margins, never cut by the screen's edge.
      expect(box!.x, `${what} within the width`).toBeGreaterThanOrEqual(16)
      expect(box!.x + box!.width, `${what} within the width`).toBeLessThanOrEqual(390 - 16)
    }
    const status = dialog.getByLabel('Talep durumu')
    const note = dialog.getByLabel('Yalnızca yönetim panelinde görünür')
    const call = dialog.locator('a[href="tel:+49401234567"]').first()
    const mail = dialog.locator('a[href="mailto:klaus@example.com"]').first()
    const whatsapp = dialog.locator('a[href="https://wa.me/49401234567"]').first()
    await onFirstScreen('the status', status)
    await onFirstScreen('the status button', dialog.getByRole('button', { name: 'Durumu Kaydet' }))
    await onFirstScreen('the note field', note)
    await onFirstScreen('the call link', call)
    await onFirstScreen('the e-mail link', mail)
    await onFirstScreen('the WhatsApp link', whatsapp)
    // Never sideways.
    expect(await page.getByTestId('lead-detail').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(390)

    // They work: the status and the note are saved, and the detail opens again at the top.
    await status.selectOption({ label: 'İletişime geçildi' })
    await dialog.getByRole('button', { name: 'Durumu Kaydet' }).click()
    await expectToast(page, 'Durum güncellendi')
    await expect(status).toHaveValue('contacted')
    await note.fill(`Telefonla arandı ${marker}`)
    await dialog.getByRole('button', { name: 'Notu Kaydet' }).click()
    await expectToast(page, 'Notlar kaydedildi')
    await expect(note).toHaveValue(`Telefonla arandı ${marker}`)
    await onFirstScreen('the note field after saving', note)
    expect(await db.query('SELECT status, notes FROM "Lead" WHERE id = $1', [id])).toEqual([
      { status: 'contacted', notes: `Telefonla arandı ${marker}` },
    ])
  })

  test('CSV export read by a spreadsheet: phone numbers come back whole (no apostrophe), formulas stay neutralised', async ({
    page,
    context,
    db,
    baseURL,
  }, info) => {
    const marker = newMarker(info)
    const insert = (fields: Partial<Prisma.LeadCreateInput>) => createLead(db.prisma, { locale: 'de', ...fields })
    // Stored as typed, read with the lead's country (an older row has no international form stored).
    await insert({ name: `Hamburg ${marker}`, phone: '+49 40 1234567', country: 'DE' })
    await insert({ name: `Izmir ${marker}`, phone: '0532 111 22 33', phoneE164: '+905321112233', country: 'TR' })
    // Not a phone number at all, and cells a spreadsheet would run: these keep the apostrophe.
    await insert({ name: `=HYPERLINK("http://evil.example","x") ${marker}`, company: '-2+3', phone: '+999 12' })
    await signInAsAdmin(context, db, baseURL!)

    await page.goto(`/admin/leads?q=${marker}`)
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV İndir', exact: true }).click()])
    const workbook = XLSX.read(readFileSync((await saved.path())!), { type: 'buffer' })
    const sheet = workbook.Sheets[workbook.SheetNames[0]!]!
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true })
    expect(rows[0]).toEqual(expect.arrayContaining(['Ad Soyad', 'Firma', 'Telefon']))
    const column = (title: string) => (rows[0] as string[]).indexOf(title)
    const row = (prefix: string) => rows.find((r) => String(r[column('Ad Soyad')]).includes(prefix))!
    const phoneOf = (prefix: string) => row(prefix)[column('Telefon')]
    // A spreadsheet reads an international number as the number itself (or as text with its plus), never as an error.
    const international = (value: unknown) => (typeof value === 'number' ? `+${value}` : value)
    expect(international(phoneOf(`Hamburg ${marker}`))).toBe('+49401234567')
    expect(international(phoneOf(`Izmir ${marker}`))).toBe('+905321112233')
    // Still neutralised: shown as the text it is, with the apostrophe, never run.
    expect(row('HYPERLINK')[column('Ad Soyad')]).toBe(`'=HYPERLINK("http://evil.example","x") ${marker}`)
    expect(row('HYPERLINK')[column('Firma')]).toBe("'-2+3")
    expect(row('HYPERLINK')[column('Telefon')]).toBe("'+999 12")
    const formulas = Object.entries(sheet).filter(([address, cell]) => !address.startsWith('!') && (cell as XLSX.CellObject).f)
    expect(formulas).toEqual([])
    expect(Object.values(sheet).filter((cell) => (cell as XLSX.CellObject)?.t === 'e')).toEqual([])
  })
})
