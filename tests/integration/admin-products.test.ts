import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type * as Uploads from '~/features/media/uploads.server'
import { readProductListQuery } from '~/features/products/admin-product'
import type * as AdminProducts from '~/features/products/admin-products.server'
import { AdminProductApiSchema, type AdminProductInput } from '~/features/products/schemas'
import type { PrismaClient } from '~/generated/prisma/client'
import { createLead } from '../support/factories'

// Uploads of this file go to a scratch folder, not the project's uploads/.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'figs-uploads-'))
process.env.UPLOADS_DIR = uploadsDir

let prisma: PrismaClient
let products: typeof AdminProducts
let uploads: typeof Uploads

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  products = await import('~/features/products/admin-products.server')
  uploads = await import('~/features/media/uploads.server')
})
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }))

/** A real PNG of the given size, as a client sends it. */
async function png(width: number, height: number) {
  const bytes = new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#7b3f61' } })
      .png()
      .toBuffer(),
  )
  return { bytes, name: 'photo.png', type: 'image/png' }
}

function input(overrides: Record<string, unknown> = {}): AdminProductInput {
  return AdminProductApiSchema.parse({
    slug: `urun-${Math.random().toString(36).slice(2, 8)}`,
    type: 'LAYER',
    title_tr: 'Şeker Katman',
    title_en: 'Sugar Layer',
    summary_tr: 'Özet',
    summary_en: 'Summary',
    description_tr: 'Açıklama',
    description_en: 'Description',
    calibres: ['2'],
    packsKg: [10, 5],
    priceRanges: [{ calibre: '2', minQuantity: 1000, cashPrice: 9.5, creditPrice: 10 }],
    ...overrides,
  })
}

describe('uploads', () => {
  test('images are stored by content and served back with their detected type; other files are refused', async () => {
    const url = await uploads.storeProductUpload(await png(3, 2), 'image')
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/)
    const file = await uploads.readProductFile(uploads.productFileKey(url)!)
    expect(file?.type).toBe('image/png')
    expect(await uploads.uploadedImageSize(url)).toEqual({ width: 3, height: 2 })
    await expect(
      uploads.storeProductUpload({ bytes: new TextEncoder().encode('<svg/>'), name: 'x.png', type: 'image/png' }, 'image'),
    ).rejects.toThrow('Yalnızca resim dosyaları')
    await expect(uploads.storeProductUpload(await png(1, 1), 'pdf')).rejects.toThrow('Yalnızca PDF dosyaları')
    expect(uploads.productFileKey('/uploads/products/../../etc/passwd')).toBeNull()
    expect(await uploads.readProductFile('../secret.png')).toBeNull()
  })
})

