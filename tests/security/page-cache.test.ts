/**
 * The page cache of the production server: anonymous visitors share one rendered answer (same
 * bytes, ETag, 304, Cache-Control for a CDN), admins and visitors with a notice never do, and
 * an admin's change shows at once on the same instance and soon on another one sharing the
 * database; an instance that missed the announcement catches up by reading the
 * content version.
 */
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pdfText } from '../support/pdf-text'
import { waitFor } from '../support/wait-for'
import { connectDatabase } from './support/database'
import { cookiesOf, FORM, formBody, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

let server: TestServer
let second: TestServer
let db: pg.Client
let token: string

beforeAll(async () => {
  server = await startServer()
  ;[second] = await Promise.all([
    startServer({ E2E_DATABASE_URL: server.databaseUrl }),
    (async () => {
      const login = await send(server, {
        method: 'POST',
        path: '/api/admin/login',
        headers: { ...JSON_TYPE, Origin: server.url },
        body: JSON.stringify({ email: 'admin@example.com', password: 'e2e-admin-password' }),
      })
      expect(login.status).toBe(200)
      token = (JSON.parse(login.text) as { token: string }).token
    })(),
  ])
  db = await connectDatabase(server)
}, 180_000)

afterAll(async () => {
  await db?.end()
  await Promise.all([second?.stop(), server?.stop()])
})

const get = (target: TestServer, path: string, headers: Record<string, string> = {}) => send(target, { path, headers })

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    // JSON data blocks (structured data, the page's texts) are never run, so they need no hash.
    ([, attributes = '']) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes),
  )

const scriptSources = (response: RawResponse) => /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1] ?? ''

/**
 * Asks `target` for `path` until `seen(text)` holds (failing after `limitMs`); how long after the
 * start the request that first saw it was sent (rendering the fresh page is not part of how stale
 * the cache was).
 */
async function waitUntil(target: TestServer, path: string, seen: (text: string) => boolean, limitMs = 5000): Promise<number> {
  const started = performance.now()
  return waitFor(
    async () => {
      const sent = performance.now()
      return seen((await get(target, path)).text) ? sent - started : null
    },
    { timeoutMs: limitMs, message: `${path} on the instance at port ${target.port} showing the change` },
  )
}

async function firstProduct() {
  const { rows } = await db.query<{ id: string; slug: string; title_tr: string; title_en: string }>(
    'SELECT id, slug, title_tr, title_en FROM "Product" WHERE "isActive" ORDER BY "sortOrder" LIMIT 1',
  )
  const product = rows[0]
  if (!product) throw new Error('no demo product')
  return product
}

