/**
 * The certificates over HTTP against the production build: closed to visitors (401 / login),
 * refusing cross-site writes (403), their PDF checked by content (a PNG or an HTML page named
 * .pdf, a PDF that runs JavaScript, a file over 10 MB: a 4xx with the Turkish message, the typed
 * input kept, nothing stored), every text bounded and without control characters, and what an
 * admin typed staying inert text on the public quality pages.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectNoActiveMarkup, scriptsOf } from '../support/inert-html'
import { connectDatabase } from './support/database'
import { multipart, type Part } from './support/multipart'
import { adminCookie, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' }

let server: TestServer
let db: pg.Client
let uploadsDir: string
let cookie: string
let token: string

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-security-certificates-'))
  server = await startServer({ UPLOADS_DIR: uploadsDir })
  db = await connectDatabase(server)
  cookie = await adminCookie(server)
  const login = await send(server, { method: 'POST', path: '/api/admin/login', headers: JSON_TYPE, body: JSON.stringify(ADMIN) })
  expect(login.status, login.text).toBe(200)
  token = JSON.parse(login.text).token
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
  rmSync(uploadsDir, { recursive: true, force: true })
})

// ---------------------------------------------------------------------------------------------
// Files and posts

let nextPdf = 0
/** A small, clean PDF (different bytes each time, so the gallery never sees the same file twice). */
const pdf = (body = `1 0 obj << /Type /Catalog /Note (${++nextPdf} ${Date.now()}) >> endobj`) =>
  Buffer.from(`%PDF-1.4\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')
const scriptedPdf = () =>
  pdf('1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert\\(document.cookie\\)) >> endobj')
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer()

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    scheme: 'ifs-food',
    body: 'Ege Gıda Belgelendirme',
    number: `IFS-${Date.now()}`,
    scope_tr: 'Kuru incir paketleme',
    scope_en: '',
    scope_de: '',
    validFrom: '2026-01-01',
    validUntil: '2099-12-31',
    sortOrder: '5',
    mediaId: '',
    ...overrides,
  }).map(([name, value]) => ({ name, value }))

const pdfPart = (data: Buffer, filename = 'ifs.pdf', type = 'application/pdf'): Part => ({ name: 'pdf', filename, type, data })

/** The admin form's post (as a browser sends it, with the session cookie and the site's Origin). */
function postForm(parts: Part[], { path: target = '/admin/certificates/new', origin = server.url } = {}) {
  const { body, contentType } = multipart(parts)
  return send(server, {
    method: 'POST',
    path: target,
    headers: { 'Content-Type': contentType, Cookie: cookie, Origin: origin },
    body,
    timeoutMs: 60_000,
  })
}

function api(method: string, target: string, body?: unknown, headers: Record<string, string> = {}) {
  return send(server, {
    method,
    path: target,
    headers: { ...JSON_TYPE, Authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const countCertificates = async () => Number((await db.query('SELECT count(*) FROM "Certificate"')).rows[0].count)
const pdfRows = async () => Number((await db.query(`SELECT count(*) FROM "MediaFile" WHERE "mimeType" = 'application/pdf'`)).rows[0].count)

function expectRefused(answer: RawResponse, status: number | number[], message: string) {
  expect([status].flat(), answer.text.slice(0, 400)).toContain(answer.status)
  expect(answer.text).toContain(message)
}

/** A PDF of the gallery (the seed's), for JSON writes. */
async function galleryPdfId(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM "MediaFile" WHERE "mimeType" = 'application/pdf' LIMIT 1`)
  expect(rows).toHaveLength(1)
  return rows[0].id
}

// ---------------------------------------------------------------------------------------------

