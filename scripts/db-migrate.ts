/** `npm run db:migrate`: applies pending migrations from prisma/migrations. */
import { ensureDatabase } from './lib/database.ts'
import { runScript } from './lib/run-script.ts'
import { applyMigrations } from './lib/schema-engine.ts'

runScript(async () => {
  const db = await ensureDatabase()
  try {
    const applied = await applyMigrations(db.url)
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`
        : 'No pending migrations: the database is up to date.',
    )
  } finally {
    await db.stop()
  }
})
