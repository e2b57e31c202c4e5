/**
 * The production server's log after a realistic session: an admin logs in (form and API) and
 * looks around, a buyer asks for a quote and opens the private link it answers with, a visitor
 * writes through the contact form, someone sends secrets in a query string and markup as a
 * request id, and a stranger's requests are refused at the gate. Every line the server printed
 * must be one JSON object (level, time, message); each request exactly one line, under its id;
 * and no line may hold the password, a session, a token or a visitor's e-mail address.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitFor } from '../support/wait-for'
import {
  cookiesOf,
  FORM,
  formBody,
  JSON_TYPE,
  type RawRequest,
  type RawResponse,
  send,
  startServer,
  type TestServer,
} from './support/server'

const ADMIN = { email: 'admin@example.com', password: `logs-admin-${randomBytes(6).toString('hex')}` }
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`

let server: TestServer
/** Each request sent with an id of its own: the id, what was asked and what came back. */
const sent: { id: string; method: string; path: string; response: RawResponse }[] = []
/** What must never be in the log. */
const secrets = new Map<string, string>()

beforeAll(async () => {
  // No proxy to trust: a new visitor's cached page is answered before Express (its fast path), as in production.
  server = await startServer({ ADMIN_PASSWORD: ADMIN.password, FORM_MIN_FILL_MS: '0', LOG_LEVEL: 'info', TRUST_PROXY: '' })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

/** A request under a well-formed id of its own (kept and sent back by the server). */
async function request(req: RawRequest & { path: string }): Promise<RawResponse> {
  const id = `logs-${sent.length + 1}-${randomBytes(3).toString('hex')}`
  const response = await send(server, { ...req, headers: { 'X-Request-Id': id, ...req.headers } })
  sent.push({ id, method: req.method ?? 'GET', path: req.path, response })
  return response
}

const sessionCookieOf = (response: RawResponse) =>
  cookiesOf(response)
    .split('; ')
    .find((pair) => /^(__Host-)?admin_session=/.test(pair))

test('a session: one JSON line per request under its id, and no password, session, token or visitor e-mail anywhere in the output', async () => {
  const origin = { Origin: server.url }
  secrets.set('admin password', ADMIN.password)
  const credentials =
    /^postgres(?:ql)?:\/\/([^@/]+)@/.exec(server.databaseUrl)?.[1] ?? expect.fail(`no credentials in ${server.databaseUrl}`)
  secrets.set('database credentials', `${credentials}@`)

  // Anonymous visitors: pages twice (rendered, then from the cache), a missing page.
  for (const path of ['/en/products', '/en/about', '/de']) {
    expect((await request({ path })).headers['x-cache'], path).toBe('miss')
    expect((await request({ path })).headers['x-cache'], path).toBe('hit')
  }
  expect((await request({ path: '/en/no-such-page' })).status).toBe(404)

  // The admin logs in with the form, looks at the panel with the session cookie, and logs in over the API.
  const loginPage = await request({ path: '/admin/login' })
  // The form's own hidden fields (a login form token, where the form has one), as a browser posts them.
  const hidden = [...loginPage.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
    name,
    value,
  ])
  for (const [name, value] of hidden) if (/token/i.test(name)) secrets.set(`login form ${name}`, value)
  const login = await request({
    method: 'POST',
    path: '/admin/login',
    headers: { ...FORM, ...origin },
    body: formBody([...hidden, ['email', ADMIN.email], ['password', ADMIN.password]] as [string, string][]),
  })
  expect(login.status, login.text.slice(0, 300)).toBe(302)
  const session = sessionCookieOf(login) ?? expect.fail(`no session cookie: ${String(login.headers['set-cookie'])}`)
  secrets.set('session cookie', session.split('=')[1])
  for (const path of ['/admin', '/admin/leads', '/admin/products']) {
    expect((await request({ path, headers: { Cookie: session } })).status, path).toBe(200)
  }
  const apiLogin = await request({
    method: 'POST',
    path: '/api/admin/login',
    headers: { ...JSON_TYPE, ...origin },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  })
  expect(apiLogin.status, apiLogin.text).toBe(200)
  const bearer = (JSON.parse(apiLogin.text) as { token: string }).token
  secrets.set('API session token', bearer)
  expect((await request({ path: '/api/admin/leads', headers: { Authorization: `Bearer ${bearer}` } })).status).toBe(200)

  // A buyer asks for a quote and opens the private link the answer gives (page, its data, the API).
  const buyerEmail = `${unique('buyer')}@example.com`
  secrets.set('buyer e-mail', buyerEmail)
  const products = JSON.parse((await request({ path: '/api/products' })).text) as { id: string }[]
  const guard = JSON.parse((await request({ path: '/api/form-guard' })).text) as Record<string, string>
  const rfq = await request({
    method: 'POST',
    path: '/api/rfq',
    headers: JSON_TYPE,
    body: JSON.stringify({
      locale: 'en',
      name: 'Anna Schmidt',
      company: 'Feinkost Schmidt GmbH',
      email: buyerEmail,
      phone: '+49 30 1234567',
      country: 'DE',
      productId: products[0]?.id,
      ...guard,
    }),
  })
  expect(rfq.status, rfq.text).toBe(201)
  const link = new URL((JSON.parse(rfq.text) as { requestUrl: string }).requestUrl)
  const token = /\/requests\/([\w-]{43})$/.exec(link.pathname)?.[1] ?? expect.fail(`no token in ${link}`)
  secrets.set('private-link token', token)
  expect((await request({ path: link.pathname })).status).toBe(200)
  expect((await request({ path: `${link.pathname}.data` })).status).toBe(200)
  expect((await request({ path: `/api/requests/${token}?locale=en` })).status).toBe(200)
  // A wrong token is someone's guess at a secret: not logged either.
  const guess = randomBytes(32).toString('base64url')
  secrets.set('guessed token', guess)
  expect((await request({ path: `/en/requests/${guess}` })).status).toBe(404)

  // A visitor writes through the contact form (HTML) and the contact API.
  const visitorEmail = `${unique('visitor')}@example.de`
  secrets.set('visitor e-mail', visitorEmail)
  const contactPage = await request({ path: '/en/contact' })
  const timer = cookiesOf(contactPage)
    .split('; ')
    .find((pair) => pair.startsWith('form_started='))
  const contact = await request({
    method: 'POST',
    path: '/en/contact',
    headers: { ...FORM, ...origin, ...(timer ? { Cookie: timer } : {}) },
    body: formBody({ name: 'Klaus Weber', email: visitorEmail, subject: 'Figs', message: 'Do you ship to Bremen?', website: '' }),
  })
  expect(contact.status, contact.text.slice(0, 300)).toBe(302)
  const apiGuard = JSON.parse((await request({ path: '/api/form-guard' })).text) as Record<string, string>
  const apiVisitor = `${unique('api-visitor')}@example.com.tr`
  secrets.set('API visitor e-mail', apiVisitor)
  const apiContact = await request({
    method: 'POST',
    path: '/api/contact',
    headers: JSON_TYPE,
    body: JSON.stringify({
      locale: 'en',
      name: 'Zeynep Kaya',
      email: apiVisitor,
      subject: 'Figs',
      message: 'Prices for 5 t?',
      ...apiGuard,
    }),
  })
  expect(apiContact.status, apiContact.text).toBe(201)

  // Secrets in a query string; a form post that the gate refuses; a stranger's Host.
  const querySecret = unique('query-secret')
  secrets.set('query secret', querySecret)
  expect((await request({ path: `/en/products?token=${querySecret}&email=${encodeURIComponent(visitorEmail)}` })).status).toBe(200)
  expect(
    (await request({ method: 'POST', path: '/en/contact', headers: { 'Content-Type': 'text/xml', ...origin }, body: '<a/>' })).status,
  ).toBe(415)
  expect((await request({ path: '/', headers: { Host: 'evil.example' } })).status).toBe(400)
  expect((await request({ method: 'TRACE', path: '/' })).status).toBe(405)

  // An id that is markup: replaced by one of the server's own, sent back and logged instead.
  const foreign = await send(server, { path: '/en', headers: { 'X-Request-Id': '<script>alert(1)</script>' } })
  expect(foreign.status).toBe(200)
  const foreignId = String(foreign.headers['x-request-id'])
  expect(foreignId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)

  // A client that goes away half-way through its post: the exchange still gets its line.
  const abortedId = `logs-aborted-${randomBytes(3).toString('hex')}`
  await new Promise<void>((resolve) => {
    const headers = { ...FORM, ...origin, 'Content-Length': '1000', 'X-Request-Id': abortedId }
    const half = http.request({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/en/contact', headers, agent: false })
    half.on('error', () => {})
    // Gone once the headers and the first part of the body are on their way.
    half.write('name=Half', () => {
      half.destroy()
      resolve()
    })
  })

  // A request's line is written when its exchange closes: wait until every request sent here has one.
  const expectedIds = [...sent.map(({ id }) => id), foreignId, abortedId]
  const loggedIds = () =>
    new Set(
      server
        .output()
        // Whole lines only: the last one may still be on its way.
        .split('\n')
        .slice(0, -1)
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => 'status' in line && 'cache' in line)
        .map((line) => line.reqId),
    )
  await waitFor(() => expectedIds.every((id) => loggedIds().has(id)), {
    timeoutMs: 10_000,
    message: 'a log line for every request sent',
    details: () => `no line yet for ${expectedIds.filter((id) => !loggedIds().has(id)).join(', ')}`,
  })
  const output = server.output()
  // The start-up report is plain text for the person starting the site (migrations, demo content,
  // the first admin, "Site ready"); every other line is one JSON record.
  const report =
    /^(Applied migrations: |Seeded demo content: |Created the first admin|Site ready on | {2}(e-mail|password):| {2}\(shown only)/
  const allLines = output.split('\n').filter((line) => line.trim() !== '')
  expect(
    allLines.some((line) => line.startsWith('Site ready on http://localhost:')),
    output.slice(0, 2000),
  ).toBe(true)
  const lines = allLines.filter((line) => !report.test(line))
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>
    } catch {
      return expect.fail(`not a JSON line: ${line.slice(0, 200)}`)
    }
  })
  for (const line of parsed) {
    expect(line, JSON.stringify(line)).toMatchObject({ level: expect.any(Number), time: expect.any(String), msg: expect.any(String) })
  }

  // One request line per request, under the id it was sent with (and sent back as X-Request-Id).
  const requestLines = parsed.filter((line) => 'reqId' in line && 'status' in line && 'cache' in line)
  for (const { id, method, path, response } of sent) {
    expect(response.headers['x-request-id'], `${method} ${path}`).toBe(id)
    const mine = requestLines.filter((line) => line.reqId === id)
    expect(mine, `${method} ${path}`).toHaveLength(1)
    expect(mine[0], `${method} ${path}`).toMatchObject({
      method,
      path: expect.not.stringContaining('?'),
      status: response.status,
      ms: expect.any(Number),
      bytes: expect.any(Number),
      cache: expect.stringMatching(/^(hit|miss|private|none)$/),
    })
  }
  expect(requestLines.filter((line) => line.reqId === foreignId)).toHaveLength(1)
  expect(requestLines.filter((line) => line.reqId === abortedId)).toEqual([
    expect.objectContaining({ method: 'POST', path: '/en/contact', status: null, aborted: true }),
  ])
  expect(output).not.toContain('<script>')

  // The page cache's part, and the private link's token replaced in its path.
  const lineOf = (index: number) => requestLines.find((line) => line.reqId === sent[index].id)
  expect([0, 1, 2, 3, 4, 5].map((index) => lineOf(index)?.cache)).toEqual(['miss', 'hit', 'miss', 'hit', 'miss', 'hit'])
  expect(requestLines.find((line) => line.reqId === sent.find((s) => s.path === '/admin/leads')?.id)?.cache).toBe('none')
  expect(requestLines.filter((line) => String(line.path).includes('/requests/')).map((line) => line.path)).toEqual([
    '/en/requests/:token',
    '/en/requests/:token.data',
    '/api/requests/:token',
    '/en/requests/:token',
  ])

  // Nothing secret, anywhere in what the server printed.
  const leaked = [...secrets].filter(([, value]) => output.includes(value)).map(([what]) => what)
  expect(leaked).toEqual([])
  expect(output).not.toMatch(/[A-Za-z0-9._%+-]+@example\.(com|de)/)
  expect(output).not.toMatch(/:\/\/[^\s/@"]+:[^\s/@"]+@/)
}, 120_000)
