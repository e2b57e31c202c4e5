/**
 * The request gate in front of every route, attacked as a stranger would: list indexes that
 * would make a page render 20,000 rows, bodies of megabytes (declared or chunked), foreign Host
 * headers, odd methods, control characters in the URL, bodies of the wrong type, the upload
 * storage's internals; and the security headers every answer must carry.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FORM, formBody, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startServer()
  const login = await send(server, {
    method: 'POST',
    path: '/api/admin/login',
    headers: { ...JSON_TYPE, Origin: server.url, 'X-Forwarded-For': '198.51.100.200' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'e2e-admin-password' }),
  })
  expect(login.status).toBe(200)
  token = (JSON.parse(login.text) as { token: string }).token
  // The first render of a page compiles its code: warm `/` up before timing it.
  await send(server, { path: '/' })
})

afterAll(async () => {
  await server?.stop()
})

/** A different visitor address per request, so the per-address limits never answer first. */
let visitor = 0
const from = () => ({ 'X-Forwarded-For': `203.0.113.${(visitor++ % 250) + 1}` })

/**
 * Sends a body in chunks (Transfer-Encoding: chunked unless `declaredLength` is given) and stops
 * writing as soon as the answer arrives, as a client that reads while it sends does.
 */
function sendInChunks(options: {
  path: string
  headers: Record<string, string>
  chunk: Buffer
  count: number
  declaredLength?: number
}): Promise<{ status: number; text: string; ms: number; sent: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const headers = { ...options.headers, ...(options.declaredLength ? { 'Content-Length': String(options.declaredLength) } : {}) }
    const req = http.request({ host: '127.0.0.1', port: server.port, method: 'POST', path: options.path, headers, agent: false }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), ms: performance.now() - started, sent })
        req.destroy()
      })
    })
    req.setTimeout(15_000, () => req.destroy(new Error(`${options.path}: no answer within 15 s`)))
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const writeMore = () => {
      while (!answered && sent < options.count) {
        sent++
        if (!req.write(options.chunk)) return void req.once('drain', writeMore)
      }
      if (!answered && !options.declaredLength) req.end()
    }
    writeMore()
  })
}

describe('lists in a form have a hard maximum, checked before anything is parsed', () => {
  const attacks = [
    { path: '/en/rfq', body: 'locale=en&name=x&phone=123456&items[20000].productId=abc' },
    { path: '/trial-package', body: 'fullName=xx&phone=123456&selectedProducts[20000].productId=abc' },
  ]
  test.each(attacks)('$path with index 20000 answers 4xx in under 1 s while / keeps answering in under 1 s', async ({ path, body }) => {
    // The home page is asked once the attack has been sent whole.
    let written = () => {}
    const sent = new Promise<void>((resolve) => {
      written = resolve
    })
    const attack = send(server, {
      method: 'POST',
      path,
      headers: { ...FORM, ...from() },
      body,
      timeoutMs: 5000,
      onWritten: () => written(),
    })
    await Promise.race([sent, attack])
    const [answer, home] = await Promise.all([attack, send(server, { path: '/', timeoutMs: 5000 })])
    expect(answer.status).toBe(400)
    expect(answer.text).toMatch(/at most 20|en fazla 20/)
    expect(answer.ms).toBeLessThan(1000)
    expect(home.status).toBe(200)
    expect(home.ms).toBeLessThan(1000)
  })

  test('a name repeated beyond the maximum and an intent that would insert row 500 are refused too', async () => {
    const repeated = formBody([
      ['locale', 'en'],
      ['name', 'x'],
      ['phone', '123456'],
      ...Array.from({ length: 500 }, (): [string, string] => ['items[]', 'a']),
    ])
    expect((await send(server, { method: 'POST', path: '/en/rfq', headers: { ...FORM, ...from() }, body: repeated })).status).toBe(400)
    const intent = formBody({
      locale: 'en',
      name: 'x',
      phone: '123456',
      __intent__: JSON.stringify({ type: 'update', payload: { name: '', value: { items: Array(3000).fill({}) } } }),
    })
    expect((await send(server, { method: 'POST', path: '/en/rfq', headers: { ...FORM, ...from() }, body: intent })).status).toBe(400)
  })

  test('an admin upload form with a part named priceRanges[5000] is refused while it streams', async () => {
    const boundary = 'edgeBoundary'
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="priceRanges[5000].calibre"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="imageType"\r\n\r\nmain\r\n--${boundary}--\r\n`
    const answer = await send(server, {
      method: 'POST',
      path: '/api/admin/upload-image',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${token}`, Origin: server.url },
      body,
    })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.text).message).toMatch(/en fazla 200/)
  })
})

