import { randomBytes } from 'node:crypto'
import type { Page, TestInfo } from '@playwright/test'
import { addDays } from '../../app/features/certificates/certificate'
import { isoDay } from '../../app/lib/dates'
import { createCertificate } from '../support/factories'
import { exclusively, expect, jsEnabled, signInAsAdmin, test } from './fixtures'

const unique = (info: TestInfo) => `${info.project.name.replace('admin-', '').toUpperCase()}-${randomBytes(3).toString('hex')}`

/** The lock the tests that put certificates on the dashboard take turns with (the js and no-js projects share one server). */
const DASHBOARD_LOCK = 6_301

/** A small, clean PDF: different bytes every time, so runs and projects never share a gallery file. */
const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(6).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)

const toast = (page: Page) => page.getByTestId('toast')
/** The quality page's card of the certificate with `number`. */
const card = (page: Page, number: string) => page.getByTestId('certificates').getByRole('listitem').filter({ hasText: number })

test.describe('admin certificates', () => {
  test.describe.configure({ timeout: 120_000 })
  test.beforeEach(async ({ context, db, baseURL }) => {
    await signInAsAdmin(context, db, baseURL!)
  })

  test('the admin adds an IFS Food certificate with its PDF; it shows on /quality and /de/quality with the PDF to download; edited, its PDF stays; deleted after asking', async ({
    page,
  }, info) => {
    const number = `IFS-${unique(info)}`
    const today = isoDay(new Date())
    await page.goto('/admin')
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Sertifikalar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sertifikalar' })).toBeVisible()
    await page.getByRole('link', { name: 'Yeni Sertifika Ekle' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni Sertifika' })).toBeVisible()

    // A wrong date is refused with the message at the field and everything typed kept: with JavaScript
    // before anything is sent (the file stays picked), without it by the server, which keeps the PDF.
    await page.getByLabel('Sertifika türü').selectOption('ifs-food')
    await page.getByLabel('Belgelendirme kuruluşu').fill('Ege Gıda Belgelendirme A.Ş.')
    await page.getByLabel('Sertifika numarası').fill(number)
    await page.getByLabel('Kapsam (Türkçe)').fill('Kuru incir paketleme')
    await page.getByLabel('Kapsam (İngilizce)').fill('Packing of dried figs')
    await page.getByLabel('Kapsam (Almanca)').fill('Verpackung von Trockenfeigen')
    await page.getByLabel('Geçerlilik başlangıcı').fill(addDays(today, -10))
    await page.getByLabel('Geçerlilik bitişi').fill(addDays(today, -20))
    await page.getByLabel('PDF dosyası').setInputFiles({ name: 'ifs-food.pdf', mimeType: 'application/pdf', buffer: pdf() })
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(page.getByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeVisible()
    await expect(page.getByLabel('Sertifika numarası')).toHaveValue(number)
    if (!jsEnabled(info)) await expect(page.getByTestId('certificate-pdf')).toContainText('ifs-food.pdf')

    await page.getByLabel('Geçerlilik bitişi').fill(addDays(today, 400))
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(toast(page)).toContainText('Sertifika eklendi')
    await expect(page).toHaveURL(/\/admin\/certificates$/)
    const row = page.getByTestId('certificate-row').filter({ hasText: number })
    await expect(row.getByRole('rowheader')).toHaveText('IFS Food')
    await expect(row.getByTestId('certificate-status')).toHaveText('Geçerli')

    for (const [path, scope, label] of [
      ['/quality', 'Kuru incir paketleme', 'PDF indir'],
      ['/de/quality', 'Verpackung von Trockenfeigen', 'PDF herunterladen'],
    ] as const) {
      await page.goto(path)
      const shown = card(page, number)
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText('IFS Food')
      await expect(shown.getByText(scope)).toBeVisible()
      await expect(shown.getByText('Ege Gıda Belgelendirme A.Ş.')).toBeVisible()
      const link = shown.getByRole('link', { name: new RegExp(`^${label}`) })
      const href = await link.getAttribute('href')
      expect(href).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.pdf$/)
      const download = await page.request.get(href!)
      expect(download.status()).toBe(200)
      expect(download.headers()['content-type']).toBe('application/pdf')
      expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }

    // Edited without a new file: the PDF stays.
    await page.goto('/quality')
    const pdfHref = await card(page, number).getByRole('link').getAttribute('href')
    await page.goto('/admin/certificates')
    await page.getByRole('link', { name: `Düzenle: IFS Food ${number}` }).click()
    await expect(page.getByTestId('certificate-pdf')).toContainText('ifs-food.pdf')
    await page.getByLabel('Sertifika numarası').fill(`${number}-R`)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await expect(toast(page)).toContainText('Sertifika güncellendi')
    await page.goto('/en/quality')
    await expect(card(page, `${number}-R`).getByRole('link', { name: /^Download PDF/ })).toHaveAttribute('href', pdfHref!)

    // Deleted after the confirmation: gone from the list and the page.
    await page.goto('/admin/certificates')
    await page.getByRole('link', { name: `Sil: IFS Food ${number}-R` }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(`${number}-R`)
    await dialog.getByRole('button', { name: 'Evet, Sil' }).click()
    await expect(toast(page)).toContainText('Sertifika silindi')
    await expect(page.getByTestId('certificate-row').filter({ hasText: number })).toHaveCount(0)
    await page.goto('/quality')
    await expect(page.getByText(`${number}-R`)).toHaveCount(0)
  })

  test(
    'a certificate that ended yesterday is not on /quality, one whose last day is today is',
    { tag: '@no-js' },
    async ({ page, db }, info) => {
      const today = isoDay(new Date())
      const ended = await createCertificate(db.prisma, {
        validFrom: '2025-01-01',
        validUntil: addDays(today, -1),
        number: `ENDED-${unique(info)}`,
      })
      const lastDay = await createCertificate(db.prisma, { validFrom: '2025-01-01', validUntil: today, number: `LAST-${unique(info)}` })
      try {
        for (const path of ['/quality', '/en/quality']) {
          await page.goto(path)
          await expect(card(page, lastDay.number)).toBeVisible()
          await expect(page.getByText(ended.number)).toHaveCount(0)
        }
        // The admin's list still has it, marked as ended.
        await page.goto('/admin/certificates')
        await expect(page.getByTestId('certificate-row').filter({ hasText: ended.number }).getByTestId('certificate-status')).toHaveText(
          'Süresi doldu',
        )
      } finally {
        await db.prisma.certificate.deleteMany({ where: { id: { in: [ended.id, lastDay.id] } } })
      }
    },
  )

  test('the dashboard warns of a certificate ending in 20 days, with the days left and a link to its edit page', async ({
    page,
    db,
    baseURL,
  }, info) => {
    const today = isoDay(new Date())
    const number = `SOON-${unique(info)}`
    await exclusively(baseURL!, DASHBOARD_LOCK, async () => {
      // Of a scheme the seed has none of: the seed's HACCP, ISO 22000 and BRCGS run past the warning
      // window, and a certificate so renewed is not warned of.
      const soon = await createCertificate(db.prisma, {
        scheme: 'organic',
        validFrom: '2025-01-01',
        validUntil: addDays(today, 20),
        number,
      })
      const later = await createCertificate(db.prisma, {
        validFrom: '2025-01-01',
        validUntil: addDays(today, 40),
        number: `LATER-${unique(info)}`,
      })
      try {
        await page.goto('/admin')
        const warning = page.getByTestId('certificate-warning')
        await expect(warning.getByRole('listitem').filter({ hasText: number })).toContainText('20 gün kaldı')
        await expect(warning).not.toContainText(later.number)
        await warning.getByRole('link', { name: `Organik – ${number}` }).click()
        await expect(page).toHaveURL(new RegExp(`/admin/certificates/${soon.id}$`))
        await expect(page.getByLabel('Sertifika numarası')).toHaveValue(number)
      } finally {
        await db.prisma.certificate.deleteMany({ where: { id: { in: [soon.id, later.id] } } })
      }
    })
  })
})