describe('admin product writes', () => {
  test('create stores images (main first, sizes read from the upload), price ranges and sorted packs', async () => {
    const uploaded = await uploads.storeProductUpload(await png(640, 480), 'image')
    const created = await products.createAdminProduct(
      input({
        images: [{ url: '/images/products/a.svg', alt_tr: 'A' }, { url: uploaded, alt_en: 'B' }, { url: '' }],
        selectedMainImage: 'detail1',
      }),
    )
    expect(created.packsKg).toEqual([5, 10])
    expect(created.isActive).toBe(true)
    expect(created.images.map((i) => [i.url, i.type, i.isMain, i.position, i.width])).toEqual([
      [uploaded, 'detail1', true, 0, 640],
      ['/images/products/a.svg', 'main', false, 1, null],
    ])
    expect(created.priceRanges).toEqual([
      expect.objectContaining({ calibre: '2', minQuantity: 1000, maxQuantity: null, cashPrice: 9.5, creditPrice: 10 }),
    ])
    expect(await products.getAdminProduct(created.id)).toEqual(created)
  })

  test('a slug in use is refused with a field error (create and update)', async () => {
    const first = await products.createAdminProduct(input())
    const second = await products.createAdminProduct(input())
    await expect(products.createAdminProduct(input({ slug: first.slug }))).rejects.toMatchObject({
      status: 409,
      fieldErrors: { slug: ['Bu slug başka bir ürün tarafından kullanılıyor'] },
    })
    await expect(products.updateAdminProduct(second.id, input({ slug: first.slug }))).rejects.toMatchObject({ status: 409 })
    // Keeping its own slug is fine.
    await expect(products.updateAdminProduct(first.id, input({ slug: first.slug, title_tr: 'Yeni' }))).resolves.toMatchObject({
      title_tr: 'Yeni',
    })
  })

  test('update replaces images and price ranges and keeps the known size of an image it keeps', async () => {
    const uploaded = await uploads.storeProductUpload(await png(800, 600), 'image')
    const product = await products.createAdminProduct(input({ images: [{ url: uploaded }] }))
    await prisma.productImage.updateMany({ where: { productId: product.id }, data: { width: 801 } })
    const updated = await products.updateAdminProduct(
      product.id,
      input({
        slug: product.slug,
        calibres: ['1', '2'],
        images: [{ url: '/images/x.svg' }, { url: uploaded }],
        selectedMainImage: 'main',
        priceRanges: [
          { calibre: '1', minQuantity: 500, maxQuantity: 999, cashPrice: 12, creditPrice: 12.5 },
          { calibre: '2', minQuantity: 1000, cashPrice: 11, creditPrice: 11.5 },
        ],
      }),
    )
    expect(updated.images.map((i) => [i.url, i.isMain, i.width])).toEqual([
      ['/images/x.svg', true, null],
      [uploaded, false, 801],
    ])
    expect(updated.priceRanges.map((r) => r.calibre)).toEqual(['1', '2'])
    expect(await prisma.productImage.count({ where: { productId: product.id } })).toBe(2)
    await expect(products.updateAdminProduct('00000000-0000-4000-8000-000000000000', input())).rejects.toMatchObject({ status: 404 })
  })

  test('a save that leaves the prices as they were keeps their rows and date; a changed price makes new ones', async () => {
    const product = await products.createAdminProduct(input())
    const stored = () => prisma.priceRange.findMany({ where: { productId: product.id }, select: { id: true, createdAt: true } })
    // The rows are dated a day back, so a row made anew has a later date however fast the saves run.
    await prisma.priceRange.updateMany({ where: { productId: product.id }, data: { createdAt: new Date(Date.now() - 86_400_000) } })
    const before = await stored()
    // Only the description changes (the form sends the same prices again).
    await products.updateAdminProduct(product.id, input({ slug: product.slug, description_tr: 'Yeni açıklama' }))
    expect(await stored()).toEqual(before)

    await products.updateAdminProduct(
      product.id,
      input({ slug: product.slug, priceRanges: [{ calibre: '2', minQuantity: 1000, cashPrice: 9.75, creditPrice: 10 }] }),
    )
    const after = await stored()
    expect(after).toHaveLength(1)
    expect(after[0].id).not.toBe(before[0].id)
    expect(after[0].createdAt.getTime()).toBeGreaterThan(before[0].createdAt.getTime())
  })

  test('the API sets sortOrder directly', async () => {
    const product = await products.createAdminProduct(input({ sortOrder: 2 }))
    await expect(products.setAdminProductSortOrder(product.id, 9)).resolves.toMatchObject({ sortOrder: 9, title_tr: 'Şeker Katman' })
    await expect(products.setAdminProductSortOrder('00000000-0000-4000-8000-000000000000', 1)).rejects.toMatchObject({ status: 404 })
  })

  test('delete removes images and price ranges; a lead keeps its line (title, kg) without the product', async () => {
    const product = await products.createAdminProduct(input({ images: [{ url: '/images/x.svg' }] }))
    const lead = await createLead(prisma, {
      name: 'Ayşe',
      details: 'Teslim Hamburg',
      lines: [{ productId: product.id, title: 'Şeker Katman', quantityKg: 1000 }],
    })
    await products.deleteAdminProduct(product.id)
    expect(await products.getAdminProduct(product.id)).toBeNull()
    expect(await prisma.productImage.count({ where: { productId: product.id } })).toBe(0)
    expect(await prisma.priceRange.count({ where: { productId: product.id } })).toBe(0)
    const kept = await prisma.lead.findUniqueOrThrow({
      where: { id: lead.id },
      select: { details: true, items: { select: { productId: true, title: true, quantityKg: true } } },
    })
    expect(kept.details).toBe('Teslim Hamburg')
    expect(kept.items.map((item) => ({ ...item, quantityKg: item.quantityKg?.toNumber() }))).toEqual([
      { productId: null, title: 'Şeker Katman', quantityKg: 1000 },
    ])
    await expect(products.deleteAdminProduct(product.id)).rejects.toMatchObject({ status: 404, message: 'Ürün bulunamadı' })
  })
})

