/**
 * Serves the built app on a port: a new visitor's cached page is answered before Express,
 * everything else goes through it. Used by the single-process server and by each worker of
 * several (WEB_CONCURRENCY), which share the port.
 *
 * Every request, whichever way it is answered (refused by the gate, from the cache, by the app,
 * or abandoned by the client), gets an id, sent back as X-Request-Id, and one log line when the
 * exchange ends (app/lib/http/request-log.ts).
 */
import { createServer as createHttpServer } from 'node:http'
import { type CacheOutcome, requestIdOf, requestLine } from '../app/lib/http/request-log.ts'
import { logger } from '../app/lib/logger.server.ts'
import { createFront } from './front.ts'

export async function serveApp(port: number, onError: (error: Error) => void) {
  const front = await createFront()
  // Request lines are info: below that level only server errors (5xx) are logged, and the other
  // lines are not even built.
  const logEveryRequest = logger.isLevelEnabled('info')
  const listener = createHttpServer((req, res) => {
    const started = performance.now()
    const bytesBefore = req.socket.bytesWritten
    const reqId = requestIdOf(req.headers['x-request-id'])
    // As received: the static-file middleware rewrites req.url on its way.
    const target = req.url
    const log = (cache: CacheOutcome, finished: boolean) => {
      const { fields, msg, level } = requestLine({
        method: req.method,
        url: target,
        statusCode: res.statusCode,
        headersSent: res.headersSent,
        finished,
        ms: performance.now() - started,
        reqId,
        cache,
        bytes: req.socket.bytesWritten - bytesBefore,
      })
      logger[level](fields, msg)
    }
    if (front.answerFast(req, res, reqId)) {
      // Answered from memory at once and whole: its line now.
      if (logEveryRequest) log('hit', true)
      return
    }
    res.once('close', () => {
      if (logEveryRequest || res.statusCode >= 500) log(front.cacheOutcome(res), res.writableFinished)
    })
    res.setHeader('X-Request-Id', reqId)
    // The app sees the id too (its error log names the request).
    req.headers['x-request-id'] = reqId
    front.handle(req, res)
  })
  const listening = new Promise<void>((resolve) => listener.listen(port, () => resolve()))
  listener.on('error', onError)
  await listening
  return {
    async close() {
      await front.close()
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()))
      // Keep-alive connections would hold close() open.
      listener.closeAllConnections()
      await closed
    },
  }
}
