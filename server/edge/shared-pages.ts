/**
 * The page cache's steps: anonymous shared reads come from memory while the content is
 * unchanged (page-cache.ts keeps them); a miss is rendered once for everybody (no nonce, no
 * visitor cookies in the page) and kept when it may be shared. Each visitor's cookies travel
 * beside the cached page. A new visitor's hit is answered straight from Node's request event
 * (`answerFast`), after the same request checks as the gate's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from 'express'
import { RouterContextProvider } from 'react-router'
import type { EdgeApp } from '../../app/lib/http/edge-context.ts'
import type { Limits } from '../../app/lib/http/route-policy.ts'
import type { HostPattern } from '../http/allowed-hosts.ts'
import { securityHeaders } from '../http/security-headers.ts'
import { gateOf, nextNonce, requestPolicy } from './answer-start.ts'
import { answerEncoding, type Encoding, matchesEtag } from './negotiation.ts'
import { type CachedAnswer, type CacheKey, cacheKey, inlineScriptHashes, type PageCache } from './page-cache.ts'
import { createWebRequest, sendWebResponse } from './react-router-adapter.ts'
import { hasBody } from './request-body.ts'
import { hasRepeatedHost, requestRefusal, servedHost } from './request-checks.ts'
import type { RouteMethods } from './route-methods.ts'

export const PRIVATE = 'private, no-store'

/** A shared read being rendered for everybody by this request. */
export interface SharedRender {
  key: CacheKey
  request: Request
  settle: (answer: CachedAnswer | null) => void
}

/** What the cache step found for a request, kept for the render step. */
const renders = new WeakMap<ExpressResponse, SharedRender | 'private'>()
export const sharedRenderOf = (res: ExpressResponse) => renders.get(res)

export interface SharedPagesOptions {
  cache: PageCache
  app: EdgeApp
  handleRequest: (request: Request, context: RouterContextProvider) => Promise<Response>
  frameSources: readonly string[]
  publicCacheControl: string
  hosts: readonly HostPattern[]
  limits: Limits
  /** The resource routes' methods, as the gate's first step narrows a path's policy with them. */
  routeMethods?: RouteMethods
  /** Behind a trusted proxy every request goes through the gate (its headers name the visitor). */
  trustProxy: boolean
}

