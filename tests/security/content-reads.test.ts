/**
 * Public content reads are kept in memory while the content version is unchanged, also without
 * the page cache (PAGE_CACHE=off): a page rendered anew costs no database round trip for content
 * nobody has changed, and a change reaches the next pages.
 */
import type pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitFor } from '../support/wait-for'
import { connectDatabase } from './support/database'
import { send, startServer, type TestServer } from './support/server'

let server: TestServer
let db: pg.Client

beforeAll(async () => {
  server = await startServer({ PAGE_CACHE: 'off' })
  db = await connectDatabase(server)
}, 120_000)

afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const page = async (path: string) => {
  const response = await send(server, { path })
  expect(response.status).toBe(200)
  expect(response.headers['x-cache']).toBeUndefined()
  return response.text
}

async function firstProduct() {
  const { rows } = await db.query<{ id: string; title_en: string }>(
    'SELECT id, title_en FROM "Product" WHERE "isActive" ORDER BY "sortOrder" LIMIT 1',
  )
  if (!rows[0]) throw new Error('no demo product')
  return rows[0]
}

/** Asks for `path` until `seen(text)` holds, failing after `limitMs`. */
async function waitUntil(path: string, seen: (text: string) => boolean, limitMs = 10_000) {
  await waitFor(async () => seen(await page(path)), { timeoutMs: limitMs, message: `${path} showing the change` })
}

test('a page rendered anew shows the products read at the current content version, not a new read', async () => {
  const product = await firstProduct()
  await waitUntil('/en/products', (html) => html.includes(product.title_en))
  await page('/en/products')

  // Changed without raising the version (the content triggers are off for this session): the
  // pages keep what was read at this version, so the database was not asked again.
  const unseen = `${product.title_en} (unannounced)`
  await db.query(`SET session_replication_role = replica`)
  await db.query('UPDATE "Product" SET "title_en" = $1 WHERE "id" = $2', [unseen, product.id])
  await db.query(`SET session_replication_role = DEFAULT`)
  for (let i = 0; i < 3; i++) {
    const html = await page('/en/products')
    expect(html).toContain(product.title_en)
    expect(html).not.toContain(unseen)
  }

  // The version raised and announced, as every content write does: the next pages read again.
  const { rows } = await db.query<{ version: string }>(
    'UPDATE "ContentVersion" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version"::text AS version',
  )
  await db.query(`SELECT pg_notify('content_version', $1)`, [rows[0]?.version])
  await waitUntil('/en/products', (html) => html.includes(unseen))
})

test('a content write through the database reaches the next pages', async () => {
  const product = await firstProduct()
  await page('/en')
  const renamed = `${product.title_en.replace(/ \(.*\)$/, '')} (renamed)`
  await db.query('UPDATE "Product" SET "title_en" = $1 WHERE "id" = $2', [renamed, product.id])
  await waitUntil('/en', (html) => html.includes(renamed))
  expect(await page('/en/products')).toContain(renamed)
})
