/**
 * The certificates on a real database: the admin's writes and their refusals (the server functions
 * and the JSON API's adapter), what visitors read on which day (Istanbul), the expiry job that
 * turns `shown` and so raises the content version exactly when a certificate enters or leaves,
 * the dashboard's warning, and a gallery PDF a certificate shows that cannot be deleted.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { addDays } from '~/features/certificates/certificate'
import type * as CertificateApi from '~/features/certificates/certificate-api.server'
import type * as Certificates from '~/features/certificates/certificates.server'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as JsonApi from '~/lib/json-api.server'
import { createCertificate, createMediaFile } from '../support/factories'

// The PDFs the API stores go to a scratch folder, not the project's uploads/.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-certificates-'))
process.env.UPLOADS_DIR = uploadsDir

let prisma: PrismaClient
let certificates: typeof Certificates
let api: typeof CertificateApi
// Loaded after UPLOADS_DIR is set: the module opens the database, which reads the environment once.
type ApiError = JsonApi.ApiError
let ApiError: typeof JsonApi.ApiError
let followContentVersion: (current: () => string | null) => void

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  certificates = await import('~/features/certificates/certificates.server')
  api = await import('~/features/certificates/certificate-api.server')
  ;({ ApiError } = await import('~/lib/json-api.server'))
  ;({ followContentVersion } = await import('~/lib/content-reads.server'))
})

afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }))

beforeEach(async () => {
  await prisma.certificate.deleteMany()
  followContentVersion(() => null)
})

const contentVersion = async () => (await prisma.contentVersion.findUniqueOrThrow({ where: { id: 1 } })).version
const pdfMedia = () =>
  createMediaFile(prisma, { mimeType: 'application/pdf', originalName: 'haccp.pdf', url: `/uploads/media/${crypto.randomUUID()}.pdf` })

/** Files in the gallery's storage (the fs storage keeps each as <hash>.dat). */
const storedFiles = () =>
  existsSync(path.join(uploadsDir, 'media'))
    ? readdirSync(path.join(uploadsDir, 'media'), { recursive: true }).filter((name) => String(name).endsWith('.dat')).length
    : 0

/** A small clean PDF, different bytes each call (the gallery keeps the same bytes once). */
const cleanPdf = () =>
  new File(
    [`%PDF-1.4\n1 0 obj << /Type /Catalog /Note (${crypto.randomUUID()}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`],
    'haccp.pdf',
    {
      type: 'application/pdf',
    },
  )

/** The API's multipart POST: the fields (an empty one left out, as a browser leaves nothing out) and the PDF as `pdf`. */
function multipartPost(fields: Record<string, string>, pdf: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('pdf', pdf)
  return new Request('http://localhost/api/admin/certificates', { method: 'POST', body })
}

/** Today in Istanbul by the database's clock (the expiry job's). */
const databaseToday = async () =>
  (await prisma.$queryRaw<{ day: string }[]>`SELECT ((now() AT TIME ZONE 'Europe/Istanbul')::date)::text AS day`)[0].day

const input = (overrides: Partial<Certificates.AdminCertificate & { mediaId: string }> = {}) => ({
  scheme: 'iso-22000' as const,
  body: 'Anadolu Sertifikasyon',
  number: 'AS-1',
  scope_tr: 'Kuru incir işleme',
  scope_en: null,
  scope_de: null,
  validFrom: '2026-01-01',
  validUntil: '2030-12-31',
  sortOrder: 0,
  ...overrides,
})

