import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type * as Uploads from '~/features/media/uploads.server'
import type * as OgImages from '~/features/seo/og-image.server'
import type { PrismaClient } from '~/generated/prisma/client'
import { createBlogPost, createProduct, uniqueSuffix } from '../support/factories'

// Files of this test go to a scratch folder, not the project's uploads/.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-og-'))
process.env.UPLOADS_DIR = uploadsDir

let prisma: PrismaClient
let og: typeof OgImages
let uploads: typeof Uploads

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  og = await import('~/features/seo/og-image.server')
  uploads = await import('~/features/media/uploads.server')
})
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }))

/** An uploaded photo of one colour, stored like the admin's product form stores it (gallery variants included). */
async function uploadPhoto(colour: { r: number; g: number; b: number }, width = 2000, height = 1500) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  return uploads.storeProductUpload({ bytes: new Uint8Array(bytes), name: 'fig.jpg', type: 'image/jpeg' }, 'image')
}

/** The picture's answer, decoded: size, format and the mean colour of its top strip (the photo, above the title band). */
async function picture(params: { locale: string; kind: string; file: string }) {
  const response = await og.ogImageAnswer(params)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/jpeg')
  const body = Buffer.from(await response.arrayBuffer())
  const meta = await sharp(body).metadata()
  const strip = await sharp(body).extract({ left: 0, top: 0, width: 1200, height: 120 }).png().toBuffer()
  const { channels } = await sharp(strip).stats()
  return { body, width: meta.width, height: meta.height, top: channels.slice(0, 3).map((c) => Math.round(c.mean)) }
}

describe('preview pictures of products and posts', () => {
  test("a product's picture is its own uploaded main photo, 1200×630", async () => {
    const url = await uploadPhoto({ r: 200, g: 30, b: 30 })
    const product = await createProduct(prisma, { images: { create: [{ url, isMain: true, position: 0 }] } })
    const shown = await picture({ locale: 'en', kind: 'products', file: `${product.slug}.jpg` })
    expect([shown.width, shown.height]).toEqual([1200, 630])
    const [r, g, b] = shown.top
    expect(r).toBeGreaterThan(170)
    expect(g).toBeLessThan(60)
    expect(b).toBeLessThan(60)
  })

  test('a post with an uploaded picture shows it; without one, the brand artwork', async () => {
    const url = await uploadPhoto({ r: 20, g: 40, b: 200 }, 1300, 700)
    const withPicture = await createBlogPost(prisma, { imageUrl: url })
    const blue = await picture({ locale: 'de', kind: 'blog', file: `${withPicture.slug}.jpg` })
    expect(blue.top[2]).toBeGreaterThan(170)
    const without = await createBlogPost(prisma)
    const artwork = await picture({ locale: 'de', kind: 'blog', file: `${without.slug}.jpg` })
    // The artwork's cream sky.
    expect(artwork.top[0]).toBeGreaterThan(200)
    expect(artwork.top[2]).toBeGreaterThan(170)
    expect(artwork.top[0] - artwork.top[2]).toBeGreaterThan(5)
  })

  test('a picture is drawn once: an unrelated change keeps it, a new title draws a new one', async () => {
    const product = await createProduct(prisma, { title_en: 'Sun-dried Figs' })
    const target = { kind: 'products', locale: 'en', slug: product.slug } as const
    const first = await og.ogImage(target)
    await createProduct(prisma) // another record changes the content version, not this picture
    expect(await og.ogImage(target)).toBe(first)
    await prisma.product.update({ where: { id: product.id }, data: { title_en: 'Sun-dried Figs, Calibre A1' } })
    const retitled = await og.ogImage(target)
    expect(retitled).not.toBe(first)
    expect(retitled?.equals(first!)).toBe(false)
    // The page names the new picture at a new address, so social networks fetch it again.
    const before = og.pageImage(target, { title: 'Sun-dried Figs', imageUrl: null, alt: '' })
    const after = og.pageImage(target, { title: 'Sun-dried Figs, Calibre A1', imageUrl: null, alt: '' })
    expect(before.path.split('?')[0]).toBe(after.path.split('?')[0])
    expect(before.path).not.toBe(after.path)
  })

  test('a hidden product, an unpublished post or an unknown slug has no picture (404 with a message)', async () => {
    const hidden = await createProduct(prisma, { isActive: false })
    const draft = await createBlogPost(prisma, { isActive: false })
    for (const [params, message] of [
      [{ locale: 'en', kind: 'products', file: `${hidden.slug}.jpg` }, 'Product not found.'],
      [{ locale: 'tr', kind: 'blog', file: `${draft.slug}.jpg` }, 'Yazı bulunamadı.'],
      [{ locale: 'de', kind: 'products', file: `yok-${uniqueSuffix()}.jpg` }, 'Produkt nicht gefunden.'],
    ] as const) {
      const response = await og.ogImageAnswer(params)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(message)
    }
  })
})
