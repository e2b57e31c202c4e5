/**
 * Reading request bodies at the gate, before the app: never past the route's limit, and with the
 * form checks (list lengths, field count, well-formed body) done on the bytes before any parser
 * of the app allocates objects from them.
 * - Form and JSON posts (up to BODY_LIMIT_KB) are read whole here, checked, and handed to the
 *   app as a buffer.
 * - Multipart uploads (admin upload routes, up to UPLOAD_LIMIT_MB) stream through to the app;
 *   bytes are counted and part names checked on the way.
 */
import type { IncomingMessage } from 'node:http'
import { Transform, type TransformCallback } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { Request as ExpressRequest } from 'express'
import { type BodyType, bodyTypeOf, MAX_FORM_FIELDS, multipartBoundary, type RoutePolicy } from '../../app/lib/http/route-policy.ts'
import { CONFORM_CONTROLS, checkFormFields, FormFieldCheck, type FormProblem, jsonDepthExceeds } from '../http/form-fields.ts'
import { MultipartNameScanner, MultipartSyntaxError } from '../http/multipart-names.ts'
import type { Refusal } from '../http/refusals.ts'

/** JSON nesting allowed (ASP.NET Core's reader default). */
const MAX_JSON_DEPTH = 64
/** A body that stops arriving for this long is answered 408 (nginx's client_body_timeout is 60 s). */
const BODY_IDLE_MS = 30_000
/** After a refusal, the rest of the body is read and dropped for at most this long, then the connection is closed. */
const LINGER_MS = 5_000

export type Body =
  | { kind: 'none'; contentType?: string }
  /** Not read at all: the app refuses the request before it would read a body. */
  | { kind: 'unread'; contentType?: string }
  | { kind: 'buffer'; bytes: Buffer; contentType?: string }
  | { kind: 'stream'; guard: UploadGuard; stream: ReadableStream<Uint8Array>; contentType: string }

const ACCEPTED: Record<BodyType, string> = {
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  json: 'application/json',
}

export class RefusedError extends Error {
  constructor(public refusal: Refusal) {
    super(refusal.kind)
  }
}

export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

/** An admin session cookie (any of `sessionCookies`, not empty) or a Bearer token: a request worth reading in the admin areas. */
export function carriesAdminCredentials(req: IncomingMessage, sessionCookies: readonly string[]): boolean {
  if (/^Bearer\s+\S/i.test(req.headers.authorization ?? '')) return true
  return (req.headers.cookie ?? '').split(';').some((pair) => {
    const [name = '', value = ''] = pair.split('=', 2)
    return sessionCookies.includes(name.trim()) && value.trim() !== ''
  })
}

export function problemRefusal(problem: FormProblem, policy: RoutePolicy): Refusal {
  if (problem.kind === 'tooManyFields') return { kind: 'tooManyFields', max: MAX_FORM_FIELDS }
  if (problem.kind === 'listTooLong') return { kind: 'listTooLong', max: policy.maxListLength }
  return { kind: 'malformedBody' }
}

/**
 * A GET or HEAD that declares a body over the route's limit: the app never reads these bodies,
 * but a huge one is refused (before any answer, cached or not) rather than dropped for minutes.
 */
export function readBodyRefusal(req: Pick<IncomingMessage, 'method' | 'headers'>, policy: RoutePolicy): Refusal | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const declared = Number(req.headers['content-length'] ?? 0)
  return declared > policy.bodyLimitBytes ? { kind: 'tooLarge', limitBytes: policy.bodyLimitBytes } : null
}

/**
 * The request's body, checked against the route's policy, or a RefusedError. Reads nothing when
 * it can refuse from the headers alone (credentials, content type, Content-Length).
 */
export async function readBody(req: ExpressRequest, policy: RoutePolicy, adminSessionCookies: readonly string[]): Promise<Body> {
  const contentType = req.headers['content-type']
  // The admin areas answer a request without any session with their own 401 / login redirect
  // before they read a body (as Django's login_required does): such a body is never read here.
  if (
    policy.admin &&
    !policy.login &&
    !carriesAdminCredentials(req, adminSessionCookies) &&
    req.method !== 'GET' &&
    req.method !== 'HEAD'
  ) {
    return { kind: 'unread', contentType }
  }
  const declared = Number(req.headers['content-length'] ?? 0)

  if (req.method === 'GET' || req.method === 'HEAD') {
    const refusal = readBodyRefusal(req, policy)
    if (refusal) throw new RefusedError(refusal)
    return { kind: 'none' }
  }
  if (!hasBody(req)) {
    // An empty post without a type is an empty form on the HTML routes (the browser's own default).
    return { kind: 'buffer', bytes: Buffer.alloc(0), contentType: contentType ?? (policy.api ? undefined : ACCEPTED.form) }
  }

  const type = bodyTypeOf(contentType)
  if (contentType === undefined || !type || !policy.bodyTypes.includes(type)) {
    throw new RefusedError({ kind: 'unsupportedType', accepted: policy.bodyTypes.map((t) => ACCEPTED[t]) })
  }
  const limit = policy.upload && type === 'multipart' ? policy.uploadLimitBytes : policy.bodyLimitBytes
  if (declared > limit) throw new RefusedError({ kind: 'tooLarge', limitBytes: limit })

  if (policy.upload && type === 'multipart') {
    const boundary = multipartBoundary(contentType)
    if (!boundary) throw new RefusedError({ kind: 'malformedBody' })
    const guard = new UploadGuard(limit, boundary, policy)
    // The app's stream listens before the first byte goes through: a refusal on the first chunk
    // must reach the app's parser, not be emitted to nobody.
    const stream = createReadableStreamFromReadable(guard) as ReadableStream<Uint8Array>
    req.on('error', (error) => guard.destroy(error))
    req.pipe(guard)
    return { kind: 'stream', guard, stream, contentType }
  }

  const bytes = await readWhole(req, limit)
  await checkBufferedBody(bytes, type, contentType, policy)
  return { kind: 'buffer', bytes, contentType }
}