describe('closed to visitors and to other sites', () => {
  test('without a session the pages go to the login and the API answers 401; nothing is stored', async () => {
    const before = await countCertificates()
    for (const target of ['/admin/certificates', '/admin/certificates/new']) {
      const answer = await send(server, { path: target })
      expect(answer.status, target).toBe(302)
      expect(answer.headers.location).toMatch(/^\/admin\/login/)
    }
    const id = (await db.query<{ id: string }>('SELECT id FROM "Certificate" LIMIT 1')).rows[0].id
    for (const [method, target] of [
      ['GET', '/api/admin/certificates'],
      ['POST', '/api/admin/certificates'],
      ['GET', `/api/admin/certificates/${id}`],
      ['PUT', `/api/admin/certificates/${id}`],
      ['DELETE', `/api/admin/certificates/${id}`],
    ] as const) {
      const answer = await send(server, {
        method,
        path: target,
        headers: { ...JSON_TYPE, Origin: server.url },
        body: method === 'POST' || method === 'PUT' ? '{}' : undefined,
      })
      expect(answer.status, `${method} ${target}`).toBe(401)
    }
    const { body, contentType } = multipart([...fields(), pdfPart(pdf())])
    const anonymous = await send(server, {
      method: 'POST',
      path: '/admin/certificates/new',
      headers: { 'Content-Type': contentType, Origin: server.url },
      body,
    })
    expect(anonymous.status).toBeGreaterThanOrEqual(300)
    expect(anonymous.status).toBeLessThan(500)
    expect(await countCertificates()).toBe(before)
  })

  test('a cookie-carried write from another site is refused (403): the form, the API, a delete', async () => {
    const before = await countCertificates()
    const form = await postForm([...fields(), pdfPart(pdf())], { origin: 'https://evil.example' })
    expectRefused(form, 403, 'Başka bir siteden gönderilmiş olabilecek istek reddedildi')
    const id = (await db.query<{ id: string }>('SELECT id FROM "Certificate" LIMIT 1')).rows[0].id
    const crossSite = { Cookie: cookie, Origin: 'https://evil.example' }
    const write = await send(server, {
      method: 'POST',
      path: '/api/admin/certificates',
      headers: { ...JSON_TYPE, ...crossSite },
      body: JSON.stringify({ scheme: 'haccp' }),
    })
    expect(write.status).toBe(403)
    const removal = await send(server, { method: 'DELETE', path: `/api/admin/certificates/${id}`, headers: crossSite })
    expect(removal.status).toBe(403)
    const listDelete = await send(server, {
      method: 'POST',
      path: '/admin/certificates',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...crossSite },
      body: `intent=delete&id=${id}`,
    })
    expect(listDelete.status).toBe(403)
    expect(await countCertificates()).toBe(before)
  })
})