describe('request bodies are limited per route', () => {
  const fiveMb = 5 * 1024 * 1024

  test('a 5 MB form post is answered 413 in under 1 s', async () => {
    const answer = await send(server, {
      method: 'POST',
      path: '/en/contact',
      headers: { ...FORM, ...from() },
      body: `message=${'a'.repeat(fiveMb)}`,
    })
    expect(answer.status).toBe(413)
    expect(answer.text).toContain('64 kB')
    expect(answer.ms).toBeLessThan(1000)
  })

  test('a 5 MB chunked post is answered 413 once it passes the limit', async () => {
    const answer = await sendInChunks({
      path: '/de/contact',
      headers: { ...FORM, ...from(), 'Transfer-Encoding': 'chunked' },
      chunk: Buffer.alloc(64 * 1024, 'a'),
      count: 80,
    })
    expect(answer.status).toBe(413)
    expect(answer.text).toContain('höchstens 64 kB')
    expect(answer.ms).toBeLessThan(1000)
  })

  test('the JSON API: 413 for 5 MB, and JSON only (415 otherwise)', async () => {
    const big = await send(server, {
      method: 'POST',
      path: '/api/contact',
      headers: { ...JSON_TYPE, ...from() },
      body: JSON.stringify({ message: 'a'.repeat(fiveMb) }),
    })
    expect(big.status).toBe(413)
    expect(JSON.parse(big.text)).toEqual({ message: 'The request is too large (at most 64 kB).' })
    const text = await send(server, { method: 'POST', path: '/api/rfq', headers: { 'Content-Type': 'text/plain', ...from() }, body: '{}' })
    expect(text.status).toBe(415)
  })

  test('an upload route answers a post without any admin credentials without reading it, and one over the upload limit at once', async () => {
    const anonymous = await sendInChunks({
      path: '/api/admin/upload-image',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      chunk: Buffer.alloc(1024 * 1024, 'a'),
      count: 1,
      declaredLength: 70 * 1024 * 1024,
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.ms).toBeLessThan(1000)
    const tooBig = await sendInChunks({
      path: '/api/admin/upload-image',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Authorization: `Bearer ${token}`, Origin: server.url },
      chunk: Buffer.alloc(1024 * 1024, 'a'),
      count: 1,
      declaredLength: 70 * 1024 * 1024,
    })
    expect(tooBig.status).toBe(413)
    expect(JSON.parse(tooBig.text).message).toContain('60 MB')
    expect(tooBig.ms).toBeLessThan(1000)
  })
})

describe('only allowed hosts are served (ALLOWED_HOSTS)', () => {
  test.each([
    ['Host', { Host: 'evil.example' }],
    ['X-Forwarded-Host from a trusted proxy', { 'X-Forwarded-Host': 'evil.example' }],
  ])('%s: evil.example gets 400 naming the setting', async (_name, headers) => {
    for (const path of ['/', '/sitemap.xml', '/robots.txt']) {
      const answer = await send(server, { path, headers })
      expect(answer.status, path).toBe(400)
      expect(answer.text).toContain('ALLOWED_HOSTS')
      expect(answer.text).not.toContain('evil.example')
    }
  })

  test('the default local names are served without a port and on the site’s own port only', async () => {
    for (const host of ['localhost', '127.0.0.1', `[::1]:${server.port}`, `localhost:${server.port}`]) {
      expect((await send(server, { path: '/robots.txt', headers: { Host: host } })).status, host).toBe(200)
    }
    const sitemap = await send(server, { path: '/sitemap.xml', headers: { Host: `localhost:${server.port}` } })
    expect(sitemap.text).toContain(`http://localhost:${server.port}/`)
    // Another port would end up in links and e-mails built from the request's origin.
    for (const host of ['localhost:6666', `127.0.0.1:${server.port + 1}`, '[::1]:80']) {
      const answer = await send(server, { path: '/robots.txt', headers: { Host: host } })
      expect(answer.status, host).toBe(400)
      expect(answer.text).toContain('ALLOWED_HOSTS')
    }
  })
})