describe('anonymous visitors share one answer', () => {
  test('two visitors get the same bytes of a page; the second from memory, with the same ETag', async () => {
    const first = await get(server, '/en/products')
    const again = await get(server, '/en/products')
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.body.equals(first.body)).toBe(true)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    expect(again.headers.vary).toContain('Accept-Encoding')
  })

  test('If-None-Match with the ETag answers 304 without a body', async () => {
    const page = await get(server, '/de/blog')
    const etag = String(page.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const revalidated = await get(server, '/de/blog', { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.etag).toBe(etag)
    expect((await get(server, '/de/blog', { 'If-None-Match': 'W/"other"' })).status).toBe(200)
  })

  test('compressed variants are the same page', async () => {
    const plain = await get(server, '/')
    const zipped = await get(server, '/', { 'Accept-Encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    const brotli = await get(server, '/', { 'Accept-Encoding': 'gzip, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(Number(brotli.headers['content-length'])).toBeLessThan(plain.body.length / 3)
  })

  test('a page’s brotli bytes shrink once the best-quality pass is done; every answer is whole', async () => {
    const path = '/de/calibration'
    const whole = (answer: RawResponse) => {
      expect(answer.headers['content-encoding']).toBe('br')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      return brotliDecompressSync(answer.body)
    }
    // The storing answer: brotli made fast.
    const stored = await get(server, path, { 'Accept-Encoding': 'br' })
    expect(stored.headers['x-cache']).toBe('miss')
    const page = whole(stored)
    // Hits (no cookie: the new-visitor path, whose headers are made once per entry and body)
    // until the best bytes are in.
    const started = performance.now()
    let hit: RawResponse
    do {
      hit = await get(server, path, { 'Accept-Encoding': 'br' })
      expect(hit.headers['x-cache']).toBe('hit')
      expect(whole(hit).equals(page)).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 20))
    } while (hit.body.length >= stored.body.length && performance.now() - started < 10_000)
    expect(hit.body.length).toBeLessThan(stored.body.length * 0.97)
    expect(whole(await get(server, path, { 'Accept-Encoding': 'br', Cookie: 'unrelated=1' })).equals(page)).toBe(true)
  })

  test('the browser scripts come compressed at build time (brotli, else gzip), the same bytes, kept for a year', async () => {
    const page = await get(server, '/en/products')
    const script = /<link rel="modulepreload" href="(\/assets\/framework-[^"]+\.js)"/.exec(page.text)?.[1]
    expect(script).toBeTruthy()
    const plain = await get(server, String(script))
    expect(plain.headers['content-encoding']).toBeUndefined()
    const brotli = await get(server, String(script), { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    const zipped = await get(server, String(script), { 'Accept-Encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    // At brotli's best level: well below what gzip gives for the same file.
    expect(brotli.body.length).toBeLessThan(zipped.body.length * 0.92)
    for (const answer of [plain, brotli, zipped]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
    }
  })

  test('a cached page carries no nonce: its inline scripts are allowed by their hashes', async () => {
    await get(server, '/en/rfq')
    const page = await get(server, '/en/rfq')
    expect(page.headers['x-cache']).toBe('hit')
    expect(page.text).not.toMatch(/nonce=/)
    const sources = scriptSources(page)
    expect(sources).not.toContain('nonce-')
    const scripts = inlineScripts(page.text)
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, , content = ''] of scripts) {
      expect(sources).toContain(`'sha256-${createHash('sha256').update(content).digest('base64')}'`)
    }
  })

  test('sitemap.xml, robots.txt and public API reads are cached too; the form guard API never', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/api/products', '/api/blog']) {
      await get(server, path)
      const again = await get(server, path)
      expect([path, again.status, again.headers['x-cache']]).toEqual([path, 200, 'hit'])
    }
    await get(server, '/api/form-guard')
    const guard = await get(server, '/api/form-guard')
    expect(guard.headers['x-cache']).toBeUndefined()
    expect(guard.headers['cache-control']).toContain('no-store')
  })

  test('the product API varies by Accept-Language and keeps the languages apart', async () => {
    const german = await get(server, '/api/products', { 'Accept-Language': 'de-DE,de;q=0.9' })
    const english = await get(server, '/api/products', { 'Accept-Language': 'en-US,en;q=0.9' })
    const germanAgain = await get(server, '/api/products', { 'Accept-Language': 'de-DE,de;q=0.9' })
    expect(germanAgain.headers['x-cache']).toBe('hit')
    expect(germanAgain.headers.vary).toContain('Accept-Language')
    expect(germanAgain.body.equals(german.body)).toBe(true)
    expect(english.body.equals(german.body)).toBe(false)
  })

  test('made-up query strings, bodies and foreign hosts never reach or poison the cache', async () => {
    const poisoned = await get(server, '/en/products', { Host: 'evil.example' })
    expect(poisoned.status).toBe(400)
    const clean = await get(server, '/en/products')
    expect(clean.text).not.toContain('evil.example')
    const long = await get(server, `/en/products?q=${'x'.repeat(2000)}`)
    expect(long.status).toBeLessThan(500)
    expect(long.headers['x-cache']).toBeUndefined()
  })

  test('HEAD is answered from memory without a body; a chosen language still redirects from the Turkish page', async () => {
    const page = await get(server, '/about')
    const head = await send(server, { method: 'HEAD', path: '/about' })
    expect([head.status, head.headers['x-cache'], head.body.length]).toEqual([200, 'hit', 0])
    expect(head.headers.etag).toBe(page.headers.etag)
    const english = await get(server, '/about', { Cookie: `locale=${Buffer.from('"en"').toString('base64')}` })
    expect(english.status).toBe(302)
    expect(english.headers.location).toBe('/en/about')
  })

  test('a new visitor’s hit (answered before Express) has the bytes and headers any visitor’s hit has', async () => {
    await get(server, '/en/origin')
    // No cookie: the new-visitor path; an unrelated cookie: the gate and the cache as usual.
    const fresh = await get(server, '/en/origin', { 'Accept-Encoding': 'gzip, br' })
    const usual = await get(server, '/en/origin', { 'Accept-Encoding': 'gzip, br', Cookie: 'unrelated=1' })
    expect(fresh.headers['x-cache']).toBe('hit')
    expect(fresh.body.equals(usual.body)).toBe(true)
    const comparable = (headers: RawResponse['headers']) => {
      // Each answer has an id of its own: both carry one.
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': requestId, ...rest } = headers
      return { ...rest, requestId: typeof requestId }
    }
    expect(comparable(fresh.headers)).toEqual(comparable(usual.headers))
    expect(fresh.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    expect(fresh.headers['x-frame-options']).toBe('DENY')
    expect((await get(server, '/en/origin', { 'If-None-Match': String(fresh.headers.etag) })).status).toBe(304)

    // What still goes through the gate: a foreign host, a visit from elsewhere or from a campaign
    // (they get their attribution cookie), and a form page (a new visitor gets its timer cookie).
    expect((await get(server, '/en/origin', { Host: 'evil.example' })).status).toBe(400)
    const referred = await get(server, '/en/origin', { Referer: 'https://search.example/?q=figs' })
    expect(referred.headers['set-cookie']?.join()).toMatch(/^visit=/)
    expect(referred.headers['cache-control']).toBe('private, no-store')
    const sameSite = await get(server, '/en/origin', { Referer: `${server.url}/en` })
    expect([sameSite.headers['x-cache'], sameSite.headers['set-cookie']]).toEqual(['hit', undefined])
    await get(server, '/en/contact')
    const form = await get(server, '/en/contact')
    expect(form.headers['x-cache']).toBe('hit')
    expect(form.headers['set-cookie']?.join()).toMatch(/^form_started=/)
    expect(form.headers['cache-control']).toBe('private, no-store')
  })

  test('a burst of 40 visitors for a page not yet in memory renders it once; all get the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => get(server, '/de/faq')))
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1)
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
  })
})

