/**
 * Buyers' private request pages (/requests/<token>, its PDFs and GET /api/requests/<token>)
 * attacked as a stranger would, on the production build: tokens cannot be guessed (a limit per
 * address, one answer for every kind of wrong token, in about the same time), nothing of a private
 * page is ever cached, indexed, sent in a Referer or logged, another site cannot post an answer,
 * what the buyer and the sales team write stays text everywhere (page, e-mail, PDF), a link opens
 * its own request only, and bodies that are too large or malformed are refused with a 4xx.
 *
 * The leads are made as a buyer makes them (POST /api/rfq, which answers with the private link);
 * the quotes with the admin's own functions (createQuote, sendQuote, replyToBuyer) on the test
 * server's database.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type * as QuotesModule from '~/features/quotes/quotes.server'
import { QuoteDraftSchema } from '~/features/quotes/schemas'
import type { PrismaClient } from '~/generated/prisma/client'
import { pdfText } from '../support/pdf-text'
import { waitFor } from '../support/wait-for'
import { FORM, formBody, JSON_TYPE, type RawResponse, send, startServer, type TestServer } from './support/server'

let server: TestServer
let prisma: PrismaClient
let quotes: typeof QuotesModule
/** The app's own limit (buyer-page.server.ts): requests to private links per address in 10 minutes. */
let GUESS_LIMIT: number

const admin = { email: 'admin@example.com' }
/** What an attacker would like to run in a buyer's or the sales team's browser. */
const PAYLOAD = '<script>alert(1)</script><img src=x onerror=alert(2)>'
/** PAYLOAD as React writes it into HTML text. */
const PAYLOAD_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;'

/** Every token this file sends or the site made (for the log check); wrong ones by a marker of their own. */
const tokensUsed = new Set<string>()

interface Buyer {
  leadId: string
  reference: string
  name: string
  company: string
  email: string
  token: string
  /** /en/requests/<token> */
  path: string
  quoteId: string
  quoteNumber: string
  versionId: string
}
let buyerA: Buyer
let buyerB: Buyer
/** A third buyer who accepts the quote (for the proforma). */
let buyerC: Buyer

// --- Addresses, tokens, requests ------------------------------------------------------------

let ipCounter = 0
/** A visitor address of its own (198.18.0.0/15, benchmark space), so one test's guesses never limit another's. */
const nextIp = () => {
  ipCounter++
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

/** A well-formed token (32 random bytes, base64url) that opens nothing. */
const unknownToken = () => {
  const token = randomBytes(32).toString('base64url')
  tokensUsed.add(token)
  return token
}
/** A marker to make a wrong token recognisable (in logs). */
const marker = () => {
  const value = `zq${randomBytes(6).toString('hex')}`
  tokensUsed.add(value)
  return value
}

/**
 * Tokens of the wrong shape, as they go into the request line: too short, 5,000 characters,
 * a path-traversal, non-ASCII letters, one character too many, a character outside base64url.
 * (`%00` is refused by the gate before any route: see its own test.)
 */
function wrongShapeTokens(): Record<string, string> {
  return {
    'too short': marker(),
    '5,000 characters': `${marker()}${'x'.repeat(4986)}`,
    'path traversal ..%2F..': `..%2F..%2F${marker()}`,
    unicode: `%C3%BC%C3%B6${marker()}%F0%9F%8D%87`,
    '44 characters': `${marker()}${'A'.repeat(30)}`,
    '43 characters, not base64url': `${marker()}${'A'.repeat(28)}~`,
  }
}

const pagePath = (token: string, locale: 'tr' | 'en' | 'de' = 'en') => `${locale === 'tr' ? '' : `/${locale}`}/requests/${token}`
const apiPath = (token: string) => `/api/requests/${token}?locale=en`

const get = (path: string, ip = nextIp(), headers: Record<string, string> = {}) =>
  send(server, { path, headers: { 'X-Forwarded-For': ip, ...headers } })

/** A browser's post from the private page itself: no Referer leaves it, so Origin is `null`; Fetch metadata says same-origin. */
const SAME_ORIGIN = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }

/** A form post to a request page, from `headers` (same-origin by default), from an address of its own. */
const postAnswer = (path: string, fields: Record<string, string> | string | Buffer, headers: Record<string, string> = SAME_ORIGIN) =>
  send(server, {
    method: 'POST',
    path,
    headers: { ...FORM, 'X-Forwarded-For': nextIp(), ...headers },
    body: typeof fields === 'string' || Buffer.isBuffer(fields) ? fields : formBody(fields),
  })

const nonceOf = (response: RawResponse) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy'] ?? ''))?.[1]

