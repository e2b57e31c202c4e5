/**
 * The build's files, as compressed at build time (brotli, else gzip): fingerprinted assets kept
 * for a year, the public folder's files for an hour. Page addresses never wait on a file lookup:
 * the public folder's files all have an extension. Uploaded files are served only by the app's
 * file routes (/uploads/products/…, /uploads/media/…), never from disk.
 */
import path from 'node:path'
import { Router } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { DOCUMENT_ONLY_HEADERS, isScriptOrStylesheet } from '../../../app/lib/http/security-headers.ts'

export function staticFiles(clientDir: string) {
  const files = (dir: string, serveStatic: { immutable?: boolean; maxAge: string }) =>
    expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic })
  const assets = files(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' })
  const publicFiles = files(clientDir, { maxAge: '1h' })
  const router = Router()
  router.use('/assets', (req, res, next) => {
    if (!isScriptOrStylesheet(req.path)) return assets(req, res, next)
    // A script or stylesheet goes without the document-only headers; a missing one is a page again.
    const kept = DOCUMENT_ONLY_HEADERS.map((name) => [name, res.getHeader(name)] as const)
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
    assets(req, res, (error?: unknown) => {
      for (const [name, value] of kept) if (value !== undefined) res.setHeader(name, value)
      next(error)
    })
  })
  router.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))
  return router
}