describe('admins and personal answers', () => {
  test('admin pages and admin JSON are private, no-store and never from the cache', async () => {
    const page = await get(server, '/admin/login')
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.headers['x-cache']).toBeUndefined()
    const json = await get(server, '/api/admin/leads', { Authorization: `Bearer ${token}` })
    expect(json.status).toBe(200)
    expect(json.headers['cache-control']).toBe('private, no-store')
  })

  test("an admin's view of a public page is rendered for them alone and never stored for visitors", async () => {
    const cookie = `admin_session=${Buffer.from(JSON.stringify(token)).toString('base64')}`
    const asAdmin = await get(server, '/de/contact', { Cookie: cookie })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers['cache-control']).toBe('private, no-store')
    expect(asAdmin.headers['x-cache']).toBeUndefined()
    // Its scripts carry this answer's nonce, as every page rendered for one request.
    expect(scriptSources(asAdmin)).toContain('nonce-')
    const visitor = await get(server, '/de/contact')
    expect(visitor.headers['x-cache']).toBe('miss')
    expect(scriptSources(visitor)).not.toContain('nonce-')
  })

  test('a visitor who just sent a message sees the confirmation on a page of their own; the next visitor never does', async () => {
    const page = await get(server, '/en/contact')
    const visitor = cookiesOf(page)
    expect(visitor).toMatch(/form_started=/)
    expect((await get(server, '/en/contact')).headers['x-cache']).toBe('hit')
    const sent = await send(server, {
      method: 'POST',
      path: '/en/contact',
      headers: { ...FORM, Origin: server.url, Cookie: visitor },
      body: formBody({ name: 'Notice Reader', email: 'notice@example.com', subject: 'Figs', message: 'Please call me.', website: '' }),
    })
    expect(sent.status).toBe(302)
    const notice = cookiesOf(sent)
    expect(notice).toMatch(/toast=/)
    const after = await get(server, '/en/contact', { Cookie: `${visitor}; ${notice}` })
    expect(after.text).toContain('Thank you – your message has been received')
    expect(after.headers['x-cache']).toBeUndefined()
    expect(after.headers['cache-control']).toBe('private, no-store')
    const next = await get(server, '/en/contact')
    expect(next.headers['x-cache']).toBe('hit')
    expect(next.text).not.toContain('Thank you – your message has been received')
  })

  test('a visitor with a notice to show gets a page of their own', async () => {
    const withNotice = await get(server, '/en/products', { Cookie: 'toast=anything' })
    expect(withNotice.headers['x-cache']).toBeUndefined()
    expect(withNotice.headers['cache-control']).toBe('private, no-store')
  })
})

