/**
 * The one place an answer's body is compressed (a cached page's variants and a rendered answer),
 * whole and on a worker thread: one pass instead of one per chunk React flushes.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Encoding } from './negotiation.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Smaller answers go as they are (as with the compression middleware's threshold). */
export const MIN_COMPRESSED_BYTES = 1024

/** Formats worth compressing, for rendered and cached answers alike: text of any kind (pages, JSON, XML, scripts, turbo-stream data). */
export const isCompressibleType = (contentType: string | null) =>
  /^(text\/|application\/(json|xml|javascript|[\w.+-]+\+(json|xml)))/i.test(contentType ?? '') &&
  !/^text\/event-stream/i.test(contentType ?? '')

/**
 * Brotli qualities: 4 for an answer rendered for one request (as the compression middleware),
 * 5 for a cached page's first answer (nearly as small as 9 at a tenth of its time), 11 for the
 * cached page's background pass. gzip at its default level 6.
 */
export const BROTLI = { rendered: 4, cachedFast: 5, cachedBest: 11 } as const

export async function compress(bytes: Buffer, encoding: Exclude<Encoding, 'identity'>, brotliQuality: number = BROTLI.rendered) {
  if (encoding === 'gzip') return gzip(bytes, { level: 6 })
  return brotli(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  })
}
