import type { LookupAddress } from 'node:dns'
import type { IncomingMessage, ServerResponse } from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { TLSSocket } from 'node:tls'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { TEST_TLS_CERT, TEST_TLS_KEY } from './fetch-public.fixture'
import { fetchPublicHttps, type PublicFetchError, type PublicFetchOptions } from './fetch-public.server'

/** Connections a plain TCP listener on 127.0.0.1 saw (anything reaching it is a leak). */
let tcpConnections = 0
let tcp: net.Server
let tcpPort: number

/** An https server for images.test on 127.0.0.1: what it was asked, with which SNI. */
let seen: { path: string; host: string | undefined; servername: string | false | null }[] = []
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('image-bytes')
let tls: https.Server
let tlsPort: number

function portOf(server: net.Server): number {
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('the server is not listening on a port')
  return address.port
}

beforeAll(async () => {
  tcp = net.createServer((socket) => {
    tcpConnections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
  tcpPort = portOf(tcp)
  tls = https.createServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (req, res) => {
    seen.push({ path: req.url ?? '', host: req.headers.host, servername: req.socket instanceof TLSSocket ? req.socket.servername : null })
    handler(req, res)
  })
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve))
  tlsPort = portOf(tls)
})
afterAll(async () => {
  tls.closeAllConnections()
  await Promise.all([new Promise((r) => tcp.close(r)), new Promise((r) => tls.close(r))])
})
beforeEach(() => {
  tcpConnections = 0
  seen = []
  handler = (_req, res) => res.end('image-bytes')
})

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: PublicFetchError) => error.reason,
  )
const defaults = { timeoutMs: 2000, maxBytes: 1024 }

/** Options under which the local test server counts as reachable, resolving names with `answers` in turn. */
function localOptions(answers: LookupAddress[][], extra: Partial<PublicFetchOptions> = {}) {
  const calls: string[] = []
  const options: PublicFetchOptions = {
    ...defaults,
    resolve: async (hostname) => {
      calls.push(hostname)
      return answers[Math.min(calls.length - 1, answers.length - 1)]
    },
    allowAddress: (address) => address === '127.0.0.1',
    ca: TEST_TLS_CERT,
    ...extra,
  }
  return { options, calls }
}

describe('addresses that must never be reached', () => {
  test.each(['::ffff:7f00:1', '::ffff:127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', '127.0.0.1', '::1', '0.0.0.0'])(
    'https://[%s]:<port>/ is refused before any connection',
    async (address) => {
      const host = address.includes(':') ? `[${address}]` : address
      expect(await refusal(fetchPublicHttps(`https://${host}:${tcpPort}/x.png`, defaults))).toBe('not-public')
      expect(tcpConnections).toBe(0)
    },
  )

  test('a host name is refused when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]
    expect(await refusal(fetchPublicHttps(`https://images.test:${tcpPort}/x.png`, { ...defaults, resolve }))).toBe('not-public')
    expect(await refusal(fetchPublicHttps(`https://localhost:${tcpPort}/x.png`, defaults))).toBe('not-public')
    expect(tcpConnections).toBe(0)
  })

  test('a name that does not resolve, plain http and credentials in the URL are refused', async () => {
    expect(await refusal(fetchPublicHttps('https://nothing.invalid/x.png', defaults))).toBe('unresolvable')
    expect(await refusal(fetchPublicHttps(`http://images.test:${tcpPort}/x.png`, defaults))).toBe('not-https')
    expect(await refusal(fetchPublicHttps('https://user:pw@images.test/x.png', defaults))).toBe('invalid-url')
    expect(await refusal(fetchPublicHttps('not a url', defaults))).toBe('invalid-url')
  })
})

describe('the connection goes to the checked address', () => {
  test('the name is resolved once; a different second answer (DNS rebinding) is never asked for; TLS is checked against the name', async () => {
    const { options, calls } = localOptions([[{ address: '127.0.0.1', family: 4 }], [{ address: '10.0.0.1', family: 4 }]])
    const result = await fetchPublicHttps(`https://images.test:${tlsPort}/x.png?size=1`, options)
    expect(result.status).toBe(200)
    expect(Buffer.from(result.bytes).toString()).toBe('image-bytes')
    // images.test is unknown to the system resolver: only the pinned, checked address was used.
    expect(calls).toEqual(['images.test'])
    expect(seen).toEqual([{ path: '/x.png?size=1', host: `images.test:${tlsPort}`, servername: 'images.test' }])
  })

  test('a certificate for another name is refused', async () => {
    const { options } = localOptions([[{ address: '127.0.0.1', family: 4 }]])
    expect(await refusal(fetchPublicHttps(`https://other.test:${tlsPort}/x.png`, options))).toBe('failed')
    expect(seen).toEqual([])
  })

  test('redirects are not followed', async () => {
    handler = (_req, res) => {
      res.writeHead(302, { location: `https://images.test:${tlsPort}/elsewhere.png` })
      res.end()
    }
    const { options } = localOptions([[{ address: '127.0.0.1', family: 4 }]])
    expect(await refusal(fetchPublicHttps(`https://images.test:${tlsPort}/x.png`, options))).toBe('redirect')
    expect(seen.map((s) => s.path)).toEqual(['/x.png'])
  })

  test('a non-success answer gives its status and no bytes', async () => {
    handler = (_req, res) => {
      res.writeHead(404)
      res.end('not here')
    }
    const { options } = localOptions([[{ address: '127.0.0.1', family: 4 }]])
    const result = await fetchPublicHttps(`https://images.test:${tlsPort}/x.png`, options)
    expect(result.status).toBe(404)
    expect(result.bytes.length).toBe(0)
  })

  test('bodies over the limit are refused, declared or streamed', async () => {
    const { options } = localOptions([[{ address: '127.0.0.1', family: 4 }]], { maxBytes: 10 })
    handler = (_req, res) => res.end('x'.repeat(11))
    expect(await refusal(fetchPublicHttps(`https://images.test:${tlsPort}/declared.png`, options))).toBe('too-large')
    handler = (_req, res) => {
      res.write('x'.repeat(6))
      setTimeout(() => res.end('x'.repeat(6)), 20)
    }
    expect(await refusal(fetchPublicHttps(`https://images.test:${tlsPort}/streamed.png`, options))).toBe('too-large')
    handler = (_req, res) => res.end('x'.repeat(10))
    expect((await fetchPublicHttps(`https://images.test:${tlsPort}/exact.png`, options)).bytes.length).toBe(10)
  })

  test('a server that never finishes runs into the deadline', async () => {
    handler = (_req, res) => res.write('partial')
    const { options } = localOptions([[{ address: '127.0.0.1', family: 4 }]], { timeoutMs: 300 })
    const started = performance.now()
    expect(await refusal(fetchPublicHttps(`https://images.test:${tlsPort}/slow.png`, options))).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(1500)
  })
})
