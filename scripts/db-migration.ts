/**
 * `npm run db:migration -- <name>`: writes the next migration from the change in schema.prisma.
 * The existing migrations are applied to a scratch database, which is then compared with the schema.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ensureDatabase } from './lib/database.ts'
import { runScript } from './lib/run-script.ts'
import { diffMigrationsToSchema, migrationsDir } from './lib/schema-engine.ts'

const name = (process.argv[2] ?? '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '_')
  .replace(/^_|_$/g, '')
if (!name) {
  console.error('Usage: npm run db:migration -- <name>   (e.g. add_lead_notes)')
  process.exit(2)
}

runScript(async () => {
  const db = await ensureDatabase()
  try {
    const { changed, sql } = await diffMigrationsToSchema(db.url)
    if (!changed) {
      console.log('schema.prisma matches the migrations: nothing to write.')
      return
    }
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
    const dir = path.join(migrationsDir, `${stamp}_${name}`)
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, 'migration.sql'), sql)
    console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql; review it, then run npm run db:migrate.`)
  } finally {
    await db.stop()
  }
})
