import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { cacheKey, createPageCache, inlineScriptHashes, isShareable, matchesEtag, negotiateEncoding } from './page-cache.ts'

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
    const budget = 4 * 20_500
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

  test('encoding: brotli, else gzip, else none; q=0 refuses', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding(undefined)).toBe('identity')
    expect(negotiateEncoding('*')).toBe('br')
  })

  test('If-None-Match: weak comparison, lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})
