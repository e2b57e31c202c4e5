/**
 * Rows for tests, made through Prisma (typed by the schema, so a renamed or new required column
 * breaks the build here, not a test's hand-written INSERT). Each factory fills what the schema
 * requires with plain defaults (unique slugs, e-mails, pages and hashes), takes any field of
 * Prisma's create input to override, and returns the created row. Integration tests pass the
 * app's client (`~/lib/db.server`); tests against a running server make one with `prismaFor`.
 */
import { createHash, randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { PrismaPg } from '@prisma/adapter-pg'
import { addDays } from '~/features/certificates/certificate'
import { type Prisma, PrismaClient } from '~/generated/prisma/client'
import { isoDay } from '~/lib/dates'

/** A short random suffix for unique values. */
export const uniqueSuffix = () => randomBytes(4).toString('hex')

/** A client for the database at `databaseUrl` (a test server's); `$disconnect()` it when done. */
export function prismaFor(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) })
}

/** An admin; the default hash matches no password (log in through a session instead, or pass a real hash). */
export function createAdmin(prisma: PrismaClient, overrides: Partial<Prisma.AdminCreateInput> = {}) {
  return prisma.admin.create({ data: { email: `admin-${uniqueSuffix()}@example.com`, passwordHash: 'not-a-password-hash', ...overrides } })
}

/** Admins who log in with these passwords, in the database at `databaseUrl` (a test server's). */
export async function createAdminsWithPasswords(databaseUrl: string, accounts: { email: string; password: string }[]) {
  const prisma = prismaFor(databaseUrl)
  try {
    for (const account of accounts) await createAdmin(prisma, { email: account.email, passwordHash: await hash(account.password) })
  } finally {
    await prisma.$disconnect()
  }
}

/**
 * A session of `adminId` that ends in an hour, and the token its cookie or bearer header carries
 * (only the token's SHA-256 is stored, as the site stores it).
 */
export async function createAdminSession(
  prisma: PrismaClient,
  { adminId, ...overrides }: Partial<Omit<Prisma.AdminSessionUncheckedCreateInput, 'tokenHash'>> & { adminId: string },
) {
  const token = randomBytes(32).toString('base64url')
  const session = await prisma.adminSession.create({
    data: {
      adminId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 3600_000),
      ...overrides,
    },
  })
  return { ...session, token }
}

/** An active LERIDA product with Turkish and English texts and nothing else. */
export function createProduct(prisma: PrismaClient, overrides: Partial<Prisma.ProductCreateInput> = {}) {
  return prisma.product.create({
    data: {
      slug: `urun-${uniqueSuffix()}`,
      title_tr: 'Test İnciri',
      title_en: 'Test Figs',
      summary_tr: 'Özet',
      summary_en: 'Summary',
      description_tr: 'Açıklama',
      description_en: 'Description',
      ...overrides,
    },
  })
}

/** A product line of a lead; its position is its place in the list given. */
export type LeadLine = Omit<Prisma.LeadItemUncheckedCreateWithoutLeadInput, 'position'>

/** A new quote request from 'Test Müşteri'; `lines` become its product lines (positions 1, 2, …). */
export function createLead(prisma: PrismaClient, { lines, ...overrides }: Partial<Prisma.LeadCreateInput> & { lines?: LeadLine[] } = {}) {
  return prisma.lead.create({
    data: {
      kind: 'quote',
      name: 'Test Müşteri',
      ...(lines ? { items: { create: lines.map((line, index) => ({ ...line, position: index + 1 })) } } : {}),
      ...overrides,
    },
  })
}

/**
 * A new quote request with a private link (/requests/<token>) valid for a day, its first
 * generation; returns the token, as the buyer's e-mail carries it (only its SHA-256 is stored, as
 * the site stores it). The token is random, not the server's HMAC: a server opens a link by its hash.
 */
