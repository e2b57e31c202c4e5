import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type * as AdminMedia from '~/features/media/admin-media.server'
import type * as Media from '~/features/media/media.server'
import type * as Uploads from '~/features/media/uploads.server'
import type { PrismaClient } from '~/generated/prisma/client'
import { createAdmin, createBlogPost, createProduct } from '../support/factories'

// Files of this test go to a scratch folder, not the project's uploads/.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-media-'))
process.env.UPLOADS_DIR = uploadsDir

let prisma: PrismaClient
let media: typeof Media
let adminMedia: typeof AdminMedia
let uploads: typeof Uploads
let token: string

type Handler = (args: never) => unknown
let listRoute: { loader: Handler; action: Handler }
let itemRoute: { loader: Handler; action: Handler }
let importRoute: { loader: Handler; action: Handler }
let fileRoute: { loader: Handler }

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  media = await import('~/features/media/media.server')
  adminMedia = await import('~/features/media/admin-media.server')
  uploads = await import('~/features/media/uploads.server')
  listRoute = await import('~/routes/api/admin/media')
  itemRoute = await import('~/routes/api/admin/media-item')
  importRoute = await import('~/routes/api/admin/media-import-products')
  fileRoute = await import('~/routes/resources/media-file')
  const { createAdminSession } = await import('~/features/auth/auth.server')
  const admin = await createAdmin(prisma)
  ;({ token } = await createAdminSession(admin.id))
})
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }))

