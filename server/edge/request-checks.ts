/**
 * What is refused from the request line and headers alone, before any answer (cached or not):
 * a host not served here, a malformed target, a method the path does not answer, a GET or HEAD
 * declaring a body over the limit, and a page's form sent from another site. OPTIONS is answered here. The fast path for cached pages
 * asks the same question (`requestRefusal`) and answers only when nothing is refused.
 */
import type { IncomingMessage } from 'node:http'
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from 'express'
import type { RoutePolicy } from '../../app/lib/http/route-policy.ts'
import { type HostPattern, isAllowedHost, splitHost } from '../http/allowed-hosts.ts'
import type { Refusal } from '../http/refusals.ts'
import { differsByTrailingSlash, requestTargetProblem } from '../http/request-target.ts'
import { gateOf } from './answer-start.ts'
import { refuse } from './refuse.ts'
import { readBodyRefusal } from './request-body.ts'

/** `name[:port]` of an allowed host, lower case; null when it is not served here. */
export function servedHost(host: string | undefined, patterns: readonly HostPattern[]): string | null {
  const parts = host && isAllowedHost(host, patterns) ? splitHost(host) : null
  return parts ? (parts.port ? `${parts.name}:${parts.port}` : parts.name) : null
}

/**
 * Whether the request names its host more than once: a message has one Host (RFC 9112, 3.2),
 * and two could be read differently by the server and a proxy or cache in front of it.
 */
export function hasRepeatedHost(rawHeaders: readonly string[]): boolean {
  let seen = false
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue
    if (seen) return true
    seen = true
  }
  return false
}

/** The refusal the request earns before anything else, `options` for an OPTIONS request, or null. */
export function requestRefusal(
  req: Pick<IncomingMessage, 'method' | 'headers' | 'rawHeaders'>,
  target: string,
  host: string | null,
  policy: RoutePolicy,
): Refusal | 'options' | null {
  if (hasRepeatedHost(req.rawHeaders)) return { kind: 'repeatedHost' }
  if (!host) return { kind: 'badHost' }
  const problem = requestTargetProblem(target)
  if (problem) return { kind: 'badTarget', problem }
  if (req.method === 'OPTIONS') return 'options'
  if (!policy.allow.includes(req.method ?? '')) return { kind: 'methodNotAllowed', allow: policy.allow }
  return readBodyRefusal(req, policy)
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write to a page (anything but the API) whose Origin is another site's or opaque ('null'):
 * refused here with a message in the page's language. React Router refuses the same posts
 * before any action runs, but with a bare "Bad Request" and an error in the log for each. The
 * API's routes check their callers themselves (bearer tokens come from anywhere).
 */
export function isForeignPageWrite(
  method: string,
  origin: string | undefined,
  siteOrigin: string,
  policy: Pick<RoutePolicy, 'api'>,
): boolean {
  if (READS.has(method) || policy.api || origin === undefined) return false
  try {
    return new URL(origin).origin !== new URL(siteOrigin).origin
  } catch {
    return true
  }
}

/**
 * A request whose path is not in its normal form, answered here (true): a read is sent to the
 * normal path (301, query kept), any other method is refused. A write whose path differs by a
 * trailing slash alone goes on (false): every route ignores it, and so does its policy. So no
 * route, policy or cache key ever reads a path holding dot segments or empty segments.
 */
function sentToNormalPath(req: ExpressRequest, res: ExpressResponse, normal: string): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const query = req.originalUrl.indexOf('?')
    res.setHeader('Location', query === -1 ? normal : normal + req.originalUrl.slice(query))
    res.setHeader('Content-Length', '0')
    res.status(301).end()
    return true
  }
  if (differsByTrailingSlash(req.path, normal)) return false
  refuse(req, res, { kind: 'badTarget', problem: 'path' })
  return true
}

export function checkRequest(patterns: readonly HostPattern[]): RequestHandler {
  return (req, res, next) => {
    const gate = gateOf(res)
    // req.host: the Host header, or X-Forwarded-Host when it comes from a trusted proxy.
    const host = servedHost(req.host, patterns)
    gate.host = host ?? ''
    const refusal = requestRefusal(req, req.originalUrl, host, gate.policy)
    if (refusal === 'options') {
      res.setHeader('Allow', gate.policy.allow.join(', '))
      res.status(204).end()
      return
    }
    if (refusal) return refuse(req, res, refusal)
    if (gate.normalPath !== null && sentToNormalPath(req, res, gate.normalPath)) return
    if (isForeignPageWrite(req.method, req.headers.origin, `${req.secure ? 'https' : 'http'}://${gate.host}`, gate.policy)) {
      return refuse(req, res, { kind: 'crossSite' })
    }
    next()
  }
}
