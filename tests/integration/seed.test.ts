import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { verify } from '@node-rs/argon2'
import { beforeAll, describe, expect, test } from 'vitest'
import { productTypes } from '~/features/products/product'
import type { PrismaClient } from '~/generated/prisma/client'
import { type SeedResult, seedDatabase } from '../../prisma/seed.ts'

// The demo certificates' PDFs go to a scratch folder, not the project's uploads/.
process.env.UPLOADS_DIR = mkdtempSync(path.join(os.tmpdir(), 'figs-seed-'))

let prisma: PrismaClient
let first: SeedResult

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  first = await seedDatabase(prisma)
})

describe('seed', () => {
  test('creates one active product per type with complete tr/en/de texts, images and prices', async () => {
    const products = await prisma.product.findMany({ include: { images: true, priceRanges: true } })
    expect(products.map((p) => p.type).sort()).toEqual([...productTypes].sort())
    for (const p of products) {
      expect(p.isActive).toBe(true)
      for (const field of [p.title_de, p.summary_de, p.description_de, p.title_tr, p.description_en])
        expect(field?.length).toBeGreaterThan(3)
      expect(p.packsKg).toEqual([...p.packsKg].sort((a, b) => a - b))
      expect(p.moistureMin).toBeGreaterThanOrEqual(18)
      expect(p.moistureMax).toBeLessThanOrEqual(20)
      expect(p.calibres.length).toBeGreaterThan(0)
      for (const pallet of [p.palletInfo_tr, p.palletInfo_en, p.palletInfo_de]) expect(pallet).toMatch(/120×80 cm/)
      expect(new Set([p.palletInfo_tr, p.palletInfo_en, p.palletInfo_de]).size).toBe(3)
      expect(p.priceRanges.length).toBeGreaterThan(0)
      expect(p.images.filter((i) => i.isMain)).toHaveLength(1)
      for (const image of p.images) expect(existsSync(path.join('public', image.url)), image.url).toBe(true)
    }
  })

  test('creates 3 blog posts, 3 SEO settings and the 6 ready-made AI prompts', async () => {
    expect(await prisma.blogPost.count({ where: { isActive: true, content_de: { not: null } } })).toBe(3)
    expect((await prisma.seoSetting.findMany({ select: { page: true } })).map((s) => s.page).sort()).toEqual([
      'homepage',
      'products',
      'quality',
    ])
    const prompts = await prisma.aiPrompt.findMany()
    expect(prompts).toHaveLength(6)
    expect(prompts.filter((p) => p.category === 'blog-image' && p.isDefault)).toHaveLength(1)
  })

  test('creates the HACCP, ISO 22000 and BRCGS demo certificates, valid today for a year or more, each with a clean PDF in the gallery', async () => {
    const { validCertificates, istanbulToday } = await import('~/features/certificates/certificates.server')
    const { addDays } = await import('~/features/certificates/certificate')
    const { readMediaFile } = await import('~/features/media/media.server')
    const { checkUpload } = await import('~/features/media/upload-check.server')
    const { uploadProfiles } = await import('~/features/media/media')
    expect(first.certificates).toBe(3)
    const shown = await validCertificates('de')
    expect(shown.map((certificate) => certificate.scheme)).toEqual(['haccp', 'iso-22000', 'brcgs'])
    const inAYear = addDays(istanbulToday(), 365)
    for (const certificate of shown) {
      expect(certificate.validUntil >= inAYear, certificate.validUntil).toBe(true)
      expect(certificate.scope).toMatch(/Trockenfeigen|Feigenerzeugnissen/)
      const file = await readMediaFile(certificate.pdfUrl.replace('/uploads/media/', ''))
      expect(file, certificate.pdfUrl).not.toBeNull()
      // The upload check every admin PDF passes: a real PDF without scripts or launch actions.
      const checked = await checkUpload({ bytes: new Uint8Array(await file!.arrayBuffer()), name: file!.name }, uploadProfiles.productPdf)
      expect(checked.detected.mime).toBe('application/pdf')
    }
    const rows = await prisma.certificate.findMany({ select: { shown: true, media: { select: { category: true } } } })
    expect(rows).toEqual([...Array(3)].map(() => ({ shown: true, media: { category: 'certificate' } })))
  })

  test('creates admin@localhost with a random password that only exists as an argon2id hash', async () => {
    expect(first.admin?.email).toBe('admin@localhost')
    const password = first.admin?.generatedPassword
    expect(password?.length).toBeGreaterThanOrEqual(16)
    const admin = await prisma.admin.findUniqueOrThrow({ where: { email: 'admin@localhost' } })
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/)
    expect(admin.passwordHash).not.toContain(password)
    expect(await verify(admin.passwordHash, password!)).toBe(true)
  })

  test('running it again adds nothing and prints no password', async () => {
    const before = await Promise.all([
      prisma.product.count(),
      prisma.productImage.count(),
      prisma.blogPost.count(),
      prisma.aiPrompt.count(),
      prisma.admin.count(),
    ])
    const again = await seedDatabase(prisma)
    expect(again).toEqual({ products: 0, blogPosts: 0, seoSettings: 0, aiPrompts: 0, certificates: 0 })
    const after = await Promise.all([
      prisma.product.count(),
      prisma.productImage.count(),
      prisma.blogPost.count(),
      prisma.aiPrompt.count(),
      prisma.admin.count(),
    ])
    expect(after).toEqual(before)
  })

  test('a product the admin deleted is not brought back', async () => {
    const victim = await prisma.product.findFirstOrThrow({ where: { type: 'CUBE_BLOCK' } })
    await prisma.product.delete({ where: { id: victim.id } })
    await seedDatabase(prisma)
    expect(await prisma.product.findUnique({ where: { id: victim.id } })).toBeNull()
    expect(await prisma.product.count()).toBe(productTypes.length - 1)
  })

  test('demo certificates the admin removed are not brought back (they are only for a new installation)', async () => {
    await prisma.certificate.deleteMany()
    expect((await seedDatabase(prisma)).certificates).toBe(0)
    expect(await prisma.certificate.count()).toBe(0)
  })

  test('the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD when given', async () => {
    await prisma.admin.deleteMany()
    const result = await seedDatabase(prisma, { adminEmail: 'Sales@Example.com', adminPassword: 'correct horse battery' })
    expect(result.admin).toEqual({ email: 'sales@example.com', generatedPassword: undefined })
    const admin = await prisma.admin.findUniqueOrThrow({ where: { email: 'sales@example.com' } })
    expect(await verify(admin.passwordHash, 'correct horse battery')).toBe(true)
  })
})
