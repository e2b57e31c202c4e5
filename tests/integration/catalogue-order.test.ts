/**
 * One catalogue order everywhere products are listed: the sitemap, the product list page, the
 * public API and the admin list show the products in the same order (sortOrder, then oldest
 * first), and every reader of a product's images gets the main image first.
 */
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { createProduct, uniqueSuffix } from '../support/factories'

const buildPath = path.resolve(process.env.BUILD_DIR ?? 'build', 'server', 'index.js')

let prisma: PrismaClient
let handle: (request: Request) => Promise<Response>

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  handle = createRequestHandler((await import(buildPath)) as ServerBuild, 'production')
}, 120_000)

const get = (url: string) => handle(new Request(`http://localhost${url}`))

/** The slugs of `mine` in the order they first appear in `text`. */
const orderIn = (text: string, mine: readonly string[]) =>
  mine
    .map((slug) => ({ slug, at: text.indexOf(`/products/${slug}`) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ slug }) => slug)

describe('the catalogue order', () => {
  test('the sitemap, the product list, the public API and the admin list order products alike, equal numbers oldest first', async () => {
    const suffix = uniqueSuffix()
    const slug = (name: string) => `sira-${name}-${suffix}`
    // Stored newest first, so an order that only looks at sortOrder would likely keep that.
    await createProduct(prisma, { slug: slug('newer'), sortOrder: 900, createdAt: new Date('2024-03-01T00:00:00Z') })
    await createProduct(prisma, { slug: slug('older'), sortOrder: 900, createdAt: new Date('2024-01-01T00:00:00Z') })
    await createProduct(prisma, { slug: slug('first'), sortOrder: 899, createdAt: new Date('2024-06-01T00:00:00Z') })
    const mine = [slug('newer'), slug('older'), slug('first')]
    const expected = [slug('first'), slug('older'), slug('newer')]

    const sitemap = await get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(orderIn(await sitemap.text(), mine)).toEqual(expected)

    const list = await get('/products')
    expect(list.status).toBe(200)
    expect(orderIn(await list.text(), mine)).toEqual(expected)

    const api = await get('/api/products')
    const apiSlugs = ((await api.json()) as { slug: string }[]).map((product) => product.slug).filter((s) => mine.includes(s))
    expect(apiSlugs).toEqual(expected)

    const { listAdminProducts } = await import('~/features/products/admin-products.server')
    expect((await listAdminProducts()).map((product) => product.slug).filter((s) => mine.includes(s))).toEqual(expected)
  })

  test('a main image stored after another comes first for the admin and the public API alike', async () => {
    const product = await createProduct(prisma, {
      slug: `ana-resim-${uniqueSuffix()}`,
      images: {
        create: [
          { url: '/images/products/detail.svg', type: 'detail1', isMain: false, position: 0 },
          { url: '/images/products/main.svg', type: 'main', isMain: true, position: 1 },
        ],
      },
    })
    const { getAdminProduct } = await import('~/features/products/admin-products.server')
    expect((await getAdminProduct(product.id))?.images.map((image) => image.url)).toEqual([
      '/images/products/main.svg',
      '/images/products/detail.svg',
    ])
    const api = (await (await get(`/api/products/${product.slug}`)).json()) as { images: { url: string }[] }
    expect(api.images.map((image) => image.url)).toEqual(['/images/products/main.svg', '/images/products/detail.svg'])
  })
})
