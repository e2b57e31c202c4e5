/**
 * Each integration test file gets its own database, copied from the migrated template, and
 * DATABASE_URL pointing at it before any app module creates its Prisma client.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'

const TEMPLATE_DATABASE = 'figs_test_template'
const serverUrl = inject('testServerUrl')
const name = `figs_test_${randomBytes(5).toString('hex')}`

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

await onServer(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
const url = new URL(serverUrl)
url.pathname = `/${name}`
process.env.DATABASE_URL = url.toString()
/** The test server itself (to create scratch databases). */
process.env.TEST_SERVER_URL = serverUrl

afterAll(async () => {
  const holder = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } }
  await holder.prisma?.$disconnect()
  holder.prisma = undefined
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
})
