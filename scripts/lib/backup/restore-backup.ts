/**
 * Restores an archive of createBackup into a database and the uploads folder, then checks the
 * result against the archive's manifest (rows per table, each upload's checksum).
 *
 * - The archive is read and checked completely before anything is changed.
 * - The target must hold no application rows; `force` replaces whatever it holds.
 * - The database is replaced in one transaction (emptied, then pg_restore's script): a restore
 *   that fails leaves the database as it was.
 * - Upload files are written into the uploads folder; files already there are kept.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { StorageConfig } from '../../../app/lib/storage.server.ts'
import { ArchiveError, extractUploads, openArchive } from './archive.ts'
import type { Manifest } from './archive-rules.ts'
import { BOOKKEEPING_TABLES, connect, describeDatabase, libpqEnv, otherSessions, rowCounts, serverVersion } from './database.ts'
import { sha256File } from './files.ts'
import { findPgTools, type PgTools, runPgTool } from './pg-tools.ts'

const CLEAR_SCHEMA_SQL = path.join(import.meta.dirname, 'clear-schema.sql')
const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../prisma/migrations')

export class RestoreRefused extends Error {}

export interface OpenedBackup {
  file: string
  manifest: Manifest
  /** database.dump, extracted into a temporary folder. */
  dumpFile: string
  /** Removes the temporary folder. */
  close(): Promise<void>
}

/** Reads and checks a backup archive completely (nothing else is touched): see openArchive. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const resolved = path.resolve(file)
  const staging = await mkdtemp(path.join(os.tmpdir(), 'figs-restore-'))
  // A refused archive may still have a file being opened by the extractor while the folder is removed
  // (ENOTEMPTY); the removal is retried until the folder is gone.
  const close = () => rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
  try {
    const { manifest, dumpFile } = await openArchive(resolved, staging, sha256File)
    return { file: resolved, manifest, dumpFile, close }
  } catch (error) {
    await close()
    throw error instanceof ArchiveError ? new RestoreRefused(`${error.message} Nothing was changed.`) : error
  }
}

export interface RestoreResult {
  target: string
  uploadsDir?: string
  /** Tables whose row count differs from the manifest's, and uploads whose checksum does. */
  mismatches: string[]
}

export async function restoreBackup(
  backup: OpenedBackup,
  options: { databaseUrl: string; storage: StorageConfig; force?: boolean; log?: (message: string) => void },
): Promise<RestoreResult> {
  const log = options.log ?? (() => {})
  const { manifest } = backup
  const target = describeDatabase(options.databaseUrl)
  const uploadsDir = options.storage.backend === 'fs' ? options.storage.directory : undefined
  if (manifest.uploads.files.length > 0 && !uploadsDir) {
    throw new RestoreRefused(
      `This backup holds ${manifest.uploads.files.length} upload files, but uploads are configured to go to S3 (STORAGE=s3), which a ` +
        'restore does not write to. Restore with STORAGE=fs, then copy the uploads folder into the bucket. Nothing was changed.',
    )
  }
  if (manifest.uploads.storage === 's3') log('This backup holds the database only: its uploads were kept in S3 when it was made.')

  const client = await connect(options.databaseUrl).catch((error: Error) => {
    throw new Error(`Could not connect to the database ${target}: ${error.message}`)
  })
  try {
    const server = await serverVersion(client)
    const tools = await findPgTools(['pg_restore', 'psql'], server.major)
    if (tools.major < manifest.postgres.pgDumpMajor) {
      throw new RestoreRefused(
        `This backup was written by pg_dump ${manifest.postgres.pgDumpVersion}, and pg_restore ${tools.version} (${tools.dir}) cannot read it. ` +
          `Install the PostgreSQL ${manifest.postgres.pgDumpMajor} client tools (or set PG_BIN_DIR). Nothing was changed.`,
      )
    }
    if (server.major < manifest.postgres.serverMajor) {
      log(
        `Note: the backup comes from PostgreSQL ${manifest.postgres.serverVersion} and this server is ${server.version}; ` +
          'restoring into an older major version may fail (then nothing is changed).',
      )
    }

    const occupied = Object.entries(await rowCounts(client)).filter(([table, rows]) => rows > 0 && !BOOKKEEPING_TABLES.includes(table))
    if (occupied.length > 0 && !options.force) {
      const listed = occupied.slice(0, 6).map(([table, rows]) => `${table}: ${rows} row${rows === 1 ? '' : 's'}`)
      throw new RestoreRefused(
        `The database ${target} already holds data (${listed.join(', ')}${occupied.length > 6 ? ', …' : ''}). ` +
          'A restore replaces everything in it: run it again with --force to do that, or restore into an empty database. Nothing was changed.',
      )
    }
    const sessions = await otherSessions(client)
    if (sessions > 0) {
      log(`${sessions} other connection(s) to ${target} are open (a running site?): restart the site after the restore.`)
    }
    const known = await codeMigrations()
    const unknown = manifest.app.migrations.filter((name) => !known.has(name))
    if (unknown.length > 0) {
      log(
        `The backup's database has ${unknown.length} migration(s) this code lacks (${unknown[0]}…): update the code before starting the site.`,
      )
    }

    log(`Restoring the database into ${target}…`)
    await restoreDatabase(tools, options.databaseUrl, backup.dumpFile)
    if (uploadsDir && manifest.uploads.files.length > 0) {
      log(`Restoring ${manifest.uploads.files.length} upload files into ${uploadsDir}…`)
      await mkdir(uploadsDir, { recursive: true })
      await extractUploads(backup.file, manifest, uploadsDir)
    }
    return { target, uploadsDir, mismatches: await compare(manifest, await rowCounts(client), uploadsDir) }
  } finally {
    await client.end().catch(() => {})
  }
}

