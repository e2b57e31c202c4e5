/**
 * The HTTP front: Express serving the built client files and the React Router app. Every request
 * passes the steps below, top to bottom, each in its own module under edge/ with its test. The
 * app is known through one typed interface (`EdgeApp`, the server build's `serverRuntime.edge`).
 * A new visitor's cached page is answered even before these steps (`answerFast`, serve-app.ts),
 * after the same request checks.
 */

import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import express, { type Request as ExpressRequest, type Response as ExpressResponse, type NextFunction } from 'express'
import { createRequestHandler } from 'react-router'
import { env } from '../app/lib/env.server.ts'
import type { CacheOutcome } from '../app/lib/http/request-log.ts'
import { logger } from '../app/lib/logger.server.ts'
import { buildDir, loadServerBuild, loadServerRuntime } from './app-build.ts'
import { gateOf, startAnswer } from './edge/answer-start.ts'
import { watchContentVersion } from './edge/content-version.ts'
import { createPageCache } from './edge/page-cache.ts'
import { readRequestBody, render } from './edge/render.ts'
import { checkRequest } from './edge/request-checks.ts'
import { resourceRouteMethods } from './edge/route-methods.ts'
import { sharedPages } from './edge/shared-pages.ts'
import { staticFiles } from './edge/static-files.ts'
import { allowedHostPatterns } from './http/allowed-hosts.ts'
import { siteFrameSources } from './http/security-headers.ts'

export interface Front {
  /** The Express app: every request the fast path leaves. */
  handle: (req: IncomingMessage, res: ServerResponse) => void
  /** A new visitor's cached page, answered before Express; false when the request needs the steps. */
  answerFast: (req: IncomingMessage, res: ServerResponse, requestId: string) => boolean
  /** What the page cache did for the request, for its log line. */
  cacheOutcome: (res: ServerResponse) => CacheOutcome
  close: () => Promise<void>
}

export async function createFront(): Promise<Front> {
  const [build, { edge: app }] = await Promise.all([loadServerBuild(), loadServerRuntime()])
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV)
  const config = env()
  const limits = {
    bodyLimitKb: config.BODY_LIMIT_KB,
    uploadLimitMb: config.UPLOAD_LIMIT_MB,
    publicMaxList: app.maxListLength.public,
    adminMaxList: app.maxListLength.admin,
  }
  const hosts = allowedHostPatterns(config.ALLOWED_HOSTS, config.SITE_URL, config.PORT)
  const frameSources = siteFrameSources(config.MAP_EMBED_URL)
  const routeMethods = resourceRouteMethods(build.routes)

  // The content version, which every instance learns from the database: public content reads
  // are kept while it is unchanged, and so are cached pages (PAGE_CACHE=on).
  const databaseUrl = process.env.DATABASE_URL
  const contentVersion = databaseUrl ? watchContentVersion(databaseUrl, { pollMs: config.PAGE_CACHE_POLL_MS }) : null
  if (contentVersion) app.followContentVersion(contentVersion.current)
  const cache =
    contentVersion && config.PAGE_CACHE === 'on'
      ? createPageCache({
          maxAgeMs: config.PAGE_CACHE_MAX_AGE_S * 1000,
          maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          version: contentVersion.current,
        })
      : null
  const shared = cache
    ? sharedPages({
        cache,
        app,
        handleRequest,
        frameSources,
        publicCacheControl: config.PUBLIC_CACHE_CONTROL,
        hosts,
        limits,
        routeMethods,
        trustProxy: Boolean(config.TRUST_PROXY),
      })
    : null

  const server = express()
  server.disable('x-powered-by')
  if (config.TRUST_PROXY) server.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY)

  server.use(startAnswer(limits, frameSources, routeMethods)) // route policy, nonce, security headers
  server.use(checkRequest(hosts)) // host, target, method, declared body size; OPTIONS
  server.use(staticFiles(path.join(buildDir, 'client'))) // the build's files, compressed at build time
  if (shared) server.use(shared.lookup) // anonymous shared reads from memory
  server.use(readRequestBody(app)) // the body within the route's limits, checked
  server.use(render({ app, handleRequest, shared, contentVersion })) // React Router, compressed once
  server.use(answerError)

  return {
    handle: server,
    answerFast: (req, res, requestId) => shared?.answerFast(req, res, requestId) ?? false,
    cacheOutcome: (res) => ((res as ExpressResponse).locals?.gate ? gateOf(res as ExpressResponse).outcome : 'none'),
    async close() {
      if (cache) logger.info({ pageCache: cache.stats(), memory: process.memoryUsage() }, 'Page cache at close')
      await contentVersion?.stop()
    },
  }
}

function answerError(error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) {
  logger.error({ err: error, reqId: req.headers['x-request-id'] }, 'Request failed')
  if (res.headersSent) {
    res.destroy()
    return
  }
  // Headers a file or page answer had set before it failed describe a body that is not sent.
  for (const name of ['Content-Encoding', 'Content-Range', 'ETag', 'Last-Modified']) res.removeHeader(name)
  res.setHeader('Cache-Control', 'no-store')
  res.status(500).type('text/plain').send('Internal Server Error')
}