/** Headers to compare two answers by: without Date, length, connection handling and request id; the nonce as NONCE. */
function comparableHeaders(response: RawResponse) {
  const {
    date: _date,
    'content-length': _length,
    'transfer-encoding': _encoding,
    connection: _connection,
    'keep-alive': _keepAlive,
    'x-request-id': _requestId,
    ...rest
  } = response.headers
  const nonce = nonceOf(response)
  return nonce ? JSON.parse(JSON.stringify(rest).replaceAll(nonce, 'NONCE')) : rest
}

/**
 * A body to compare two 404s by: the nonce as NONCE, and the address the visitor asked for (which
 * the page's language links repeat, `/en/requests/<what was asked>?lng=de`) as TOKEN.
 */
function comparableBody(response: RawResponse) {
  const nonce = nonceOf(response)
  const text = nonce ? response.text.replaceAll(nonce, 'NONCE') : response.text
  return text.replace(/(href="(?:\/(?:en|de))?\/requests\/)[^"?]*(\?lng=)/g, '$1TOKEN$2')
}

/** The Cache-Control directives of an answer, sorted ('no-store, private' is 'private, no-store'). */
const cacheDirectives = (response: RawResponse) =>
  String(response.headers['cache-control'] ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .sort()

/** The lower quartile (the value a quarter of them are below). */
const quartile = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)]

/** Attribute values that are addresses (href, src, action, …) in an HTML page. */
const addressesIn = (html: string) =>
  [...html.matchAll(/\s(?:href|src|action|formaction|poster|data|cite|srcset|content)\s*=\s*"([^"]*)"/gi)].map((m) =>
    m[1].replaceAll('&amp;', '&'),
  )

/** The PDF's bytes outside its streams (the dictionaries, where actions live), as latin1 text. */
const pdfDictionaries = (bytes: Buffer) => bytes.toString('latin1').replace(/stream\r?\n[\s\S]*?endstream/g, 'stream endstream')

const messagesWith = (leadId: string, body: string) => prisma.quoteMessage.count({ where: { leadId, body: { contains: body } } })

// --- The buyers -----------------------------------------------------------------------------

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A quote request sent as a buyer sends it (POST /api/rfq), and a quote the sales team sends for it. */
async function buyerWithQuote(productId: string, who: { name: string; company: string }, buyerNote: string): Promise<Buyer> {
  const email = `${who.name.split(' ')[0].toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`
  const guard = await get('/api/form-guard')
  expect(guard.status).toBe(200)
  const posted = await send(server, {
    method: 'POST',
    path: '/api/rfq',
    headers: { ...JSON_TYPE, 'X-Forwarded-For': nextIp() },
    body: JSON.stringify({
      locale: 'en',
      name: who.name,
      company: who.company,
      email,
      phone: '+49 30 1234567',
      country: 'DE',
      productId,
      ...JSON.parse(guard.text),
    }),
  })
  expect(posted.status, posted.text).toBe(201)
  const { id, reference, requestUrl } = JSON.parse(posted.text) as { id: string; reference: string; requestUrl: string }
  expect(reference).toMatch(/^RFQ-\d{4}-\d{4,}$/)
  const url = new URL(requestUrl)
  expect(url.origin).toBe(server.url)
  const token = /^\/en\/requests\/([A-Za-z0-9_-]{43})$/.exec(url.pathname)?.[1] ?? expect.fail(`unexpected requestUrl ${requestUrl}`)
  tokensUsed.add(token)

  const draft = QuoteDraftSchema.parse({
    currency: 'EUR',
    lines: [{ productId, calibre: '2', quantityKg: '1000', unitPrice: '4.85' }],
    extras: [],
    incoterm: 'CIF',
    incotermPlace: 'Hamburg',
    paymentTerms: 'advance',
    validUntil: inDays(14),
    buyerNote,
    internalNote: 'Internal: margin 12 %',
  })
  const quoteId = await quotes.createQuote(id, admin, draft)
  await quotes.sendQuote(quoteId, admin, server.url)
  const version = await prisma.quoteVersion.findFirstOrThrow({
    where: { quoteId, version: 1 },
    select: { id: true, status: true, quote: { select: { number: true } } },
  })
  expect(version.status).toBe('sent')
  return {
    leadId: id,
    reference,
    email,
    ...who,
    token,
    path: url.pathname,
    quoteId,
    quoteNumber: version.quote.number,
    versionId: version.id,
  }
}

