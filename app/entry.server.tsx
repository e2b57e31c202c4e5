import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from 'react-router'
import { cspNonceContext, NonceProvider } from '~/lib/http/nonce'
import { loggedPath } from '~/lib/http/request-log'
import { getInstance } from '~/lib/i18next.server'
import { logger } from '~/lib/logger.server'
import { StaticPageScriptProvider, staticPageScript } from '~/lib/static-page'

// What the production server takes from the build (its HTTP front's interface to the app included).
export { serverRuntime } from '~/server-runtime.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // Before any timer is armed: if this throws, nothing is left running.
  const i18n = getInstance(loadContext)
  // Every inline script of the page carries the answer's CSP nonce ('' without the production server).
  const nonce = loadContext.get(cspNonceContext) || undefined
  // A page that is not hydrated carries none of the data the browser's router would need. (The
  // stream is left to finish by itself: cancelled, it would keep its timeout armed.)
  const script = staticPageScript(routerContext)
  const context = script ? { ...routerContext, serverHandoffStream: undefined } : routerContext

  const page = (
    <NonceProvider value={nonce}>
      <StaticPageScriptProvider value={script}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </StaticPageScriptProvider>
    </NonceProvider>
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')

  // A page that is not hydrated has nothing to stream: its data is loaded before the render, it
  // carries no router data, and nothing in it waits. It is rendered in one pass to a string, in
  // about 40 % of the streaming renderer's time (which copies every small piece into a byte
  // buffer); the server compresses an answer whole anyway. An error thrown here is the page's
  // error: React Router renders its error page (hydrated, so streamed) in its place.
  if (script) {
    // Encoded here: a string body would be checked for lone surrogates character by character first.
    const html = Buffer.from(`<!DOCTYPE html>${renderToString(page)}`)
    return new Response(html, { headers: responseHeaders, status: responseStatusCode })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and no-JS visitors get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A Suspense boundary that is ready with the shell stays where it is in the HTML. (React
      // otherwise moves a finished boundary of over 500 bytes that comes after the first 12.8 kB
      // to the end of the document, hidden, for a script to put back: never shown without JavaScript.)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) logger.error({ err: error, path: loggedPath(new URL(request.url).pathname) }, 'Rendering a page failed')
      },
    })
    timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
  })
}

/**
 * An error of a loader, an action or the render, logged once with the request's id and path
 * (never its query or body). A request the client abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  const internal = isRouteErrorResponse(error) ? error : null
  const fields = {
    err: internal && 'error' in internal ? internal.error : error,
    reqId: request.headers.get('x-request-id') ?? undefined,
    path: loggedPath(new URL(request.url).pathname),
  }
  // React Router's own answers (405 for a method a route has no action for…) are the client's mistake.
  if (internal && internal.status < 500) logger.warn({ ...fields, status: internal.status }, internal.statusText || 'Request refused')
  else logger.error(fields, 'Request failed')
}
