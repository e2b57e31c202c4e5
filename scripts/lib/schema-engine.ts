/**
 * Prisma's schema engine, compiled to WebAssembly, driven through @prisma/adapter-pg.
 * It replaces the native `prisma migrate` binaries, which cannot be downloaded on every machine.
 * Migrations are recorded in `_prisma_migrations` exactly as `prisma migrate deploy` does.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PrismaPg } from '@prisma/adapter-pg'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm'
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg'
import pg from 'pg'
import { databaseUrlOn, runOnServer } from './postgres-statement.ts'

/**
 * The folder with the project's package.json: the nearest one above this module, which runs from
 * scripts/lib (TypeScript) or from the build's runtime folder (compiled).
 */
export const projectRoot = findProjectRoot(import.meta.dirname)
export const schemaPath = path.join(projectRoot, 'prisma', 'schema.prisma')
export const migrationsDir = path.join(projectRoot, 'prisma', 'migrations')

const noFilters = { externalTables: [], externalEnums: [] }

let wasmReady: Promise<void> | undefined
function loadWasm() {
  wasmReady ??= (async () => {
    const require = createRequire(import.meta.url)
    const bindingsPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')
    const wasmPath = path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm')
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': engineBindings as unknown as WebAssembly.ModuleImports,
    })
    engineBindings.__wbg_set_wasm(instance.exports)
    ;(instance.exports.__wbindgen_start as () => void)()
  })()
  return wasmReady
}

export interface SchemaFile {
  path: string
  content: string
}

export async function readSchemaFiles(): Promise<SchemaFile[]> {
  return [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }]
}

export async function readMigrationList(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true })
  const directories = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
  const lockPath = path.join(migrationsDir, 'migration_lock.toml')
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: await readFile(lockPath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      directories.map(async (name) => {
        const content = await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (error: Error) => ({ tag: 'error' as const, value: error.message }),
        )
        return { path: name, migrationFile: { path: 'migration.sql', content } }
      }),
    ),
  }
}

/**
 * PostgreSQL's internal `"char"` type (OID 18, e.g. pg_constraint.contype) is rejected by
 * adapter-pg, but the engine reads such columns when it describes a live database (diff).
 * Read them as text and tell the engine they are characters.
 */
const PG_CHAR_OID = 18
const PG_TEXT_OID = 25
const COLUMN_TYPE_CHARACTER = 6
type Queryable = {
  performIO(query: object): Promise<{ fields: { dataTypeID: number }[] }>
  queryRaw(query: object): Promise<{ columnTypes: number[] }>
}
let charPatchApplied = false
function readInternalCharAsText(adapter: object) {
  if (charPatchApplied) return
  // PgQueryable is the shared base of the adapter and its transactions.
  let proto = Object.getPrototypeOf(adapter) as Queryable
  while (proto && !Object.hasOwn(proto, 'performIO')) proto = Object.getPrototypeOf(proto)
  if (!proto) throw new Error('adapter-pg changed: performIO not found')
  const charColumns = new WeakMap<object, number[]>()
  const { performIO, queryRaw } = proto
  proto.performIO = async function (this: Queryable, query: object) {
    const result = await performIO.call(this, query)
    const indexes: number[] = []
    result.fields.forEach((field, i) => {
      if (field.dataTypeID === PG_CHAR_OID) {
        field.dataTypeID = PG_TEXT_OID
        indexes.push(i)
      }
    })
    if (indexes.length) charColumns.set(query, indexes)
    return result
  }
  proto.queryRaw = async function (this: Queryable, query: object) {
    const result = await queryRaw.call(this, query)
    for (const i of charColumns.get(query) ?? []) result.columnTypes[i] = COLUMN_TYPE_CHARACTER
    return result
  }
  charPatchApplied = true
}

/**
 * adapter-pg runs a migration script by splitting it at every ';', which breaks any statement
 * with a ';' inside (a function body, a DO block, a string). PostgreSQL's simple query protocol
 * takes the whole script at once, with dollar quoting, and runs it as one implicit transaction.
 */
type ScriptRunner = {
  client: { query(sql: string): Promise<unknown> }
  onError(error: unknown): never
  executeScript(script: string): Promise<void>
}
let scriptPatchApplied = false
function runScriptsWhole(adapter: object) {
  if (scriptPatchApplied) return
  let proto = Object.getPrototypeOf(adapter) as ScriptRunner
  while (proto && !Object.hasOwn(proto, 'executeScript')) proto = Object.getPrototypeOf(proto)
  if (!proto) throw new Error('adapter-pg changed: executeScript not found')
  proto.executeScript = async function (this: ScriptRunner, script: string) {
    try {
      await this.client.query(script)
    } catch (error) {
      this.onError(error)
    }
  }
  scriptPatchApplied = true
}

export interface Engine {
  engine: SchemaEngine
  close(): Promise<void>
}

export async function openSchemaEngine(databaseUrl: string, log: (message: string) => void = () => {}): Promise<Engine> {
  await loadWasm()
  const pool = new pg.Pool({ connectionString: databaseUrl })
  const factory = new PrismaPg(pool)
  const probe = await factory.connect()
  readInternalCharAsText(probe)
  runScriptsWhole(probe)
  await probe.dispose()
  const { SchemaEngine } = engineBindings
  const datamodels = (await readSchemaFiles()).map((f) => [f.path, f.content] as [string, string])
  const engine = await SchemaEngine.new({ datamodels }, log, bindMigrationAwareSqlAdapterFactory(factory))
  return {
    engine,
    async close() {
      engine.free()
      await pool.end()
    },
  }
}

/** Applies pending migrations; returns the names applied (none when up to date). */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(databaseUrl)
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrationList(),
      filters: noFilters,
    })
    return appliedMigrationNames
  } finally {
    await close()
  }
}

/**
 * SQL that takes the database at `databaseUrl` to the current schema.prisma.
 * `changed` is false when they already agree.
 */
export async function diffDatabaseToSchema(databaseUrl: string, files?: SchemaFile[]): Promise<{ changed: boolean; sql: string }> {
  files ??= await readSchemaFiles()
  const { engine, close } = await openSchemaEngine(databaseUrl)
  try {
    const { exitCode, stdout } = await engine.diff({
      from: { tag: 'schemaDatasource', files, configDir: projectRoot },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: noFilters,
    })
    return { changed: exitCode === 2, sql: stdout ?? '' }
  } finally {
    await close()
  }
}

/**
 * SQL that takes the result of all migrations to the current schema.prisma: the migrations are
 * applied to a scratch database on the server of `databaseUrl`, which is dropped afterwards.
 */
export async function diffMigrationsToSchema(databaseUrl: string, files?: SchemaFile[]) {
  const scratchName = `migration_scratch_${randomBytes(4).toString('hex')}`
  const scratchUrl = databaseUrlOn(databaseUrl, scratchName)
  await runOnServer(databaseUrl, `CREATE DATABASE ${pg.escapeIdentifier(scratchName)}`)
  try {
    await applyMigrations(scratchUrl)
    return await diffDatabaseToSchema(scratchUrl, files)
  } finally {
    await runOnServer(databaseUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(scratchName)} WITH (FORCE)`)
  }
}

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`)
  }
}
