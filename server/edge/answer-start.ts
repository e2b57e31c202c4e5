/**
 * The first step of every request: its route's policy, its CSP nonce and the security headers of
 * whatever the answer will be (a refusal, a file, a cached or a rendered page), kept in the
 * exchange's `gate` for the steps after it.
 */
import { randomBytes } from 'node:crypto'
import type { Response as ExpressResponse, RequestHandler } from 'express'
import type { CacheOutcome } from '../../app/lib/http/request-log.ts'
import { type Limits, type RoutePolicy, routePath, routePolicy } from '../../app/lib/http/route-policy.ts'
import { normalPathname } from '../http/request-target.ts'
import { securityHeaders } from '../http/security-headers.ts'
import { asksRoute, type RouteMethods } from './route-methods.ts'

export interface Gate {
  policy: RoutePolicy
  nonce: string
  /** The validated host (lower case, `name[:port]`), set by the request checks. */
  host: string
  /** What the page cache did, for the request's log line. */
  outcome: CacheOutcome
  /**
   * The path in its normal form when the request's is not (dot segments, backslashes, empty
   * segments, a trailing slash): the policy is the normal path's, and the request checks send
   * the request there instead of answering it.
   */
  normalPath: string | null
  /** Answered `private, no-store` (admin, a private link, a request with credentials), never shared. */
  noStore: boolean
}

export const gateOf = (res: ExpressResponse) => res.locals.gate as Gate

/**
 * Each answer's CSP nonce: 16 random bytes, taken from a pool filled 4 kB at a time (one call
 * for the random source per 256 answers instead of one each).
 */
let noncePool = Buffer.alloc(0)
let nonceOffset = 0
export function nextNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(4096)
    nonceOffset = 0
  }
  nonceOffset += 16
  return noncePool.toString('base64', nonceOffset - 16, nonceOffset)
}

/**
 * What a request's path allows, the one place it is decided for the gate and for the fast path:
 * the policy of the path in its normal form (`normalPath` when the request's is not), narrowed
 * to the resource route's methods (route-methods.ts), never shared for a request with
 * credentials, and whether its answer is `private, no-store`.
 */
export function requestPolicy(
  request: { pathname: string; method: string; credentials: boolean },
  limits: Limits,
  routeMethods?: RouteMethods,
): Pick<Gate, 'policy' | 'normalPath' | 'noStore'> {
  const normalPath = normalPathname(request.pathname)
  const target = normalPath ?? request.pathname
  const path = routePath(target) ?? target.toLowerCase()
  let policy = routePolicy(path, request.method, limits)
  // An answer to a request with credentials is that client's alone, whatever the path.
  if (request.credentials) policy = { ...policy, shared: false }
  // The admin areas answer a stranger's request of any method with their login guard first.
  const allow = routeMethods && !policy.admin && asksRoute(request.method) ? routeMethods(path) : null
  if (allow) policy = { ...policy, allow }
  return { policy, normalPath, noStore: policy.admin || policy.privateLink || request.credentials }
}

/** `routeMethods`: the methods of the resource route at a path (route-methods.ts), which narrow the policy's. */
export function startAnswer(limits: Limits, frameSources: readonly string[], routeMethods?: RouteMethods): RequestHandler {
  return (req, res, next) => {
    const nonce = nextNonce()
    const credentials = req.headers.authorization !== undefined
    const { policy, normalPath, noStore } = requestPolicy({ pathname: req.path, method: req.method, credentials }, limits, routeMethods)
    res.locals.gate = { policy, nonce, host: '', outcome: 'none', normalPath, noStore } satisfies Gate
    const headers = securityHeaders({ nonce, secure: req.secure, noStore, privateLink: policy.privateLink, frameSources })
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    // A private page sends no Referer, so a browser's post from it says `Origin: null`; when Fetch
    // metadata vouches that it came from this site, the app sees it as a post without an Origin.
    if (policy.privateLink && req.method === 'POST' && req.headers.origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin') {
      delete req.headers.origin
    }
    next()
  }
}
