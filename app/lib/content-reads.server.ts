/**
 * Reads of public content (products, SEO texts, posts, media) kept in memory while the content
 * version is unchanged. Every content table raises the version in the writing transaction and
 * announces it; the production server watches it (server/edge/content-version.ts) and hands
 * this module its current value. A page rendered at version v gets the values read at v, so a
 * view that is not in the page cache (a visitor with cookies, a new address) costs no database
 * round trip for content nobody has changed.
 *
 * Without a known version (the development server, unit tests, a database not read yet) every
 * call reads. A failed read is not kept. Values are frozen: they are shared by every request, so
 * a caller that changes one in place fails loudly instead of changing other visitors' pages.
 */
import { LRUCache } from 'lru-cache'
import { staleIfError } from './stale-if-error.server'

/** Distinct reads kept (an address's slug is part of some keys, so the count must be bounded). */
const MAX_READS = 1000

let currentVersion: () => string | null = () => null

const reads = new LRUCache<string, { version: string; value: Promise<unknown> }>({ max: MAX_READS })

/** The server's content version, once it watches it (null: unknown, nothing is kept). */
export function followContentVersion(current: () => string | null) {
  currentVersion = current
  reads.clear()
}

/** `read()`'s value for `key`, read once per content version. */
export function contentRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const version = currentVersion()
  if (version === null) return read()
  const kept = reads.get(key)
  if (kept?.version === version) return kept.value as Promise<T>
  const value = read().then(deepFreeze)
  reads.set(key, { version, value })
  value.catch(() => {
    if (reads.get(key)?.value === value) reads.delete(key)
  })
  return value
}

/**
 * `contentRead`, and when the database fails, the last value read (staleIfError): for the content a
 * form post's answer needs, so that a visitor whose form could not be stored still gets the page.
 */
export function contentReadOrLastGood<T>(key: string, read: () => Promise<T>): Promise<T> {
  return staleIfError(key, () => contentRead(key, read))
}

/** Freezes plain objects, arrays and maps all the way down (class instances such as Date or Decimal are left as they are). */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  if (value instanceof Map) {
    for (const item of value.values()) deepFreeze(item)
    return Object.freeze(value)
  }
  const prototype = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value
  for (const item of Object.values(value)) deepFreeze(item)
  return Object.freeze(value)
}
