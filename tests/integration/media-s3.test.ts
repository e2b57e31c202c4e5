import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAdmin } from '../support/factories'
import { startFakeS3 } from '../support/fake-s3-server'

// STORAGE=s3 against a local S3-compatible server: the real S3 client, signed requests, no stubs.
// Set before any app module reads the environment.
const s3 = await startFakeS3()
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-s3-'))
Object.assign(process.env, {
  STORAGE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: 'test-secret',
  UPLOADS_DIR: uploadsDir,
})

type Handler = (args: never) => unknown
let mediaRoute: { action: Handler }
let itemRoute: { action: Handler }
let mediaFileRoute: { loader: Handler }
let productFileRoute: { loader: Handler }
let uploads: typeof import('~/features/media/uploads.server')
let token: string

beforeAll(async () => {
  const { prisma } = await import('~/lib/db.server')
  mediaRoute = await import('~/routes/api/admin/media')
  itemRoute = await import('~/routes/api/admin/media-item')
  mediaFileRoute = await import('~/routes/resources/media-file')
  productFileRoute = await import('~/routes/resources/product-file')
  uploads = await import('~/features/media/uploads.server')
  const { createAdminSession } = await import('~/features/auth/auth.server')
  const admin = await createAdmin(prisma)
  ;({ token } = await createAdminSession(admin.id))
})
afterAll(async () => {
  await s3.stop()
  rmSync(uploadsDir, { recursive: true, force: true })
})

const request = (method: string, url: string, body?: FormData) =>
  new Request(`http://localhost${url}`, { method, headers: { Authorization: `Bearer ${token}` }, body })
const serve = (route: { loader: Handler }, url: string) =>
  route.loader({ request: request('GET', url), params: { file: url.split('/').pop()! }, context: {} } as never) as Promise<Response>

test('gallery and product files live in the bucket, under one prefix per namespace, and are served from it', async () => {
  const bytes = new Uint8Array(
    await sharp(randomBytes(1200 * 600 * 3), { raw: { width: 1200, height: 600, channels: 3 } })
      .png()
      .toBuffer(),
  )
  const form = new FormData()
  form.set('file', new File([bytes], 'bulut.png', { type: 'image/png' }))
  form.set('category', 'general')
  const response = (await mediaRoute.action({
    request: request('POST', '/api/admin/media', form),
    params: {},
    context: {},
  } as never)) as Response
  expect(response.status).toBe(201)
  const media = await response.json()
  expect([...s3.objects.keys()].sort()).toEqual(
    [`media/${media.filename}`, ...media.variants.map((v: { url: string }) => `media/${v.url.split('/').pop()}`)].sort(),
  )
  expect(s3.objects.get(`media/${media.filename}`)?.headers['content-type']).toBe('image/png')

  const served = await serve(mediaFileRoute, media.url)
  expect(served.headers.get('Content-Type')).toBe('image/png')
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
  const variant = await serve(mediaFileRoute, media.variants[1].url)
  expect(await sharp(new Uint8Array(await variant.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 960 })

  const pdfUrl = await uploads.storeProductUpload({ bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: 'spec.pdf' }, 'pdf')
  expect(s3.objects.has(`products/${pdfUrl.split('/').pop()}`)).toBe(true)
  const pdf = await serve(productFileRoute, pdfUrl)
  expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  expect(pdf.headers.get('Content-Disposition')).toMatch(/^attachment/)

  const removed = (await itemRoute.action({
    request: request('DELETE', `/api/admin/media/${media.id}`),
    params: { id: media.id },
    context: {},
  } as never)) as Response
  expect(removed.status).toBe(200)
  expect([...s3.objects.keys()].filter((key) => key.startsWith('media/'))).toEqual([])
  expect((await serve(mediaFileRoute, media.url)).status).toBe(404)
  // Nothing was written to the local folder.
  expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([])
})