/** The whole body, refused (413) as soon as it passes `limit`, or 408 when it stalls. */
function readWhole(req: ExpressRequest, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let timer = setTimeout(stalled, BODY_IDLE_MS)
    function stalled() {
      finish()
      reject(new RefusedError({ kind: 'timeout' }))
    }
    function finish() {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    function onData(chunk: Buffer) {
      size += chunk.length
      if (size > limit) {
        finish()
        // The rest is dropped after the answer (dropRestOfBody), never kept.
        req.pause()
        chunks.length = 0
        reject(new RefusedError({ kind: 'tooLarge', limitBytes: limit }))
        return
      }
      chunks.push(chunk)
      clearTimeout(timer)
      timer = setTimeout(stalled, BODY_IDLE_MS)
    }
    function onEnd() {
      finish()
      resolve(Buffer.concat(chunks, size))
    }
    function onError(error: Error) {
      finish()
      reject(error)
    }
    function onClose() {
      if (!req.complete) onError(new Error('The client closed the connection'))
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}

async function checkBufferedBody(bytes: Buffer, type: BodyType, contentType: string, policy: RoutePolicy) {
  const limits = { maxListLength: policy.maxListLength, maxFields: MAX_FORM_FIELDS }
  if (type === 'json') {
    const text = new TextDecoder().decode(bytes)
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw new RefusedError({ kind: 'malformedBody' })
    try {
      JSON.parse(text)
    } catch {
      throw new RefusedError({ kind: 'malformedBody' })
    }
    return
  }
  let entries: [string, string | null][]
  if (type === 'form') {
    entries = [...new URLSearchParams(bytes.toString('utf8'))]
  } else {
    // The same parser the app's `request.formData()` uses: what it cannot read is a 400 here.
    let form: FormData
    try {
      form = await new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) as Uint8Array<ArrayBuffer>, {
        headers: { 'Content-Type': contentType },
      }).formData()
    } catch {
      throw new RefusedError({ kind: 'malformedBody' })
    }
    entries = [...form].map(([name, value]) => [name, typeof value === 'string' ? value : null])
  }
  const problem = checkFormFields(entries, limits)
  if (problem) throw new RefusedError(problemRefusal(problem, policy))
}

/**
 * Passes a multipart upload through to the app, counting its bytes and checking its part names
 * as they go by. On a violation it fails the stream (the app's parser stops) and keeps the
 * refusal, which the gate then answers instead of whatever the app made of the broken body.
 */
export class UploadGuard extends Transform {
  refusal: Refusal | null = null
  private size = 0
  private scanner: MultipartNameScanner
  private check: FormFieldCheck

  constructor(
    private limit: number,
    boundary: string,
    private policy: RoutePolicy,
  ) {
    super()
    // The app's body stream reports the error (once); a later one, e.g. when the app cancels the
    // body, must not crash the process. The refusal itself is kept in `refusal`.
    this.on('error', () => {})
    this.check = new FormFieldCheck({ maxListLength: policy.maxListLength, maxFields: MAX_FORM_FIELDS })
    this.scanner = new MultipartNameScanner(boundary, {
      part: (name, isFile) => {
        if ((CONFORM_CONTROLS as readonly string[]).includes(name)) {
          if (isFile) this.check.control(name, null)
          return !isFile
        }
        this.check.name(name)
      },
      captured: (name, content) => {
        this.check.control(name, new TextDecoder().decode(content))
      },
    })
  }

  private fail(refusal: Refusal, callback: TransformCallback) {
    this.refusal = refusal
    callback(new RefusedError(refusal))
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length
    if (this.size > this.limit) return this.fail({ kind: 'tooLarge', limitBytes: this.limit }, callback)
    try {
      this.scanner.write(chunk)
    } catch (error) {
      if (error instanceof MultipartSyntaxError) return this.fail({ kind: 'malformedBody' }, callback)
      return callback(error as Error)
    }
    if (this.check.problem) return this.fail(problemRefusal(this.check.problem, this.policy), callback)
    callback(null, chunk)
  }

  override _flush(callback: TransformCallback) {
    try {
      this.scanner.end()
    } catch {
      return this.fail({ kind: 'malformedBody' }, callback)
    }
    if (this.check.problem) return this.fail(problemRefusal(this.check.problem, this.policy), callback)
    callback()
  }
}

/**
 * Resolves once the request body has been read to its end (what is left is dropped, never kept),
 * or after LINGER_MS (false then). Answers are finished only after this: Node.js parses unread
 * body bytes of a finished exchange as the next request and resets the connection, so a client
 * still sending would never read its answer (finalhandler and nginx's lingering close wait too).
 */
export function bodyDrained(req: ExpressRequest): Promise<boolean> {
  if (req.complete) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (complete: boolean) => {
      clearTimeout(timer)
      req.off('end', onEnd)
      req.off('close', onClose)
      resolve(complete)
    }
    const onEnd = () => done(true)
    const onClose = () => done(req.complete)
    const timer = setTimeout(() => done(false), LINGER_MS)
    req.on('end', onEnd)
    req.on('close', onClose)
    req.unpipe()
    req.resume()
  })
}
