/**
 * The schema this code's migrations make (prisma/migrations/<name>/migration.sql): the SQL a
 * restore runs to build the database, and the names of what it creates, against which a backup's
 * contents are checked. A backup brings rows only; its tables, functions and triggers are this
 * code's, never the archive's.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../prisma/migrations')

/** Prisma's own bookkeeping table, made by its schema engine (not by a migration file), as it makes it. */
export const PRISMA_MIGRATIONS_TABLE = '_prisma_migrations'
export const PRISMA_MIGRATIONS_DDL = `CREATE TABLE "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);
`

export interface SchemaObjects {
  tables: Set<string>
  types: Set<string>
  functions: Set<string>
  triggers: Set<string>
  indexes: Set<string>
  constraints: Set<string>
}

/** The migrations this code has: folder name → its SQL. */
export async function codeMigrations(dir = MIGRATIONS_DIR): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const migrations = new Map<string, string>()
  for (const name of names) migrations.set(name, await readFile(path.join(dir, name, 'migration.sql'), 'utf8'))
  return migrations
}

const all = (sql: string, pattern: RegExp) => [...sql.matchAll(pattern)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]))

/** What the given migrations' SQL creates, by kind and name (Prisma quotes every name it writes). */
export function schemaObjects(sqls: Iterable<string>): SchemaObjects {
  const objects: SchemaObjects = {
    tables: new Set([PRISMA_MIGRATIONS_TABLE]),
    types: new Set(),
    functions: new Set(),
    triggers: new Set(),
    indexes: new Set(),
    constraints: new Set([`${PRISMA_MIGRATIONS_TABLE}_pkey`]),
  }
  for (const sql of sqls) {
    for (const name of all(sql, /\bCREATE\s+TABLE\s+"([^"]+)"/gi)) objects.tables.add(name)
    for (const name of all(sql, /\bCREATE\s+TYPE\s+"([^"]+)"/gi)) objects.types.add(name)
    for (const name of all(sql, /\bCREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+"?(\w+)"?\s*\(/gi)) objects.functions.add(name)
    for (const name of all(sql, /\bCREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+"([^"]+)"/gi)) objects.triggers.add(name)
    for (const name of all(sql, /\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+"([^"]+)"/gi)) objects.indexes.add(name)
    for (const name of all(sql, /\bCONSTRAINT\s+"([^"]+)"/gi)) objects.constraints.add(name)
  }
  return objects
}
