/**
 * What one request puts into the page cache never changes what people get: a crawler's view with
 * a language cookie stays apart from people's, the cache key and the page read the same part of
 * Accept-Language, and an answer from memory is refused where the gate refuses (a GET declaring a
 * body over the limit). The server trusts no proxy here, so a visitor without cookies is answered
 * by the path that answers cached pages before Express.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { send, startServer, type TestServer } from './support/server'

let server: TestServer

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '' })
})

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => send(server, { path, headers })
const germanChoice = `locale=${Buffer.from('"de"').toString('base64')}`
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('crawlers and cookies', () => {
  test('a crawler with a language cookie gets the Turkish page; a person with that cookie is still sent to German', async () => {
    const crawler = await get('/about', { Cookie: germanChoice, 'User-Agent': GOOGLEBOT })
    expect(crawler.status).toBe(200)
    const crawlerAgain = await get('/about', { Cookie: germanChoice, 'User-Agent': GOOGLEBOT })
    expect([crawlerAgain.status, crawlerAgain.headers['x-cache']]).toEqual([200, 'hit'])
    const person = await get('/about', { Cookie: germanChoice, 'User-Agent': FIREFOX })
    expect(person.status).toBe(302)
    expect(person.headers.location).toBe('/de/about')
  })
})

describe('Accept-Language', () => {
  /** Many languages the site does not have, then the one that decides: past what the site reads. */
  const longHeader = (decisive: string) => `${Array.from({ length: 40 }, (_, i) => `x${i};q=0.1`).join(',')},${decisive};q=0.5`

  test('the cached answer for a long language header is the one the app gives for that header', async () => {
    const german = await get('/api/products', { 'Accept-Language': longHeader('de') })
    expect(german.status).toBe(200)
    const english = await get('/api/products', { 'Accept-Language': longHeader('en') })
    // A notice cookie: rendered for this request alone, never from the cache.
    const rendered = await get('/api/products', { 'Accept-Language': longHeader('en'), Cookie: 'toast=x' })
    expect(rendered.headers['x-cache']).toBeUndefined()
    expect(english.text).toBe(rendered.text)
  })
})

describe('the gate before the cache', () => {
  test('a GET declaring a body over the limit is refused (413) for a cached page too, with or without cookies', async () => {
    await get('/en/faq')
    expect((await get('/en/faq')).headers['x-cache']).toBe('hit')
    const visitors: Record<string, string>[] = [{}, { Cookie: 'unrelated=1' }]
    for (const headers of visitors) {
      const answer = await send(server, { path: '/en/faq', headers: { ...headers, 'Content-Length': String(50 * 1024 * 1024) } })
      expect(answer.status).toBe(413)
    }
  })
})
