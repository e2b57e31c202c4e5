/**
 * What the client's headers ask of an answer, through the maintained libraries Express uses:
 * the encoding it accepts (`negotiator`) and whether its copy is still fresh (`fresh`).
 */
import fresh from 'fresh'
import Negotiator from 'negotiator'

export type Encoding = 'br' | 'gzip' | 'identity'

/** Brotli first (smallest), then gzip; the identity when the client names neither (q=0 refuses). */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity']

/**
 * The encodings chosen for the Accept-Encoding headers seen (browsers send a handful of
 * spellings); emptied when it holds MAX_REMEMBERED, so made-up headers cannot grow it.
 */
const chosen = new Map<string, Encoding>()
const MAX_REMEMBERED = 256

/** The best encoding the client accepts; without Accept-Encoding, the bytes as they are. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  // Only the first 500 characters are read (no real header comes close).
  const header = acceptEncoding.slice(0, 500)
  let encoding = chosen.get(header)
  if (encoding === undefined) {
    encoding = bestEncoding(header)
    if (chosen.size >= MAX_REMEMBERED) chosen.clear()
    chosen.set(header, encoding)
  }
  return encoding
}

/**
 * The encoding an answer is sent in, the one decision for cached and rendered answers alike: the
 * best one the client accepts when the answer's bytes are worth compressing, else the identity.
 */
export const answerEncoding = (acceptEncoding: string | undefined, compressible: boolean): Encoding =>
  compressible ? negotiateEncoding(acceptEncoding) : 'identity'

function bestEncoding(acceptEncoding: string): Encoding {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
  // negotiator 1.x takes the server's preference among equally accepted encodings (its types lag).
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[]
  const [best] = encodings.call(negotiator, ENCODINGS, { preferred: ENCODINGS })
  return (best as Encoding | undefined) ?? 'identity'
}

/** Whether `If-None-Match` names the answer's ETag (weak comparison, lists and `*`): a 304 then. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return fresh({ 'if-none-match': ifNoneMatch.slice(0, 2000) }, { etag })
}
