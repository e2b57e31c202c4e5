import { readdirSync } from 'node:fs'
import { beforeAll, expect, test } from 'vitest'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as Readiness from '~/lib/readiness.server'

let prisma: PrismaClient
let readiness: typeof Readiness

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  readiness = await import('~/lib/readiness.server')
})

const migrationFolders = readdirSync('prisma/migrations', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

test('the build expects exactly the migrations in prisma/migrations', () => {
  expect(readiness.expectedMigrations).toEqual(migrationFolders)
})

test('ready on a migrated database; a migration not applied (or rolled back) makes it not ready, naming it', async () => {
  expect(await readiness.readiness()).toEqual({ ready: true, migrations: migrationFolders.length })
  const newest = migrationFolders.at(-1)!
  await prisma.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${newest}`
  try {
    expect(await readiness.readiness()).toEqual({ ready: false, reason: 'migrations-pending', pending: [newest] })
  } finally {
    await prisma.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${newest}`
  }
  expect((await readiness.readiness()).ready).toBe(true)
})