beforeAll(async () => {
  // The production server with its real limits (the form fill time aside: the leads are posted at once).
  // A production server issues proformas only with the seller's bank account set.
  server = await startServer({
    FORM_MIN_FILL_MS: '0',
    BANK_IBAN: 'TR330006100519786457841326',
    BANK_SWIFT: 'TCZBTR2A',
    BANK_NAME: 'Test Bank',
  })
  // The app's own functions, on the server's database (the client is made when db.server is first imported).
  process.env.DATABASE_URL = server.databaseUrl
  process.env.SMTP_URL = ''
  process.env.SITE_URL = ''
  ;({ prisma } = (await import('~/lib/db.server')) as unknown as { prisma: PrismaClient })
  quotes = await import('~/features/quotes/quotes.server')
  ;({ GUESS_LIMIT } = await import('~/features/quotes/buyer-page.server'))

  const products = JSON.parse((await get('/api/products')).text) as { id: string }[]
  const productId = products[0]?.id ?? expect.fail('no demo product')
  buyerA = await buyerWithQuote(productId, { name: 'Anna Schmidt', company: 'Feinkost Schmidt GmbH' }, `Note for Anna: ${PAYLOAD}`)
  buyerB = await buyerWithQuote(
    productId,
    { name: 'Bruno Bernardi', company: 'Bernardi Importazioni Srl' },
    'Prices per kg, cartons of 10 kg.',
  )
  buyerC = await buyerWithQuote(productId, { name: 'Clara Dubois', company: 'Épicerie Dubois SARL' }, 'Prices per kg.')
}, 120_000)

afterAll(async () => {
  await prisma?.$disconnect()
  ;(globalThis as { prismaClient?: unknown }).prismaClient = undefined
  await server?.stop()
})

// --- 1. Guessing ----------------------------------------------------------------------------

