/**
 * A request line as `curl --path-as-is` or a sloppy client sends it: dot segments (raw or
 * percent-encoded), backslashes and empty segments that the router resolves before it matches a
 * route. Such a path is never answered under its own spelling (whose policy would be another
 * path's: a shared public read instead of the admin API or a private link), but sent to its
 * normal form; an answer to a request with credentials is never stored; and a request naming its
 * host twice is refused.
 */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import { E2E_ADMIN } from '../support/e2e-server-log'
import { JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

let server: TestServer
/** Without a trusted proxy: a new visitor's cached page is answered by the fast path. */
let direct: TestServer
let bearer: { Authorization: string }
/** A buyer's request, as POST /api/rfq stored it. */
let buyer: { leadId: string; name: string; email: string; phone: string; token: string }

let visitor = 0
/** A visitor address of its own per request, so no per-address limit answers first. */
const from = () => ({ 'X-Forwarded-For': `198.51.100.${(visitor++ % 250) + 1}` })

const noStore = (response: RawResponse) => /no-store/.test(String(response.headers['cache-control'] ?? ''))

/** What no answer to a stranger may hold: the buyer's details. */
function expectNoBuyerData(response: RawResponse, label: string) {
  for (const secret of [buyer.name, buyer.email, buyer.phone]) expect(response.text, label).not.toContain(secret)
}

beforeAll(async () => {
  ;[server, direct] = await Promise.all([startServer({ FORM_MIN_FILL_MS: '0' }), startServer({ TRUST_PROXY: '' })])
  const login = await send(server, {
    method: 'POST',
    path: '/api/admin/login',
    headers: { ...JSON_TYPE, Origin: server.url, ...from() },
    body: JSON.stringify(E2E_ADMIN),
  })
  expect(login.status, login.text).toBe(200)
  bearer = { Authorization: `Bearer ${(JSON.parse(login.text) as { token: string }).token}` }

  const products = JSON.parse((await send(server, { path: '/api/products' })).text) as { id: string }[]
  const guard = JSON.parse((await send(server, { path: '/api/form-guard', headers: from() })).text) as Record<string, string>
  const who = { name: 'Greta Vogelsang', email: `greta-${Date.now()}@example.com`, phone: '+49 30 7654321' }
  const posted = await send(server, {
    method: 'POST',
    path: '/api/rfq',
    headers: { ...JSON_TYPE, ...from() },
    body: JSON.stringify({ locale: 'en', company: 'Vogelsang Feinkost', country: 'DE', productId: products[0]?.id, ...who, ...guard }),
  })
  expect(posted.status, posted.text).toBe(201)
  const { id, requestUrl } = JSON.parse(posted.text) as { id: string; requestUrl: string }
  const token = /\/requests\/([\w-]{43})$/.exec(requestUrl)?.[1] ?? expect.fail(`unexpected requestUrl ${requestUrl}`)
  buyer = { leadId: id, ...who, token }
})

afterAll(async () => {
  await Promise.all([server?.stop(), direct?.stop()])
})

describe('the admin API under another spelling of its path', () => {
  test.each([
    '/api/./admin/leads',
    '/api/%2e/admin/leads',
    '/api/%2E/admin/leads',
    '/x/../api/admin/leads',
    '/api/x/%2e%2e/admin/leads',
    '/api/x/.%2E/admin/leads',
    '/api//admin/leads',
    '/api\\admin\\leads',
  ])('%s with a bearer token is sent to /api/admin/leads; the same address without one never gets the data', async (path) => {
    const signedIn = await send(server, { path, headers: { ...bearer, ...from() } })
    expect(signedIn.status, path).toBe(301)
    expect(signedIn.headers.location, path).toBe('/api/admin/leads')
    expect(signedIn.headers['x-cache'], path).toBeUndefined()

    const stranger = await send(server, { path, headers: from() })
    expect(stranger.headers['x-cache'], path).toBeUndefined()
    expect([301, 401], path).toContain(stranger.status)
    expectNoBuyerData(stranger, path)
    // Following the redirect as a stranger: the admin guard, never the list.
    const followed = await send(server, { path: stranger.headers.location ?? path, headers: from() })
    expect(followed.status, path).toBe(401)
    expectNoBuyerData(followed, path)
  })

  test('the admin list as HTML under a dot segment is sent to the admin panel, and a stranger never sees it', async () => {
    for (const path of ['/x/../admin/leads', '/x/%2e%2e/admin/leads', '/admin/./leads']) {
      const signedIn = await send(server, { path, headers: { ...bearer, ...from() } })
      expect(signedIn.status, path).toBe(301)
      expect(signedIn.headers.location, path).toBe('/admin/leads')
      const stranger = await send(server, { path, headers: from() })
      expect(stranger.headers['x-cache'], path).toBeUndefined()
      expectNoBuyerData(stranger, path)
    }
  })

  test('the admin API itself, with a bearer token, is answered no-store; without one it is 401', async () => {
    const signedIn = await send(server, { path: '/api/admin/leads', headers: { ...bearer, ...from() } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.text).toContain(buyer.email)
    expect(noStore(signedIn)).toBe(true)
    const stranger = await send(server, { path: '/api/admin/leads', headers: from() })
    expect(stranger.status).toBe(401)
    expectNoBuyerData(stranger, '/api/admin/leads')
  })
})

describe('a request with credentials', () => {
  test('is answered private, no-store on a public read, and nothing of it is stored for others', async () => {
    for (const path of ['/api/products?credentials=1', '/en/faq?credentials=1', '/robots.txt?credentials=1']) {
      const signedIn = await send(server, { path, headers: { ...bearer, ...from() } })
      expect(signedIn.status, path).toBe(200)
      expect(noStore(signedIn), path).toBe(true)
      expect(String(signedIn.headers['cache-control']), path).not.toMatch(/public|s-maxage/)
      expect(signedIn.headers['x-cache'], path).not.toBe('hit')
      // The first anonymous request of that address renders it: nothing was kept from the one before.
      const stranger = await send(server, { path, headers: from() })
      expect(stranger.headers['x-cache'], path).toBe('miss')
    }
  })

  test('never gets a cached page from the fast path either', async () => {
    expect((await send(direct, { path: '/en/about' })).status).toBe(200)
    expect((await send(direct, { path: '/en/about' })).headers['x-cache']).toBe('hit')
    const signedIn = await send(direct, { path: '/en/about', headers: { Authorization: 'Basic Zm9vOmJhcg==' } })
    expect(signedIn.status).toBe(200)
    expect(noStore(signedIn)).toBe(true)
    expect(signedIn.headers['x-cache']).toBeUndefined()
  })
})

describe("a buyer's private page under another spelling of its path", () => {
  test('is sent to its address, never cached, and gone once the admin renewed the link', async () => {
    const spellings = [
      `/en/x/../requests/${buyer.token}`,
      `/en/x/%2e%2e/requests/${buyer.token}`,
      `/en/./requests/${buyer.token}`,
      `/en//requests/${buyer.token}`,
    ]
    for (const path of spellings) {
      for (let i = 0; i < 2; i++) {
        const answer = await send(server, { path, headers: from() })
        expect(answer.status, path).toBe(301)
        expect(answer.headers.location, path).toBe(`/en/requests/${buyer.token}`)
        expect(answer.headers['x-cache'], path).toBeUndefined()
        expect(noStore(answer), path).toBe(true)
        expect(answer.headers['referrer-policy'], path).toBe('no-referrer')
        expectNoBuyerData(answer, path)
      }
    }
    const page = await send(server, { path: `/en/requests/${buyer.token}`, headers: from() })
    expect(page.status).toBe(200)
    expect(page.text).toContain(buyer.name)
    expect(noStore(page)).toBe(true)
    expect(page.headers['referrer-policy']).toBe('no-referrer')

    // The admin's "Yeni bağlantı gönder": every earlier link of the request ends.
    process.env.DATABASE_URL = server.databaseUrl
    process.env.SMTP_URL = ''
    const { renewRequestLink } = await import('~/features/quotes/quotes.server')
    const { prisma } = (await import('~/lib/db.server')) as unknown as { prisma: PrismaClient }
    await renewRequestLink(buyer.leadId, { email: E2E_ADMIN.email }, server.url)
    for (const path of [...spellings, `/en/requests/${buyer.token}`]) {
      const answer = await send(server, { path, headers: from() })
      const followed = answer.status === 301 ? await send(server, { path: answer.headers.location ?? '', headers: from() }) : answer
      expect(followed.status, path).toBe(404)
      expect(followed.headers['x-cache'], path).toBeUndefined()
      expectNoBuyerData(followed, path)
    }
    await prisma.$disconnect()
  })
})

describe('public pages under another spelling of their path', () => {
  test.each([
    ['/en/products//', '/en/products'],
    ['//', '/'],
    ['/EN/..', '/'],
    ['/en//products', '/en/products'],
    ['/en/products/%2e', '/en/products'],
    ['/en/x/../products?type=natural', '/en/products?type=natural'],
    ['/api/products/', '/api/products'],
  ])('%s is sent to %s (301), never stored under its own spelling', async (path, location) => {
    for (let i = 0; i < 2; i++) {
      const answer = await send(server, { path })
      expect(answer.status, path).toBe(301)
      expect(answer.headers.location, path).toBe(location)
      expect(answer.headers['x-cache'], path).toBeUndefined()
    }
  })

  test('a write to a path with dot segments is refused with a message, never run under another path', async () => {
    const answer = await send(server, {
      method: 'POST',
      path: '/x/../api/contact',
      headers: { ...JSON_TYPE, ...from() },
      body: JSON.stringify({ name: 'x' }),
    })
    expect(answer.status).toBe(400)
    expect((JSON.parse(answer.text) as { message: string }).message).toMatch(/normal form/)
  })
})

/** One request written byte for byte on a socket; resolves with the whole answer as text. */
function rawRequest(target: TestServer, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target.port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`))
    let answer = ''
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')))
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('a request naming its host twice', () => {
  test.each([
    ['two different hosts', ['Host: 127.0.0.1', 'Host: evil.example']],
    ['an allowed host after a foreign one', ['Host: evil.example', 'Host: 127.0.0.1']],
    ['the same host twice', ['Host: 127.0.0.1', 'host: 127.0.0.1']],
  ])('is refused with 400 and a message (%s), also for a page in the cache', async (_, hosts) => {
    for (const target of [server, direct]) {
      for (const path of ['/en', '/api/products', '/en/rfq']) {
        // The page is in the page cache: the fast path must refuse the request as the gate does.
        expect((await send(target, { path })).status, path).toBe(200)
        expect((await send(target, { path })).headers['x-cache'], path).toBe('hit')
        const answer = await rawRequest(target, [`GET ${path} HTTP/1.1`, ...hosts, 'Connection: close'])
        expect(answer, path).toMatch(/^HTTP\/1\.1 400 /)
        expect(answer, path).toMatch(/more than once/)
        expect(answer, path).not.toMatch(/x-cache/i)
      }
    }
  })
})