describe('security headers on every answer', () => {
  const nonceOf = (answer: RawResponse) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]

  function expectSecurityHeaders(answer: RawResponse, label: string) {
    const csp = String(answer.headers['content-security-policy'] ?? '')
    const scriptSrc =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? ''
    // An answer rendered for one request has its own nonce; a shared (cached) page allows its inline scripts by hash.
    expect(scriptSrc, label).toMatch(/'(nonce-[A-Za-z0-9+/=]{16,}|sha256-[A-Za-z0-9+/=]{44})'/)
    expect(scriptSrc, label).not.toContain('unsafe-inline')
    expect(csp, label).toContain("frame-ancestors 'none'")
    expect(answer.headers['x-frame-options'], label).toBe('DENY')
    expect(answer.headers['x-content-type-options'], label).toBe('nosniff')
    expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
    expect(answer.headers['permissions-policy'], label).toContain('camera=()')
  }

  test('/en/products: every header; a page shared by all visitors has no nonce, its inline scripts are allowed by hash', async () => {
    const path = '/en/products'
    const [first, second] = [await send(server, { path }), await send(server, { path })]
    expect(second.status).toBe(200)
    expectSecurityHeaders(second, path)
    expect(second.body.equals(first.body)).toBe(true)
    expect(nonceOf(second)).toBeUndefined()
    expect(second.text).not.toContain('nonce=')
    expect(String(second.headers['content-security-policy'])).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/)
  })

  test('/ (not hydrated) runs no inline script at all: its scripts may only be files of the site', async () => {
    const [first, second] = [await send(server, { path: '/' }), await send(server, { path: '/' })]
    expect(second.status).toBe(200)
    expect(second.body.equals(first.body)).toBe(true)
    expect(String(second.headers['content-security-policy'])).toContain("script-src 'self';")
    const scripts = [...second.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1])
    expect(scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))).toEqual([
      expect.stringMatching(/^ type="module" src="\/assets\/enhance-[\w-]+\.js"$/),
    ])
  })

  test.each(['/admin/login'])('%s: every header, a fresh nonce per answer, on every script of the page', async (path) => {
    const [first, second] = [await send(server, { path }), await send(server, { path })]
    expect(first.status).toBe(200)
    expectSecurityHeaders(first, path)
    const nonce = nonceOf(first)
    expect(nonce).toBeTruthy()
    expect(nonceOf(second)).not.toBe(nonce)
    const scripts = [...first.text.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1])
      // JSON data blocks (structured data, the page's texts) are never run by the browser.
      .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
    expect(first.headers['strict-transport-security']).toBeUndefined()
  })

  test('also on 404s, JSON, files and refusals; HSTS only over https', async () => {
    for (const path of ['/nope', '/api/products', '/favicon.svg', '/products/a%00']) {
      expectSecurityHeaders(await send(server, { path }), path)
    }
    const overTls = await send(server, { path: '/', headers: { 'X-Forwarded-Proto': 'https' } })
    expect(overTls.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  test('scripts and stylesheets of the build carry nosniff but no document-only headers; a missing one is a page with all of them', async () => {
    const page = await send(server, { path: '/' })
    const files = [...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
    expect(files.some((file) => file.endsWith('.js'))).toBe(true)
    expect(files.some((file) => file.endsWith('.css'))).toBe(true)
    for (const file of files) {
      const answer = await send(server, { path: file, headers: { 'Accept-Encoding': 'br' } })
      expect(answer.status, file).toBe(200)
      expect(answer.headers['x-content-type-options'], file).toBe('nosniff')
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy']) {
        expect(answer.headers[name], `${file} ${name}`).toBeUndefined()
      }
    }
    const overTls = await send(server, { path: files[0], headers: { 'X-Forwarded-Proto': 'https' } })
    expect(overTls.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    const missing = await send(server, { path: '/assets/no-such-file.js' })
    expect(missing.status).toBe(404)
    expectSecurityHeaders(missing, '/assets/no-such-file.js')
  })

  test('admin pages and admin JSON are never stored by caches', async () => {
    for (const path of ['/admin/login', '/admin/leads', '/api/admin/leads']) {
      const answer = await send(server, { path })
      expect(answer.headers['cache-control'], path).toContain('no-store')
      expectSecurityHeaders(answer, path)
    }
    const signedIn = await send(server, { path: '/api/admin/leads', headers: { Authorization: `Bearer ${token}` } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers['cache-control']).toContain('no-store')
  })
})

describe('compression of pages rendered for one request', () => {
  test('brotli, else gzip, else none: whole, with its length, and the same page', async () => {
    const page = (text: string) => text.replace(/nonce="[^"]*"|'nonce-[^']*'|name="csrf"[^>]*/g, '')
    const plain = await send(server, { path: '/admin/login' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await send(server, { path: '/admin/login', headers: { 'Accept-Encoding': accepted } })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/i)
      const text = decode(answer.body).toString()
      expect(answer.body.length).toBeLessThan(text.length / 2)
      expect(page(text)).toBe(page(plain.text))
    }
    const refused = await send(server, { path: '/admin/login', headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } })
    expect(refused.headers['content-encoding']).toBeUndefined()
  })
})

describe('methods', () => {
  test('OPTIONS answers 204 with Allow; TRACE, PROPFIND and PURGE 405 with Allow, without logging errors', async () => {
    const before = server.output().length
    const options = await send(server, { method: 'OPTIONS', path: '/products' })
    expect(options.status).toBe(204)
    expect(options.headers.allow).toContain('GET')
    for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
      for (const path of ['/', '/en/products', '/api/products']) {
        const answer = await send(server, { method, path })
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.allow).toContain('GET')
      }
    }
    expect(server.output().slice(before)).not.toMatch(/error/i)
  })
})

