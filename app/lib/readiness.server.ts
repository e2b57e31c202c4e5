/**
 * Whether this process can serve the site: the database answers and every migration this build
 * was made with is applied. The migrations' names are read from prisma/migrations when the server
 * bundle is built, so a build never counts as ready on a database older than its code.
 */
import { prisma } from './db.server'

const migrationFiles = import.meta.glob('/prisma/migrations/*/migration.sql', { query: '?raw', import: 'default' })
/** The migrations this build expects, oldest first. */
export const expectedMigrations = Object.keys(migrationFiles)
  .map((file) => file.split('/').at(-2) ?? '')
  .sort()

/** A readiness check waits this long for the database before it answers "not ready". */
const READY_TIMEOUT_MS = 3_000

export type Readiness =
  | { ready: true; migrations: number }
  | { ready: false; reason: 'database-unreachable' }
  | { ready: false; reason: 'migrations-pending'; pending: string[] }

export async function readiness(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const applied = await Promise.race([
    prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`.then(
      (rows) => new Set(rows.map((row) => row.migration_name)),
      () => null,
    ),
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS))),
  ])
  clearTimeout(timer)
  if (!applied) return { ready: false, reason: 'database-unreachable' }
  const pending = expectedMigrations.filter((name) => !applied.has(name))
  if (pending.length) return { ready: false, reason: 'migrations-pending', pending }
  return { ready: true, migrations: expectedMigrations.length }
}