export async function createLeadWithPrivateLink(prisma: PrismaClient, overrides: Partial<Prisma.LeadCreateInput> = {}) {
  const lead = await createLead(prisma, { reference: `RFQ-2026-${randomBytes(3).toString('hex')}`, ...overrides })
  const token = randomBytes(32).toString('base64url')
  await prisma.requestLink.create({
    data: {
      leadId: lead.id,
      generation: 1,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  })
  return { lead, token }
}

/** An active blog post with Turkish and English texts. */
export function createBlogPost(prisma: PrismaClient, overrides: Partial<Prisma.BlogPostCreateInput> = {}) {
  return prisma.blogPost.create({
    data: {
      slug: `yazi-${uniqueSuffix()}`,
      title_tr: 'Test Yazısı',
      title_en: 'Test Post',
      content_tr: 'İçerik',
      content_en: 'Content',
      excerpt_tr: 'Özet',
      excerpt_en: 'Excerpt',
      ...overrides,
    },
  })
}

/** The SEO texts of a custom page key, in Turkish and English. */
export function createSeoSetting(prisma: PrismaClient, overrides: Partial<Prisma.SeoSettingCreateInput> = {}) {
  return prisma.seoSetting.create({
    data: {
      page: `sayfa-${uniqueSuffix()}`,
      title_tr: 'Test Sayfası',
      title_en: 'Test Page',
      description_tr: 'Açıklama',
      description_en: 'Description',
      ...overrides,
    },
  })
}

/**
 * A gallery row (the file itself is not written: pass the url of a stored file when a test reads
 * it). Its hash is derived from the url, so two rows of different urls never clash.
 */
export function createMediaFile(prisma: PrismaClient, overrides: Partial<Prisma.MediaFileCreateInput> = {}) {
  const filename = `${uniqueSuffix()}.png`
  const url = overrides.url ?? `/uploads/media/${filename}`
  return prisma.mediaFile.create({
    data: {
      filename,
      originalName: 'resim.png',
      url,
      fileSize: 1024,
      mimeType: 'image/png',
      fileHash: createHash('sha256').update(url).digest('hex'),
      ...overrides,
    },
  })
}

/**
 * A certificate with a PDF row of its own in the gallery (no stored file): HACCP, valid for a year
 * from 2026-01-01 unless the overrides say otherwise (days as YYYY-MM-DD). `shown` is left as given:
 * the app's writes and its expiry job set it.
 */
export async function createCertificate(
  prisma: PrismaClient,
  {
    // Valid today by default, whatever the day the tests run.
    validFrom = addDays(isoDay(new Date()), -30),
    validUntil = addDays(isoDay(new Date()), 365),
    ...overrides
  }: Partial<Omit<Prisma.CertificateUncheckedCreateInput, 'validFrom' | 'validUntil'>> & {
    validFrom?: string
    validUntil?: string
  } = {},
) {
  const mediaId =
    overrides.mediaId ??
    (
      await createMediaFile(prisma, {
        mimeType: 'application/pdf',
        originalName: 'sertifika.pdf',
        url: `/uploads/media/${uniqueSuffix()}.pdf`,
      })
    ).id
  return prisma.certificate.create({
    data: {
      scheme: 'haccp',
      body: 'Test Belgelendirme A.Ş.',
      number: `TEST-${uniqueSuffix()}`,
      scope_tr: 'Kuru incir paketleme',
      ...overrides,
      mediaId,
      validFrom: new Date(`${validFrom}T00:00:00Z`),
      validUntil: new Date(`${validUntil}T00:00:00Z`),
    },
    include: { media: true },
  })
}

/** An active, non-default prompt of the 'blog-writing' category. */
export function createAiPrompt(prisma: PrismaClient, overrides: Partial<Prisma.AiPromptCreateInput> = {}) {
  return prisma.aiPrompt.create({
    data: { name: `Test promptu ${uniqueSuffix()}`, prompt: 'Write about {{topic}}.', category: 'blog-writing', ...overrides },
  })
}

/** A successful AI call now: a blog article, 100 prompt and 50 completion tokens in 1.2 s. */
export function createAiCall(prisma: PrismaClient, overrides: Partial<Prisma.AiCallCreateInput> = {}) {
  return prisma.aiCall.create({
    data: {
      kind: 'blog-article',
      model: 'gpt-test',
      durationMs: 1200,
      outcome: 'ok',
      promptTokens: 100,
      completionTokens: 50,
      ...overrides,
    },
  })
}
