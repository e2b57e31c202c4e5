/**
 * GET of a URL that someone else chose (e.g. an AI provider's answer), without letting it reach
 * this host or its private network (server-side request forgery):
 * - https only, no redirects followed, at most `maxBytes` read, one deadline for everything;
 * - the host name is resolved once, every address it resolves to must be public (see
 *   public-address.ts), and the connection goes to exactly those checked addresses: the socket's
 *   own lookup is replaced, so a second DNS answer (DNS rebinding) cannot change where it goes;
 * - TLS is still verified against the URL's host name (SNI and certificate check use it).
 */
import type { LookupAddress } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns/promises'
import type { IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './public-address'

export type PublicFetchRefusal =
  | 'invalid-url'
  | 'not-https'
  | 'not-public'
  | 'unresolvable'
  | 'redirect'
  | 'too-large'
  | 'timeout'
  | 'failed'

export class PublicFetchError extends Error {
  constructor(
    public reason: PublicFetchRefusal,
    message: string,
  ) {
    super(message)
  }
}

export interface PublicFetchOptions {
  /** Deadline for name resolution, connection, answer and body together. */
  timeoutMs: number
  /** Larger bodies are refused (by Content-Length up front, and while reading). */
  maxBytes: number
  /** Name resolution; every address it gives must be allowed. Default: the system resolver. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>
  /** Which addresses may be reached. Default: public ones only; tests widen it for a local server. */
  allowAddress?: (address: string) => boolean
  /** Extra certificate authorities to trust (tests). */
  ca?: string | Buffer
}

export interface PublicFetchResult {
  status: number
  /** The body of a 2xx answer; empty for other statuses. */
  bytes: Uint8Array
}

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true })

/** The addresses `target` may be reached at, all of them checked. Throws when any is refused. */
async function checkedAddresses(hostname: string, options: PublicFetchOptions): Promise<LookupAddress[]> {
  const allow = options.allowAddress ?? isPublicAddress
  const family = isIP(hostname)
  if (family !== 0) {
    if (!allow(hostname)) throw new PublicFetchError('not-public', `${hostname} is not a public address.`)
    return [{ address: hostname, family }]
  }
  const addresses = await (options.resolve ?? systemResolve)(hostname).catch(() => [])
  if (addresses.length === 0) throw new PublicFetchError('unresolvable', `${hostname} does not resolve.`)
  const refused = addresses.find(({ address }) => !allow(address))
  if (refused) throw new PublicFetchError('not-public', `${hostname} resolves to ${refused.address}, which is not a public address.`)
  return addresses
}

/** A socket lookup that answers only the addresses already checked (never asks DNS again). */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const usable = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses
    if (usable.length === 0)
      return callback(Object.assign(new Error('No checked address of the requested family.'), { code: 'ENOTFOUND' }), '', 0)
    if (options.all) return callback(null, usable)
    callback(null, usable[0].address, usable[0].family)
  }
}

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

async function fetchChecked(target: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<PublicFetchResult> {
  // URL keeps IPv6 literals in brackets; sockets and address checks want them bare.
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses = await checkedAddresses(hostname, options)
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = https.request({
      host: hostname,
      port: target.port || 443,
      path: `${target.pathname}${target.search}`,
      method: 'GET',
      headers: { accept: 'image/*' },
      // A fresh connection: no pooled socket that was opened for another address.
      agent: false,
      lookup: pinnedLookup(addresses),
      // The certificate must match the URL's host name (SNI is not sent for IP literals).
      servername: isIP(hostname) === 0 ? hostname : undefined,
      ca: options.ca,
      signal,
    })
    request.once('response', resolve)
    // Kept attached: a late second error must not become an unhandled 'error' event.
    request.on('error', reject)
    request.end()
  })
  const status = response.statusCode ?? 0
  try {
    if (status >= 300 && status < 400)
      throw new PublicFetchError('redirect', `The answer is a redirect (${status}); redirects are not followed.`)
    if (status < 200 || status >= 300) return { status, bytes: new Uint8Array() }
    if (Number(response.headers['content-length'] ?? 0) > options.maxBytes)
      throw new PublicFetchError('too-large', `The body is larger than ${options.maxBytes} bytes.`)
    const chunks: Buffer[] = []
    let size = 0
    // A response without an encoding set yields Buffers.
    for await (const chunk of response) {
      if (!Buffer.isBuffer(chunk)) throw new TypeError('Expected the body as bytes')
      size += chunk.byteLength
      if (size > options.maxBytes) throw new PublicFetchError('too-large', `The body is larger than ${options.maxBytes} bytes.`)
      chunks.push(chunk)
    }
    return { status, bytes: new Uint8Array(Buffer.concat(chunks)) }
  } finally {
    // Stop reading whatever is left (refused, too large, or not a success).
    response.destroy()
  }
}

/** GET `url` under the rules above. Throws PublicFetchError for every refusal and failure. */
export async function fetchPublicHttps(url: string, options: PublicFetchOptions): Promise<PublicFetchResult> {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    throw new PublicFetchError('invalid-url', 'The URL is not valid.')
  }
  if (target.protocol !== 'https:') throw new PublicFetchError('not-https', 'Only https URLs are fetched.')
  if (target.username || target.password) throw new PublicFetchError('invalid-url', 'URLs with credentials are not fetched.')
  const signal = AbortSignal.timeout(options.timeoutMs)
  try {
    return await withDeadline(fetchChecked(target, options, signal), signal)
  } catch (error) {
    if (error instanceof PublicFetchError) throw error
    if (signal.aborted) throw new PublicFetchError('timeout', `No complete answer within ${options.timeoutMs} ms.`)
    throw new PublicFetchError('failed', error instanceof Error ? error.message : 'The request failed.')
  }
}