describe('token guessing', () => {
  test(`one address gets 404 for its first GUESS_LIMIT wrong tokens, then 429 with Retry-After (page, PDF and API alike), for a right token too; another address still gets 404 and opens a real token`, async () => {
    const ip = nextIp()
    const statuses: number[] = []
    const limited: RawResponse[] = []
    const sent = GUESS_LIMIT + 10
    for (let i = 0; i < sent; i++) {
      const answer = await get(pagePath(unknownToken()), ip)
      statuses.push(answer.status)
      if (answer.status === 429) limited.push(answer)
    }
    expect(statuses).toEqual([...Array(GUESS_LIMIT).fill(404), ...Array(sent - GUESS_LIMIT).fill(429)])
    for (const answer of limited) {
      const retryAfter = Number(answer.headers['retry-after'])
      expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 600, `Retry-After: ${answer.headers['retry-after']}`).toBe(
        true,
      )
      expect(answer.headers['cache-control']).toBe('private, no-store')
    }
    // The same count for the JSON and the PDFs: no second door with guesses of its own.
    const api = await get(apiPath(unknownToken()), ip)
    expect([api.status, Number(api.headers['retry-after']) > 0]).toEqual([429, true])
    const pdf = await get(`${pagePath(unknownToken())}/quote/${buyerA.versionId}`, ip)
    expect([pdf.status, Number(pdf.headers['retry-after']) > 0]).toEqual([429, true])
    // And an answer posted to a wrong token from there.
    const posted = await send(server, {
      method: 'POST',
      path: pagePath(unknownToken()),
      headers: { ...FORM, ...SAME_ORIGIN, 'X-Forwarded-For': ip },
      body: formBody({ intent: 'message', kind: 'question', body: 'Hello?' }),
    })
    expect([posted.status, Number(posted.headers['retry-after']) > 0]).toEqual([429, true])
    // Past the limit a right token is refused exactly like a wrong one: the answer tells no hit from a miss.
    const right = await get(buyerA.path, ip)
    const wrong = await get(pagePath(unknownToken()), ip)
    expect([right.status, wrong.status]).toEqual([429, 429])
    expect(comparableBody(right)).toBe(comparableBody(wrong))
    const rightApi = await get(apiPath(buyerA.token), ip)
    expect([rightApi.status, rightApi.text]).toEqual([429, api.text])
    const rightPdf = await get(`${buyerA.path}/quote/${buyerA.versionId}`, ip)
    expect(rightPdf.status).toBe(429)

    // Another visitor is not locked out by this one.
    expect((await get(pagePath(unknownToken()), nextIp())).status).toBe(404)
    // The buyer with the real link opens it.
    const real = await get(buyerA.path, nextIp())
    expect(real.status).toBe(200)
    expect(real.text).toContain(buyerA.reference)
  })

  test('every request to a private link counts, the right token’s too: after GUESS_LIMIT openings of a real link a wrong token gets 429, not 404', async () => {
    const ip = nextIp()
    const statuses = new Set<number>()
    for (let i = 0; i < GUESS_LIMIT; i++) statuses.add((await get(apiPath(buyerB.token), ip)).status)
    expect([...statuses]).toEqual([200])
    expect((await get(pagePath(unknownToken()), ip)).status).toBe(429)
    expect((await get(buyerB.path, ip)).status).toBe(429)
  })

  test('wrong-shape tokens (too short, 5,000 chars, ..%2F.., unicode, 44 chars, not base64url) answer exactly the 404 of a well-formed unknown token, never 5xx', async () => {
    const reference = {
      page: await get(pagePath(unknownToken()), nextIp()),
      api: await get(apiPath(unknownToken()), nextIp()),
      pdf: await get(`${pagePath(unknownToken())}/quote/${buyerA.versionId}`, nextIp()),
    }
    expect([reference.page.status, reference.api.status, reference.pdf.status]).toEqual([404, 404, 404])
    // The page's 404 is the site's "not found" page, without anything of a request on it.
    expect(reference.page.headers['content-type']).toMatch(/^text\/html/)
    expect(reference.page.text).not.toContain('RFQ-')
    expect(JSON.parse(reference.api.text)).toEqual({ message: 'Request not found' })

    for (const [shape, token] of Object.entries(wrongShapeTokens())) {
      const answers = {
        page: await get(pagePath(token), nextIp()),
        api: await get(apiPath(token), nextIp()),
        pdf: await get(`${pagePath(token)}/quote/${buyerA.versionId}`, nextIp()),
      }
      for (const kind of ['page', 'api', 'pdf'] as const) {
        const answer = answers[kind]
        const label = `${shape} (${kind})`
        expect(answer.status, label).toBe(404)
        expect(comparableHeaders(answer), label).toEqual(comparableHeaders(reference[kind]))
        expect(comparableBody(answer) === comparableBody(reference[kind]), `${label}: the 404 differs from an unknown token's`).toBe(true)
      }
    }
  })

  test('a token with %00 is refused by the gate (400) exactly as %00 in any other address, before any route, never 5xx', async () => {
    const withNul = `${marker()}%00`
    // Any other address (no token: a product's is logged as it was asked for).
    const elsewhere = await get('/en/products/figs%00', nextIp())
    expect(elsewhere.status).toBe(400)
    for (const path of [
      pagePath(withNul),
      apiPath(withNul),
      `${pagePath(withNul)}/quote/${buyerA.versionId}`,
      pagePath(`%00${'A'.repeat(42)}`),
    ]) {
      const answer = await get(path, nextIp())
      expect(answer.status, path).toBe(400)
      expect(answer.text, path).toBe(
        path.startsWith('/api/') ? JSON.stringify({ message: 'The address contains control characters.' }) : elsewhere.text,
      )
      expect(cacheDirectives(answer), path).toEqual(['no-store', 'private'])
    }
  })

  test('an unknown token and a wrong-shape token of about its length take the same time (lower quartile of 40 each, interleaved)', async () => {
    // A 5,000-character token's extra bytes cost their own time to carry and read, whatever the token
    // is; it is looked up like any other (the integration test counts the lookups of every shape).
    const { '5,000 characters': _long, ...alike } = wrongShapeTokens()
    const shapes = Object.values(alike)
    const time = async (path: string) => {
      const answer = await get(path, nextIp())
      expect(answer.status).toBe(404)
      return answer.ms
    }
    // Warm up both paths (the first renders of a route cost more).
    for (let i = 0; i < 5; i++) {
      await time(pagePath(unknownToken()))
      await time(pagePath(shapes[i % shapes.length]))
    }
    const unknown: number[] = []
    const wrongShape: number[] = []
    for (let i = 0; i < 40; i++) {
      // Alternating which goes first, so neither gets a systematic head start.
      if (i % 2) {
        unknown.push(await time(pagePath(unknownToken())))
        wrongShape.push(await time(pagePath(shapes[i % shapes.length])))
      } else {
        wrongShape.push(await time(pagePath(shapes[i % shapes.length])))
        unknown.push(await time(pagePath(unknownToken())))
      }
    }
    // The lower quartile: a machine busy with other work slows some answers of either kind, but
    // not the quickest quarter of both.
    const [a, b] = [quartile(unknown), quartile(wrongShape)]
    const bound = Math.max(10, 0.5 * Math.min(a, b))
    expect(Math.abs(a - b), `lower quartile unknown ${a.toFixed(2)} ms, wrong shape ${b.toFixed(2)} ms`).toBeLessThan(bound)
  })
})

// --- 2. Never cached ------------------------------------------------------------------------

