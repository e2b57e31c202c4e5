/**
 * "Nothing a visitor submitted is lost once we said received": with the database down, a form
 * post answers with the error notice and the visitor's input, never a success; after the
 * database is back, the same post succeeds and stores exactly one lead.
 * Runs the production build's request handler (middleware, action, rendering) in-process.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type EmbeddedServer, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts'
import { applyMigrations } from '../../scripts/lib/schema-engine.ts'

const buildPath = path.resolve(process.env.BUILD_DIR ?? 'build', 'server', 'index.js')
let dir: string
let server: EmbeddedServer
let port: number
let handle: (request: Request) => Promise<Response>

async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'figs-outage-'))
  await chmod(dir, 0o755)
  port = await freePort()
  server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), durable: false, port })
  await server.createDatabase('figs')
  const url = server.url('figs')
  await applyMigrations(url)
  // This file's own database (not the per-file copy of the shared test server).
  const holder = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } }
  await holder.prisma?.$disconnect()
  holder.prisma = undefined
  process.env.DATABASE_URL = url
  process.env.FORM_MIN_FILL_MS = '0'
  const build = (await import(buildPath)) as ServerBuild
  const handler = createRequestHandler(build, 'production')
  handle = (request) => handler(request)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await rm(dir, { recursive: true, force: true })
})

function contactPost(name: string) {
  const form = new URLSearchParams({
    name,
    email: 'outage@example.com',
    phone: '',
    subject: 'Bulk order',
    message: 'Please send prices for 10 tonnes of A2 figs.',
    submissionKey: 'outage-test-form-instance',
  })
  return new Request('http://localhost/en/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'x-client-ip': '192.0.2.50' },
    body: form,
  })
}

test('with the database down the visitor gets the error and keeps the input; afterwards the same post succeeds once', async () => {
  // The visitor opened the form while everything worked.
  expect((await handle(new Request('http://localhost/en/contact'))).status).toBe(200)
  await server.stop()
  const failed = await handle(contactPost('Outage Visitor'))
  expect(failed.status).toBe(503)
  const html = await failed.text()
  expect(html).toContain('Message could not be sent. Please try again.')
  expect(html).toContain('value="Outage Visitor"')
  expect(html).toContain('Please send prices for 10 tonnes of A2 figs.')
  expect(html).not.toContain('Your message has been sent!')

  server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), durable: false, port })
  const { prisma } = await import('~/lib/db.server')
  let ok: Response | undefined
  for (let attempt = 0; attempt < 20 && ok?.status !== 302; attempt++) {
    ok = await handle(contactPost('Outage Visitor'))
    if (ok.status !== 302) await new Promise((r) => setTimeout(r, 250))
  }
  expect(ok?.status).toBe(302)
  expect(ok?.headers.get('set-cookie')).toContain('toast=')
  // The same form instance posted again (e.g. a reload) stores nothing new.
  await handle(contactPost('Outage Visitor'))
  expect(await prisma.lead.count({ where: { name: 'Outage Visitor' } })).toBe(1)
}, 120_000)
