/**
 * WEB_CONCURRENCY > 1: several server processes share the port. Every one answers, an admin's
 * change reaches all of them (they share the database like separate instances),
 * and stopping the server stops every process.
 */
import { existsSync, readFileSync } from 'node:fs'
import type pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitFor } from '../support/wait-for'
import { connectDatabase } from './support/database'
import { send, startServer, type TestServer } from './support/server'

let server: TestServer
let db: pg.Client

beforeAll(async () => {
  server = await startServer({ WEB_CONCURRENCY: '2' })
  db = await connectDatabase(server)
  // The server stops its database at the end of the test: the connection's end is expected.
  db.on('error', () => {})
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

/** The processes the server started (its workers), read from /proc. */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')

test('two processes serve the site; a product change reaches both; stopping stops both', async () => {
  expect(server.output()).toMatch(/Site ready on http:\/\/localhost:\d+ \(2 server processes\)/)
  const workers = childrenOf(server.pid).filter((pid) => commandOf(pid).includes('production-worker'))
  expect(workers).toHaveLength(2)

  const answers = await Promise.all(Array.from({ length: 20 }, () => send(server, { path: '/en/products' })))
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))

  const { rows } = await db.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM "Product" WHERE "isActive" ORDER BY "sortOrder" LIMIT 1',
  )
  const product = rows[0]
  const path = `/en/products/${product.slug}`
  for (let i = 0; i < 6; i++) await send(server, { path })
  const title = `Worker-fresh fig ${Date.now()}`
  await db.query('UPDATE "Product" SET "title_en" = $1 WHERE id = $2', [title, product.id])
  const changedAt = performance.now()
  // Every process (requests go to them in turn) answers the new title.
  await waitFor(
    async () => (await Promise.all(Array.from({ length: 8 }, () => send(server, { path })))).every((answer) => answer.text.includes(title)),
    { timeoutMs: 10_000, message: 'eight answers in a row with the new title (every process saw the change)' },
  )
  console.log(`the change reached both processes after ${Math.round(performance.now() - changedAt)} ms`)

  await db.end()
  await server.stop()
  for (const pid of workers) expect(existsSync(`/proc/${pid}`), `worker ${pid}`).toBe(false)
})
