/**
 * The one log line of a request (written by server/serve-app.ts when the exchange ends):
 * method, path, status, response time, request id, the page cache's part and the bytes sent.
 * Nothing the visitor sent beyond the method and the path: no query string, no header, no
 * cookie, no body. A path segment that is a secret (a buyer's private link, /requests/<token>…)
 * is written `:token`.
 */

/** What the page cache did: answered from memory, rendered a shared page, rendered one visitor's, or not asked. */
export type CacheOutcome = 'hit' | 'miss' | 'private' | 'none'

export interface RequestLine {
  method: string
  path: string
  /** null: the client went away before an answer was sent. */
  status: number | null
  ms: number
  reqId: string
  cache: CacheOutcome
  /** Bytes sent, headers included. */
  bytes: number
  /** The exchange ended before the whole answer was sent. */
  aborted?: true
}

/** An id a client or a proxy in front sends is kept only in this shape (it is echoed and logged). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** The request's id: a well-formed `X-Request-Id` header as sent, otherwise a new random one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID()
}

/** Longest path written (after secrets are replaced); longer ones end in '…'. */
const MAX_PATH_CHARS = 200

/**
 * A random token where a name would be: 32+ URL-safe characters mixing upper and lower case
 * (slugs, ids and file names are lower case or carry a dot).
 */
const looksLikeToken = (segment: string) =>
  segment.length >= 32 && /^[A-Za-z0-9_-]+$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment)

/** A path with nothing to replace (most requests): lower case (no token), no escapes, no query, no private link, short. */
const PLAIN_PATH = /^(?!.*requests)[a-z0-9/._~-]{0,200}$/

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/**
 * The path of a request target as it may be logged: without query string or fragment, the
 * segment after `requests` (however written: `%72equests`, `REQUESTS`) and anything that looks
 * like a token replaced by `:token` (a `.data` suffix kept), at most MAX_PATH_CHARS long.
 */
export function loggedPath(target: string): string {
  if (PLAIN_PATH.test(target)) return target
  const end = target.search(/[?#]/)
  const segments = (end === -1 ? target : target.slice(0, end)).split('/')
  let secretNext = false
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]
    if (segment === '') continue
    const data = segment.endsWith('.data') ? '.data' : ''
    const decoded = decodeSegment(segment)
    // `requests%2F<token>`: the separator and the token inside one segment.
    const inside = decoded.split('/')
    const privateInside = inside.slice(0, -1).includes('requests')
    if (secretNext || privateInside || looksLikeToken(segment.slice(0, segment.length - data.length))) {
      segments[i] = `:token${data}`
      secretNext = false
      continue
    }
    secretNext = inside.at(-1) === 'requests'
  }
  const path = segments.join('/')
  return path.length > MAX_PATH_CHARS ? `${path.slice(0, MAX_PATH_CHARS)}…` : path
}

export interface FinishedExchange {
  method: string | undefined
  /** The request target as received (`req.url`). */
  url: string | undefined
  statusCode: number
  /** Whether the status line was sent; whether the whole answer was. */
  headersSent: boolean
  finished: boolean
  ms: number
  reqId: string
  cache: CacheOutcome
  bytes: number
}

/** The line's fields, its message (method, path and status) and its level (server errors are errors). */
export function requestLine(exchange: FinishedExchange): { fields: RequestLine; msg: string; level: 'info' | 'error' } {
  const status = exchange.headersSent ? exchange.statusCode : null
  const fields: RequestLine = {
    method: exchange.method ?? '-',
    path: loggedPath(exchange.url ?? ''),
    status,
    ms: Math.round(exchange.ms * 10) / 10,
    reqId: exchange.reqId,
    cache: exchange.cache,
    bytes: exchange.bytes,
  }
  if (!exchange.finished) fields.aborted = true
  const msg = `${fields.method} ${fields.path} ${status ?? 'aborted'}${status !== null && !exchange.finished ? ' (aborted)' : ''}`
  return { fields, msg, level: status !== null && status >= 500 ? 'error' : 'info' }
}
