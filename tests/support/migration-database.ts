/**
 * A database of its own for one migration's test: every migration before `target` applied, so
 * the test can write rows as the site stored them then, before `migrate()` runs the target.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { expect } from 'vitest'
import { databaseUrlOn, runOnServer } from '../../scripts/lib/postgres-statement.ts'
import { migrationsDir } from '../../scripts/lib/schema-engine.ts'

const sqlOf = (name: string) => readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8')

export interface MigrationDatabase {
  client: pg.Client
  /** Runs the target migration. */
  migrate(): Promise<void>
  /** Closes the connection and drops the database. */
  drop(): Promise<void>
}

export async function databaseBefore(target: string, prefix: string): Promise<MigrationDatabase> {
  const serverUrl = process.env.TEST_SERVER_URL!
  const database = `figs_${prefix}_${Date.now().toString(36)}`
  await runOnServer(serverUrl, `CREATE DATABASE ${database}`)
  const client = new pg.Client({ connectionString: databaseUrlOn(serverUrl, database) })
  await client.connect()
  const names = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  expect(names).toContain(target)
  for (const name of names.filter((n) => n < target)) await client.query(await sqlOf(name))
  return {
    client,
    migrate: async () => {
      await client.query(await sqlOf(target))
    },
    drop: async () => {
      await client.end()
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    },
  }
}
