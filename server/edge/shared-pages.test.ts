import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { createContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { allowedHostPatterns } from '../http/allowed-hosts.ts'
import { startAnswer } from './answer-start.ts'
import { createPageCache } from './page-cache.ts'
import { checkRequest } from './request-checks.ts'
import { sharedPages, sharedRenderOf } from './shared-pages.ts'

const limits = { bodyLimitKb: 64, uploadLimitMb: 10, publicMaxList: 50, adminMaxList: 20 }
const hosts = allowedHostPatterns('', 'https://figs.example', 3000)
const PAGE = '<!doctype html><p>figs</p><script>start()</script>'

/** The app's side: every page the same, a campaign visit gets a cookie. */
const app = {
  nonceContext: createContext<string>(''),
  visitorCookiesContext: createContext<boolean>(false),
  pageCacheVariant: async () => '',
  adminSessionCookies: [],
  maxListLength: { public: 50, admin: 20 },
  visitorCookies: async (request: Request) => (new URL(request.url).search.includes('utm_') ? ['campaign=1'] : []),
  followContentVersion: () => {},
}

const cache = createPageCache({ maxAgeMs: 60_000, maxBytes: 1024 * 1024, version: () => '1' })
const shared = sharedPages({
  cache,
  app,
  handleRequest: async () => new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  frameSources: [],
  publicCacheControl: 'public, max-age=60',
  hosts,
  limits,
  trustProxy: false,
})

const gate = express()
gate.use(startAnswer(limits, []))
gate.use(checkRequest(hosts))
gate.use(shared.lookup)
gate.use(async (req, res, next) => {
  const render = sharedRenderOf(res)
  if (!render || render === 'private') return next()
  await shared.renderShared(req, res, render, '1').catch(next)
})

/** Whether each request was answered by the fast path. */
const answeredFast: boolean[] = []
let server: Server
let port = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    const fast = shared.answerFast(req, res, 'request-1')
    answeredFast.push(fast)
    if (!fast) gate(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  // The page is rendered once and kept.
  await get('/')
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; fast: boolean }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers: { Host: 'figs.example', ...headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            fast: answeredFast[answeredFast.length - 1] ?? false,
          }),
        )
      })
      req.on('error', reject)
      req.end(body)
    },
  )
}

describe('a new visitor’s cached page, answered before the gate', () => {
  test('a quiet GET of a cached page is answered from memory, with the request id', async () => {
    const answer = await get('/')
    expect(answer.fast).toBe(true)
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(PAGE)
    expect(answer.headers['x-cache']).toBe('hit')
    expect(answer.headers['x-request-id']).toBe('request-1')
    expect(answer.headers['cache-control']).toBe('public, max-age=60')
    expect(answer.headers['content-security-policy']).toMatch(/'sha256-/)
    expect(answer.headers['set-cookie']).toBeUndefined()
  })

  test('the same answer twice, and a 304 for a fresh copy', async () => {
    const first = await get('/')
    const again = await get('/')
    expect(again.fast).toBe(true)
    expect(again.headers.etag).toBe(first.headers.etag)
    const fresh = await get('/', { 'If-None-Match': String(first.headers.etag) })
    expect([fresh.fast, fresh.status, fresh.body]).toEqual([true, 304, ''])
  })

  test('a cookie, a referrer from elsewhere, a campaign or a body go through the gate', async () => {
    for (const [path, headers, body] of [
      ['/', { Cookie: 'lang=de' }],
      ['/', { Referer: 'https://elsewhere.example/' }],
      ['/?utm_source=news', {}],
      ['/', { 'Content-Length': '2' }, 'ab'],
    ] as const) {
      const answer = await get(path, headers, body)
      expect([path, headers, answer.fast]).toEqual([path, headers, false])
      expect(answer.status).toBe(200)
      expect(answer.body).toBe(PAGE)
    }
    // The campaign visit got its cookie from the gate.
    expect((await get('/?utm_source=news')).headers['set-cookie']).toEqual(['campaign=1'])
  })

  test('a referrer from this site is answered from memory', async () => {
    expect((await get('/', { Referer: 'http://figs.example/en/faq' })).fast).toBe(true)
  })

  test('a refused target (`/%00`) is refused by the gate, never answered from memory', async () => {
    const answer = await get('/%00')
    expect(answer.fast).toBe(false)
    expect(answer.status).toBe(400)
  })
})