/** The migrations this code has (prisma/migrations folder names). */
async function codeMigrations() {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true }).catch(() => [])
  return new Set(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name))
}

/**
 * Empties the schema and replays pg_restore's SQL through psql in one transaction: COMMIT is sent
 * only after pg_restore finished without error, and psql stops at the first failing statement, so
 * anything else ends the session with the transaction rolled back.
 */
async function restoreDatabase(tools: PgTools, databaseUrl: string, dumpFile: string) {
  const env = libpqEnv(databaseUrl)
  const psql = runPgTool(tools.path('psql'), ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-'], env)
  const restore = runPgTool(tools.path('pg_restore'), ['--no-owner', '--no-privileges', '--file=-', dumpFile], env, { stdout: 'pipe' })
  const input = psql.child.stdin
  const output = restore.child.stdout
  if (!input || !output) throw new Error('psql and pg_restore could not be connected.')
  // psql may stop reading early (an error): its own message is the one reported below.
  input.on('error', () => {})
  restore.child.stdin?.end()
  input.write(`BEGIN;\n${await readFile(CLEAR_SCHEMA_SQL, 'utf8')}\n`)
  output.pipe(input, { end: false })
  const restored = restore.done.then(
    () => void input.end('COMMIT;\n'),
    (error: Error) => {
      input.end()
      throw error
    },
  )
  const [psqlResult, restoreResult] = await Promise.allSettled([psql.done, restored])
  if (psqlResult.status === 'rejected') throw new Error(`The database was not restored (it is unchanged): ${psqlResult.reason.message}`)
  if (restoreResult.status === 'rejected')
    throw new Error(`The database was not restored (it is unchanged): ${restoreResult.reason.message}`)
}

/** What differs between the restored data and the manifest: tables by row count, uploads by checksum. */
async function compare(manifest: Manifest, counts: Record<string, number>, uploadsDir: string | undefined) {
  const mismatches: string[] = []
  const expected = manifest.database.tables
  for (const table of new Set([...Object.keys(expected), ...Object.keys(counts)])) {
    if (expected[table] !== counts[table]) {
      mismatches.push(`table ${table}: ${counts[table] ?? 'missing'} rows, the backup has ${expected[table] ?? 'no such table'}`)
    }
  }
  if (!uploadsDir) return mismatches
  for (const upload of manifest.uploads.files) {
    const actual = await sha256File(path.join(uploadsDir, ...upload.path.split('/'))).catch(() => 'missing')
    if (actual !== upload.sha256) mismatches.push(`upload ${upload.path}: ${actual === 'missing' ? 'missing' : 'different content'}`)
  }
  return mismatches
}
