/**
 * Hands an Express request to React Router and writes its answer back: the role of
 * `@react-router/express`, with the body the gate has already read and checked (or the guarded
 * upload stream) instead of the raw socket.
 *
 * The app sees `request.url` = `<http|https>://<validated host><original URL>` (https when the
 * request came over TLS, also through a trusted proxy) and the visitor's address in
 * `x-client-ip` (from Express' `req.ip`; whatever the client sent there is replaced).
 */
import { writeReadableStreamToWritable } from '@react-router/node'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { boundedAcceptLanguage } from './accept-language.ts'
import { compress, isCompressibleType, MIN_COMPRESSED_BYTES } from './compress.ts'
import { answerEncoding } from './negotiation.ts'
import type { Body } from './request-body.ts'

export function createWebRequest(req: ExpressRequest, res: ExpressResponse, host: string, body: Body): Request {
  const url = `${req.secure ? 'https' : 'http'}://${host}${req.originalUrl}`
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  headers.set('x-client-ip', req.ip ?? 'unknown')
  // The app reads the language header the page cache keys on.
  const language = boundedAcceptLanguage(req.headers['accept-language'])
  if (language !== undefined) headers.set('accept-language', language)

  let controller: AbortController | null = new AbortController()
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (body.contentType) headers.set('content-type', body.contentType)
    if (body.kind !== 'stream') {
      const bytes = body.kind === 'buffer' ? body.bytes : Buffer.alloc(0)
      headers.delete('transfer-encoding')
      headers.set('content-length', String(bytes.length))
      init.body = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>
    } else {
      init.body = body.stream
      init.duplex = 'half'
    }
  }
  return new Request(url, init)
}

/**
 * Writes the app's answer; its headers replace the gate's defaults of the same name (Set-Cookie
 * adds). `closeAfter`: the request body is still arriving; the answer is sent whole at once, and
 * the exchange ends (connection closed) when that promise settles.
 */
export async function sendWebResponse(
  res: ExpressResponse,
  response: Response,
  keepHeaders: Record<string, string> = {},
  closeAfter?: Promise<unknown>,
) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  if (response.statusText) res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') res.append(name, value)
    else res.setHeader(name, value)
  }
  for (const [name, value] of Object.entries(keepHeaders)) res.setHeader(name, value)
  if (closeAfter) {
    const bytes = Buffer.from(await response.arrayBuffer())
    res.setHeader('Content-Length', bytes.length)
    res.setHeader('Connection', 'close')
    res.write(bytes)
    await closeAfter
    res.end()
    return
  }
  if (/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) res.flushHeaders()
  if (!response.body) {
    res.end()
    return
  }
  // A text answer (a page, JSON, data) is written whole: its render is complete before the shell
  // is sent (no deferred parts), and it is compressed in one pass.
  if (isCompressibleType(response.headers.get('content-type'))) {
    let bytes: Buffer
    try {
      bytes = Buffer.from(await response.arrayBuffer())
    } catch (error) {
      if (res.destroyed || res.writableEnded) return
      throw error
    }
    const compressible =
      bytes.length >= MIN_COMPRESSED_BYTES &&
      !response.headers.has('content-encoding') &&
      !/no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''))
    const encoding = answerEncoding(res.req.headers['accept-encoding'], compressible)
    if (encoding !== 'identity') {
      bytes = await compress(bytes, encoding)
      if (res.destroyed || res.writableEnded) return
      res.setHeader('Content-Encoding', encoding)
    }
    if (compressible) res.vary('Accept-Encoding')
    res.setHeader('Content-Length', bytes.length)
    res.end(bytes)
    return
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}
