/**
 * The site survives its database dying. Embedded: the PostgreSQL server is started again by
 * itself, on the same port (also across starts of the site, so another instance's DATABASE_URL
 * keeps working). External: while the database is away every page answers 503 with the site's
 * header, footer and contact details and Retry-After (the JSON API 503 { message }), never a
 * bare 500 and never a hang, and the site recovers once the database is back.
 */
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EmbeddedServer, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts'
import { cookiesOf, FORM, formBody, freePort, type RawResponse, send, startServer, type TestServer } from './support/server.ts'

const COMPANY = { COMPANY_PHONE: '+90 256 111 22 33', COMPANY_EMAIL: 'outage-desk@example.com', WHATSAPP_NUMBER: '905551112233' }

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'figs-db-outage-'))
  await chmod(dir, 0o755) // as root, PostgreSQL runs as another user
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The PostgreSQL server processes (postmasters) serving `dataDir`, found through /proc. */
async function postmasters(match: { dataDir?: string; port?: string }) {
  const pids: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const argv = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0')
    if (!argv[0]?.endsWith('postgres')) continue
    const arg = (flag: string) => argv[argv.indexOf(flag) + 1]
    if (match.dataDir && arg('-D') !== match.dataDir) continue
    if (match.port && arg('-p') !== match.port) continue
    pids.push(Number(entry))
  }
  return pids
}

