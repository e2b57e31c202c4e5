import { staticPages } from '../../app/site-map'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts'
import { seedProducts } from '../../prisma/seed-data/products'
import { expect, test } from './fixtures'

// HTTP-level checks: once is enough (@js).

test('GET /api/products lists the active products by sortOrder with the original field names', { tag: '@js' }, async ({ request }) => {
  const response = await request.get('/api/products')
  expect(response.status()).toBe(200)
  const products = await response.json()
  expect(products).toHaveLength(seedProducts.length)
  expect(products.map((p: { sortOrder: number }) => p.sortOrder)).toEqual(
    [...products.map((p: { sortOrder: number }) => p.sortOrder)].sort((a, b) => a - b),
  )
  for (const key of [
    'id',
    'slug',
    'title_tr',
    'title_en',
    'title_de',
    'summary_de',
    'description_de',
    'images',
    'isActive',
    'sortOrder',
    'isOrganic',
    'isNatural',
    'laurelPacked',
    'packsKg',
    'calibres',
    'type',
    'moistureMin',
    'moistureMax',
    'palletInfo',
    'palletInfo_tr',
    'palletInfo_en',
    'palletInfo_de',
    'priceRanges',
    'pdfSpecPath',
    'pdfCoaPath',
  ]) {
    expect(products[0]).toHaveProperty(key)
  }
  expect(typeof products[0].priceRanges[0].cashPrice).toBe('number')
  expect(products[0].images[0]).toHaveProperty('alt_de')
  const seeded = seedProducts.find((p) => p.slug === products[0].slug)!
  expect(products[0]).toMatchObject({
    palletInfo_tr: seeded.palletInfo_tr,
    palletInfo_en: seeded.palletInfo_en,
    palletInfo_de: seeded.palletInfo_de,
  })
  // palletInfo: the request's language (?locale, else Accept-Language), else Turkish.
  expect(response.headers().vary).toContain('Accept-Language')
  const german = await (await request.get('/api/products', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })).json()
  expect(german[0].palletInfo).toBe(seeded.palletInfo_de)
  const english = await (await request.get(`/api/products/${seeded.slug}?locale=en`, { headers: { 'Accept-Language': 'de' } })).json()
  expect(english.palletInfo).toBe(seeded.palletInfo_en)
  const turkish = await (await request.get(`/api/products/${seeded.slug}`, { headers: { 'Accept-Language': 'fr' } })).json()
  expect(turkish.palletInfo).toBe(seeded.palletInfo_tr)
})

test('GET /api/products/{slug}, /api/blog, /api/blog/{slug}, /api/seo answer JSON, with 404s for unknown ones', { tag: '@js' }, async ({
  request,
}) => {
  const slug = seedProducts[0].slug
  expect((await (await request.get(`/api/products/${slug}`)).json()).slug).toBe(slug)
  const missing = await request.get('/api/products/no-such-fig')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toEqual({ message: 'Product not found' })

  const posts = await (await request.get('/api/blog')).json()
  expect(posts.map((p: { slug: string }) => p.slug).sort()).toEqual(seedBlogPosts.map((p) => p.slug).sort())
  expect((await (await request.get(`/api/blog/${seedBlogPosts[0].slug}`)).json()).title_de).toBe(seedBlogPosts[0].title_de)
  expect((await request.get('/api/blog/nope')).status()).toBe(404)

  const seo = await request.get('/api/seo?page=homepage')
  expect((await seo.json()).page).toBe('homepage')
  const noSeo = await request.get('/api/seo?page=nope')
  expect(noSeo.status()).toBe(404)
  expect(await noSeo.json()).toEqual({ message: 'SEO setting not found' })
})