describe('writes', () => {
  test('create, update (the PDF stays without a new one, another PDF replaces it) and delete', async () => {
    const pdf = await pdfMedia()
    const created = await certificates.createCertificate(input({ mediaId: pdf.id, validUntil: '2031-06-30' }))
    expect(created).toMatchObject({ scheme: 'iso-22000', validFrom: '2026-01-01', validUntil: '2031-06-30', pdf: { id: pdf.id } })
    const stored = await prisma.certificate.findUniqueOrThrow({ where: { id: created.id } })
    expect(stored.validUntil.toISOString()).toBe('2031-06-30T00:00:00.000Z')
    expect(stored.shown).toBe(true)

    const updated = await certificates.updateCertificate(created.id, input({ number: 'AS-2', scope_de: 'Verarbeitung' }))
    expect(updated).toMatchObject({ number: 'AS-2', scope_de: 'Verarbeitung', pdf: { id: pdf.id } })
    const other = await pdfMedia()
    expect((await certificates.updateCertificate(created.id, input({ mediaId: other.id }))).pdf.id).toBe(other.id)

    await certificates.deleteCertificate(created.id)
    expect(await certificates.getCertificate(created.id)).toBeNull()
    // The PDF stays in the gallery.
    expect(await prisma.mediaFile.count({ where: { id: other.id } })).toBe(1)
    await expect(certificates.deleteCertificate(created.id)).rejects.toMatchObject({ status: 404, message: 'Sertifika bulunamadı' })
    await expect(certificates.updateCertificate('not-an-id', input())).rejects.toMatchObject({ status: 404 })
  })

  test('its PDF must be a PDF of the gallery: missing, unknown and a picture are refused at the field', async () => {
    const picture = await createMediaFile(prisma)
    for (const [mediaId, message] of [
      [undefined, 'Sertifikanın PDF dosyasını seçin'],
      [crypto.randomUUID(), 'Seçilen PDF galeride bulunamadı'],
      [picture.id, 'Seçilen dosya bir PDF değil'],
    ] as const) {
      await expect(certificates.createCertificate(input({ mediaId }))).rejects.toMatchObject({
        status: 400,
        fieldErrors: { mediaId: [message] },
      })
    }
    expect(await prisma.certificate.count()).toBe(0)
  })

  test('the API validates as the form does: 400 with each field’s Turkish message, nothing stored', async () => {
    const pdf = await pdfMedia()
    const request = new Request('http://localhost/api/admin/certificates', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        scheme: 'iso9001',
        body: 'x'.repeat(121),
        number: 'A\u0000',
        scope_tr: '',
        validFrom: '2027-05-01',
        validUntil: '2027-04-30',
        mediaId: pdf.id,
      }),
    })
    const refusal = await api.createCertificateFromApi(request).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect((refusal as ApiError).status).toBe(400)
    expect((refusal as ApiError).errors).toEqual({
      scheme: ['Sertifika türünü listeden seçin'],
      body: ['En fazla 120 karakter'],
      number: ['Kontrol karakterleri (ör. NUL) kullanılamaz'],
      scope_tr: ['Kapsam (Türkçe) gereklidir'],
      validUntil: ['Bitiş tarihi başlangıç tarihinden önce olamaz'],
    })
    expect(await prisma.certificate.count()).toBe(0)
  })
})

describe('the API’s multipart post stores its PDF only with a valid certificate', () => {
  const fields = {
    scheme: 'haccp',
    body: 'Ege Gıda Belgelendirme',
    number: 'HACCP-1',
    scope_tr: 'Kuru incir paketleme',
    validFrom: '2026-01-01',
    validUntil: '2030-12-31',
  }

  test('a clean PDF with a missing number or a last day before the first: 400 with the messages, nothing in the gallery', async () => {
    const before = { media: await prisma.mediaFile.count(), files: storedFiles() }
    for (const [wrong, errors] of [
      [{ number: '' }, { number: ['Sertifika numarası gereklidir'] }],
      [{ validFrom: '2027-05-01', validUntil: '2027-04-30' }, { validUntil: ['Bitiş tarihi başlangıç tarihinden önce olamaz'] }],
    ] as const) {
      const refusal = await api
        .createCertificateFromApi(multipartPost({ ...fields, ...wrong }, cleanPdf()))
        .catch((error: unknown) => error)
      expect(refusal, JSON.stringify(wrong)).toBeInstanceOf(ApiError)
      expect((refusal as ApiError).status).toBe(400)
      expect((refusal as ApiError).errors).toEqual(errors)
    }
    expect({ media: await prisma.mediaFile.count(), files: storedFiles() }).toEqual(before)
    expect(await prisma.certificate.count()).toBe(0)

    // The same post with its fields right stores the PDF once, as the certificate's.
    const created = await api.createCertificateFromApi(multipartPost(fields, cleanPdf()))
    expect({ media: await prisma.mediaFile.count(), files: storedFiles() }).toEqual({ media: before.media + 1, files: before.files + 1 })
    expect(await prisma.mediaFile.findUniqueOrThrow({ where: { id: created.pdf.id }, select: { category: true } })).toEqual({
      category: 'certificate',
    })
  })
})