const portOf = (databaseUrl: string) => new URL(databaseUrl).port

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, output = () => '') {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${output().slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A 503 page that still lets the visitor reach the company, in their language. */
function expectOutagePage(response: RawResponse, title: string) {
  expect(response.status, response.text.slice(Math.max(0, response.text.indexOf('<main')), response.text.indexOf('<main') + 400)).toBe(503)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  expect(response.headers['content-type']).toContain('text/html')
  expect(response.text).toContain(title)
  expect(response.text).toContain('+90 256 111 22 33')
  expect(response.text).toContain('tel:+902561112233')
  expect(response.text).toContain('mailto:outage-desk@example.com')
  expect(response.text).toContain('https://wa.me/905551112233')
  // The site's header and footer are there.
  expect(response.text).toMatch(/<header[\s>]/)
  expect(response.text).toMatch(/<footer[\s>]/)
  // An error answer is not indexed and names no canonical page.
  expect(response.text.match(/<meta name="robots" content="noindex"\/>/g)).toHaveLength(1)
  expect(response.text).not.toContain('rel="canonical"')
}

describe('embedded database', () => {
  const dataDir = () => path.join(dir, 'site-data')
  let server: TestServer

  afterAll(async () => {
    await server?.stop()
  })

  test('killed: restarted by the site on the same port; meanwhile 503 with contact details, never 500', async () => {
    server = await startServer({ ...COMPANY, E2E_EMBEDDED_PG_DIR: dataDir() })
    const port = portOf(server.databaseUrl)
    const [pid] = await postmasters({ port })
    expect(pid).toBeGreaterThan(0)

    process.kill(pid!, 'SIGKILL')
    // Until the database is back, every answer is the site's outage page (or already the page).
    await waitFor(
      'the home page answers 200 after the restart',
      async () => {
        const home = await send(server, { path: '/', timeoutMs: 10_000 })
        if (home.status !== 200) expectOutagePage(home, 'Geçici olarak ulaşılamıyor')
        return home.status === 200 && /running again/.test(server.output())
      },
      15_000,
      () => server.output(),
    )
    const [restarted] = await postmasters({ port })
    expect(restarted).toBeGreaterThan(0)
    expect(restarted).not.toBe(pid)
    expect(server.output()).toMatch(/Embedded PostgreSQL stopped unexpectedly \(SIGKILL\)/)
    expect(server.output()).toMatch(/Embedded PostgreSQL is running again on port \d+/)
  }, 120_000)

  test('the next start of the site on the same data uses the same port; stopping during a restart leaves no postgres behind', async () => {
    server ??= await startServer({ ...COMPANY, E2E_EMBEDDED_PG_DIR: dataDir() })
    const port = portOf(server.databaseUrl)
    await server.stop()
    expect(await postmasters({ dataDir: dataDir() })).toEqual([])

    server = await startServer({ ...COMPANY, E2E_EMBEDDED_PG_DIR: dataDir() })
    expect(portOf(server.databaseUrl)).toBe(port)
    expect((await send(server, { path: '/en/products' })).status).toBe(200)

    // Stop the site while its database is being restarted.
    const [pid] = await postmasters({ dataDir: dataDir() })
    process.kill(pid!, 'SIGKILL')
    // The site is starting its database again: the new server process exists (starting, or just started).
    await waitFor(
      'the site starting a new database process',
      async () => /starting it again/.test(server.output()) && (await postmasters({ dataDir: dataDir() })).some((other) => other !== pid),
      15_000,
      () => server.output(),
    )
    await server.stop()
    expect(await postmasters({ dataDir: dataDir() })).toEqual([])
  }, 180_000)
})

describe('external database (DATABASE_URL)', () => {
  let database: EmbeddedServer
  let server: TestServer
  let databasePort: number
  const dataDir = () => path.join(dir, 'external-data')

  beforeAll(async () => {
    databasePort = await freePort()
    database = await startEmbeddedPostgres({ dataDir: dataDir(), durable: false, port: databasePort })
    await database.createDatabase('figs')
    server = await startServer({ ...COMPANY, E2E_DATABASE_URL: database.url('figs') })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.stop()
  })

  test('stopped: pages answer 503 with contact details, the API 503 JSON, within seconds; back to 200 when it returns', async () => {
    expect((await send(server, { path: '/' })).status).toBe(200)
    const login = await send(server, {
      method: 'POST',
      path: '/admin/login',
      headers: { ...FORM, Origin: server.url },
      body: formBody({ email: 'admin@example.com', password: 'e2e-admin-password', redirectTo: '/admin' }),
    })
    expect(login.status).toBe(302)
    const adminCookie = cookiesOf(login)
    expect((await send(server, { path: '/admin', headers: { Cookie: adminCookie } })).status).toBe(200)
    // Alive and ready, asked anew each time (never from a cache).
    for (let i = 0; i < 2; i++) {
      const ready = await send(server, { path: '/readyz' })
      expect([ready.status, ready.headers['cache-control'], ready.headers['x-cache']]).toEqual([200, 'no-store', undefined])
      expect(JSON.parse(ready.text)).toMatchObject({ status: 'ready' })
      const alive = await send(server, { path: '/healthz' })
      expect([alive.status, alive.headers['cache-control'], alive.headers['x-cache']]).toEqual([200, 'no-store', undefined])
    }

    await database.stop()

    // Not ready within 5 s of the database stopping; still alive (the process answers).
    const notReady = await send(server, { path: '/readyz', timeoutMs: 10_000 })
    expect([notReady.status, JSON.parse(notReady.text).reason]).toEqual([503, 'database-unreachable'])
    expect(notReady.ms).toBeLessThan(5_000)
    expect((await send(server, { path: '/healthz' })).status).toBe(200)

    // A page served before the outage is still served from memory (until its maximum age).
    const cachedHome = await send(server, { path: '/', timeoutMs: 10_000 })
    expect([cachedHome.status, cachedHome.headers['x-cache']]).toEqual([200, 'hit'])

    const home = await send(server, { path: '/products', timeoutMs: 10_000 })
    expectOutagePage(home, 'Geçici olarak ulaşılamıyor')
    expect(home.ms).toBeLessThan(8_000)
    expect(home.text).toContain('<html lang="tr"')

    const products = await send(server, { path: '/en/products', timeoutMs: 10_000 })
    expectOutagePage(products, 'Temporarily unavailable')
    expect(products.text).toContain('<html lang="en"')

    const german = await send(server, { path: '/de/about', timeoutMs: 10_000 })
    if (german.status !== 200) expectOutagePage(german, 'Vorübergehend nicht erreichbar')

    const api = await send(server, { path: '/api/products', timeoutMs: 10_000 })
    expect(api.status).toBe(503)
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(api.text)).toEqual({ message: 'The service is temporarily unavailable. Please try again.' })

    const adminApi = await send(server, { path: '/api/admin/products', headers: { Cookie: adminCookie }, timeoutMs: 10_000 })
    expect(adminApi.status).toBe(503)
    expect(JSON.parse(adminApi.text)).toEqual({ message: 'Hizmet geçici olarak kullanılamıyor. Lütfen tekrar deneyin.' })

    const admin = await send(server, { path: '/admin', headers: { Cookie: adminCookie }, timeoutMs: 10_000 })
    expect(admin.status).toBe(503)
    expect(admin.text).toContain('Veritabanına şu anda ulaşılamıyor')

    database = await startEmbeddedPostgres({ dataDir: dataDir(), durable: false, port: databasePort })
    await waitFor('the product list answers 200 again', async () => (await send(server, { path: '/products' })).status === 200, 15_000)
    expect((await send(server, { path: '/en/products' })).status).toBe(200)
    expect((await send(server, { path: '/api/products' })).status).toBe(200)
    expect((await send(server, { path: '/admin', headers: { Cookie: adminCookie } })).status).toBe(200)
    expect((await send(server, { path: '/readyz' })).status).toBe(200)
  }, 120_000)
})