/** Calls a route module's loader or action in-process, as the server would; thrown responses are answers too. */
async function call(
  handler: Handler,
  method: string,
  url: string,
  {
    body,
    params = {},
    auth = true,
    extraHeaders = {},
  }: { body?: BodyInit | object; params?: Record<string, string>; auth?: boolean; extraHeaders?: Record<string, string> } = {},
) {
  const headers = new Headers({ ...extraHeaders, ...(auth ? { Authorization: `Bearer ${token}` } : {}) })
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    payload = JSON.stringify(body)
  }
  const request = new Request(`http://localhost${url}`, { method, headers, body: payload })
  try {
    return (await handler({ request, params, context: {} } as never)) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

function uploadForm(bytes: Uint8Array, name: string, fields: Record<string, string> = {}, type = '') {
  const form = new FormData()
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  form.set('category', 'general')
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return form
}
const api = {
  list: (query = '') => call(listRoute.loader, 'GET', `/api/admin/media${query}`),
  upload: (form: FormData, auth = true) => call(listRoute.action, 'POST', '/api/admin/media', { body: form, auth }),
  get: (id: string) => call(itemRoute.loader, 'GET', `/api/admin/media/${id}`, { params: { id } }),
  update: (id: string, body: unknown) => call(itemRoute.action, 'PUT', `/api/admin/media/${id}`, { body: body as object, params: { id } }),
  remove: (id: string) => call(itemRoute.action, 'DELETE', `/api/admin/media/${id}`, { params: { id } }),
  importProducts: () => call(importRoute.action, 'POST', '/api/admin/media/import-products'),
  file: (url: string, range?: string) =>
    call(fileRoute.loader, 'GET', url, {
      params: { file: url.split('/').pop()! },
      auth: false,
      extraHeaders: range ? { Range: range } : {},
    }),
}

/** A real image with noise, so every copy differs (no accidental duplicates between tests). */
async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'jpeg') {
  const noise = randomBytes(width * height * 3)
  return new Uint8Array(
    await sharp(noise, { raw: { width, height, channels: 3 } })
      [format]()
      .toBuffer(),
  )
}
const pdf = () => new TextEncoder().encode(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`)
function mp4() {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypisom', 4, 'ascii')
  ftyp.writeUInt32BE(0x200, 12)
  ftyp.write('isomiso2', 16, 'ascii')
  return new Uint8Array(Buffer.concat([ftyp, Buffer.from([0, 0, 0, 16]), Buffer.from('mdat'), randomBytes(8)]))
}

describe('POST /api/admin/media', () => {
  test('an image gets WebP variants (480/960/1600, smallest first) that are served with long caching', async () => {
    const bytes = await photo(2000, 1000)
    const response = await api.upload(
      uploadForm(bytes, '../../ali/Desktop/incir bahçesi.jpg', {
        alt_tr: 'İncir bahçesi',
        tags: '["bahçe", " yaz ", ""]',
        category: 'hero',
      }),
    )
    expect(response.status).toBe(201)
    const created = await response.json()
    expect(created).toMatchObject({
      duplicate: false,
      originalName: 'incir bahçesi.jpg',
      mimeType: 'image/jpeg',
      category: 'hero',
      alt_tr: 'İncir bahçesi',
      tags: ['bahçe', 'yaz'],
      width: 2000,
      height: 1000,
      fileSize: bytes.length,
      isActive: true,
    })
    expect(created.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(created.url).toBe(`/uploads/media/${created.filename}`)
    expect(created.fileHash).toMatch(/^[0-9a-f]{64}$/)
    expect(created.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ])

    const original = await api.file(created.url)
    expect(original.status).toBe(200)
    expect(original.headers.get('Content-Type')).toBe('image/jpeg')
    expect(original.headers.get('Cache-Control')).toContain('immutable')
    expect(original.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes)
    const variant = await api.file(created.variants[0].url)
    expect(variant.headers.get('Content-Type')).toBe('image/webp')
    expect(await sharp(new Uint8Array(await variant.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 })
    expect((await api.file('/uploads/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
  })

  test('a small image is never upscaled; a GIF keeps no variants; PDF and MP4 are stored as they are', async () => {
    const small = await (await api.upload(uploadForm(await photo(300, 200, 'png'), 'küçük.png'))).json()
    expect(small.variants.map((v: { width: number }) => v.width)).toEqual([300])
    const gif = await (await api.upload(uploadForm(await photo(64, 32, 'gif'), 'anim.gif'))).json()
    expect(gif).toMatchObject({ mimeType: 'image/gif', width: 64, height: 32, variants: [] })

    const doc = await api.upload(uploadForm(pdf(), 'katalog.pdf', {}, 'application/pdf'))
    expect(doc.status).toBe(201)
    const stored = await doc.json()
    expect(stored).toMatchObject({ mimeType: 'application/pdf', width: null, variants: [] })
    const served = await api.file(stored.url)
    expect(served.headers.get('Content-Type')).toBe('application/pdf')
    expect(served.headers.get('Content-Disposition')).toMatch(/^attachment/)

    const movie = mp4()
    const video = await (await api.upload(uploadForm(movie, 'tanitim.mp4', {}, 'video/mp4'))).json()
    expect(video).toMatchObject({ mimeType: 'video/mp4', variants: [] })
    expect((await api.file(video.url)).headers.get('Content-Type')).toBe('video/mp4')
    // Video players ask for byte ranges.
    const part = await api.file(video.url, 'bytes=4-11')
    expect([part.status, part.headers.get('Content-Range'), new TextDecoder().decode(await part.arrayBuffer())]).toEqual([
      206,
      `bytes 4-11/${movie.length}`,
      'ftypisom',
    ])
    expect((await api.file(video.url, `bytes=${movie.length}-`)).status).toBe(416)
  })

  test('refuses by content: too large, a PNG named .pdf, HTML named .jpg, a damaged image, missing fields', async () => {
    const before = await prisma.mediaFile.count()
    const png = await photo(20, 20, 'png')
    const big = new Uint8Array(12 * 1024 * 1024)
    big.set(png.subarray(0, 8))
    const cases: [FormData, number, string][] = [
      [uploadForm(big, 'buyuk.png'), 413, "Dosya boyutu 10MB'dan küçük olmalıdır"],
      [uploadForm(png, 'belge.pdf'), 415, 'Dosyanın adı veya türü içeriğiyle uyuşmuyor'],
      [uploadForm(png, 'resim.png', {}, 'application/pdf'), 415, 'Dosyanın adı veya türü içeriğiyle uyuşmuyor'],
      [
        uploadForm(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'resim.jpg', {}, 'image/jpeg'),
        415,
        'Yalnızca JPG, PNG, GIF, WebP, MP4 ve PDF dosyaları yüklenebilir',
      ],
      [
        uploadForm(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'),
        415,
        'Yalnızca JPG, PNG, GIF, WebP, MP4 ve PDF dosyaları yüklenebilir',
      ],
      [uploadForm(png.subarray(0, 40), 'kirik.png'), 400, 'Resim dosyası okunamadı (bozuk olabilir)'],
      [uploadForm(png, 'a.png', { category: '' }), 400, 'Kategori seçilmelidir'],
      [uploadForm(png, 'a.png', { category: 'secret' }), 400, 'Kategori seçilmelidir'],
      [uploadForm(new Uint8Array(0), ''), 400, 'Lütfen bir dosya seçin'],
    ]
    for (const [form, status, error] of cases) {
      const response = await api.upload(form)
      expect([response.status, (await response.json()).error]).toEqual([status, error])
    }
    expect(await prisma.mediaFile.count()).toBe(before)
    expect((await api.upload(uploadForm(png, 'a.png'), false)).status).toBe(401)
  })

  test('the same bytes again answer with the existing row, also when uploaded at the same time', async () => {
    const bytes = await photo(640, 480)
    const first = await api.upload(uploadForm(bytes, 'ilk.jpg'))
    const again = await api.upload(uploadForm(bytes, 'ikinci.jpg', { category: 'blog' }))
    expect(again.status).toBe(200)
    const [a, b] = [await first.json(), await again.json()]
    expect(b).toMatchObject({ id: a.id, duplicate: true, originalName: 'ilk.jpg' })

    const racing = await photo(800, 600)
    const filesBefore = storedFiles()
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => api.upload(uploadForm(racing, `yarış-${i}.jpg`))))
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1)
    expect(bodies.filter((body) => !body.duplicate)).toHaveLength(1)
    expect(await prisma.mediaFile.count({ where: { fileHash: bodies[0].fileHash } })).toBe(1)
    // The losers' files were removed again: one original and its two variants (480, 800) remain.
    expect(storedFiles()).toBe(filesBefore + 3)
  })
})

describe('list, update, delete', () => {
  test('GET filters by category and active; PUT changes only what is sent; DELETE removes the files', async () => {
    const tag = `t${randomBytes(3).toString('hex')}`
    const kept = await (
      await api.upload(uploadForm(await photo(1000, 500), 'kalan.jpg', { category: 'about', tags: JSON.stringify([tag]) }))
    ).json()
    const gone = await (
      await api.upload(uploadForm(await photo(1000, 500), 'silinen.jpg', { category: 'about', tags: JSON.stringify([tag]) }))
    ).json()

    const updated = await api.update(kept.id, { isActive: false, description_tr: 'Yeni açıklama', tags: ['a', ' b ', ''] })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      isActive: false,
      description_tr: 'Yeni açıklama',
      tags: ['a', 'b'],
      category: 'about',
      originalName: 'kalan.jpg',
    })
    expect((await api.update(kept.id, { category: 'nope' })).status).toBe(400)
    expect((await api.update(kept.id, {})).status).toBe(400)
    expect((await api.update('00000000-0000-4000-8000-000000000000', { isActive: true })).status).toBe(404)

    const ids = async (query: string) => ((await (await api.list(query)).json()) as { id: string }[]).map((m) => m.id)
    expect(await ids(`?q=${tag}`)).toEqual([gone.id])
    expect(await ids('?category=about')).toEqual(expect.arrayContaining([kept.id, gone.id]))
    expect(await ids('?category=about&active=true')).not.toContain(kept.id)
    expect(await ids('?q=Yeni açıklama')).toEqual([kept.id])
    expect(await ids('?q=silinen')).toEqual([gone.id])

    const files = [gone.url, ...gone.variants.map((v: { url: string }) => v.url)]
    expect((await api.remove(gone.id)).status).toBe(200)
    for (const url of files) expect((await api.file(url)).status).toBe(404)
    expect((await api.get(gone.id)).status).toBe(404)
    expect((await api.remove(gone.id)).status).toBe(404)
  })

  test('a file a product or a post shows is not deleted', async () => {
    const used = await (await api.upload(uploadForm(await photo(200, 100), 'kapak.jpg', { category: 'blog' }))).json()
    await createBlogPost(prisma, { imageUrl: used.url })
    const response = await api.remove(used.id)
    expect(response.status).toBe(409)
    expect((await response.json()).error).toBe('Medya dosyası silinemedi: Dosya bir üründe, blog yazısında veya sertifikada kullanılıyor')
    expect((await api.file(used.url)).status).toBe(200)
  })
})

describe('product images', () => {
  async function productWith(urls: string[]) {
    return createProduct(prisma, {
      title_tr: 'Lerida',
      images: { create: urls.map((url, position) => ({ url, position, alt_tr: `Resim ${position}` })) },
    })
  }

  test('an upload through the product form lands in the gallery with variants and keeps its product URL', async () => {
    const bytes = await photo(1200, 900)
    const url = await uploads.storeProductUpload({ bytes, name: 'urun.jpg', type: 'image/jpeg' }, 'image')
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.jpg$/)
    const row = await prisma.mediaFile.findFirstOrThrow({ where: { url }, select: { category: true, variants: true, width: true } })
    expect(row).toMatchObject({ category: 'product', width: 1200 })
    expect((row.variants as { width: number }[]).map((v) => v.width)).toEqual([480, 960, 1200])
    expect(await uploads.uploadedImageSize(url)).toEqual({ width: 1200, height: 900 })
    // The same picture again is a file of its own (the form replaces images by URL); the gallery keeps one row.
    const again = await uploads.storeProductUpload({ bytes, name: 'tekrar.jpg' }, 'image')
    expect(again).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.jpg$/)
    expect(again).not.toBe(url)
    expect(await prisma.mediaFile.count({ where: { url: { in: [url, again] } } })).toBe(1)
  })

  test('import adds product images the gallery does not know, once', async () => {
    // Files stored the old way (straight into product storage, no gallery row).
    const storage = uploads.productFileStorage()
    const keys = [`${crypto.randomUUID()}.png`, `${crypto.randomUUID()}.jpg`]
    await storage.set(keys[0]!, new File([await photo(700, 350, 'png')], keys[0]!, { type: 'image/png' }))
    await storage.set(keys[1]!, new File([await photo(400, 400)], keys[1]!, { type: 'image/jpeg' }))
    const product = await productWith([...keys.map((key) => `/uploads/products/${key}`), '/images/products/static.svg'])

    const first = await api.importProducts()
    expect(first.status).toBe(200)
    const body = await first.json()
    expect(body.imported).toBeGreaterThanOrEqual(2)
    expect(body.message).toBe(`${body.imported} ürün resmi içe aktarıldı`)
    const rows = await prisma.mediaFile.findMany({
      where: { url: { in: keys.map((key) => `/uploads/products/${key}`) } },
      select: { url: true, category: true, alt_tr: true, tags: true, variants: true },
    })
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row).toMatchObject({ category: 'product', tags: [product.slug] })
      expect(row.alt_tr).toMatch(/^Resim [01]$/)
      expect((row.variants as unknown[]).length).toBeGreaterThan(0)
    }
    expect(await (await api.importProducts()).json()).toEqual({ message: '0 ürün resmi içe aktarıldı', imported: 0 })
  })

  test('public pages find the variants of an image by its URL', async () => {
    const stored = await media.createMediaFile({ bytes: await photo(1000, 800), originalName: 'x.jpg', category: 'blog' })
    const found = await media.mediaByUrl([stored.media.url, '/images/other.svg', null])
    expect([...found.keys()]).toEqual([stored.media.url])
    expect(found.get(stored.media.url)?.variants.map((v) => v.width)).toEqual([480, 960, 1000])
    expect(adminMedia.API_LIST_MAX).toBe(1000)
  })
})

/** Stored media files: the fs storage keeps each file as <hash>.dat in a folder named by the hash's first two characters. */
function storedFiles(): number {
  return readdirSync(path.join(uploadsDir, 'media'), { recursive: true }).filter((name) => String(name).endsWith('.dat')).length
}
