/**
 * The in-memory cache of anonymous public answers (pages, their `.data` for client navigation,
 * public `/api` reads, sitemap.xml, robots.txt). An answer is kept when it is a 200 without
 * cookies and without `private`/`no-store`, with its gzip and brotli variants made once, its
 * ETag and, for HTML, a Content-Security-Policy that allows exactly its inline scripts by hash
 * (a cached page carries no nonce, so no nonce is ever shared by two answers).
 *
 * An entry belongs to the content version it was rendered at (content-version.ts) and is
 * served only while that is still the current version and it is younger than the maximum age.
 * Answers that vary by `Accept-Language` (the answer says so with `Vary`) are kept per language
 * header. The least recently used entries go when the memory budget is full.
 *
 * Brotli is made twice: at a fast quality for the answer that stores the entry (a few ms), then,
 * once the entry is asked for again, at the best quality in the background, which replaces it
 * (about 12% smaller for a page, tens of ms of a worker thread once per entry).
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { logger } from '../../app/lib/logger.server.ts'
import { acceptLanguageKey } from './accept-language.ts'
import { BROTLI, compress, isCompressibleType } from './compress.ts'
import type { Encoding } from './negotiation.ts'

/** At most this many entries wait for their best-quality pass. */
const MAX_WAITING_UPGRADES = 200

/** Larger answers (none of the site's pages come close) are served but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
const MAX_URL_CHARS = 512
const STORABLE_TYPES =
  /^(text\/html|application\/json|text\/x-script|application\/xml|text\/xml|text\/plain|application\/pdf|image\/png|image\/jpeg)\b/i
/**
 * Headers of the app's answer that are kept with the entry (the rest is per answer or made here);
 * a file's Content-Disposition (a spec sheet's name and inline display) is part of what it is.
 */
const KEPT_HEADERS = new Set(['content-type', 'content-language', 'content-disposition', 'link', 'x-robots-tag'])

export interface CachedAnswer {
  headers: [string, string][]
  /** The policy allowing the page's inline scripts by hash; null for answers that are no HTML. */
  scriptHashes: string[] | null
  etag: string
  bodies: Record<Encoding, Buffer>
  /** False for formats that are compressed already: every encoding is the identity bytes. */
  compressible: boolean
  varyLanguage: boolean
  version: string
  storedAt: number
  /** The memory its bodies hold (whole buffers: a view keeps the buffer it is part of alive). */
  bytes: number
}

export interface PageCacheOptions {
  maxAgeMs: number
  maxBytes: number
  /** The current content version (null: unknown, nothing is stored). */
  version: () => string | null
  now?: () => number
}

export interface CacheKey {
  /** Protocol, host, URL and the app's variant (e.g. the language cookie). */
  readonly base: string
  /** The language header's key form, made when first read (an answer that does not vary by language never reads it). */
  readonly acceptLanguage: string
}

export function cacheKey(input: { secure: boolean; host: string; url: string; variant: string; acceptLanguage?: string }): CacheKey | null {
  if (input.url.length > MAX_URL_CHARS) return null
  return new LazyCacheKey(`${input.secure ? 'https' : 'http'}://${input.host}${input.url}#${input.variant}`, input.acceptLanguage)
}

/** A key whose language part is made when first read: an answer that does not vary by language never needs it. */
class LazyCacheKey implements CacheKey {
  #language: string | undefined
  constructor(
    readonly base: string,
    private readonly header: string | undefined,
  ) {}

  get acceptLanguage() {
    this.#language ??= acceptLanguageKey(this.header)
    return this.#language
  }
}

/**
 * What an entry costs besides its bodies' bytes and the characters of its key and headers: its
 * objects in V8's heap (the entry, its headers, its key in the cache, the buffer objects), the
 * records of its memory outside the heap, and the heap's own room around them. Measured as the
 * process's resident memory per small entry (page-cache.test.ts: 3.3-3.8 kB of which about 0.3 kB
 * are bodies, against 2.4 kB counted before), with room to spare: the budget caps what the
 * process holds, not only what the bodies weigh.
 */
