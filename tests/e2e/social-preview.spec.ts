import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import { seedProducts } from '../../prisma/seed-data/products'
import { expect, test } from './fixtures'

/**
 * What a link shared on a social network or in a messaging app shows: every public page names a
 * 1200×630 picture at an absolute address on the configured origin (SITE_URL, else the address the
 * site is visited at), its own canonical address, the site's name in its language and its languages.
 */
const languages = [
  { lang: 'tr', prefix: '', ogLocale: 'tr_TR', alternates: ['en_US', 'de_DE'], siteName: 'Aydın Kuru İncir' },
  { lang: 'en', prefix: '/en', ogLocale: 'en_US', alternates: ['tr_TR', 'de_DE'], siteName: 'Aydın Dried Figs' },
  { lang: 'de', prefix: '/de', ogLocale: 'de_DE', alternates: ['tr_TR', 'en_US'], siteName: 'Aydın Trockenfeigen' },
] as const

const product = seedProducts.find((p) => p.slug === 'naturel-incir-altin-seri')!
const post = seedBlogPosts.find((p) => p.slug === 'incir-kalibrasyonu-a1-a8-nasil-olculur')!
const pages = [
  { kind: 'home', path: '', picture: (lang: string) => `/og/${lang}/site.jpg` },
  { kind: 'product', path: `/products/${product.slug}`, picture: (lang: string) => `/og/${lang}/products/${product.slug}.jpg` },
  { kind: 'post', path: `/blog/${post.slug}`, picture: (lang: string) => `/og/${lang}/blog/${post.slug}.jpg` },
] as const

/** The origin the site names in its links: SITE_URL when the test server has one, else the address it is visited at. */
const siteOrigin = (baseURL: string) => new URL(process.env.SITE_URL || baseURL).origin

const metaContent = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))

/** Fetches a picture named on the configured origin from the server under test. */
async function fetchPicture(request: import('@playwright/test').APIRequestContext, url: string, baseURL: string) {
  const { pathname, search } = new URL(url)
  return request.get(new URL(pathname + search, baseURL).href)
}

async function expectPreviewPicture(response: import('@playwright/test').APIResponse) {
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/)
  const { width, height } = await sharp(await response.body()).metadata()
  expect({ width, height }).toEqual({ width: 1200, height: 630 })
}

for (const l of languages) {
  for (const p of pages) {
    test(`${p.kind} in ${l.lang}: share tags and a 1200×630 picture on the site's origin`, { tag: '@no-js' }, async ({
      page,
      request,
      baseURL,
    }) => {
      const path = l.prefix + p.path || '/'
      expect((await page.goto(path))?.status()).toBe(200)
      const origin = siteOrigin(baseURL!)

      expect(await metaContent(page, 'og:url')).toEqual([origin + path])
      expect(await metaContent(page, 'og:site_name')).toEqual([l.siteName])
      expect(await metaContent(page, 'og:locale')).toEqual([l.ogLocale])
      expect(await metaContent(page, 'og:locale:alternate')).toEqual(l.alternates)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      expect(await metaContent(page, 'og:image:width')).toEqual(['1200'])
      expect(await metaContent(page, 'og:image:height')).toEqual(['630'])
      expect(await metaContent(page, 'og:image:type')).toEqual(['image/jpeg'])
      const [alt] = await metaContent(page, 'og:image:alt')
      expect(alt?.length).toBeGreaterThan(0)

      const images = await metaContent(page, 'og:image')
      expect(images).toHaveLength(1)
      const image = new URL(images[0]!)
      expect(image.origin).toBe(origin)
      expect(image.pathname).toBe(p.picture(l.lang))

      const first = await fetchPicture(request, image.href, baseURL!)
      await expectPreviewPicture(first)
      // Kept by the page cache: the second request is answered from memory, the same bytes.
      const second = await fetchPicture(request, image.href, baseURL!)
      await expectPreviewPicture(second)
      expect(second.headers()['x-cache']).toBe('hit')
      expect((await second.body()).equals(await first.body())).toBe(true)
    })
  }
}

test('a product picture carries the title of its language', { tag: '@no-js' }, async ({ request }) => {
  const pictures = await Promise.all(
    languages.map(async (l) => {
      const response = await request.get(`/og/${l.lang}/products/${product.slug}.jpg`)
      await expectPreviewPicture(response)
      return response.body()
    }),
  )
  // The photo is the same; the titles differ ('Naturel İncir - Altın Seri', 'Natural Dried Figs …', …).
  expect(product.title_tr).not.toBe(product.title_en)
  expect(pictures[0].equals(pictures[1])).toBe(false)
  expect(pictures[1].equals(pictures[2])).toBe(product.title_en === product.title_de)
})

test('the organisation lists no social profiles when none is configured', { tag: '@no-js' }, async ({ page }) => {
  await page.goto('/en')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const organization = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Organization')
  expect(organization).toBeDefined()
  expect(organization).not.toHaveProperty('sameAs')
})

test('an unknown product or post has no picture: 404 with a message in the address language', { tag: '@no-js' }, async ({ request }) => {
  const cases = [
    ['/og/en/products/no-such-fig.jpg', 'Product not found.'],
    ['/og/tr/products/no-such-fig.jpg', 'Ürün bulunamadı.'],
    ['/og/de/blog/no-such-post.jpg', 'Beitrag nicht gefunden.'],
    ['/og/fr/site.jpg', 'Sayfa Bulunamadı'],
  ] as const
  for (const [path, message] of cases) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toBe(message)
  }
})

test('odd characters in a picture address are refused with a 4xx, never a 5xx', { tag: '@no-js' }, async ({ request }) => {
  for (const path of [
    '/og/en/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E.jpg',
    '/og/en/products/..%2F..%2Fpackage.json',
    '/og/en/products/..%2F..%2F.env.jpg',
    '/og/en/products/a%00b.jpg',
    '/og/en/products/%E0%A4%A.jpg',
    `/og/en/products/${'a'.repeat(300)}.jpg`,
    '/og/en/products/NATUREL-INCIR-ALTIN-SERI.jpg',
    '/og/en/products/naturel-incir-altin-seri.png',
    '/og/en/blog/naturel-incir-altin-seri.jpg',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeGreaterThanOrEqual(400)
    expect(response.status(), path).toBeLessThan(500)
    expect(response.headers()['content-type'], path).not.toMatch(/^image\//)
  }
})