describe('never cached, never indexed', () => {
  const expectPrivate = (answer: RawResponse, label: string) => {
    expect(answer.headers['cache-control'], label).toBe('private, no-store')
    expect(answer.headers['referrer-policy'], label).toBe('no-referrer')
    expect(String(answer.headers['x-robots-tag']), label).toMatch(/noindex/)
    expect(answer.headers.age, label).toBeUndefined()
    expect(answer.headers['x-cache'], label).toBeUndefined()
  }

  test('the page (each language), the quote PDF, the proforma PDF and the JSON are private, no-store, no-referrer and noindex; asked twice, never from a cache', async () => {
    for (const locale of ['tr', 'en', 'de'] as const) {
      const path = pagePath(buyerA.token, locale)
      for (const round of [1, 2]) {
        const page = await get(path)
        expect(page.status, path).toBe(200)
        expectPrivate(page, `${path} #${round}`)
        expect(page.text, path).toMatch(/<meta name="robots" content="noindex[^"]*"\/?>/)
        expect(page.text, path).toContain(buyerA.reference)
      }
    }

    for (const round of [1, 2]) {
      const pdf = await get(`${buyerA.path}/quote/${buyerA.versionId}`)
      expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf'])
      expectPrivate(pdf, `quote PDF #${round}`)
      const json = await get(apiPath(buyerA.token))
      expect([json.status, json.headers['content-type']]).toEqual([200, 'application/json'])
      expectPrivate(json, `JSON #${round}`)
    }

    // The proforma exists once the buyer accepts (from the page, as a browser posts it).
    const accepted = await postAnswer(buyerC.path, {
      intent: 'accept',
      versionId: buyerC.versionId,
      fullName: 'Clara Dubois',
      position: 'Acheteuse',
      poNumber: 'PO-1',
      confirm: 'on',
    })
    expect(accepted.status, accepted.text.slice(0, 500)).toBe(302)
    for (const round of [1, 2]) {
      const proforma = await get(`${buyerC.path}/proforma`)
      expect([proforma.status, proforma.headers['content-type']]).toEqual([200, 'application/pdf'])
      expectPrivate(proforma, `proforma PDF #${round}`)
    }

    // A wrong token's 404 and the 429 are not kept by any cache either.
    expectPrivate(await get(pagePath(unknownToken())), 'a wrong token’s 404')
  })

  test('after the private pages were visited, the cached public pages and the sitemap hold no token', async () => {
    await get(buyerA.path)
    await get(buyerB.path)
    for (const path of ['/', '/en/rfq', '/en', '/de/rfq']) {
      await send(server, { path })
      const cached = await send(server, { path })
      expect([path, cached.status, cached.headers['x-cache']]).toEqual([path, 200, 'hit'])
      for (const buyer of [buyerA, buyerB, buyerC]) expect(cached.text.includes(buyer.token), `${path} holds a token`).toBe(false)
      expect(cached.text, path).not.toMatch(/\/requests\//)
    }
    const sitemap = await send(server, { path: '/sitemap.xml' })
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).not.toMatch(/requests/)
    for (const buyer of [buyerA, buyerB, buyerC]) expect(sitemap.text.includes(buyer.token)).toBe(false)
    const robots = await send(server, { path: '/robots.txt' })
    for (const buyer of [buyerA, buyerB, buyerC]) expect(robots.text.includes(buyer.token)).toBe(false)
  })
})

// --- 3. Referer -----------------------------------------------------------------------------

describe('the token never leaves the site', () => {
  test('the page links nowhere else with the token, nothing weakens no-referrer, and canonical/hreflang stay on the site', async () => {
    const page = await get(buyerA.path)
    expect(page.status).toBe(200)
    // Anything fetched from elsewhere (images, fonts, a map) would get no Referer.
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.text).not.toMatch(/referrerpolicy\s*=\s*"(?!no-referrer")/i)
    expect(page.text).not.toMatch(/<meta[^>]+name="referrer"(?![^>]*content="no-referrer")/i)

    const addresses = addressesIn(page.text)
    expect(addresses.length).toBeGreaterThan(10)
    for (const address of addresses) {
      let url: URL
      try {
        url = new URL(address, server.url)
      } catch {
        continue
      }
      if (url.origin === server.url) continue
      let decoded = address
      try {
        decoded = decodeURIComponent(address)
      } catch {}
      expect(
        address.includes(buyerA.token) || decoded.includes(buyerA.token),
        `a link to another origin carries the token: ${address}`,
      ).toBe(false)
    }

    const links = [...page.text.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0])
    const placed = links.filter((link) => /rel="(?:canonical|alternate)"/.test(link))
    for (const link of placed) {
      const href = /href="([^"]*)"/.exec(link)?.[1] ?? ''
      if (href.includes(buyerA.token)) expect(new URL(href, server.url).origin, link).toBe(server.url)
    }
    // The same for the site's links around the page (the language links keep the token on the site).
    for (const address of addresses.filter((a) => a.includes(buyerA.token))) expect(new URL(address, server.url).origin).toBe(server.url)
  })
})

// --- 5. Cross-site posts --------------------------------------------------------------------

