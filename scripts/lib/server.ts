import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import path from 'node:path'
import compression from 'compression'
import expressStaticGzip from 'express-static-gzip'
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { createRequestHandler, RouterContextProvider, type RouterContext } from 'react-router'
import { MAX_LEAD_LINES } from '../../app/features/leads/lead-lines.ts'
import { MAX_PRICE_RANGES } from '../../app/features/products/admin-product.ts'
import { env } from '../../app/lib/env.server.ts'
import type { CacheOutcome } from '../../app/lib/http/request-log.ts'
import { allowedHostPatterns, isAllowedHost, splitHost } from '../../app/lib/http/allowed-hosts.ts'
import { type Refusal, refusalAnswer } from '../../app/lib/http/refusals.ts'
import { requestTargetProblem } from '../../app/lib/http/request-target.ts'
import { type RoutePolicy, routePath, routePolicy } from '../../app/lib/http/route-policy.ts'
import {
  contentSecurityPolicy,
  DOCUMENT_ONLY_HEADERS,
  isScriptOrStylesheet,
  mapFrameSources,
  securityHeaders,
} from '../../app/lib/http/security-headers.ts'
import { logger } from '../../app/lib/logger.server.ts'
import { buildDir, loadServerBuild } from './app-build.ts'
import { watchContentVersion } from './edge/content-version.ts'
import {
  type CachedAnswer,
  type CacheKey,
  type Encoding,
  cacheKey,
  createPageCache,
  inlineScriptHashes,
  matchesEtag,
  negotiateEncoding,
} from './edge/page-cache.ts'
import { createWebRequest, sendWebResponse } from './edge/react-router-adapter.ts'
import { type Body, bodyDrained, hasBody, readBody, RefusedError } from './edge/request-body.ts'

interface Gate {
  policy: RoutePolicy
  nonce: string
  /** The validated host (lower case, `name[:port]`). */
  host: string
  /**
   * The page cache's part: `miss` for an anonymous shared read to render and maybe keep (without
   * nonce, visitor cookies added by the server), `private` for a shared read that is an admin's
   * or has a notice to show (rendered for that request alone, never stored anywhere).
   */
  cache?: { kind: 'miss'; key: CacheKey; request: Request; settle: (answer: CachedAnswer | null) => void } | { kind: 'private' }
  /** What the page cache did for the request's log line. */
  outcome: CacheOutcome
}

const gateOf = (res: ExpressResponse) => res.locals.gate as Gate

/** What the server build's entry module hands the server (keys are matched by identity: they must come from the bundle). */
interface EntryExports {
  cspNonceContext?: RouterContext<string>
  edgeSetsVisitorCookiesContext?: RouterContext<boolean>
  pageCacheVariant?: (request: Request) => Promise<string | null>
  visitorCookies?: (request: Request) => Promise<string[]>
}

const PRIVATE = 'private, no-store'

/**
 * Each answer's CSP nonce: 16 random bytes, taken from a pool filled 4 kB at a time (one call
 * for the random source per 256 answers instead of one each).
 */
let noncePool = Buffer.alloc(0)
let nonceOffset = 0
function nextNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(4096)
    nonceOffset = 0
  }
  nonceOffset += 16
  return noncePool.toString('base64', nonceOffset - 16, nonceOffset)
}

/**
 * Express serving the built client assets and the React Router app. Every request first passes
 * one gate: security headers on whatever the answer will be, then the host, the request target
 * and the method are checked; requests for the app then have their body read within the route's
 * limits and checked (see edge/request-body.ts) before React Router sees them. Uploaded files are
 * served only by the app's file routes (/uploads/products/…, /uploads/media/…), never from disk.
 */
