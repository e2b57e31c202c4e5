/**
 * Demo content and the first admin. Idempotent: each kind of content is seeded only while its
 * table is empty, so running it again (every `npm start`) adds nothing and never brings back
 * something the admin deleted.
 */
import { randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { normalizePacksKg } from '../app/features/products/product.ts'
import type { PrismaClient } from '../app/generated/prisma/client.ts'
import { seedAiPrompts } from './seed-data/ai-prompts.ts'
import { seedBlogPosts } from './seed-data/blog-posts.ts'
import { seedDemoCertificates } from './seed-data/certificates.ts'
import { seedProducts } from './seed-data/products.ts'
import { seedSeoSettings } from './seed-data/seo-settings.ts'

export interface SeedOptions {
  adminEmail?: string
  adminPassword?: string
  log?: (message: string) => void
}

export interface SeedResult {
  products: number
  blogPosts: number
  seoSettings: number
  aiPrompts: number
  certificates: number
  /** Set when the first admin was created with a generated password (shown once). */
  admin?: { email: string; generatedPassword?: string }
}

const DAY_MS = 24 * 60 * 60 * 1000

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedResult> {
  const result: SeedResult = { products: 0, blogPosts: 0, seoSettings: 0, aiPrompts: 0, certificates: 0 }
  // Demo certificates claim certifications: only a new installation (no products, no certificates)
  // gets them, never again once the admin has removed them.
  const newInstallation = (await prisma.product.count()) === 0 && (await prisma.certificate.count()) === 0

  if ((await prisma.product.count()) === 0) {
    for (const { images, priceRanges, packsKg, ...product } of seedProducts) {
      await prisma.product.create({
        data: {
          ...product,
          packsKg: normalizePacksKg(packsKg),
          images: {
            create: images.map(({ file, ...image }, position) => ({
              ...image,
              url: file,
              isMain: image.type === 'main',
              position,
              width: 1200,
              height: 900,
            })),
          },
          priceRanges: { create: priceRanges },
        },
      })
      result.products++
    }
  }

  if ((await prisma.blogPost.count()) === 0) {
    const now = Date.now()
    for (const { daysAgo, ...post } of seedBlogPosts) {
      const createdAt = new Date(now - daysAgo * DAY_MS)
      await prisma.blogPost.create({ data: { ...post, createdAt } })
      result.blogPosts++
    }
  }

  if ((await prisma.seoSetting.count()) === 0) {
    await prisma.seoSetting.createMany({ data: seedSeoSettings })
    result.seoSettings = seedSeoSettings.length
  }

  if ((await prisma.aiPrompt.count()) === 0) {
    await prisma.aiPrompt.createMany({ data: seedAiPrompts })
    result.aiPrompts = seedAiPrompts.length
  }

  if (newInstallation) result.certificates = await seedDemoCertificates(prisma)

  if ((await prisma.admin.count()) === 0) {
    const email = (options.adminEmail ?? 'admin@localhost').toLowerCase()
    const password = options.adminPassword || randomBytes(12).toString('base64url')
    const generatedPassword = options.adminPassword ? undefined : password
    const passwordHash = await hash(password)
    await prisma.admin.create({ data: { email, passwordHash } })
    result.admin = { email, generatedPassword }
  }

  return result
}

/** The lines `npm start` and `npm run db:seed` print about what the seed did. */
export function describeSeed(result: SeedResult): string[] {
  const lines: string[] = []
  const created = [
    [result.products, 'products'],
    [result.blogPosts, 'blog posts'],
    [result.seoSettings, 'SEO settings'],
    [result.aiPrompts, 'AI prompts'],
    [result.certificates, 'certificates'],
  ].filter(([n]) => Number(n) > 0)
  if (created.length) lines.push(`Seeded demo content: ${created.map(([n, what]) => `${n} ${what}`).join(', ')}.`)
  if (result.admin) {
    lines.push(
      result.admin.generatedPassword
        ? `Created the first admin. Log in at /admin/login with\n  e-mail:   ${result.admin.email}\n  password: ${result.admin.generatedPassword}\n  (shown only this once; only its hash is stored)`
        : // The address is the one ADMIN_EMAIL holds: the start-up output (often kept as a log) need not repeat it.
          'Created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD.',
    )
  }
  return lines
}