export const ENTRY_BOOKKEEPING_BYTES = 4608

function bookkeepingBytes(entry: CachedAnswer, key: string): number {
  let chars = key.length + entry.etag.length
  for (const [name, value] of entry.headers) chars += name.length + value.length
  for (const hash of entry.scriptHashes ?? []) chars += hash.length
  return ENTRY_BOOKKEEPING_BYTES + chars
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  /**
   * Entries by full key (`base`, or `base|language` for answers that vary by language), least
   * recently used first out once the counted bytes pass the budget; an answer larger than a
   * quarter of the budget is never kept.
   */
  const entries = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxBytes / 4,
    sizeCalculation: (entry, key) => entry.bytes + bookkeepingBytes(entry, key),
  })
  let peakCountedBytes = 0

  const fullKey = (key: CacheKey, varyLanguage: boolean) => (varyLanguage ? `${key.base}|${key.acceptLanguage}` : key.base)

  /**
   * Keys of entries waiting for their best-quality brotli, done one at a time, oldest first. An
   * entry waits from its first hit on: an address asked for once (a made-up query string) never
   * costs the pass.
   */
  const upgrades = new Set<string>()
  const upgraded = new WeakSet<CachedAnswer>()
  let upgrading = false

  function queueUpgrade(full: string, entry: CachedAnswer) {
    if (!entry.compressible || upgraded.has(entry) || upgrades.has(full)) return
    if (upgrades.size >= MAX_WAITING_UPGRADES) upgrades.delete(upgrades.values().next().value as string)
    upgrades.add(full)
    void upgradeAll()
  }

  async function upgradeAll() {
    if (upgrading) return
    upgrading = true
    try {
      for (const full of upgrades) {
        upgrades.delete(full)
        const entry = entries.peek(full)
        // Dropped, replaced or done meanwhile: nothing to do.
        if (!entry || upgraded.has(entry)) continue
        upgraded.add(entry)
        try {
          const best = await compress(entry.bodies.identity, 'br', BROTLI.cachedBest)
          if (entries.peek(full) !== entry || best.length >= entry.bodies.br.length) continue
          entry.bodies = packBodies(entry.bodies.identity, entry.bodies.gzip, best)
          entry.bytes = entry.bodies.identity.buffer.byteLength
          // Counted anew (the cache sizes an entry when it is set).
          entries.delete(full)
          entries.set(full, entry)
        } catch (error) {
          // The fast variant stays; the entry is served as it is.
          logger.error({ err: error }, 'Page cache: the best-quality brotli pass failed')
        }
      }
    } finally {
      upgrading = false
    }
  }

  /** The entry under `full` while it is current (same content version, young enough). */
  function current(full: string): CachedAnswer | null {
    const entry = entries.get(full)
    if (!entry) return null
    if (entry.version !== options.version() || now() - entry.storedAt > options.maxAgeMs) {
      entries.delete(full)
      return null
    }
    queueUpgrade(full, entry)
    return entry
  }

  return {
    /** The answer for the URL (an answer that varies by language: for the request's language header). */
    get(key: CacheKey): CachedAnswer | null {
      return current(key.base) ?? current(fullKey(key, true))
    },

    /**
     * Keeps the answer when it may be shared; `renderedAt` is the content version when rendering
     * began (a change during rendering makes the answer stale at once: it is not kept).
     */
    async store(key: CacheKey, answer: { status: number; headers: Headers; body: Buffer }, renderedAt: string | null) {
      if (!isShareable(answer) || renderedAt === null || renderedAt !== options.version()) return null
      const varyLanguage = /accept-language/i.test(answer.headers.get('vary') ?? '')
      const entry = await makeEntry(answer, varyLanguage, renderedAt, now())
      const full = fullKey(key, varyLanguage)
      // One way of answering per URL: an answer that stops (or starts) varying replaces the other kind.
      if (varyLanguage) entries.delete(key.base)
      entries.set(full, entry)
      peakCountedBytes = Math.max(peakCountedBytes, entries.calculatedSize)
      return entry
    },

    /** Resolves once no best-quality pass is waiting or running (for tests and benchmarks). */
    settled: async () => {
      while (upgrading || upgrades.size > 0) await new Promise((resolve) => setTimeout(resolve, 5))
    },

    /**
     * `bytes`: the bodies' memory; `countedBytes`: that plus each entry's bookkeeping, what the
     * budget (`maxBytes`) caps; `peakCountedBytes`: the most it has been.
     */
    stats: () => {
      let bytes = 0
      for (const entry of entries.values()) bytes += entry.bytes
      return { entries: entries.size, bytes, countedBytes: entries.calculatedSize, peakCountedBytes, maxBytes: options.maxBytes }
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** A 200 for everybody: no cookie, no private or no-store, no variation but language and encoding. */
export function isShareable({ status, headers, body }: { status: number; headers: Headers; body: Buffer }): boolean {
  if (status !== 200 || body.length > MAX_ENTRY_BYTES) return false
  if (headers.has('set-cookie')) return false
  if (/no-store|private|no-cache/i.test(headers.get('cache-control') ?? '')) return false
  if (!STORABLE_TYPES.test(headers.get('content-type') ?? '')) return false
  const vary = (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase())
  return vary.every((v) => v === '' || v === 'accept-language' || v === 'accept-encoding')
}

async function makeEntry(
  answer: { headers: Headers; body: Buffer },
  varyLanguage: boolean,
  version: string,
  storedAt: number,
): Promise<CachedAnswer> {
  const headers: [string, string][] = []
  for (const [name, value] of answer.headers) if (KEPT_HEADERS.has(name)) headers.push([name, value])
  const isHtml = /^text\/html/i.test(answer.headers.get('content-type') ?? '')
  // The formats a rendered answer is compressed in (compress.ts); the others (images, PDFs with
  // compressed streams) are kept and served as they are. A kept answer is compressed whatever its
  // size: once, for every visitor.
  if (!isCompressibleType(answer.headers.get('content-type'))) {
    const body = answer.body
    return {
      headers,
      scriptHashes: null,
      etag: etagOf(body),
      bodies: { identity: body, gzip: body, br: body },
      compressible: false,
      varyLanguage,
      version,
      storedAt,
      bytes: body.buffer.byteLength,
    }
  }
  const [gz, br] = await Promise.all([compress(answer.body, 'gzip'), compress(answer.body, 'br', BROTLI.cachedFast)])
  const bodies = packBodies(answer.body, gz, br)
  return {
    headers,
    scriptHashes: isHtml ? inlineScriptHashes(answer.body.toString('utf8')) : null,
    etag: etagOf(answer.body),
    bodies,
    compressible: true,
    varyLanguage,
    version,
    storedAt,
    bytes: bodies.identity.buffer.byteLength,
  }
}

/**
 * The three bodies of a compressible answer in one piece of memory of their own, as views of it.
 * zlib hands out its results as views of larger output buffers (16 kB and more), which a small
 * result kept as a view would keep alive whole; and every buffer of its own costs a few hundred
 * bytes besides its contents (its records inside and outside V8's heap), more than a small
 * answer's compressed bodies themselves.
 */
function packBodies(identity: Buffer, gzip: Buffer, br: Buffer): Record<Encoding, Buffer> {
  const memory = Buffer.allocUnsafeSlow(identity.length + gzip.length + br.length)
  identity.copy(memory, 0)
  gzip.copy(memory, identity.length)
  br.copy(memory, identity.length + gzip.length)
  return {
    identity: memory.subarray(0, identity.length),
    gzip: memory.subarray(identity.length, identity.length + gzip.length),
    br: memory.subarray(identity.length + gzip.length),
  }
}

/** Weak: the same for every encoding of the same bytes. */
export const etagOf = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * CSP source expressions ('sha256-…') for every inline script of an HTML page. Scripts with a
 * `src` load from the site ('self'); JSON data blocks (JSON-LD, the page's texts) are no scripts to the browser.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