describe('up/down on the list', () => {
  /** The whole catalogue in the list's order: [title, sortOrder]. */
  async function catalogue() {
    const rows = await prisma.product.findMany({
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: { title_tr: true, sortOrder: true },
    })
    return rows.map((row) => [row.title_tr, row.sortOrder])
  }
  /** A catalogue of exactly these products, created in this order. */
  async function only(...entries: [title: string, sortOrder: number][]) {
    await prisma.product.deleteMany()
    const created: Record<string, string> = {}
    for (const [title, sortOrder] of entries) created[title] = (await products.createAdminProduct(input({ title_tr: title, sortOrder }))).id
    return created
  }

  test('a product trades places with its neighbour; products sharing a number are numbered 1, 2, 3, … in the list’s order', async () => {
    // Three products share 5 (the list shows them oldest first), one has 7.
    const id = await only(['A', 5], ['B', 5], ['C', 5], ['D', 7])
    await expect(products.moveAdminProduct(id.C!, 'up')).resolves.toEqual({ changed: true, sortOrder: 2 })
    expect(await catalogue()).toEqual([
      ['A', 1],
      ['C', 2],
      ['B', 3],
      ['D', 4],
    ])
    await expect(products.moveAdminProduct(id.C!, 'down')).resolves.toEqual({ changed: true, sortOrder: 3 })
    expect(await catalogue()).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
    ])
    await expect(products.moveAdminProduct(id.D!, 'up')).resolves.toEqual({ changed: true, sortOrder: 3 })
    expect(await catalogue()).toEqual([
      ['A', 1],
      ['B', 2],
      ['D', 3],
      ['C', 4],
    ])
  })

  test('equal numbers in the middle: the move swaps the two and leaves no number twice', async () => {
    const id = await only(['A', 1], ['B', 3], ['C', 3], ['D', 3], ['E', 9])
    await expect(products.moveAdminProduct(id.D!, 'down')).resolves.toEqual({ changed: true, sortOrder: 5 })
    expect(await catalogue()).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['E', 4],
      ['D', 5],
    ])
  })

  test('the first product up and the last one down change nothing', async () => {
    const id = await only(['A', 2], ['B', 4], ['C', 4])
    await expect(products.moveAdminProduct(id.A!, 'up')).resolves.toEqual({ changed: false, sortOrder: 2 })
    await expect(products.moveAdminProduct(id.C!, 'down')).resolves.toEqual({ changed: false, sortOrder: 4 })
    expect(await catalogue()).toEqual([
      ['A', 2],
      ['B', 4],
      ['C', 4],
    ])
    // A lone product has no neighbour either way.
    const lone = await only(['Tek', 3])
    await expect(products.moveAdminProduct(lone.Tek!, 'down')).resolves.toEqual({ changed: false, sortOrder: 3 })
    await expect(products.moveAdminProduct(lone.Tek!, 'up')).resolves.toEqual({ changed: false, sortOrder: 3 })
  })

  test('moves sent at the same moment are applied one after the other; the numbers stay unique', async () => {
    const id = await only(['A', 1], ['B', 1], ['C', 1], ['D', 1], ['E', 1], ['F', 1])
    const moves = [
      products.moveAdminProduct(id.B!, 'up'),
      products.moveAdminProduct(id.E!, 'down'),
      products.moveAdminProduct(id.C!, 'down'),
      products.moveAdminProduct(id.F!, 'up'),
    ]
    await Promise.all(moves)
    const after = await catalogue()
    expect(after.map(([, sortOrder]) => sortOrder)).toEqual([1, 2, 3, 4, 5, 6])
    // Each move swapped two neighbours; whatever order they ran in, the six products are all still there.
    expect(after.map(([title]) => title).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
  })

  test('an unknown product is a 404', async () => {
    await expect(products.moveAdminProduct('not-an-id', 'down')).rejects.toMatchObject({ status: 404 })
    await expect(products.moveAdminProduct('00000000-0000-4000-8000-000000000000', 'up')).rejects.toMatchObject({
      status: 404,
      message: 'Ürün bulunamadı',
    })
  })
})

describe('the admin list', () => {
  test('searches, filters and sorts in Turkish order; counts everything', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    await products.createAdminProduct(input({ title_tr: `Çam ${tag}`, isOrganic: true }))
    await products.createAdminProduct(input({ title_tr: `Cevher ${tag}`, isActive: false }))
    await products.createAdminProduct(input({ title_tr: `Dut ${tag}`, isNatural: true, type: 'PULLED' }))
    const search = (params: string) => products.searchAdminProducts(readProductListQuery(new URLSearchParams(`q=${tag}&${params}`)))
    expect((await search('sort=title_tr')).products.map((p) => p.title_tr)).toEqual([`Cevher ${tag}`, `Çam ${tag}`, `Dut ${tag}`])
    expect((await search('status=inactive')).products.map((p) => p.title_tr)).toEqual([`Cevher ${tag}`])
    expect((await search('feature=regular')).products.map((p) => p.title_tr)).toEqual([`Cevher ${tag}`])
    expect((await search('type=PULLED')).products.map((p) => p.title_tr)).toEqual([`Dut ${tag}`])
    const { total } = await search('')
    expect(total).toBe(await prisma.product.count())
  })
})
