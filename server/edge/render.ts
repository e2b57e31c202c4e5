/**
 * The last steps: the body is read within the route's limits and checked (request-body.ts), then
 * React Router answers. A shared read marked by the cache step is rendered for everybody
 * (shared-pages.ts); any other request is rendered for itself, with this answer's nonce.
 */
import type { RequestHandler } from 'express'
import { RouterContextProvider } from 'react-router'
import type { EdgeApp } from '../../app/lib/http/edge-context.ts'
import { gateOf } from './answer-start.ts'
import type { ContentVersion } from './content-version.ts'
import { createWebRequest, sendWebResponse } from './react-router-adapter.ts'
import { refuse } from './refuse.ts'
import { type Body, bodyDrained, hasBody, RefusedError, readBody } from './request-body.ts'
import { PRIVATE, type sharedPages, sharedRenderOf } from './shared-pages.ts'

export function readRequestBody(app: EdgeApp): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.body = (await readBody(req, gateOf(res).policy, app.adminSessionCookies)) satisfies Body
      next()
    } catch (error) {
      if (error instanceof RefusedError) return refuse(req, res, error.refusal)
      // The client went away while sending: nobody is left to answer.
      if (!res.headersSent) res.destroy()
    }
  }
}

export function render(options: {
  app: EdgeApp
  handleRequest: (request: Request, context: RouterContextProvider) => Promise<Response>
  shared: ReturnType<typeof sharedPages> | null
  contentVersion: ContentVersion | null
}): RequestHandler {
  const { app, handleRequest, shared, contentVersion } = options
  return async (req, res, next) => {
    const { policy, nonce, host, noStore } = gateOf(res)
    const body = res.locals.body as Body
    const caching = sharedRenderOf(res)
    try {
      if (caching && caching !== 'private' && shared) return await shared.renderShared(req, res, caching, contentVersion?.current() ?? null)
      const context = new RouterContextProvider()
      context.set(app.nonceContext, nonce)
      const response = await handleRequest(createWebRequest(req, res, host, body), context)
      // An upload that broke a limit half-way: the app saw a failed body; the answer is the refusal.
      if (body.kind === 'stream' && body.guard.refusal) {
        await response.body?.cancel()
        return refuse(req, res, body.guard.refusal)
      }
      const keep: Record<string, string> = noStore || caching === 'private' ? { 'Cache-Control': PRIVATE } : {}
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
  }
}
