import { readMediaFile } from '~/lib/media.server'
import type { Route } from './+types/media-file'

/**
 * GET /uploads/media/<key>: a gallery file or one of its variants. Keys are random, so the
 * answer never changes. The type is the one detected from the content at upload; PDFs are
 * downloaded (never rendered in the site's origin), images and videos shown inline. A single
 * byte range is answered with 206 (video players, Safari's in particular, need it).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = await readMediaFile(params.file)
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const headers = new Headers({
    'Content-Type': file.type || 'application/octet-stream',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    'Content-Disposition': `${file.type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${params.file}"; filename*=UTF-8''${encodeURIComponent(file.name || params.file)}`,
    'Accept-Ranges': 'bytes',
  })
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
