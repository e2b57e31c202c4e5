/**
 * Each integration test file gets its own database, copied from the migrated template, and
 * DATABASE_URL pointing at it before any app module creates its Prisma client.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, inject } from 'vitest'
import { databaseUrlOn, runOnServer } from '../../scripts/lib/postgres-statement.ts'
import { TEMPLATE_DATABASE } from './test-template.ts'

const serverUrl = inject('testServerUrl')
const name = `figs_test_${randomBytes(5).toString('hex')}`

await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
process.env.DATABASE_URL = databaseUrlOn(serverUrl, name)
/** The test server itself (to create scratch databases). */
process.env.TEST_SERVER_URL = serverUrl

afterAll(async () => {
  const holder = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } }
  await holder.prisma?.$disconnect()
  holder.prisma = undefined
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
})
