import type { Env } from '../../app/lib/env.server.ts'
import type { ServerRuntime } from '../../app/server-runtime.server.ts'
import { applyMigrationsInChildProcess } from './migrate-process.ts'
import { applyMigrations } from './schema-engine.ts'

type Seeding = Pick<ServerRuntime, 'prisma' | 'seedDatabase' | 'describeSeed'>

/**
 * Brings the database at DATABASE_URL up to date and adds what the seed adds; prints both as plain
 * lines (the start-up report a person reads, with the first admin's password shown once), not as
 * log records. The
 * production server passes the build's seed and client, and its migrations run in a process of
 * their own; without them, everything comes from the sources and runs here.
 */
export async function migrateAndSeed(env: Env, app?: Seeding) {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: call ensureDatabase() (scripts/lib/database.ts) before migrating')
  const applied = app ? await applyMigrationsInChildProcess(databaseUrl) : await applyMigrations(databaseUrl)
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`)
  const { prisma, seedDatabase, describeSeed } = app ?? (await import('../../app/server-runtime.server.ts')).serverRuntime
  const seeded = await seedDatabase(prisma, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD })
  for (const line of describeSeed(seeded)) console.log(line)
  return prisma
}