describe('what visitors read', () => {
  test('one that ended yesterday (Istanbul) is gone, one that ends today is there, one starting tomorrow is not yet', async () => {
    const today = certificates.istanbulToday()
    const yesterday = await createCertificate(prisma, { validFrom: '2025-01-01', validUntil: addDays(today, -1), number: 'ENDED' })
    const lastDay = await createCertificate(prisma, { validFrom: '2025-01-01', validUntil: today, number: 'LAST-DAY' })
    await createCertificate(prisma, { validFrom: addDays(today, 1), validUntil: addDays(today, 400), number: 'TOMORROW' })
    const shown = await certificates.validCertificates('en')
    expect(shown.map((certificate) => certificate.number)).toEqual(['LAST-DAY'])
    expect(shown[0]).toMatchObject({ id: lastDay.id, scheme: 'haccp', validUntil: today, pdfUrl: lastDay.media.url })
    expect(shown.map((certificate) => certificate.id)).not.toContain(yesterday.id)
  })

  test('it leaves at midnight Istanbul time, also while the content version has not changed yet', async () => {
    await createCertificate(prisma, { validFrom: '2027-01-01', validUntil: '2027-03-10', number: 'MARCH-10' })
    // The server follows a version that stays the same across midnight (the job has not run yet).
    followContentVersion(() => '42')
    const lastSecond = new Date('2027-03-10T20:59:59Z') // 23:59:59 in Istanbul (UTC+3)
    const midnight = new Date('2027-03-10T21:00:00Z')
    expect((await certificates.validCertificates('tr', lastSecond)).map((c) => c.number)).toEqual(['MARCH-10'])
    expect(await certificates.validCertificates('tr', midnight)).toEqual([])
    expect(await certificates.validCertificateSchemes(midnight)).toEqual([])
  })

  test('the scope in the visitor’s language: German falls back to English, English to Turkish', async () => {
    await createCertificate(prisma, { scope_tr: 'Paketleme', scope_en: 'Packing', scope_de: null, validUntil: '2099-12-31' })
    await createCertificate(prisma, { scope_tr: 'Ayıklama', scope_en: '', scope_de: '', validUntil: '2099-12-31', sortOrder: 1 })
    expect((await certificates.validCertificates('de')).map((c) => c.scope)).toEqual(['Packing', 'Ayıklama'])
    expect((await certificates.validCertificates('tr')).map((c) => c.scope)).toEqual(['Paketleme', 'Ayıklama'])
  })

  test('the spec sheets name each valid scheme once, in the public order', async () => {
    await createCertificate(prisma, { scheme: 'brcgs', sortOrder: 2, validUntil: '2099-12-31' })
    await createCertificate(prisma, { scheme: 'haccp', sortOrder: 1, validUntil: '2099-12-31' })
    await createCertificate(prisma, { scheme: 'haccp', sortOrder: 3, validUntil: '2099-12-31' })
    await createCertificate(prisma, { scheme: 'organic', validUntil: '2020-12-31' })
    expect(await certificates.validCertificateSchemes()).toEqual(['haccp', 'brcgs'])
  })
})

describe('the expiry job', () => {
  test('turns `shown` of a certificate that left (or entered) once, raising the content version once; again it changes nothing', async () => {
    const today = await databaseToday()
    const pdf = await pdfMedia()
    const leaving = await certificates.createCertificate(input({ mediaId: pdf.id, validFrom: '2025-01-01', validUntil: today }))
    expect((await prisma.certificate.findUniqueOrThrow({ where: { id: leaving.id } })).shown).toBe(true)
    // Nothing to do: no write, the version stays.
    let before = await contentVersion()
    expect(await certificates.refreshShownCertificates()).toBe(0)
    expect(await contentVersion()).toBe(before)

    // A day passes: its last day is now yesterday (the flag still says shown).
    await prisma.$executeRaw`UPDATE "Certificate" SET "validUntil" = "validUntil" - 1 WHERE id = ${leaving.id}`
    before = await contentVersion()
    expect(await certificates.refreshShownCertificates()).toBe(1)
    expect((await prisma.certificate.findUniqueOrThrow({ where: { id: leaving.id } })).shown).toBe(false)
    expect(await contentVersion()).toBe(before + 1n)
    expect(await certificates.refreshShownCertificates()).toBe(0)
    expect(await contentVersion()).toBe(before + 1n)

    // One whose first day has come enters.
    const entering = await createCertificate(prisma, { validFrom: today, validUntil: addDays(today, 30), shown: false })
    before = await contentVersion()
    expect(await certificates.refreshShownCertificates()).toBe(1)
    expect((await prisma.certificate.findUniqueOrThrow({ where: { id: entering.id } })).shown).toBe(true)
    expect(await contentVersion()).toBe(before + 1n)
  })

  test('a write, a delete and an emptied table raise the content version', async () => {
    const pdf = await pdfMedia()
    let before = await contentVersion()
    const created = await certificates.createCertificate(input({ mediaId: pdf.id }))
    expect(await contentVersion()).toBeGreaterThan(before)
    before = await contentVersion()
    await certificates.updateCertificate(created.id, input({ body: 'Başka kuruluş' }))
    expect(await contentVersion()).toBeGreaterThan(before)
    before = await contentVersion()
    await certificates.deleteCertificate(created.id)
    expect(await contentVersion()).toBeGreaterThan(before)
    await createCertificate(prisma)
    before = await contentVersion()
    await prisma.$executeRawUnsafe('TRUNCATE "Certificate"')
    expect(await contentVersion()).toBeGreaterThan(before)
  })
})

