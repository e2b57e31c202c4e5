import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import { MAX_LEAD_LINES } from '../../app/features/leads/lead-lines.ts'
import { MAX_PRICE_RANGES } from '../../app/features/products/admin-product.ts'
import { env } from '../../app/lib/env.server.ts'
import { allowedHostPatterns, isAllowedHost, splitHost } from '../../app/lib/http/allowed-hosts.ts'
import { type Refusal, refusalAnswer } from '../../app/lib/http/refusals.ts'
import { requestTargetProblem } from '../../app/lib/http/request-target.ts'
import { type RoutePolicy, routePath, routePolicy } from '../../app/lib/http/route-policy.ts'
import { mapFrameSources, securityHeaders } from '../../app/lib/http/security-headers.ts'
import { createWebRequest, sendWebResponse } from './edge/react-router-adapter.ts'
import { type Body, bodyDrained, hasBody, readBody, RefusedError } from './edge/request-body.ts'
import { projectRoot } from './schema-engine.ts'

const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build')

interface Gate {
  policy: RoutePolicy
  nonce: string
  /** The validated host (lower case, `name[:port]`). */
  host: string
}

const gateOf = (res: ExpressResponse) => res.locals.gate as Gate

/**
 * Express serving the built client assets and the React Router app. Every request first passes
 * one gate: security headers on whatever the answer will be, then the host, the request target
 * and the method are checked; requests for the app then have their body read within the route's
 * limits and checked (see edge/request-body.ts) before React Router sees them. Uploaded files are
 * served only by the app's file routes (/uploads/products/…, /uploads/media/…), never from disk.
 */
export async function createServer() {
  const buildPath = path.join(buildDir, 'server', 'index.js')
  if (!existsSync(buildPath)) {
    throw new Error(`No server build at ${path.relative(process.cwd(), buildPath)}: run \`npm run build\` first.`)
  }
  const build = (await import(buildPath)) as ServerBuild
  // The build's own context key (a key is matched by identity, so it must come from the bundle).
  const nonceContext = (build.entry.module as { cspNonceContext?: RouterContext<string> }).cspNonceContext
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV)

  const config = env()
  const hosts = allowedHostPatterns(config.ALLOWED_HOSTS, config.SITE_URL)
  const frameSources = mapFrameSources(config.MAP_EMBED_URL)
  const limits = {
    bodyLimitKb: config.BODY_LIMIT_KB,
    uploadLimitMb: config.UPLOAD_LIMIT_MB,
    publicMaxList: MAX_LEAD_LINES,
    adminMaxList: MAX_PRICE_RANGES,
  }

  const app = express()
  app.disable('x-powered-by')
  if (config.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY)
  app.use(compression())

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    const policy = routePolicy(routePath(req.path) ?? req.path.toLowerCase(), req.method, limits)
    res.locals.gate = { policy, nonce, host: '' } satisfies Gate
    for (const [name, value] of Object.entries(securityHeaders({ nonce, secure: req.secure, noStore: policy.admin, frameSources }))) {
      res.setHeader(name, value)
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

  // Fingerprinted assets never change.
  app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))

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
    try {
      const context = new RouterContextProvider()
      if (nonceContext) context.set(nonceContext, nonce)
      const response = await handleRequest(createWebRequest(req, res, host, body), context)
      // An upload that broke a limit half-way: the app saw a failed body; the answer is the refusal.
      if (body.kind === 'stream' && body.guard.refusal) {
        await response.body?.cancel()
        return refuse(req, res, body.guard.refusal)
      }
      const keep: Record<string, string> = policy.admin ? { 'Cache-Control': 'no-store, private' } : {}
      // An answer given before the body was read (e.g. the admin guard's 401): sent at once, the
      // rest of the body dropped before the exchange ends.
      const unread = !req.complete && hasBody(req)
      await sendWebResponse(res, response, keep, unread ? bodyDrained(req) : undefined)
    } catch (error) {
      next(error)
    }
  })

  app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    console.error(error)
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