describe('the PDF is checked by its content', () => {
  test('a PNG and an HTML page named .pdf: 400 with the Turkish message at the field, the typed input kept, nothing stored', async () => {
    const before = [await countCertificates(), await pdfRows()]
    for (const [what, file] of [
      ['png', pdfPart(await png(), 'sertifika.pdf')],
      ['html', pdfPart(Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'sertifika.pdf')],
    ] as const) {
      const answer = await postForm([...fields({ number: `KEEP-${what}-123` }), file])
      expectRefused(answer, 400, 'PDF yüklenemedi: Yalnızca PDF dosyaları yüklenebilir')
      expect(answer.text, what).toContain(`value="KEEP-${what}-123"`)
    }
    expect([await countCertificates(), await pdfRows()]).toEqual(before)
  })

  test('a PDF with JavaScript or an open action is refused, by the form and by the API', async () => {
    const before = [await countCertificates(), await pdfRows()]
    const form = await postForm([...fields(), pdfPart(scriptedPdf())])
    expectRefused(form, 400, 'PDF dosyası JavaScript, başlatma eylemi veya gömülü dosya içeremez')
    const launch = pdf('1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj')
    const { body, contentType } = multipart([...fields(), pdfPart(launch)])
    const viaApi = await send(server, {
      method: 'POST',
      path: '/api/admin/certificates',
      headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
      body,
    })
    expectRefused(viaApi, 415, 'PDF dosyası JavaScript, başlatma eylemi veya gömülü dosya içeremez')
    expect(JSON.parse(viaApi.text).errors.pdf).toHaveLength(1)
    expect([await countCertificates(), await pdfRows()]).toEqual(before)
  })

  test('the API keeps a clean PDF only with a valid certificate: a missing number is a 400 that leaves no gallery file', async () => {
    const before = [await countCertificates(), await pdfRows()]
    const { body, contentType } = multipart([...fields({ number: '' }), pdfPart(pdf())])
    const answer = await send(server, {
      method: 'POST',
      path: '/api/admin/certificates',
      headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
      body,
    })
    expectRefused(answer, 400, 'Sertifika numarası gereklidir')
    expect(JSON.parse(answer.text).errors).toEqual({ number: ['Sertifika numarası gereklidir'] })
    expect([await countCertificates(), await pdfRows()]).toEqual(before)
  })

  test('over 10 MB: the form says so at the field (400), a post past what is read at all is 413 with a message; never a 5xx', async () => {
    const before = await countCertificates()
    const eleven = Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024, 0x20)])
    const form = await postForm([...fields({ number: 'KEEP-BIG' }), pdfPart(eleven)])
    expectRefused(form, 400, "Dosya boyutu 10MB'dan küçük olmalıdır")
    expect(form.text).toContain('value="KEEP-BIG"')
    const huge = await postForm([...fields(), pdfPart(Buffer.concat([pdf(), Buffer.alloc(25 * 1024 * 1024, 0x20)]))])
    expectRefused(huge, [400, 413], "Dosya boyutu 10MB'dan küçük olmalıdır")
    const { body, contentType } = multipart([...fields(), pdfPart(eleven)])
    const viaApi = await send(server, {
      method: 'POST',
      path: '/api/admin/certificates',
      headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
      body,
      timeoutMs: 60_000,
    })
    expectRefused(viaApi, 413, "Dosya boyutu 10MB'dan küçük olmalıdır")
    expect(await countCertificates()).toBe(before)
  })

  test('a clean PDF is stored with the certificate; a form sent back for another field keeps it without a new upload', async () => {
    const before = await countCertificates()
    const number = `KEPT-PDF-${Date.now()}`
    const refused = await postForm([...fields({ number, validUntil: '2025-12-31' }), pdfPart(pdf(), 'ifs-2026.pdf')])
    expectRefused(refused, 400, 'Bitiş tarihi başlangıç tarihinden önce olamaz')
    expect(refused.text).toContain('ifs-2026.pdf')
    const mediaId = /name="mediaId"[^>]*value="([0-9a-f-]{36})"|value="([0-9a-f-]{36})"[^>]*name="mediaId"/.exec(refused.text)
    const kept = mediaId?.[1] ?? mediaId?.[2]
    expect(kept).toBeTruthy()
    const saved = await postForm(fields({ number, mediaId: kept! }))
    expect(saved.status, saved.text.slice(0, 300)).toBe(302)
    expect(saved.headers.location).toBe('/admin/certificates')
    const { rows } = await db.query(`SELECT "mediaId", "shown" FROM "Certificate" WHERE number = $1`, [number])
    expect(rows).toEqual([{ mediaId: kept, shown: true }])
    expect(await countCertificates()).toBe(before + 1)
  })
})