test('robots.txt keeps crawlers out of /admin and /api and points to the sitemap', { tag: '@js' }, async ({ request, baseURL }) => {
  const body = await (await request.get('/robots.txt')).text()
  expect(body).toContain('Disallow: /admin')
  expect(body).toContain('Disallow: /api')
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('sitemap.xml is valid XML listing every page in every language', { tag: '@js' }, async ({ request, page, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.getElementsByTagName('parsererror').length) return null
    return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((n) => n.textContent)
  }, xml)
  expect(parsed, 'sitemap.xml must parse as XML').not.toBeNull()
  const paths = [
    ...staticPages.map((p) => p.path),
    ...seedProducts.map((p) => `/products/${p.slug}`),
    ...seedBlogPosts.map((p) => `/blog/${p.slug}`),
  ]
  const expected = paths.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`, p === '/' ? '/de' : `/de${p}`]).map((p) => baseURL + p)
  expect(new Set(parsed)).toEqual(new Set(expected))
})

test('every page of the sitemap answers 200, its hreflang alternates are reciprocal and its JSON-LD parses', { tag: '@js' }, async ({
  request,
}) => {
  test.setTimeout(120_000)
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  const alternatesOf = new Map<string, Map<string, string>>()
  for (const url of urls) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    const html = await response.text()
    const links = new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
    expect([...links.keys()].sort(), url).toEqual(['de', 'en', 'tr', 'x-default'])
    expect(html, url).toContain(`<link rel="canonical" href="${url}"/>`)
    alternatesOf.set(url, links)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
    expect(blocks.length, url).toBeGreaterThan(0)
    for (const block of blocks.flatMap((b) => (Array.isArray(b) ? b : (b['@graph'] ?? [b])))) expect(block['@type'], url).toBeTruthy()
  }
  for (const [url, links] of alternatesOf) {
    for (const [lang, target] of links) {
      if (lang === 'x-default') continue
      const back = alternatesOf.get(target)
      expect(back, `${url} → ${target} is in the sitemap`).toBeDefined()
      expect([...back!.values()], `${target} links back to ${url}`).toContain(url)
    }
  }
})

test("/rfq carries only the province names; a province's districts come from /api/districts", { tag: '@js' }, async ({ request }) => {
  const page = await (await request.get('/rfq')).text()
  expect(page).toContain('İzmir')
  // Bornova is one of İzmir's 30 districts: no district list is in the page until a province is chosen.
  expect(page).not.toContain('Bornova')
  const answer = await request.get(`/api/districts?province=${encodeURIComponent('İzmir')}`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('application/json')
  const body = await answer.json()
  expect(body.province).toBe('İzmir')
  expect(body.districts).toContain('Bornova')
  for (const odd of ['Atlantis', '', 'x'.repeat(300)]) {
    const refused = await request.get(`/api/districts?province=${odd}`)
    expect(refused.status()).toBe(404)
    expect((await refused.json()).message).toBe('Province not found')
  }
  // A control character never reaches the app: the request gate refuses it with a message.
  const nul = await request.get('/api/districts?province=%00')
  expect(nul.status()).toBe(400)
  expect((await nul.json()).message).toBeTruthy()
})

test('a form page carries its country names once, in its select; /api/countries gives the sorted list', { tag: '@js' }, async ({
  request,
}) => {
  const page = await (await request.get('/de/rfq', { headers: { 'Accept-Language': 'de-AT,de;q=0.9' } })).text()
  // Österreich preselected (first), named once: in the select, not again in the page's data.
  expect(page).toMatch(
    /<select[^>]*name="country"[^>]*><option value="AT" selected="">Österreich<\/option><option value="AF">Afghanistan<\/option>/,
  )
  expect(page.split('Österreich')).toHaveLength(2)
  expect(page.split('Simbabwe')).toHaveLength(2)

  const answer = await request.get('/api/countries?locale=de')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('application/json')
  const body = (await answer.json()) as { locale: string; countries: string }
  expect(body.locale).toBe('de')
  const lines = body.countries.split('\n')
  expect(lines.length).toBeGreaterThan(200)
  expect(lines).toContain('DE Deutschland')
  // Sorted by German collation: Österreich among the O's, Ägypten among the A's.
  expect(lines.indexOf('AT Österreich')).toBeGreaterThan(lines.indexOf('OM Oman'))
  expect(lines.indexOf('EG Ägypten')).toBeLessThan(lines.indexOf('AL Albanien'))
  for (const odd of ['', 'fr', 'DE', 'x'.repeat(300)]) {
    const refused = await request.get(`/api/countries?locale=${odd}`)
    expect(refused.status()).toBe(400)
    expect((await refused.json()).message).toBe('locale must be tr, en or de')
  }
})
