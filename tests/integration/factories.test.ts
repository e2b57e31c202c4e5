/**
 * The test factories (tests/support/factories.ts): each makes a valid row with its defaults, two
 * calls never clash on a unique column, and what a test passes wins over the defaults.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { createAdmin, createAiCall, createAiPrompt, createBlogPost, createLead, createMediaFile, createProduct } from '../support/factories'

let prisma: PrismaClient

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
})

describe('factories', () => {
  test('rows with unique slugs, e-mails and hashes; overrides win', async () => {
    const products = [await createProduct(prisma), await createProduct(prisma, { title_tr: 'Özel', packsKg: [12.5] })]
    expect(new Set(products.map((p) => p.slug)).size).toBe(2)
    expect(products[1]).toMatchObject({ title_tr: 'Özel', packsKg: [12.5], isActive: true, type: 'LERIDA' })
    const posts = [await createBlogPost(prisma), await createBlogPost(prisma, { isActive: false })]
    expect(posts[0].slug).not.toBe(posts[1].slug)
    expect(posts[1].isActive).toBe(false)
    const admins = [await createAdmin(prisma), await createAdmin(prisma)]
    expect(admins[0].email).not.toBe(admins[1].email)
    const media = [await createMediaFile(prisma), await createMediaFile(prisma, { url: '/uploads/media/belli.png', category: 'blog' })]
    expect(media[0].fileHash).not.toBe(media[1].fileHash)
    expect(media[1]).toMatchObject({ url: '/uploads/media/belli.png', category: 'blog' })
    expect(await createAiPrompt(prisma, { isDefault: true })).toMatchObject({ category: 'blog-writing', isActive: true, isDefault: true })
    expect(await createAiCall(prisma, { outcome: 'error' })).toMatchObject({ kind: 'blog-article', outcome: 'error' })
  })

  test('a lead gets its lines in the order given, numbered from 1', async () => {
    const product = await createProduct(prisma)
    const lead = await createLead(prisma, {
      kind: 'trial',
      lines: [{ productId: product.id, title: product.title_tr, quantityKg: 5 }, { title: 'Eski Ürün' }],
    })
    expect(lead).toMatchObject({ kind: 'trial', name: 'Test Müşteri', status: 'new' })
    const lines = await prisma.leadItem.findMany({
      where: { leadId: lead.id },
      orderBy: { position: 'asc' },
      select: { position: true, title: true, productId: true },
    })
    expect(lines).toEqual([
      { position: 1, title: product.title_tr, productId: product.id },
      { position: 2, title: 'Eski Ürün', productId: null },
    ])
  })
})
