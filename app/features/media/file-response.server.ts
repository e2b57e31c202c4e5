/**
 * The one answer for an uploaded file (product files and gallery files alike). Uploaded bytes are
 * never trusted to be harmless in the site's origin: the content type is the one detected at
 * upload (from the extension of the key we gave the file, never what the client sent), browsers
 * may not sniff another, a sandboxing Content-Security-Policy keeps any script from running, and
 * whatever is not a picture or a video (PDFs) is downloaded rather than opened in the browser.
 */
import { mimeByExtension } from './file-type'
import { baseName } from './media'

/** No scripts, plugins, forms or framing; only the file itself (an image viewer's inline styles). */
export const UPLOADED_FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'"

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
  })

/** The headers of a stored file whose key is `key` (its original name is shown as the download name). */
export function uploadedFileHeaders(key: string, originalName: string): Headers {
  const type = mimeByExtension[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
  const inline = type.startsWith('image/') || type.startsWith('video/')
  const name = baseName(originalName) || key
  return new Headers({
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOADED_FILE_CSP,
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${key}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    // Keys are random and never reused, so the answer never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
  })
}

/**
 * The answer for `file` (null: 404). A single byte range is answered with 206 (video players,
 * Safari's in particular, need it).
 */
export function uploadedFileResponse(request: Request, key: string, file: File | null): Response {
  if (!file) return notFound()
  const headers = uploadedFileHeaders(key, file.name)
  const range = byteRange(request.headers.get('Range'), file.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`)
    return new Response(null, { status: 416, headers })
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    headers.set('Content-Length', String(range.end - range.start + 1))
    return new Response(file.slice(range.start, range.end + 1).stream(), { status: 206, headers })
  }
  headers.set('Content-Length', String(file.size))
  return new Response(file.stream(), { headers })
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range only; anything else gets the whole file). */
function byteRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}
