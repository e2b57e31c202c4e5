/**
 * What is refused from the request line and headers alone, before any answer (cached or not):
 * a host not served here, a malformed target, a method the path does not answer, a GET or HEAD
 * declaring a body over the limit, and a page's form sent from another site. OPTIONS is answered here. The fast path for cached pages
 * asks the same question (`requestRefusal`) and answers only when nothing is refused.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'
import { type HostPattern, isAllowedHost, splitHost } from '../../../app/lib/http/allowed-hosts.ts'
import type { Refusal } from '../../../app/lib/http/refusals.ts'
import { requestTargetProblem } from '../../../app/lib/http/request-target.ts'
import type { RoutePolicy } from '../../../app/lib/http/route-policy.ts'
import { gateOf } from './answer-start.ts'
import { refuse } from './refuse.ts'
import { readBodyRefusal } from './request-body.ts'

/** `name[:port]` of an allowed host, lower case; null when it is not served here. */
export function servedHost(host: string | undefined, patterns: readonly HostPattern[]): string | null {
  const parts = host && isAllowedHost(host, patterns) ? splitHost(host) : null
  return parts ? (parts.port ? `${parts.name}:${parts.port}` : parts.name) : null
}

/** The refusal the request earns before anything else, `options` for an OPTIONS request, or null. */
export function requestRefusal(
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  target: string,
  host: string | null,
  policy: RoutePolicy,
): Refusal | 'options' | null {
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
    if (isForeignPageWrite(req.method, req.headers.origin, `${req.secure ? 'https' : 'http'}://${gate.host}`, gate.policy)) {
      return refuse(req, res, { kind: 'crossSite' })
    }
    next()
  }
}