export async function createServer() {
  const build = await loadServerBuild()
  const entry = build.entry.module as EntryExports
  const nonceContext = entry.cspNonceContext
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV)

  const config = env()
  const databaseUrl = process.env.DATABASE_URL
  const { pageCacheVariant, visitorCookies = async () => [], edgeSetsVisitorCookiesContext } = entry
  const contentVersion =
    config.PAGE_CACHE === 'on' && databaseUrl && pageCacheVariant
      ? watchContentVersion(databaseUrl, { pollMs: config.PAGE_CACHE_POLL_MS })
      : null
  const cache = contentVersion
    ? createPageCache({
        maxAgeMs: config.PAGE_CACHE_MAX_AGE_S * 1000,
        maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
        version: contentVersion.current,
      })
    : null
  const hosts = allowedHostPatterns(config.ALLOWED_HOSTS, config.SITE_URL, config.PORT)
  const frameSources = mapFrameSources(config.MAP_EMBED_URL)
  const limits = {
    bodyLimitKb: config.BODY_LIMIT_KB,
    uploadLimitMb: config.UPLOAD_LIMIT_MB,
    publicMaxList: MAX_LEAD_LINES,
    adminMaxList: MAX_PRICE_RANGES,
  }

  const app = express()
  app.disable('x-powered-by')
  app.locals.close = async () => contentVersion?.stop()
  if (config.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY)

  app.use((req, res, next) => {
    const nonce = nextNonce()
    const policy = routePolicy(routePath(req.path) ?? req.path.toLowerCase(), req.method, limits)
    res.locals.gate = { policy, nonce, host: '', outcome: 'none' } satisfies Gate
    const headers = securityHeaders({ nonce, secure: req.secure, noStore: policy.admin, privateLink: policy.privateLink, frameSources })
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    // A private page sends no Referer, so a browser's post from it says `Origin: null`; when Fetch
    // metadata vouches that it came from this site, the app sees it as a post without an Origin.
    if (policy.privateLink && req.method === 'POST' && req.headers.origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin') {
      delete req.headers.origin
    }

    // req.host: the Host header, or X-Forwarded-Host when it comes from a trusted proxy.
    const host = req.host
    const parts = host && isAllowedHost(host, hosts) ? splitHost(host) : null
    if (!parts) return refuse(req, res, { kind: 'badHost' })
    gateOf(res).host = parts.port ? `${parts.name}:${parts.port}` : parts.name

    const problem = requestTargetProblem(req.originalUrl)
    if (problem) return refuse(req, res, { kind: 'badTarget', problem })
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', policy.allow.join(', '))
      res.status(204).end()
      return
    }
    if (!policy.allow.includes(req.method)) return refuse(req, res, { kind: 'methodNotAllowed', allow: policy.allow })
    next()
  })

  /** The policy of a cached page, made once per page and protocol. */
  const hashPolicies = new WeakMap<readonly string[], Partial<Record<'http' | 'https', string>>>()
  function hashPolicy(scriptHashes: readonly string[], secure: boolean): string {
    const policies = hashPolicies.get(scriptHashes) ?? {}
    hashPolicies.set(scriptHashes, policies)
    const protocol = secure ? 'https' : 'http'
    policies[protocol] ??= contentSecurityPolicy({ nonce: '', scriptHashes, secure, frameSources })
    return policies[protocol]
  }

  /** Shared reads being rendered now, by URL and language header: a burst of misses renders a page once. */
  const rendering = new Map<string, Promise<CachedAnswer | null>>()
  const renderingKey = (key: CacheKey) => `${key.base}|${key.acceptLanguage}`

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

  /** A cached answer, with this visitor's cookies (which make it private to them). */
  function answerFromCache(req: ExpressRequest, res: ExpressResponse, cached: CachedAnswer, state: 'hit' | 'miss', cookies: string[]) {
    for (const [name, value] of cached.headers) res.setHeader(name, value)
    if (cached.scriptHashes) res.setHeader('Content-Security-Policy', hashPolicy(cached.scriptHashes, req.secure))
    res.setHeader('ETag', cached.etag)
    res.setHeader('Vary', cached.varyLanguage ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding')
    res.setHeader('Cache-Control', cookies.length ? PRIVATE : config.PUBLIC_CACHE_CONTROL)
    res.setHeader('X-Cache', state)
    for (const cookie of cookies) res.append('Set-Cookie', cookie)
    if (matchesEtag(req.headers['if-none-match'], cached.etag)) {
      res.status(304).end()
      return
    }
    const encoding = cached.compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity'
    const body = cached.bodies[encoding]
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.status(200)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
  }

  app.use(compression())

  // The build's files, as compressed at build time (brotli, else gzip), before the page cache
  // (they are files, not rendered answers); fingerprinted assets never change.
  const staticFiles = (dir: string, serveStatic: { immutable?: boolean; maxAge: string }) =>
    expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic })
  const assets = staticFiles(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' })
  app.use('/assets', (req, res, next) => {
    if (!isScriptOrStylesheet(req.path)) return assets(req, res, next)
    // A script or stylesheet goes without the document-only headers; a missing one is a page again.
    const kept = DOCUMENT_ONLY_HEADERS.map((name) => [name, res.getHeader(name)] as const)
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
    assets(req, res, (error?: unknown) => {
      for (const [name, value] of kept) if (value !== undefined) res.setHeader(name, value)
      next(error)
    })
  })
  // The public folder's files all have an extension: page addresses never wait on a file lookup.
  const publicFiles = staticFiles(path.join(buildDir, 'client'), { maxAge: '1h' })
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))

  // Anonymous shared reads come from memory while the content is unchanged.
  app.use(async (req, res, next) => {
    const gate = gateOf(res)
    if (!cache || !pageCacheVariant || !gate.policy.shared) return next()
    try {
      const request = createWebRequest(req, res, gate.host, { kind: 'none' })
      const variant = await pageCacheVariant(request)
      if (variant === null) {
        gate.cache = { kind: 'private' }
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
      if (cached) return answerFromCache(req, res, cached, 'hit', await visitorCookies(request))
      if (key && req.method === 'GET') gate.cache = { kind: 'miss', key, request, settle: startRendering(key, res) }
      next()
    } catch (error) {
      next(error)
    }
  })

  app.use(async (req, res, next) => {
    const { policy, nonce, host } = gateOf(res)
    let body: Body
    try {
      body = await readBody(req, policy)
    } catch (error) {
      if (error instanceof RefusedError) return refuse(req, res, error.refusal)
      // The client went away while sending: nobody is left to answer.
      if (!res.headersSent) res.destroy()
      return
    }
    const { cache: caching } = gateOf(res)
    if (caching?.kind === 'miss' && cache && contentVersion) {
      try {
        await renderShared(req, res, caching)
      } catch (error) {
        next(error)
      }
      return
    }
    try {
      const context = new RouterContextProvider()
      if (nonceContext) context.set(nonceContext, nonce)
      const response = await handleRequest(createWebRequest(req, res, host, body), context)
      // An upload that broke a limit half-way: the app saw a failed body; the answer is the refusal.
      if (body.kind === 'stream' && body.guard.refusal) {
        await response.body?.cancel()
        return refuse(req, res, body.guard.refusal)
      }
      const keep: Record<string, string> =
        policy.admin || policy.privateLink || caching?.kind === 'private' ? { 'Cache-Control': PRIVATE } : {}
      // An admin write is answered once this instance knows the new content version: the admin's
      // next look at a public page is already fresh.
      if (policy.admin && contentVersion && req.method !== 'GET' && req.method !== 'HEAD') await contentVersion.refresh()
      // An answer given before the body was read (e.g. the admin guard's 401): sent at once, the
      // rest of the body dropped before the exchange ends.
      const unread = !req.complete && hasBody(req)
      await sendWebResponse(res, response, keep, unread ? bodyDrained(req) : undefined)
    } catch (error) {
      next(error)
    }
  })

  /**
   * Renders a shared read for everybody: no nonce in the page (its inline scripts are allowed by
   * hash), no visitor cookies in the rendered answer (they are added per answer). Kept when it
   * may be shared; answered as rendered otherwise.
   */
  async function renderShared(
    req: ExpressRequest,
    res: ExpressResponse,
    { key, request, settle }: { key: CacheKey; request: Request; settle: (answer: CachedAnswer | null) => void },
  ) {
    if (!cache || !contentVersion) throw new Error('renderShared needs the page cache')
    const version = contentVersion.current()
    const context = new RouterContextProvider()
    if (edgeSetsVisitorCookiesContext) context.set(edgeSetsVisitorCookiesContext, true)
    let cached: CachedAnswer | null = null
    let response: Response
    let body: Buffer<ArrayBuffer>
    try {
      response = await handleRequest(request, context)
      body = Buffer.from(await response.arrayBuffer())
      cached = await cache.store(key, { status: response.status, headers: response.headers, body }, version)
    } finally {
      settle(cached)
    }
    const cookies = await visitorCookies(request)
    // Whether a new visitor (no cookies, no referrer, no campaign) gets this answer without a
    // cookie of their own: then a hit may be answered before Express (answerFast).
    if (cached) quietForNewVisitors.set(cached, (await visitorCookies(new Request(request.url))).length === 0)
    if (cached) return answerFromCache(req, res, cached, 'miss', cookies)

    const headers = new Headers(response.headers)
    for (const cookie of cookies) headers.append('Set-Cookie', cookie)
    const keep: Record<string, string> = { 'X-Cache': 'pass' }
    if (!headers.has('Cache-Control') || headers.has('Set-Cookie')) keep['Cache-Control'] = PRIVATE
    if (/^text\/html/i.test(headers.get('content-type') ?? '')) {
      const scriptHashes = inlineScriptHashes(body.toString('utf8'))
      keep['Content-Security-Policy'] = contentSecurityPolicy({ nonce: '', scriptHashes, secure: req.secure, frameSources })
    }
    await sendWebResponse(
      res,
      new Response(body.length ? body : null, { status: response.status, statusText: response.statusText, headers }),
      keep,
    )
  }

  /** Entries a visitor without cookies, referrer or campaign gets with no cookie of their own. */
  const quietForNewVisitors = new WeakMap<CachedAnswer, boolean>()
  /** Host header → the gate's host (null: refused), for the hosts seen. */
  const gateHosts = new Map<string, string | null>()
  /** Per entry: the whole header list of each answer kind (protocol, encoding, 304), made once. */
  const fastHeaders = new WeakMap<CachedAnswer, Map<string, string[]>>()

  function headerList(entry: CachedAnswer, secure: boolean, encoding: Encoding, notModified: boolean): string[] {
    const lists = fastHeaders.get(entry) ?? new Map<string, string[]>()
    fastHeaders.set(entry, lists)
    // The body's length too: an entry's brotli bytes are replaced once by smaller ones.
    const id = `${secure}|${encoding}|${notModified}|${entry.bodies[encoding].length}`
    let list = lists.get(id)
    if (!list) {
      const headers: Record<string, string> = securityHeaders({ nonce: '', secure, noStore: false, frameSources })
      headers['Content-Security-Policy'] = hashPolicy(entry.scriptHashes ?? [], secure)
      for (const [name, value] of entry.headers) headers[name] = value
      headers.ETag = entry.etag
      headers.Vary = entry.varyLanguage ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding'
      headers['Cache-Control'] = config.PUBLIC_CACHE_CONTROL
      headers['X-Cache'] = 'hit'
      if (!notModified) {
        if (encoding !== 'identity') headers['Content-Encoding'] = encoding
        headers['Content-Length'] = String(entry.bodies[encoding].length)
      }
      list = Object.entries(headers).flat()
      lists.set(id, list)
    }
    return list
  }

  /**
   * A new visitor's view of a cached page, answered straight from Node's request event (Express
   * costs several times what the answer itself does). Only what the gate and the cache would
   * answer the same way: GET/HEAD without cookies, from an allowed host, no campaign parameters,
   * no referrer from elsewhere, an entry that gives a new visitor no cookie, no proxy headers to
   * trust. The URL passed the gate when the entry was stored (the key is the exact URL). Anything
   * else returns false and goes through the gate as usual. `requestId` is sent as X-Request-Id.
   */
  function answerFast(req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
    if (!cache || config.TRUST_PROXY || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const { headers } = req
    const url = req.url ?? ''
    if (headers.cookie !== undefined || !headers.host || /utm_/i.test(url)) return false
    let host = gateHosts.get(headers.host)
    if (host === undefined) {
      const parts = isAllowedHost(headers.host, hosts) ? splitHost(headers.host) : null
      host = parts ? (parts.port ? `${parts.name}:${parts.port}` : parts.name) : null
      if (gateHosts.size >= 1000) gateHosts.clear()
      gateHosts.set(headers.host, host)
    }
    if (!host) return false
    const secure = (req.socket as TLSSocket).encrypted === true
    if (headers.referer !== undefined && !sameHost(headers.referer, `${secure ? 'https' : 'http'}://${host}`)) return false
    const key = cacheKey({ secure, host, url, variant: '', acceptLanguage: headers['accept-language'] })
    const entry = key && cache.get(key)
    if (!entry || quietForNewVisitors.get(entry) !== true) return false
    const notModified = matchesEtag(headers['if-none-match'], entry.etag)
    const encoding = entry.compressible ? negotiateEncoding(headers['accept-encoding']) : 'identity'
    res.writeHead(notModified ? 304 : 200, [...headerList(entry, secure, encoding, notModified), 'X-Request-Id', requestId])
    res.end(notModified || req.method === 'HEAD' ? undefined : entry.bodies[encoding])
    return true
  }
  app.locals.answerFast = answerFast
  app.locals.cacheOutcome = (res: ServerResponse): CacheOutcome => (res as ExpressResponse).locals?.gate?.outcome ?? 'none'

  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    logger.error({ err: error, reqId: req.headers['x-request-id'] }, 'Request failed')
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.status(500).type('text/plain').send('Internal Server Error')
  })
  return app
}

/**
 * Answers the refusal at once. When part of the body is still on its way, the answer is sent
 * complete (Content-Length) but the exchange is closed only once the rest has been dropped (or
 * after a few seconds), so the client reads the answer instead of a reset connection.
 */
function refuse(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const { policy } = gateOf(res)
  const answer = refusalAnswer(refusal, policy)
  const body = Buffer.from(answer.body)
  res.status(answer.status)
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.setHeader('Content-Length', body.length)
  if (req.complete || !hasBody(req)) {
    res.end(body)
    return
  }
  res.setHeader('Connection', 'close')
  res.write(body)
  void bodyDrained(req).then(() => res.end())
}

/** Whether `referer` is an address on `origin`'s host (a referrer from this site records nothing). */
function sameHost(referer: string, origin: string): boolean {
  try {
    return new URL(referer).host === new URL(origin).host
  } catch {
    return false
  }
}