describe('answers only from the page itself', () => {
  test('a post from another site (Origin, Sec-Fetch-Site cross-site or same-site, a sandboxed null origin) is refused and stores nothing', async () => {
    const attacks: Record<string, Record<string, string>> = {
      'Origin of another site': { Origin: 'https://evil.example' },
      'Sec-Fetch-Site: cross-site': { 'Sec-Fetch-Site': 'cross-site' },
      both: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      'a sandboxed frame elsewhere (Origin null, cross-site)': { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      'a sibling subdomain (same-site)': { Origin: 'https://shop.127.0.0.1', 'Sec-Fetch-Site': 'same-site' },
    }
    for (const [label, headers] of Object.entries(attacks)) {
      const body = `Forged message ${marker()}`
      const answer = await postAnswer(buyerB.path, { intent: 'message', kind: 'question', body }, headers)
      expect(answer.status, label).toBeGreaterThanOrEqual(400)
      expect(answer.status, label).toBeLessThan(500)
      expect(await messagesWith(buyerB.leadId, body), label).toBe(0)
      // Nor an acceptance in the buyer's name.
      const accept = await postAnswer(
        buyerB.path,
        { intent: 'accept', versionId: buyerB.versionId, fullName: 'Mallory', position: 'CEO', confirm: 'on' },
        headers,
      )
      expect([label, accept.status >= 400 && accept.status < 500]).toEqual([label, true])
    }
    const version = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: buyerB.versionId }, select: { status: true } })
    expect(version.status).toBe('sent')
  })

  test('the browser’s own post from the page (Origin: null, Sec-Fetch-Site: same-origin) is answered 302 and stored', async () => {
    const body = `Can you ship in October? ${marker()}`
    const answer = await postAnswer(buyerB.path, { intent: 'message', kind: 'question', body })
    expect(answer.status, answer.text.slice(0, 300)).toBe(302)
    expect(answer.headers.location).toBe(`${buyerB.path}#messages`)
    expect(await messagesWith(buyerB.leadId, body)).toBe(1)
    const page = await get(buyerB.path)
    expect(page.text).toContain(body)
  })
})

// --- 6. XSS ---------------------------------------------------------------------------------

describe('what buyers and the sales team write stays text', () => {
  test('a buyer message and an admin reply with markup show escaped on the page and literally in the text-only e-mails', async () => {
    const posted = await postAnswer(buyerA.path, { intent: 'message', kind: 'question', body: `Buyer asks ${PAYLOAD}` })
    expect(posted.status).toBe(302)
    await quotes.replyToBuyer(buyerA.leadId, `Seller answers ${PAYLOAD}`, admin, server.url)

    const page = await get(buyerA.path)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('<script>alert(1)')
    expect(page.text).not.toMatch(/<img[^>]*onerror/i)
    expect(page.text).toContain(`Buyer asks ${PAYLOAD_ESCAPED}`)
    expect(page.text).toContain(`Seller answers ${PAYLOAD_ESCAPED}`)
    // The quote's note for the buyer too.
    expect(page.text).toContain(`Note for Anna: ${PAYLOAD_ESCAPED}`)
    // The JSON is JSON (never sniffed as HTML).
    const json = await get(apiPath(buyerA.token))
    expect(json.headers['content-type']).toBe('application/json')
    expect(json.headers['x-content-type-options']).toBe('nosniff')
    expect((JSON.parse(json.text) as { messages: { body: string }[] }).messages.map((m) => m.body)).toEqual(
      expect.arrayContaining([`Buyer asks ${PAYLOAD}`, `Seller answers ${PAYLOAD}`]),
    )

    // The sales team's notice of the question and the reply to the buyer: plain text, the words as written.
    const mails = await prisma.outboxEmail.findMany({ where: { leadId: buyerA.leadId, text: { contains: PAYLOAD } } })
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['quote-reply', 'quote-sales-action'])
    for (const mail of mails) {
      expect(Object.keys(mail)).not.toContain('html')
      expect(mail.text).not.toContain('&lt;')
    }
    expect(mails.find((mail) => mail.kind === 'quote-reply')?.text).toContain(`Seller answers ${PAYLOAD}`)
    expect(mails.find((mail) => mail.kind === 'quote-sales-action')?.text).toContain(`Buyer asks ${PAYLOAD}`)
  })

  test('the quote PDF shows a buyer note with markup as its literal text and has no JavaScript', async () => {
    const pdf = await get(`${buyerA.path}/quote/${buyerA.versionId}`)
    expect(pdf.status).toBe(200)
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(await pdfText(pdf.body)).toContain(`Note for Anna: ${PAYLOAD}`)
    // Actions live in dictionaries; no object streams could hide one.
    const dictionaries = pdfDictionaries(pdf.body)
    expect(dictionaries).not.toMatch(/\/JS\b|\/JavaScript|\/Launch|\/ObjStm/)
    expect(pdf.body.includes('/JavaScript')).toBe(false)
  })
})

// --- 7. Isolation ---------------------------------------------------------------------------