describe('fresh the moment the admin saves', () => {
  test('a blog post changed through the admin API shows on the next request, HTML and /api', async () => {
    const { rows } = await db.query<{ id: string; slug: string }>('SELECT id, slug FROM "BlogPost" WHERE "isActive" LIMIT 1')
    const post = rows[0]
    if (!post) throw new Error('no demo post')
    const path = `/en/blog/${post.slug}`
    await get(server, path)
    await get(server, '/api/blog')
    expect((await get(server, path)).headers['x-cache']).toBe('hit')

    const title = `Harvest notes ${Date.now()}`
    const saved = await send(server, {
      method: 'PUT',
      path: `/api/admin/blog/${post.id}`,
      headers: { ...JSON_TYPE, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title_en: title }),
    })
    expect(saved.status).toBe(200)
    expect((await get(server, path)).text).toContain(title)
    expect((await get(server, '/api/blog')).text).toContain(title)
  })

  test('a product title and an SEO title changed in the database reach both instances', async () => {
    const product = await firstProduct()
    const productPath = `/en/products/${product.slug}`
    for (const target of [server, second]) {
      await get(target, productPath)
      await get(target, '/en/blog')
      expect((await get(target, productPath)).headers['x-cache']).toBe('hit')
    }

    const title = `Lerida special ${Date.now()}`
    await db.query('UPDATE "Product" SET "title_en" = $1 WHERE id = $2', [title, product.id])
    const [here, there] = await Promise.all([
      waitUntil(server, productPath, (text) => text.includes(title)),
      waitUntil(second, productPath, (text) => text.includes(title)),
    ])
    console.log(`the product title reached the first instance after ${Math.round(here)} ms, the second after ${Math.round(there)} ms`)

    const seoTitle = `Fig journal ${Date.now()}`
    await db.query(
      `INSERT INTO "SeoSetting" (id, page, title_tr, title_en, description_tr, description_en, "updatedAt")
       VALUES (gen_random_uuid(), 'blog', 'Blog', $1, 'Açıklama', 'Description', now())
       ON CONFLICT (page) DO UPDATE SET title_en = $1`,
      [seoTitle],
    )
    await waitUntil(second, '/en/blog', (text) => text.includes(seoTitle))
  })

  test('a spec sheet is kept like a page (same bytes, name and Cache-Control) and made anew once its product changes', async () => {
    const { rows } = await db.query<{ id: string; slug: string }>(
      'SELECT id, slug FROM "Product" WHERE "isActive" ORDER BY "sortOrder" DESC LIMIT 1',
    )
    const product = rows[0]!
    const path = `/de/products/${product.slug}/spec-sheet.pdf`
    const first = await get(server, path)
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    const again = await get(server, path, { 'Accept-Encoding': 'gzip, br' })
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.body.equals(first.body)).toBe(true)
    // A PDF is compressed inside already: served as it is.
    expect(again.headers['content-encoding']).toBeUndefined()
    expect(again.headers['content-disposition']).toBe(`inline; filename="${product.slug}-spec-de.pdf"`)
    expect(again.headers['cache-control']).toBe((await get(server, '/de/products')).headers['cache-control'])
    expect(again.headers['set-cookie']).toBeUndefined()

    const title = `Neue Feigen ${Date.now()}`
    await db.query('UPDATE "Product" SET "title_de" = $1 WHERE id = $2', [title, product.id])
    await waitFor(async () => (await pdfText((await get(server, path)).body)).includes(title), {
      timeoutMs: 5000,
      message: `the spec sheet ${path} made anew with the new title`,
    })
  })

  test('an instance that missed the announcement still catches up by polling', async () => {
    const product = await firstProduct()
    const path = `/de/products/${product.slug}`
    await get(server, path)
    const title = `Feigen ${Date.now()}`
    // The version is raised without NOTIFY: only the periodic read can see it.
    await db.query('ALTER TABLE "Product" DISABLE TRIGGER "Product_content_version"')
    try {
      await db.query('UPDATE "Product" SET "title_de" = $1 WHERE id = $2', [title, product.id])
      await db.query('UPDATE "ContentVersion" SET version = version + 1 WHERE id = 1')
    } finally {
      await db.query('ALTER TABLE "Product" ENABLE TRIGGER "Product_content_version"')
    }
    await waitUntil(server, path, (text) => text.includes(title))
  })
})
