/**
 * The build's files, as compressed at build time (brotli, else gzip): fingerprinted assets kept
 * for a year, the public folder's files for an hour. Page addresses never wait on a file lookup:
 * the public folder's files all have an extension. Uploaded files are served only by the app's
 * file routes (/uploads/products/…, /uploads/media/…), never from disk.
 */
import path from 'node:path'
import { type NextFunction, type Request, type Response, Router } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { DOCUMENT_ONLY_HEADERS, isScriptOrStylesheet } from '../http/security-headers.ts'
import { refuse } from './refuse.ts'

/** Headers the file server set for the file, which a refusal must not carry (a cache would keep a 416 for a year). */
const FILE_HEADERS = ['Content-Encoding', 'Content-Type', 'Cache-Control', 'ETag', 'Last-Modified', 'Content-Range']

/**
 * The file server's refusals of a request's conditions: a range outside the file (416, with the
 * file's size) and a failed If-Match or If-Unmodified-Since (412), answered as the gate's
 * refusals are; any other error is the server's.
 */
export function answerFileError(req: Request, res: Response, next: NextFunction) {
  return (error?: unknown) => {
    const status = (error as { status?: unknown } | undefined)?.status
    if (status !== 412 && status !== 416) return next(error)
    for (const name of FILE_HEADERS) res.removeHeader(name)
    res.setHeader('Cache-Control', 'no-store')
    if (status === 412) return refuse(req, res, { kind: 'preconditionFailed' })
    const range = String((error as { headers?: Record<string, unknown> }).headers?.['Content-Range'] ?? '')
    refuse(req, res, { kind: 'rangeNotSatisfiable', size: Number(/^bytes \*\/(\d+)$/.exec(range)?.[1] ?? 0) })
  }
}

export function staticFiles(clientDir: string) {
  const files = (dir: string, serveStatic: { immutable?: boolean; maxAge: string }) =>
    expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic })
  const assets = files(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' })
  const publicFiles = files(clientDir, { maxAge: '1h' })
  const router = Router()
  router.use('/assets', (req, res, next) => {
    if (!isScriptOrStylesheet(req.path)) return assets(req, res, answerFileError(req, res, next))
    // A script or stylesheet goes without the document-only headers; a missing one is a page again.
    const kept = DOCUMENT_ONLY_HEADERS.map((name) => [name, res.getHeader(name)] as const)
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
    assets(req, res, (error?: unknown) => {
      for (const [name, value] of kept) if (value !== undefined) res.setHeader(name, value)
      answerFileError(req, res, next)(error)
    })
  })
  router.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, answerFileError(req, res, next)) : next()))
  return router
}