describe('bounds: a 4xx with the message, never a 5xx', () => {
  test('NUL and control characters, line breaks, over-long texts, an unknown scheme, a date that is no day', async () => {
    const before = await countCertificates()
    const answer = await postForm([
      ...fields({
        scheme: 'iso-9001',
        body: 'x'.repeat(50_000),
        number: 'A\u0000B',
        scope_tr: 'bir\nsatır',
        scope_en: 'bell\u0007',
        validFrom: '2026-02-30',
        validUntil: "2026-01-01' OR 1=1 --",
        sortOrder: '99999999999999999999',
      }),
      pdfPart(pdf()),
    ])
    expect(answer.status).toBe(400)
    for (const message of [
      'Sertifika türünü listeden seçin',
      'En fazla 120 karakter',
      'Kontrol karakterleri (ör. NUL) kullanılamaz',
      'Bu alan tek satırdır: satır sonu kullanılamaz',
      'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalıdır',
      'Sıra 0 ile 9999 arasında bir tam sayı olmalıdır',
    ])
      expect(answer.text, message).toContain(message)
    expect(await countCertificates()).toBe(before)
  })

  test('the API: field messages (400), a body past the limit (413), malformed JSON, an unknown id (404), another method (405 with Allow)', async () => {
    const mediaId = await galleryPdfId()
    const invalid = await api('POST', '/api/admin/certificates', {
      scheme: 'haccp',
      body: 'B',
      number: 'N\u0000',
      scope_tr: 'S',
      validFrom: '2026-01-01',
      validUntil: 'never',
      mediaId,
    })
    expect(invalid.status).toBe(400)
    expect(JSON.parse(invalid.text).errors).toEqual({
      number: ['Kontrol karakterleri (ör. NUL) kullanılamaz'],
      validUntil: ['Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalıdır'],
    })
    const tooBig = await api('POST', '/api/admin/certificates', { scheme: 'haccp', body: 'x'.repeat(200_000) })
    expect(tooBig.status).toBe(413)
    expect(JSON.parse(tooBig.text).message).toBeTruthy()
    const malformed = await api('POST', '/api/admin/certificates', '{"scheme":')
    expect(malformed.status).toBe(400)
    // A picture of the gallery is no certificate's PDF.
    const image = multipart([
      { name: 'category', value: 'general' },
      { name: 'file', filename: 'foto.png', type: 'image/png', data: await png() },
    ])
    const uploaded = await send(server, {
      method: 'POST',
      path: '/api/admin/media',
      headers: { 'Content-Type': image.contentType, Authorization: `Bearer ${token}` },
      body: image.body,
    })
    expect([200, 201], uploaded.text).toContain(uploaded.status)
    const picture = await api('POST', '/api/admin/certificates', { ...validBody(), mediaId: JSON.parse(uploaded.text).id })
    expect(picture.status).toBe(400)
    expect(JSON.parse(picture.text).errors).toEqual({ mediaId: ['Seçilen dosya bir PDF değil'] })
    for (const id of [crypto.randomUUID(), 'x'.repeat(5000)]) {
      const missing = await api('GET', `/api/admin/certificates/${id}`)
      expect(missing.status, id.slice(0, 20)).toBe(404)
      const put = await api('PUT', `/api/admin/certificates/${id}`, validBody())
      expect([400, 404], id.slice(0, 20)).toContain(put.status)
    }
    const patch = await api('PATCH', '/api/admin/certificates', validBody())
    expect(patch.status).toBe(405)
    expect(patch.headers.allow).toBe('GET, POST')
    const item = await api('POST', `/api/admin/certificates/${crypto.randomUUID()}`, validBody())
    expect(item.status).toBe(405)
    expect(item.headers.allow).toBe('GET, PUT, DELETE')
  })
})

function validBody() {
  return { scheme: 'haccp', body: 'Kuruluş', number: 'N-1', scope_tr: 'Kapsam', validFrom: '2026-01-01', validUntil: '2099-12-31' }
}

describe('what an admin typed stays text on the public pages', () => {
  test('script, handlers and markup in the body, the scope and the number are shown escaped on /quality in every language', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    const created = await api('POST', '/api/admin/certificates', {
      scheme: 'organic',
      body: payload,
      number: '"><svg onload=alert(3)>',
      scope_tr: `${payload} tr`,
      scope_en: `${payload} en`,
      scope_de: '',
      validFrom: '2026-01-01',
      validUntil: '2099-12-31',
      mediaId: await galleryPdfId(),
    })
    expect(created.status, created.text).toBe(201)
    for (const [target, scope] of [
      ['/quality', 'tr'],
      ['/en/quality', 'en'],
      ['/de/quality', 'en'],
    ]) {
      const page = await send(server, { path: target })
      expect(page.status).toBe(200)
      const main = page.text
        .slice(page.text.indexOf('<main'), page.text.indexOf('</main>'))
        .replace(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g, '')
      expectNoActiveMarkup(main, target)
      expect(main, target).not.toMatch(/<script|<img src=x|<svg/i)
      expect(main, target).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;')
      expect(main, target).toContain(`&gt; ${scope}`)
      expect(main, target).toContain('&quot;&gt;&lt;svg onload=alert(3)&gt;')
      for (const script of scriptsOf(page.text)) expect(script.body, target).not.toMatch(/<\/?script|<svg/i)
    }
  })
})

test('none of the attacks above made the server log an error', () => {
  expect(server.output()).not.toContain('"level":50')
})
