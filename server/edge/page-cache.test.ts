import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { cacheKey, createPageCache, ENTRY_BOOKKEEPING_BYTES, inlineScriptHashes, isShareable } from './page-cache.ts'

const html = (text: string, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...headers }),
  body: Buffer.from(text),
})

function cacheAt(version: { value: string | null }, clock = { now: 0 }, maxBytes = 1024 * 1024) {
  return createPageCache({ maxAgeMs: 1000, maxBytes, version: () => version.value, now: () => clock.now })
}

const key = (url: string, acceptLanguage?: string) => {
  const made = cacheKey({ secure: false, host: 'localhost:3000', url, variant: '', acceptLanguage })
  if (!made) throw new Error('no key')
  return made
}

describe('what may be shared', () => {
  test('a 200 page without cookies or private caching', () => {
    expect(isShareable(html('<p>ok</p>'))).toBe(true)
    expect(isShareable({ ...html('x'), status: 404 })).toBe(false)
    expect(isShareable(html('x', { 'Set-Cookie': 'a=1' }))).toBe(false)
    expect(isShareable(html('x', { 'Cache-Control': 'private, no-store' }))).toBe(false)
    expect(isShareable(html('x', { Vary: 'Cookie' }))).toBe(false)
    expect(isShareable(html('x', { Vary: 'Accept-Language' }))).toBe(true)
    expect(isShareable({ ...html('x'), headers: new Headers({ 'Content-Type': 'application/octet-stream' }) })).toBe(false)
    expect(isShareable({ ...html('x'), headers: new Headers({ 'Content-Type': 'image/svg+xml' }) })).toBe(false)
  })

  test('a generated PDF or image is kept as it is, never compressed again', async () => {
    const cache = cacheAt({ value: '1' })
    const pdf = Buffer.from('%PDF-1.7 binary')
    const disposition = 'inline; filename="x-spec-tr.pdf"'
    await cache.store(
      key('/products/x/spec-sheet.pdf'),
      { status: 200, headers: new Headers({ 'Content-Type': 'application/pdf', 'Content-Disposition': disposition }), body: pdf },
      '1',
    )
    const entry = cache.get(key('/products/x/spec-sheet.pdf'))
    expect(entry?.compressible).toBe(false)
    // Served from memory under the same name, shown inline.
    expect(entry?.headers).toContainEqual(['content-disposition', disposition])
    expect(entry?.bodies.br).toBe(pdf)
    expect(entry?.bodies.gzip).toBe(pdf)
    await cache.store(key('/'), html('<p>page</p>'), '1')
    expect(cache.get(key('/'))?.compressible).toBe(true)
  })

  test('a URL longer than any page address has no key', () => {
    expect(cacheKey({ secure: false, host: 'h', url: `/?q=${'x'.repeat(600)}`, variant: '' })).toBeNull()
  })
})