describe('the dashboard', () => {
  test('lists one ending in 20 days and one that ended, not one ending in 40 days', async () => {
    const now = new Date()
    const today = certificates.istanbulToday(now)
    const soon = await createCertificate(prisma, { validFrom: '2025-01-01', validUntil: addDays(today, 20), number: 'IN-20' })
    // Of another scheme: a HACCP certificate valid past the warning window would cover the HACCP ones below.
    await createCertificate(prisma, { scheme: 'brcgs', validFrom: '2025-01-01', validUntil: addDays(today, 40), number: 'IN-40' })
    const ended = await createCertificate(prisma, { validFrom: '2025-01-01', validUntil: addDays(today, -3), number: 'ENDED-3' })
    await createCertificate(prisma, { validFrom: '2025-01-01', validUntil: today, number: 'TODAY' })
    const listed = await certificates.certificatesNeedingAttention(now)
    expect(listed.map((c) => [c.number, c.daysLeft, c.status])).toEqual([
      ['TODAY', 0, 'expiring'],
      ['IN-20', 20, 'expiring'],
      ['ENDED-3', -3, 'expired'],
    ])
    expect(listed.map((c) => c.id)).toEqual(expect.arrayContaining([soon.id, ended.id]))
  })
})

describe('the dashboard and renewals', () => {
  test('a certificate whose scheme is covered past the warning window by another (its renewal) is not listed; a gap is', async () => {
    const now = new Date()
    const today = certificates.istanbulToday(now)
    const certificate = (scheme: Certificates.AdminCertificate['scheme'], number: string, fromDays: number, untilDays: number) =>
      createCertificate(prisma, { scheme, number, validFrom: addDays(today, fromDays), validUntil: addDays(today, untilDays) })
    // Ending in 20 days, renewed by one valid today for a year.
    await certificate('haccp', 'HACCP-OLD', -700, 20)
    await certificate('haccp', 'HACCP-NEW', -5, 400)
    // Ended 3 days ago, renewed on its last day.
    await certificate('iso-22000', 'ISO-OLD', -700, -3)
    await certificate('iso-22000', 'ISO-NEW', -3, 700)
    // Ending in 10 days, renewed from the day after.
    await certificate('brcgs', 'BRCGS-OLD', -300, 10)
    await certificate('brcgs', 'BRCGS-NEW', 11, 375)
    // Ending in 10 days, the renewal starting only in 20: the scheme would be off the site for 9 days.
    await certificate('ifs-food', 'IFS-OLD', -300, 10)
    await certificate('ifs-food', 'IFS-NEW', 20, 400)
    // Two of one scheme, both ending within the window: neither covers the other.
    await certificate('organic', 'ORGANIC-A', -300, 5)
    await certificate('organic', 'ORGANIC-B', -300, 30)
    // Another scheme's long certificate covers nothing of this one.
    await certificate('other', 'OTHER', -300, 15)
    const listed = await certificates.certificatesNeedingAttention(now)
    expect(listed.map((c) => [c.number, c.daysLeft])).toEqual([
      ['ORGANIC-A', 5],
      ['IFS-OLD', 10],
      ['OTHER', 15],
      ['ORGANIC-B', 30],
    ])
  })
})

describe('the gallery', () => {
  test('a PDF a certificate shows is not deleted (in use); once the certificate is gone, it is', async () => {
    const { deleteMedia } = await import('~/features/media/admin-media.server')
    const certificate = await createCertificate(prisma)
    expect(await deleteMedia(certificate.mediaId)).toBe('in-use')
    await prisma.certificate.delete({ where: { id: certificate.id } })
    expect(await deleteMedia(certificate.mediaId)).toBe('deleted')
  })
})
