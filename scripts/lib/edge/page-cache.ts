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
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { logger } from '../../../app/lib/logger.server.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Brotli quality for the storing answer: nearly as small as 9 at a tenth of its time. */
const FAST_BROTLI = 5
/** Brotli quality for the entry once the background pass has made it. */
const BEST_BROTLI = 11

/** At most this many entries wait for their best-quality pass. */
const MAX_WAITING_UPGRADES = 200

/** Larger answers (none of the site's pages come close) are served but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
const MAX_URL_CHARS = 512
const STORABLE_TYPES =
  /^(text\/html|application\/json|text\/x-script|application\/xml|text\/xml|text\/plain|application\/pdf|image\/png|image\/jpeg)\b/i
/** Already compressed formats (images, PDFs with compressed streams): kept and served as they are. */
const COMPRESSED_TYPES = /^(application\/pdf|image\/png|image\/jpeg)\b/i
/**
 * Headers of the app's answer that are kept with the entry (the rest is per answer or made here);
 * a file's Content-Disposition (a spec sheet's name and inline display) is part of what it is.
 */
const KEPT_HEADERS = new Set(['content-type', 'content-language', 'content-disposition', 'link', 'x-robots-tag'])

export type Encoding = 'br' | 'gzip' | 'identity'

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
  base: string
  acceptLanguage: string
}

const languageKey = (header: string | undefined) => (header ?? '').toLowerCase().replace(/\s+/g, '').slice(0, 100)

export function cacheKey(input: { secure: boolean; host: string; url: string; variant: string; acceptLanguage?: string }): CacheKey | null {
  if (input.url.length > MAX_URL_CHARS) return null
  return {
    base: `${input.secure ? 'https' : 'http'}://${input.host}${input.url}#${input.variant}`,
    acceptLanguage: languageKey(input.acceptLanguage),
  }
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  /** Per URL: whether its answers vary by language (learnt from the first answer stored). */
  const varies = new Map<string, boolean>()
  /** Insertion order is use order: the first entry is the least recently used. */
  const entries = new Map<string, CachedAnswer>()
  let bytes = 0

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
        const entry = entries.get(full)
        // Dropped, replaced or done meanwhile: nothing to do.
        if (!entry || upgraded.has(entry)) continue
        upgraded.add(entry)
        try {
          const best = await brotliAt(entry.bodies.identity, BEST_BROTLI)
          if (entries.get(full) !== entry || best.length >= entry.bodies.br.length) continue
          const saved = entry.bodies.br.length - best.length
          entry.bodies.br = best
          entry.bytes -= saved
          bytes -= saved
        } catch (error) {
          // The fast variant stays; the entry is served as it is.
          logger.error({ err: error }, 'Page cache: the best-quality brotli pass failed')
        }
      }
    } finally {
      upgrading = false
    }
  }

  function drop(full: string) {
    const entry = entries.get(full)
    if (!entry) return
    entries.delete(full)
    bytes -= entry.bytes
  }

  return {
    get(key: CacheKey): CachedAnswer | null {
      const varyLanguage = varies.get(key.base)
      if (varyLanguage === undefined) return null
      const full = fullKey(key, varyLanguage)
      const entry = entries.get(full)
      if (!entry) return null
      if (entry.version !== options.version() || now() - entry.storedAt > options.maxAgeMs) {
        drop(full)
        return null
      }
      entries.delete(full)
      entries.set(full, entry)
      queueUpgrade(full, entry)
      return entry
    },

    /**
     * Keeps the answer when it may be shared; `renderedAt` is the content version when rendering
     * began (a change during rendering makes the answer stale at once: it is not kept).
     */
    async store(key: CacheKey, answer: { status: number; headers: Headers; body: Buffer }, renderedAt: string | null) {
      if (!isShareable(answer) || renderedAt === null || renderedAt !== options.version()) return null
      const varyLanguage = /accept-language/i.test(answer.headers.get('vary') ?? '')
      const entry = await makeEntry(answer, varyLanguage, renderedAt, now())
      if (entry.bytes > options.maxBytes / 4) return entry
      varies.set(key.base, varyLanguage)
      const full = fullKey(key, varyLanguage)
      drop(full)
      entries.set(full, entry)
      bytes += entry.bytes
      for (const [oldest] of entries) {
        if (bytes <= options.maxBytes) break
        drop(oldest)
      }
      // URLs seen once (e.g. made-up query strings) must not pile up either.
      if (varies.size > 50_000) varies.clear()
      return entry
    },

    /** Resolves once no best-quality pass is waiting or running (for tests and benchmarks). */
    settled: async () => {
      while (upgrading || upgrades.size > 0) await new Promise((resolve) => setTimeout(resolve, 5))
    },

    stats: () => ({ entries: entries.size, bytes }),
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
  if (COMPRESSED_TYPES.test(answer.headers.get('content-type') ?? '')) {
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
      bytes: body.length,
    }
  }
  const [gz, br] = await Promise.all([gzip(answer.body, { level: 6 }), brotliAt(answer.body, FAST_BROTLI)])
  return {
    headers,
    scriptHashes: isHtml ? inlineScriptHashes(answer.body.toString('utf8')) : null,
    etag: etagOf(answer.body),
    bodies: { identity: answer.body, gzip: gz, br },
    compressible: true,
    varyLanguage,
    version,
    storedAt,
    bytes: answer.body.length + gz.length + br.length,
  }
}

const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })

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

/** The best encoding the client accepts (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').slice(0, 500).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return 'identity'
}

/** Whether `If-None-Match` names the entry's ETag (weak comparison, lists and `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch
    .slice(0, 2000)
    .split(',')
    .some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}
