/**
 * Serves the built app on a port: a new visitor's cached page is answered before Express,
 * everything else goes through it. Used by the single-process server and by each worker of
 * several (WEB_CONCURRENCY), which share the port.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer } from './server.ts'

export async function serveApp(port: number, onError: (error: Error) => void) {
  const server = await createServer()
  const answerFast = server.locals.answerFast as (req: IncomingMessage, res: ServerResponse) => boolean
  const listener = createHttpServer((req, res) => answerFast(req, res) || server(req, res))
  const listening = new Promise<void>((resolve) => listener.listen(port, () => resolve()))
  listener.on('error', onError)
  await listening
  return {
    async close() {
      await (server.locals.close as () => Promise<void>)()
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()))
      // Keep-alive connections would hold close() open.
      listener.closeAllConnections()
      await closed
    },
  }
}
