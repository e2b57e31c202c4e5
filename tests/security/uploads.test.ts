/**
 * Uploads, attacked over HTTP against the production build as a signed-in (or stolen) admin
 * session would: decompression bombs, images sharp cannot read, files whose name or declared type
 * lies about their content, PDFs that carry scripts, forms that are not valid (their files must
 * not be stored), malformed multipart bodies, spoofed file names; and how stored files are served.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import type pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectDatabase } from './support/database'
import { multipart, type Part } from './support/multipart'
import { cookiesOf, FORM, formBody, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' }

let server: TestServer
let db: pg.Client
let uploadsDir: string
let token: string
let cookie: string

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-security-uploads-'))
  server = await startServer({ UPLOADS_DIR: uploadsDir })
  db = await connectDatabase(server)
  const login = await send(server, { method: 'POST', path: '/api/admin/login', headers: JSON_TYPE, body: JSON.stringify(ADMIN) })
  expect(login.status, login.text).toBe(200)
  token = JSON.parse(login.text).token
  const html = await send(server, {
    method: 'POST',
    path: '/admin/login',
    headers: { ...FORM, Origin: origin() },
    body: formBody({ ...ADMIN, redirectTo: '/admin' }),
  })
  expect(html.status, html.text.slice(0, 300)).toBe(302)
  cookie = cookiesOf(html)
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
  rmSync(uploadsDir, { recursive: true, force: true })
})

const origin = () => `http://127.0.0.1:${server.port}`

// ---------------------------------------------------------------------------------------------
// Hostile files, made here

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), 8 + data.length)
  return out
}
/** A PNG header declaring 30000×30000 pixels (3.6 GB decoded) with a tiny compressed body. */
function pngBomb() {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(30_000, 0)
  header.writeUInt32BE(30_000, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
/** A JPEG whose frame header declares 65500×65500 pixels. */
const jpegBomb = () =>
  Buffer.from([
    0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xdc, 0xff, 0xdc, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff,
    0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xd9,
  ])
/** Starts like a GIF, runs as JavaScript: `GIF89a/*…*\/=1;alert(…)`. */
const gifPolyglot = () => Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain)//', 'latin1')
let nextColour = 0
/** A real, small PNG (a new colour each time, so the gallery never sees the same bytes twice). */
async function realPng() {
  const n = ++nextColour
  return sharp({ create: { width: 12, height: 8, channels: 3, background: { r: n & 255, g: (n >> 8) & 255, b: 99 } } })
    .png()
    .toBuffer()
}
const pdf = (body = '1 0 obj << /Type /Catalog >> endobj') => Buffer.from(`%PDF-1.4\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')
const scriptedPdf = () =>
  pdf('1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert\\(document.cookie\\)) >> endobj')

// ---------------------------------------------------------------------------------------------
// Multipart bodies and what the server stored

function postApi(route: string, parts: Part[]) {
  const { body, contentType } = multipart(parts)
  return send(server, { method: 'POST', path: route, headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType }, body })
}

function postForm(route: string, parts: Part[]) {
  const { body, contentType } = multipart(parts)
  return send(server, { method: 'POST', path: route, headers: { Cookie: cookie, Origin: origin(), 'Content-Type': contentType }, body })
}

function storedFiles(dir = uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )
}
const mediaRows = async () => Number((await db.query('SELECT count(*) AS n FROM "MediaFile"')).rows[0].n)

/** Runs `attempt` and checks that it stored nothing: no gallery row, no file in the uploads folder. */
async function storesNothing(attempt: () => Promise<void>) {
  const [rows, files] = [await mediaRows(), storedFiles().length]
  await attempt()
  expect({ rows: await mediaRows(), files: storedFiles().length }).toEqual({ rows, files })
}

const TURKISH = /[çğıöşüÇĞİÖŞÜ]/
const messageOf = (response: RawResponse) => {
  try {
    const body = JSON.parse(response.text)
    return String(body.message ?? body.error ?? '')
  } catch {
    return response.text
  }
}

/** The fields of a product form that passes validation. */
const validProduct = (slug: string): Part[] => [
  { name: 'title_tr', value: 'Güvenlik Testi İnciri' },
  { name: 'title_en', value: 'Security Test Fig' },
  { name: 'slug', value: slug },
  { name: 'type', value: 'LERIDA' },
  { name: 'summary_tr', value: 'Özet' },
  { name: 'summary_en', value: 'Summary' },
  { name: 'description_tr', value: 'Açıklama' },
  { name: 'description_en', value: 'Description' },
]

// ---------------------------------------------------------------------------------------------

describe('one upload check for every upload path', () => {
  test('POST /api/admin/upload-image refuses bombs, unreadable images and lying names or types, and stores nothing', async () => {
    const cases: [string, Buffer, string, string][] = [
      ['30000×30000 PNG bomb', pngBomb(), 'bomba.png', 'image/png'],
      ['JPEG declaring 65500×65500', jpegBomb(), 'dev.jpg', 'image/jpeg'],
      ['GIF/JavaScript polyglot', gifPolyglot(), 'poly.gif', 'image/gif'],
      ['PNG named .jpg', await realPng(), 'resim.jpg', 'image/jpeg'],
      ['PNG sent as text/html', await realPng(), 'resim.png', 'text/html'],
    ]
    for (const [label, data, filename, type] of cases) {
      await storesNothing(async () => {
        const response = await postApi('/api/admin/upload-image', [
          { name: 'imageType', value: 'main' },
          { name: 'image', filename, type, data },
        ])
        expect(response.status, `${label}: ${response.text}`).toBeGreaterThanOrEqual(400)
        expect(response.status, label).toBeLessThan(500)
        expect(messageOf(response), label).toMatch(TURKISH)
      })
    }
  })

  test('a PDF carrying JavaScript is refused by the gallery (API and page) and the product form', async () => {
    await storesNothing(async () => {
      const api = await postApi('/api/admin/media', [
        { name: 'category', value: 'general' },
        { name: 'file', filename: 'katalog.pdf', type: 'application/pdf', data: scriptedPdf() },
      ])
      expect(api.status, api.text).toBeGreaterThanOrEqual(400)
      expect(api.status).toBeLessThan(500)
      expect(messageOf(api)).toBe('PDF dosyası JavaScript, başlatma eylemi veya gömülü dosya içeremez')

      const page = await postForm('/admin/media', [
        { name: 'category', value: 'general' },
        { name: 'file', filename: 'katalog.pdf', type: 'application/pdf', data: scriptedPdf() },
      ])
      expect(page.status).toBe(415)
      expect(page.text).toContain('PDF dosyası JavaScript, başlatma eylemi veya gömülü dosya içeremez')

      const form = await postForm('/admin/products/new', [
        ...validProduct('pdf-betikli'),
        { name: 'pdfSpecFile', filename: 'spec.pdf', type: 'application/pdf', data: scriptedPdf() },
      ])
      expect(form.status).toBe(400)
      expect(form.text).toContain('PDF dosyası JavaScript, başlatma eylemi veya gömülü dosya içeremez')
    })
    expect((await db.query('SELECT count(*) AS n FROM "Product" WHERE slug = $1', ['pdf-betikli'])).rows[0].n).toBe('0')
  })

  test('a product form that does not validate stores none of its files', async () => {
    await storesNothing(async () => {
      const response = await postForm('/admin/products/new', [
        ...validProduct('bos-baslik').map((part) => (part.name === 'title_tr' ? { name: 'title_tr', value: '' } : part)),
        { name: 'imageFile-main', filename: 'ana.png', type: 'image/png', data: await realPng() },
        { name: 'pdfSpecFile', filename: 'spec.pdf', type: 'application/pdf', data: pdf() },
      ])
      expect(response.status).toBe(400)
      expect(response.text).toContain('Türkçe başlık gereklidir')
    })
  })

  test('an image API request with an invalid field stores nothing either', async () => {
    let response: RawResponse | undefined
    await storesNothing(async () => {
      response = await postApi('/api/admin/upload-image', [
        { name: 'imageType', value: 'banner' },
        { name: 'image', filename: 'resim.png', type: 'image/png', data: await realPng() },
      ])
    })
    expect(response?.status).toBe(400)
    expect(messageOf(response!)).toMatch(TURKISH)
  })

  test('malformed multipart bodies on the upload routes are a 400 with a Turkish message, never a 5xx', async () => {
    const bodies: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n')],
      ['no part at all', 'multipart/form-data; boundary=abc', Buffer.from('this is not multipart')],
      [
        'cut off',
        'multipart/form-data; boundary=abc',
        Buffer.from('--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'),
      ],
      [
        'header not UTF-8',
        'multipart/form-data; boundary=abc',
        Buffer.concat([
          Buffer.from('--abc\r\nContent-Disposition: form-data; name="'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('"\r\n\r\nx\r\n--abc--\r\n'),
        ]),
      ],
    ]
    const routes: [string, 'api' | 'form'][] = [
      ['/api/admin/upload-image', 'api'],
      ['/api/admin/media', 'api'],
      ['/admin/media', 'form'],
      ['/admin/products/new', 'form'],
      ['/admin/blog', 'form'],
    ]
    for (const [route, kind] of routes) {
      for (const [label, contentType, body] of bodies) {
        const auth: Record<string, string> = kind === 'api' ? { Authorization: `Bearer ${token}` } : { Cookie: cookie, Origin: origin() }
        const response = await send(server, { method: 'POST', path: route, headers: { ...auth, 'Content-Type': contentType }, body })
        expect(response.status, `${route}, ${label}: ${response.text.slice(0, 200)}`).toBe(400)
        // The request gate or the route's reader: either way a Turkish "could not be read".
        expect(response.text, `${route}, ${label}`).toMatch(/okunamadı/)
      }
    }
  })
})

describe('stored files and their names', () => {
  test('a product PDF is served as a download, with nosniff and a sandbox CSP, as the detected type', async () => {
    const slug = `pdf-urun-${Date.now()}`
    const response = await postForm('/admin/products/new', [
      ...validProduct(slug),
      // The client claims another type: the stored file is served as what it is.
      { name: 'pdfSpecFile', filename: 'urun-spec.pdf', type: 'application/octet-stream', data: pdf() },
    ])
    expect(response.status, response.text.slice(0, 300)).toBe(302)
    const { rows } = await db.query('SELECT "pdfSpecPath" FROM "Product" WHERE slug = $1', [slug])
    expect(rows[0]?.pdfSpecPath).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.pdf$/)
    const served = await send(server, { path: rows[0].pdfSpecPath })
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.headers['content-disposition']).toMatch(/^attachment;/)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/)
    expect(served.headers['content-security-policy']).toContain("default-src 'none'")
  })

  test('gallery and product images are served with the same headers', async () => {
    const upload = await postApi('/api/admin/upload-image', [
      { name: 'imageType', value: 'detail1' },
      { name: 'image', filename: 'urun.png', type: 'image/png', data: await realPng() },
    ])
    expect(upload.status, upload.text).toBe(201)
    const media = await postApi('/api/admin/media', [
      { name: 'category', value: 'general' },
      { name: 'file', filename: 'galeri.png', type: 'image/png', data: await realPng() },
    ])
    expect(media.status, media.text).toBe(201)
    const [product, gallery] = await Promise.all([
      send(server, { path: JSON.parse(upload.text).url }),
      send(server, { path: JSON.parse(media.text).url }),
    ])
    for (const served of [product, gallery]) {
      expect(served.status).toBe(200)
      expect(served.headers['content-type']).toBe('image/png')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.headers['content-disposition']).toMatch(/^inline;/)
    }
    expect(product.headers['content-security-policy']).toBe(gallery.headers['content-security-policy'])
  })

  test('a file name keeps no bidi override or control characters', async () => {
    const response = await postApi('/api/admin/media', [
      { name: 'category', value: 'general' },
      { name: 'file', filename: 'fatura\u202Egnp.png', type: 'image/png', data: await realPng() },
    ])
    expect(response.status, response.text).toBe(201)
    const { id, originalName } = JSON.parse(response.text)
    expect(originalName).toBe('faturagnp.png')
    const { rows } = await db.query('SELECT "originalName" FROM "MediaFile" WHERE id = $1', [id])
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control and bidi characters the upload must have stripped from the name
    expect(rows[0].originalName).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
  })
})