describe('the cache', () => {
  test('serves an entry only at the content version it was rendered at', async () => {
    const version = { value: '1' }
    const cache = cacheAt(version)
    await cache.store(key('/'), html('<p>v1</p>'), '1')
    expect(cache.get(key('/'))?.bodies.identity.toString()).toBe('<p>v1</p>')
    version.value = '2'
    expect(cache.get(key('/'))).toBeNull()
    expect(cache.stats().entries).toBe(0)
  })

  test('keeps nothing rendered while the version changed, or while it is unknown', async () => {
    const version = { value: '2' as string | null }
    const cache = cacheAt(version)
    expect(await cache.store(key('/'), html('old'), '1')).toBeNull()
    version.value = null
    expect(await cache.store(key('/'), html('old'), null)).toBeNull()
    expect(cache.stats().entries).toBe(0)
  })

  test('entries expire after the maximum age', async () => {
    const clock = { now: 0 }
    const cache = cacheAt({ value: '1' }, clock)
    await cache.store(key('/'), html('x'), '1')
    clock.now = 999
    expect(cache.get(key('/'))).not.toBeNull()
    clock.now = 1001
    expect(cache.get(key('/'))).toBeNull()
  })

  test('answers that vary by language are kept per Accept-Language', async () => {
    const cache = cacheAt({ value: '1' })
    await cache.store(key('/api/products', 'de-DE'), html('deutsch', { Vary: 'Accept-Language' }), '1')
    await cache.store(key('/api/products', 'en-US'), html('english', { Vary: 'Accept-Language' }), '1')
    expect(cache.get(key('/api/products', 'de-DE'))?.bodies.identity.toString()).toBe('deutsch')
    expect(cache.get(key('/api/products', 'en-US'))?.bodies.identity.toString()).toBe('english')
    expect(cache.get(key('/api/products', 'fr-FR'))).toBeNull()
  })

  test('the least recently used entries go when the memory budget is full', async () => {
    const page = (n: number) => html(`<p>${n}</p>${'z'.repeat(20_000)}`)
    const budget = 4 * (20_500 + ENTRY_BOOKKEEPING_BYTES)
    const cache = cacheAt({ value: '1' }, { now: 0 }, budget)
    for (const n of [1, 2, 3, 4]) await cache.store(key(`/${n}`), page(n), '1')
    cache.get(key('/1'))
    await cache.store(key('/5'), page(5), '1')
    expect(cache.get(key('/1'))).not.toBeNull()
    expect(cache.get(key('/2'))).toBeNull()
    expect(cache.get(key('/5'))).not.toBeNull()
    expect(cache.stats().bytes).toBeLessThanOrEqual(budget)
  })

  test('keeps gzip and brotli variants and a weak ETag of the bytes', async () => {
    const cache = cacheAt({ value: '1' })
    const entry = await cache.store(key('/'), html('<p>same</p>'.repeat(100)), '1')
    expect(entry?.etag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(entry?.bodies.br.length).toBeLessThan(entry?.bodies.identity.length ?? 0)
    expect(entry?.bodies.gzip.length).toBeLessThan(entry?.bodies.identity.length ?? 0)
  })

  test('brotli is made fast for the storing answer, then, once asked for again, at the best quality in the background', async () => {
    const words = ['fig', 'İncir', 'Feige', 'calibre', 'moisture', 'pallet', 'export', 'Aydın']
    const page = Array.from(
      { length: 400 },
      (_, i) =>
        `<li class="flex items-center gap-${i % 7} rounded-lg px-3 py-2 text-sm">${words[i % 8]} ${i * 37} ${words[(i * 3) % 8]}</li>`,
    ).join('')
    const cache = cacheAt({ value: '1' })
    const entry = await cache.store(key('/'), html(page), '1')
    if (!entry) throw new Error('not stored')
    const fast = entry.bodies.br
    expect(brotliDecompressSync(fast).toString()).toBe(page)
    // Asked for once only (the storing request): never compressed again.
    await cache.settled()
    expect(entry.bodies.br).toBe(fast)
    const bytesBefore = cache.stats().bytes
    cache.get(key('/'))
    await cache.settled()
    const best = cache.get(key('/'))?.bodies.br
    if (!best) throw new Error('entry gone')
    expect(best.length).toBeLessThan(fast.length)
    expect(brotliDecompressSync(best).toString()).toBe(page)
    // The memory budget counts the bytes kept.
    expect(cache.stats().bytes).toBe(bytesBefore - (fast.length - best.length))
    expect(entry.bytes).toBe(entry.bodies.identity.length + entry.bodies.gzip.length + best.length)
    // Done once: more hits leave it as it is.
    cache.get(key('/'))
    await cache.settled()
    expect(cache.get(key('/'))?.bodies.br).toBe(best)
  })

  test('an entry replaced while its best-quality pass runs: the new one is kept whole, its bytes counted alone', async () => {
    const cache = cacheAt({ value: '1' })
    await cache.store(key('/'), html('<p>first</p>'.repeat(500)), '1')
    cache.get(key('/'))
    const second = await cache.store(key('/'), html('<p>second</p>'.repeat(500)), '1')
    await cache.settled()
    expect(cache.get(key('/'))).toBe(second)
    expect(brotliDecompressSync(second?.bodies.br ?? Buffer.alloc(0)).toString()).toBe('<p>second</p>'.repeat(500))
    expect(cache.stats().bytes).toBe(second?.bytes)
  })
})

describe('what an entry costs', () => {
  const robots = () => ({
    status: 200,
    headers: new Headers({ 'Content-Type': 'text/plain; charset=utf-8' }),
    body: Buffer.from(new TextEncoder().encode('User-agent: *\nAllow: /\nDisallow: /admin\n')),
  })

  test('a small answer keeps its three bodies in one piece of memory of their size, not the larger buffers zlib cut them from', async () => {
    const cache = cacheAt({ value: '1' })
    const entry = await cache.store(key('/robots.txt'), robots(), '1')
    if (!entry) throw new Error('not stored')
    const { identity, gzip, br } = entry.bodies
    expect(gzip.buffer).toBe(identity.buffer)
    expect(br.buffer).toBe(identity.buffer)
    expect(identity.buffer.byteLength).toBe(identity.length + gzip.length + br.length)
    expect(entry.bytes).toBe(identity.length + gzip.length + br.length)
  })

  test("the budget counts at least the memory that small entries really take (the process's resident memory)", async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const settle = () => {
      gc()
      gc()
      return process.memoryUsage().rss
    }
    const count = 20_000
    const cache = cacheAt({ value: '1' }, { now: 0 }, 1024 * 1024 * 1024)
    // As the server stores them: a body of its own (the answer's bytes), a key with a made-up query.
    const answer = async (i: number) => ({
      status: 200,
      headers: new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' }),
      body: Buffer.from(await new Response(`User-agent: *\nAllow: /\nDisallow: /admin\n${' '.repeat(i % 7)}`).arrayBuffer()),
    })
    const store = async (i: number) => cache.store(key(`/robots.txt?q${i}=${i.toString(36).padStart(40, 'x')}`), await answer(i), '1')
    for (let i = 0; i < 500; i++) await store(count + i) // compression workers and code warmed up
    const before = { rss: settle(), counted: cache.stats().countedBytes }
    for (let i = 0; i < count; i++) await store(i)
    const grown = settle() - before.rss
    const counted = cache.stats().countedBytes - before.counted
    expect(cache.stats().entries).toBe(count + 500)
    expect(
      counted,
      `counted ${Math.round(counted / count)} B per entry, resident memory grew ${Math.round(grown / count)} B`,
    ).toBeGreaterThanOrEqual(grown)
  }, 120_000)

  test('a body that is a view of a larger buffer counts as the whole buffer', async () => {
    const cache = cacheAt({ value: '1' })
    const pooled = Buffer.from('%PDF-1.7 tiny')
    const entry = await cache.store(
      key('/x.pdf'),
      { status: 200, headers: new Headers({ 'Content-Type': 'application/pdf' }), body: pooled },
      '1',
    )
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length)
    expect(entry?.bytes).toBe(pooled.buffer.byteLength)
  })

  test('a flood of small answers under made-up addresses stays within the budget, bookkeeping included', async () => {
    const budget = 200 * 1024
    const cache = cacheAt({ value: '1' }, { now: 0 }, budget)
    for (let i = 0; i < 500; i++) await cache.store(key(`/robots.txt?q${i}=${'x'.repeat(40)}`), robots(), '1')
    const stats = cache.stats()
    expect(stats.countedBytes).toBeLessThanOrEqual(budget)
    expect(stats.peakCountedBytes).toBeLessThanOrEqual(budget)
    expect(stats.countedBytes).toBeGreaterThanOrEqual(stats.entries * (ENTRY_BOOKKEEPING_BYTES + stats.bytes / stats.entries))
    expect(stats.entries).toBeLessThan(500)
    // The newest are kept, the oldest went.
    expect(cache.get(key(`/robots.txt?q499=${'x'.repeat(40)}`))).not.toBeNull()
    expect(cache.get(key(`/robots.txt?q0=${'x'.repeat(40)}`))).toBeNull()
  })
})

describe('answer details', () => {
  test('inline scripts are hashed; scripts with src and JSON data blocks are not', () => {
    const page =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>' +
      '<script type="application/json" id="page-texts">{"nav":{}}</script><script type="module">import "/y.js"</script>'
    expect(inlineScriptHashes(page)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ])
  })
})