describe('a link opens its own request only', () => {
  test('A’s token with B’s quote version in the PDF address is a 404', async () => {
    const foreign = await get(`${buyerA.path}/quote/${buyerB.versionId}`)
    expect(foreign.status).toBe(404)
    expect(foreign.headers['content-type']).not.toBe('application/pdf')
    for (const locale of ['tr', 'de'] as const)
      expect((await get(`${pagePath(buyerA.token, locale)}/quote/${buyerB.versionId}`)).status).toBe(404)
    // Each one's own still opens.
    expect((await get(`${buyerB.path}/quote/${buyerB.versionId}`)).status).toBe(200)
    // B has no proforma: A's (none either) is not B's, and C's token does not open B's.
    expect((await get(`${buyerA.path}/proforma`)).status).toBe(404)
  })

  test('A’s JSON and page contain nothing of B (reference, name, company, e-mail, quote)', async () => {
    const json = await get(apiPath(buyerA.token))
    const page = await get(buyerA.path)
    expect([json.status, page.status]).toEqual([200, 200])
    expect(JSON.parse(json.text).reference).toBe(buyerA.reference)
    for (const secret of [
      buyerB.reference,
      buyerB.name,
      buyerB.company,
      buyerB.email,
      buyerB.versionId,
      buyerB.quoteId,
      buyerB.quoteNumber,
    ]) {
      expect(json.text.includes(secret), `A's JSON holds ${secret}`).toBe(false)
      expect(page.text.includes(secret), `A's page holds ${secret}`).toBe(false)
    }
    // The admin's internal note is nobody's to read.
    expect(json.text).not.toContain('margin 12')
    expect(page.text).not.toContain('margin 12')
  })

  test('A’s token cannot accept or decline B’s version: refused with a message, B’s version unchanged', async () => {
    const before = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: buyerB.versionId } })
    const accept = await postAnswer(buyerA.path, {
      intent: 'accept',
      versionId: buyerB.versionId,
      fullName: 'Anna Schmidt',
      position: 'Einkauf',
      confirm: 'on',
    })
    expect(accept.status).toBeGreaterThanOrEqual(400)
    expect(accept.status).toBeLessThan(500)
    expect(accept.text).toContain('data-testid="accept-refused"')
    const decline = await postAnswer(buyerA.path, { intent: 'decline', versionId: buyerB.versionId, reason: 'price' })
    expect(decline.status).toBeGreaterThanOrEqual(400)
    expect(decline.status).toBeLessThan(500)

    const after = await prisma.quoteVersion.findUniqueOrThrow({ where: { id: buyerB.versionId } })
    expect(after).toEqual(before)
    expect(after.status).toBe('sent')
    expect(await prisma.proforma.count({ where: { versionId: buyerB.versionId } })).toBe(0)
    // Nor was A's own version answered by it.
    expect((await prisma.quoteVersion.findUniqueOrThrow({ where: { id: buyerA.versionId }, select: { status: true } })).status).toBe('sent')
  })
})

// --- 8. Bodies ------------------------------------------------------------------------------