describe('the request target', () => {
  test.each(['/products/a%00', '/api/blog/a%00', '/api/seo?page=a%00', '/api/admin/leads/a%00', '/en/products?filter=%0d%0a'])(
    '%s: a control character is a 400',
    async (path) => {
      const answer = await send(server, { path, headers: { Authorization: `Bearer ${token}` } })
      expect(answer.status).toBe(400)
      if (path.startsWith('/api')) expect(JSON.parse(answer.text).message).toMatch(/control characters|kontrol karakterleri/)
    },
  )

  test.each(['/products/%E0%A4%A', '/products/%ff', '/blog/%'])('%s: broken percent-encoding is a 400', async (path) => {
    expect((await send(server, { path })).status).toBe(400)
  })
})

describe('body types of the HTML forms', () => {
  test.each(['/en/rfq', '/trial-package', '/de/contact', '/admin/login'])(
    '%s: text/plain is a 415, a malformed multipart body a 400',
    async (path) => {
      const plain = await send(server, { method: 'POST', path, headers: { 'Content-Type': 'text/plain', ...from() }, body: 'name=x' })
      expect(plain.status).toBe(415)
      const broken = await send(server, {
        method: 'POST',
        path,
        headers: { 'Content-Type': 'multipart/form-data; boundary=abc', ...from() },
        body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nx',
      })
      expect(broken.status).toBe(400)
      const noBoundary = await send(server, {
        method: 'POST',
        path,
        headers: { 'Content-Type': 'multipart/form-data', ...from() },
        body: 'x',
      })
      expect(noBoundary.status).toBe(400)
    },
  )

  test('JSON nested deeper than 64 levels is a 400', async () => {
    const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`
    expect((await send(server, { method: 'POST', path: '/api/contact', headers: { ...JSON_TYPE, ...from() }, body: deep })).status).toBe(
      400,
    )
  })
})

describe('uploaded files', () => {
  test("are served only through the file routes, never the storage's internal files", async () => {
    // A tiny valid PNG (1×1), uploaded as a product image.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const boundary = 'uploadBoundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imageType"\r\n\r\nmain\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const upload = await send(server, {
      method: 'POST',
      path: '/api/admin/upload-image',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${token}`, Origin: server.url },
      body,
    })
    expect(upload.status, upload.text).toBe(201)
    const { url } = JSON.parse(upload.text) as { url: string }
    const file = await send(server, { path: url })
    expect(file.status).toBe(200)
    expect(file.body.equals(png)).toBe(true)

    // The fs storage keeps <sha256(key)>.dat and .meta.json in a folder named by its first two hex digits.
    const key = url.replace('/uploads/products/', '')
    const hash = createHash('sha256').update(key).digest('hex')
    for (const internal of [
      `/uploads/products/${hash.slice(0, 2)}/${hash}.meta.json`,
      `/uploads/products/${hash.slice(0, 2)}/${hash}.dat`,
    ]) {
      const answer = await send(server, { path: internal })
      expect(answer.status, internal).toBe(404)
      expect(answer.text).not.toContain(key)
    }
  })
})
