import type { Env } from '../../app/lib/env.server.ts'
import { describeSeed, seedDatabase } from '../../prisma/seed.ts'
import { applyMigrations } from './schema-engine.ts'

/** Brings the database at DATABASE_URL up to date and adds what the seed adds; prints both. */
export async function migrateAndSeed(env: Env) {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: call ensureDatabase() (scripts/lib/database.ts) before migrating')
  const applied = await applyMigrations(databaseUrl)
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`)
  const { prisma } = await import('../../app/lib/db.server.ts')
  const seeded = await seedDatabase(prisma, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD })
  for (const line of describeSeed(seeded)) console.log(line)
  return prisma
}