export function sharedPages(options: SharedPagesOptions) {
  const { cache, app, frameSources } = options

  /** Shared reads being rendered now, by URL and language header: a burst of misses renders a page once. */
  const rendering = new Map<string, Promise<CachedAnswer | null>>()
  const renderingKey = (key: CacheKey) => `${key.base}|${key.acceptLanguage}`

  /** Entries a visitor without cookies, referrer or campaign gets with no cookie of their own. */
  const quietForNewVisitors = new WeakMap<CachedAnswer, boolean>()

  /**
   * The headers of a cached answer, the one place they are made: the security headers (a page's
   * policy allows its scripts by hash, since no nonce is ever shared; any other answer has this
   * answer's nonce), the entry's own headers, its validators and caching, and the body's encoding
   * and length (none for a 304).
   */
  function cachedHeaders(
    entry: CachedAnswer,
    answer: { secure: boolean; nonce: string; encoding: Encoding; notModified: boolean; state: 'hit' | 'miss'; personal: boolean },
  ) {
    const headers = securityHeaders({
      nonce: answer.nonce,
      scriptHashes: entry.scriptHashes ?? undefined,
      secure: answer.secure,
      noStore: false,
      frameSources,
    })
    for (const [name, value] of entry.headers) headers[name] = value
    headers.ETag = entry.etag
    headers.Vary = entry.varyLanguage ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding'
    headers['Cache-Control'] = answer.personal ? PRIVATE : options.publicCacheControl
    headers['X-Cache'] = answer.state
    if (!answer.notModified) {
      if (answer.encoding !== 'identity') headers['Content-Encoding'] = answer.encoding
      headers['Content-Length'] = String(entry.bodies[answer.encoding].length)
    }
    return headers
  }

  /**
   * What a request for `entry` gets, the same through the gate and from the fast path: its
   * encoding, whether the client's copy is still fresh (a 304 then), and the body sent (none for
   * a 304 or a HEAD).
   */
  function choose(entry: CachedAnswer, method: string | undefined, headers: IncomingMessage['headers']) {
    const notModified = matchesEtag(headers['if-none-match'], entry.etag)
    const encoding = answerEncoding(headers['accept-encoding'], entry.compressible)
    const body = notModified || method === 'HEAD' ? undefined : entry.bodies[encoding]
    return { notModified, encoding, status: notModified ? 304 : 200, body }
  }

  /** A cached answer through the gate, with this visitor's cookies (which make it private to them). */
  function answerFromCache(req: ExpressRequest, res: ExpressResponse, entry: CachedAnswer, state: 'hit' | 'miss', cookies: string[]) {
    const { notModified, encoding, status, body } = choose(entry, req.method, req.headers)
    const headers = cachedHeaders(entry, {
      secure: req.secure,
      nonce: gateOf(res).nonce,
      encoding,
      notModified,
      state,
      personal: cookies.length > 0,
    })
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    for (const cookie of cookies) res.append('Set-Cookie', cookie)
    res.status(status)
    res.end(body)
  }

  /**
   * Marks `key` as being rendered by this request; visitors asking for it meanwhile wait for the
   * answer. Settled with the stored answer, or with null when this request ends any other way.
   */
  function startRendering(key: CacheKey, res: ExpressResponse): (answer: CachedAnswer | null) => void {
    const waitingKey = renderingKey(key)
    if (rendering.has(waitingKey)) return () => {}
    let resolve: (answer: CachedAnswer | null) => void = () => {}
    const promise = new Promise<CachedAnswer | null>((done) => (resolve = done))
    rendering.set(waitingKey, promise)
    const settle = (answer: CachedAnswer | null) => {
      if (rendering.get(waitingKey) === promise) rendering.delete(waitingKey)
      resolve(answer)
    }
    res.once('close', () => settle(null))
    return settle
  }

  /** The cache step: a hit is answered; a miss is marked for the render step; a personal read passes. */
  const lookup: RequestHandler = async (req, res, next) => {
    const gate = gateOf(res)
    if (!gate.policy.shared) return next()
    try {
      const request = createWebRequest(req, res, gate.host, { kind: 'none' })
      const variant = await app.pageCacheVariant(request)
      if (variant === null) {
        renders.set(res, 'private')
        gate.outcome = 'private'
        return next()
      }
      const key = cacheKey({
        secure: req.secure,
        host: gate.host,
        url: req.originalUrl,
        variant,
        acceptLanguage: req.headers['accept-language'],
      })
      // The same page already being rendered for another visitor: wait for it instead of rendering it again.
      const cached = key && (cache.get(key) ?? (await rendering.get(renderingKey(key))))
      gate.outcome = cached ? 'hit' : 'miss'
      if (cached) return answerFromCache(req, res, cached, 'hit', await app.visitorCookies(request))
      if (key && req.method === 'GET') renders.set(res, { key, request, settle: startRendering(key, res) })
      next()
    } catch (error) {
      next(error)
    }
  }

  /**
   * Renders a shared read for everybody: no nonce in the page (its inline scripts are allowed by
   * hash), no visitor cookies in the rendered answer (they are added per answer). Kept when it
   * may be shared; answered as rendered otherwise.
   */
  async function renderShared(req: ExpressRequest, res: ExpressResponse, { key, request, settle }: SharedRender, version: string | null) {
    const context = new RouterContextProvider()
    context.set(app.visitorCookiesContext, true)
    let cached: CachedAnswer | null = null
    let response: Response
    let body: Buffer<ArrayBuffer>
    try {
      response = await options.handleRequest(request, context)
      body = Buffer.from(await response.arrayBuffer())
      cached = await cache.store(key, { status: response.status, headers: response.headers, body }, version)
    } finally {
      settle(cached)
    }
    const cookies = await app.visitorCookies(request)
    // Whether a new visitor (no cookies, no referrer, no campaign) gets this answer without a
    // cookie of their own: then a hit may be answered before Express (answerFast).
    if (cached) quietForNewVisitors.set(cached, (await app.visitorCookies(new Request(request.url))).length === 0)
    if (cached) return answerFromCache(req, res, cached, 'miss', cookies)

    const headers = new Headers(response.headers)
    for (const cookie of cookies) headers.append('Set-Cookie', cookie)
    const keep: Record<string, string> = { 'X-Cache': 'pass' }
    if (!headers.has('Cache-Control') || headers.has('Set-Cookie')) keep['Cache-Control'] = PRIVATE
    if (/^text\/html/i.test(headers.get('content-type') ?? '')) {
      const scriptHashes = inlineScriptHashes(body.toString('utf8'))
      keep['Content-Security-Policy'] = securityHeaders({ nonce: '', scriptHashes, secure: req.secure, noStore: false, frameSources })[
        'Content-Security-Policy'
      ]
    }
    await sendWebResponse(
      res,
      new Response(body.length ? body : null, { status: response.status, statusText: response.statusText, headers }),
      keep,
    )
  }

  /** Host header → the served host (null: refused), for the hosts seen. */
  const fastHosts = new Map<string, string | null>()
  /** Per entry: the whole header list of each answer kind (protocol, encoding, 304), made once. */
  const fastHeaders = new WeakMap<CachedAnswer, Map<string, string[]>>()

  /** Per entry and method: whether the gate would answer a bodyless request for it from the cache. */
  const fastChecks = new WeakMap<CachedAnswer, Map<string, boolean>>()

  /**
   * Whether the gate would answer a GET or HEAD without body or credentials for `entry` from the
   * cache: the gate's own policy of the path (requestPolicy) says it may be shared and needs no
   * redirect to its normal form, and the request checks refuse nothing. These then read only the
   * target, the host and the method, and an entry is found only under a key holding its protocol,
   * host and target exactly: the answer is made once per entry and method.
   */
  function passesChecks(entry: CachedAnswer, req: IncomingMessage, url: string, host: string): boolean {
    const method = req.method ?? ''
    let byMethod = fastChecks.get(entry)
    let passes = byMethod?.get(method)
    if (passes === undefined) {
      const pathname = url.split('?', 1)[0]
      const { policy, normalPath } = requestPolicy({ pathname, method, credentials: false }, options.limits, options.routeMethods)
      passes = policy.shared && normalPath === null && requestRefusal(req, url, host, policy) === null
      byMethod ??= new Map()
      byMethod.set(method, passes)
      fastChecks.set(entry, byMethod)
    }
    return passes
  }

  /**
   * The whole header list of a new visitor's cached answer: made once per entry and answer kind
   * (protocol, encoding, 304) for a page; anew for any other answer (its own nonce). It ends with
   * X-Request-Id, whose value the caller sets for each answer.
   */
  function fastHeaderList(entry: CachedAnswer, answer: { secure: boolean; encoding: Encoding; notModified: boolean }): string[] {
    const make = (nonce: string) => [
      ...Object.entries(cachedHeaders(entry, { ...answer, nonce, state: 'hit', personal: false })).flat(),
      'X-Request-Id',
      '',
    ]
    if (!entry.scriptHashes) return make(nextNonce())
    const lists = fastHeaders.get(entry) ?? new Map<string, string[]>()
    fastHeaders.set(entry, lists)
    // The body's length too: an entry's brotli bytes are replaced once by smaller ones.
    const id = `${answer.secure}|${answer.encoding}|${answer.notModified}|${entry.bodies[answer.encoding].length}`
    let list = lists.get(id)
    if (!list) {
      list = make('')
      lists.set(id, list)
    }
    return list
  }

  /**
   * A new visitor's view of a cached page, answered straight from Node's request event (Express
   * costs several times what the answer itself does). Only what the gate and the cache would
   * answer the same way: GET/HEAD without cookies, credentials or body, from one an allowed host, passing the
   * request checks, no campaign parameters, no referrer from elsewhere, an entry that gives a new
   * visitor no cookie, no proxy headers to trust. Anything else returns false and goes through
   * the gate as usual. `requestId` is sent as X-Request-Id.
   */
  function answerFast(req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
    if (options.trustProxy || (req.method !== 'GET' && req.method !== 'HEAD') || hasBody(req)) return false
    const { headers } = req
    const url = req.url ?? ''
    if (headers.cookie !== undefined || headers.authorization !== undefined || !headers.host || /utm_/i.test(url)) return false
    if (hasRepeatedHost(req.rawHeaders)) return false
    let host = fastHosts.get(headers.host)
    if (host === undefined) {
      host = servedHost(headers.host, options.hosts)
      if (fastHosts.size >= 1000) fastHosts.clear()
      fastHosts.set(headers.host, host)
    }
    if (!host) return false
    const secure = (req.socket as TLSSocket).encrypted === true
    if (headers.referer !== undefined && !sameHost(headers.referer, `${secure ? 'https' : 'http'}://${host}`)) return false
    const key = cacheKey({ secure, host, url, variant: '', acceptLanguage: headers['accept-language'] })
    const entry = key && cache.get(key)
    if (!entry || quietForNewVisitors.get(entry) !== true || !passesChecks(entry, req, url, host)) return false
    const { notModified, encoding, status, body } = choose(entry, req.method, headers)
    const list = fastHeaderList(entry, { secure, encoding, notModified })
    // writeHead reads the list at once: the shared list carries this answer's id meanwhile.
    list[list.length - 1] = requestId
    res.writeHead(status, list)
    res.end(body)
    return true
  }

  return { lookup, renderShared, answerFast }
}

/** Whether `referer` is an address on `origin`'s host (a referrer from this site records nothing). */
function sameHost(referer: string, origin: string): boolean {
  try {
    return new URL(referer).host === new URL(origin).host
  } catch {
    return false
  }
}