describe('oversized and malformed bodies to the page’s action', () => {
  test('a 100 kB body is refused with 413 and stores nothing', async () => {
    const body = `Long ${marker()} ${'x'.repeat(100 * 1024)}`
    const answer = await postAnswer(buyerB.path, { intent: 'message', kind: 'question', body })
    expect(answer.status).toBe(413)
    expect(await messagesWith(buyerB.leadId, body.slice(0, 20))).toBe(0)
  })

  test('an intent that is none of accept/decline/message (or none at all) is a 400', async () => {
    for (const intent of ['garbage', 'ACCEPT', 'accept ', '<script>', 'message\u0000', '', 'x'.repeat(2000)]) {
      const body = `Intent ${marker()}`
      const answer = await postAnswer(buyerB.path, { intent, kind: 'question', body, versionId: buyerB.versionId })
      expect([JSON.stringify(intent.slice(0, 20)), answer.status]).toEqual([JSON.stringify(intent.slice(0, 20)), 400])
      expect(await messagesWith(buyerB.leadId, body)).toBe(0)
    }
    const none = await postAnswer(buyerB.path, { kind: 'question', body: 'No intent' })
    expect(none.status).toBe(400)
  })

  test('NUL characters anywhere in an answer are a 400 with a message, never a 5xx', async () => {
    const message = 'This field contains invisible control characters. Please remove them and send again.'
    // In a message (percent-encoded, and as a raw byte).
    const encoded = await postAnswer(buyerB.path, { intent: 'message', kind: 'question', body: `Hello\u0000World ${marker()}` })
    expect(encoded.status).toBe(400)
    expect(encoded.text).toContain(message)
    const raw = await postAnswer(buyerB.path, Buffer.from(`intent=message&kind=question&body=Raw\u0000byte+${marker()}`))
    expect(raw.status).toBe(400)
    expect(raw.text).toContain(message)
    // In the accept form's fields, the hidden version id included.
    const answers = {
      name: await postAnswer(buyerB.path, {
        intent: 'accept',
        versionId: buyerB.versionId,
        fullName: 'Bruno\u0000Bernardi',
        position: 'Buyer',
        confirm: 'on',
      }),
      versionId: await postAnswer(buyerB.path, {
        intent: 'accept',
        versionId: `${buyerB.versionId}\u0000`,
        fullName: 'Bruno Bernardi',
        position: 'Buyer',
        confirm: 'on',
      }),
      declineVersionId: await postAnswer(buyerB.path, { intent: 'decline', versionId: `\u0000${buyerB.versionId}`, reason: 'price' }),
    }
    for (const [field, answer] of Object.entries(answers)) {
      expect([field, answer.status]).toEqual([field, 400])
      expect(answer.text, field).toContain(message)
    }
    expect((await prisma.quoteVersion.findUniqueOrThrow({ where: { id: buyerB.versionId }, select: { status: true } })).status).toBe('sent')
  })

  test('other malformed bodies (JSON, multipart without boundary or unreadable, no content type) are 4xx and store nothing', async () => {
    const text = `Malformed ${marker()}`
    const cases: [string, Record<string, string>, string][] = [
      ['JSON', JSON_TYPE, JSON.stringify({ intent: 'message', kind: 'question', body: text })],
      ['multipart without boundary', { 'Content-Type': 'multipart/form-data' }, `intent=message&body=${text}`],
      ['unreadable multipart', { 'Content-Type': 'multipart/form-data; boundary=xyz' }, `--xyz\r\nintent=message ${text}`],
      ['no content type', {}, formBody({ intent: 'message', kind: 'question', body: text })],
    ]
    for (const [label, type, body] of cases) {
      const answer = await send(server, {
        method: 'POST',
        path: buyerB.path,
        headers: { ...type, ...SAME_ORIGIN, 'X-Forwarded-For': nextIp() },
        body,
      })
      expect(answer.status, label).toBeGreaterThanOrEqual(400)
      expect(answer.status, label).toBeLessThan(500)
    }
    expect(await messagesWith(buyerB.leadId, text)).toBe(0)
  })
})

describe('the database holds nothing that opens a request', () => {
  test('no outbox row (mails waiting to be sent) and no link row holds a private token; the mails hold the placeholder', async () => {
    const buyers = [buyerA, buyerB, buyerC]
    const mails = await prisma.$queryRaw<{ row: string }[]>`SELECT row_to_json(o)::text AS row FROM "OutboxEmail" o`
    const links = await prisma.$queryRaw<{ row: string }[]>`SELECT row_to_json(l)::text AS row FROM "RequestLink" l`
    expect(mails.length).toBeGreaterThanOrEqual(buyers.length * 2)
    for (const { row } of [...mails, ...links]) for (const buyer of buyers) expect(row).not.toContain(buyer.token)
    // Each buyer's confirmation and quote wait with the placeholder where the link goes.
    for (const buyer of buyers) {
      const waiting = await prisma.outboxEmail.findMany({ where: { leadId: buyer.leadId, to: { has: buyer.email } } })
      expect(waiting.map((mail) => mail.kind)).toEqual(expect.arrayContaining(['lead-confirmation', 'quote-quoteSent']))
      for (const mail of waiting) {
        expect(mail.status).toBe('pending')
        expect(mail.requestLink).toBe(true)
        expect(mail.text).toContain(`${server.url}/en/requests/~request-link~`)
      }
    }
  })
})

// --- 4. Logs (last: it reads everything the server printed while this file ran) ----------------

describe('logs', () => {
  test('no line the server printed holds a token used here (real, sent by mail, or wrong)', async () => {
    // The private links the site sent by e-mail are tokens too.
    const mails = await prisma.outboxEmail.findMany({ select: { text: true } })
    for (const mail of mails) for (const [, token] of mail.text.matchAll(/\/requests\/([A-Za-z0-9_-]{43})/g)) tokensUsed.add(token)
    expect(tokensUsed.size).toBeGreaterThan(100)
    // Everything asked before is logged once the line of a request sent after it is: a request's
    // line is written when its exchange closes.
    const marker = `links-last-${Date.now().toString(36)}`
    expect((await send(server, { path: '/en', headers: { 'X-Request-Id': marker } })).status).toBe(200)
    await waitFor(() => server.output().includes(`"reqId":"${marker}"`), {
      timeoutMs: 10_000,
      message: `the log line of the last request (${marker})`,
    })
    const lines = server.output().split('\n')
    expect(lines.some((line) => line.includes('Site ready'))).toBe(true)
    const leaked = lines.filter((line) => [...tokensUsed].some((token) => line.includes(token)))
    expect(leaked).toEqual([])
  })
})
