import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { applyMigrations, diffMigrationsToSchema, readSchemaFiles } from '../../scripts/lib/schema-engine.ts'

const serverUrl = process.env.TEST_SERVER_URL!

describe('migrations', () => {
  test('schema.prisma and prisma/migrations agree (run `npm run db:migration -- <name>` if this fails)', async () => {
    const { changed, sql } = await diffMigrationsToSchema(serverUrl)
    expect(sql).not.toMatch(/CREATE|ALTER|DROP/)
    expect(changed).toBe(false)
  })

  test('a schema change the migrations lack is detected, with the SQL of the next migration', async () => {
    const [schema] = await readSchemaFiles()
    const changedSchema = schema.content.replace('model Lead {', 'model Lead {\n  budgetUsd Int?')
    const { changed, sql } = await diffMigrationsToSchema(serverUrl, [{ ...schema, content: changedSchema }])
    expect(changed).toBe(true)
    expect(sql).toContain('ALTER TABLE "Lead" ADD COLUMN     "budgetUsd" INTEGER')
  })

  test('on an up-to-date database, migrating applies nothing and the history is recorded as prisma does', async () => {
    expect(await applyMigrations(process.env.DATABASE_URL!)).toEqual([])
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const { rows } = await client.query('SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations')
    await client.end()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull()
      expect(row.rolled_back_at).toBeNull()
    }
  })
})
