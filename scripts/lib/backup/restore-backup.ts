/**
 * Restores an archive of createBackup into a database and the uploads folder, then checks the
 * result against the archive's manifest (rows per table, each upload's checksum).
 *
 * - The archive is read and checked completely before anything is changed: its entries, its
 *   checksums, its signature (made with this installation's backup key, archive-key.ts; an
 *   archive without it is refused unless the operator trusts it), and the dump's table of
 *   contents, which may hold only what this code's migrations make (dump-rules.ts).
 * - The target must hold no application rows; `force` replaces whatever it holds.
 * - The database is replaced in one transaction: emptied, rebuilt by this code's migrations (the
 *   ones the backup's database had), then the backup's rows are loaded. Nothing but rows is taken
 *   from the archive, and the rows are loaded under a role made for the restore that can do
 *   nothing but insert them. A restore that fails leaves the database as it was.
 * - Upload files are written into the uploads folder; files already there are kept.
 */

import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { StorageConfig } from '../../../app/lib/storage.server.ts'
import { ArchiveError, extractUploads, openArchive } from './archive.ts'
import { type BackupKey, BackupKeyError, checkSignature, defaultKeyFile, installationKey } from './archive-key.ts'
import type { Manifest } from './archive-rules.ts'
import { codeMigrations, PRISMA_MIGRATIONS_DDL, schemaObjects } from './code-migrations.ts'
import { BOOKKEEPING_TABLES, connect, describeDatabase, libpqEnv, otherSessions, rowCounts, serverVersion } from './database.ts'
import { checkDumpContents, DataScriptFilter, DumpRefused } from './dump-rules.ts'
import { sha256File } from './files.ts'
import { findPgTools, type PgTools, runPgTool } from './pg-tools.ts'

const CLEAR_SCHEMA_SQL = path.join(import.meta.dirname, 'clear-schema.sql')

export class RestoreRefused extends Error {}

export interface OpenedBackup {
  file: string
  manifest: Manifest
  /** database.dump, extracted into a temporary folder. */
  dumpFile: string
  /** The tables whose rows the dump holds (checked against the migrations). */
  tables: ReadonlySet<string>
  /** The SQL of the backup database's migrations, in the order they are applied. */
  migrations: { name: string; sql: string }[]
  /** Removes the temporary folder. */
  close(): Promise<void>
}

export interface OpenOptions {
  /**
   * Restore an archive that this installation's key did not sign (one from before backups were
   * signed, or from an installation whose key is lost): the operator vouches for where it comes from.
   */
  trustArchive?: boolean
  /** The key to check the signature with; by default the installation's (archive-key.ts). */
  key?: BackupKey | null
}

/**
 * Reads and checks a backup archive completely (nothing else is touched): see openArchive, then
 * its signature, its migrations (all known to this code) and the dump's contents.
 */
export async function openBackup(file: string, options: OpenOptions = {}): Promise<OpenedBackup> {
  const resolved = path.resolve(file)
  const staging = await mkdtemp(path.join(os.tmpdir(), 'figs-restore-'))
  // A refused archive may still have a file being opened by the extractor while the folder is removed
  // (ENOTEMPTY); the removal is retried until the folder is gone.
  const close = () => rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
  try {
    const archive = await openArchive(resolved, staging, sha256File)
    const { manifest, dumpFile } = archive
    if (!options.trustArchive) {
      const key = options.key === undefined ? await installationKey() : options.key
      refuseUnlessSigned(resolved, key ?? undefined, archive.manifestBytes, archive.signature)
    }
    const known = await codeMigrations()
    const unknown = manifest.app.migrations.filter((name) => !known.has(name))
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `The backup's database has ${unknown.length} migration(s) this code lacks (${unknown[0]}…): a restore builds the ` +
          'database with this code’s migrations, so update the code to the version that made the backup first.',
      )
    }
    const migrations = manifest.app.migrations.flatMap((name) => {
      const sql = known.get(name)
      return sql === undefined ? [] : [{ name, sql }]
    })
    const tools = await findPgTools(['pg_restore'], 0)
    if (tools.major < manifest.postgres.pgDumpMajor) {
      throw new RestoreRefused(
        `This backup was written by pg_dump ${manifest.postgres.pgDumpVersion}, and pg_restore ${tools.version} (${tools.dir}) cannot read it. ` +
          `Install the PostgreSQL ${manifest.postgres.pgDumpMajor} client tools (or set PG_BIN_DIR).`,
      )
    }
    const list = await promisify(execFile)(tools.path('pg_restore'), ['--list', dumpFile], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: Error & { stderr?: string }) => {
        throw new RestoreRefused(`database.dump cannot be read by pg_restore: ${(error.stderr || error.message).trim().slice(0, 500)}`)
      },
    )
    const entries = checkDumpContents(list.stdout, schemaObjects(migrations.map((migration) => migration.sql)))
    const tables = new Set(entries.filter((entry) => entry.kind === 'TABLE DATA').map((entry) => entry.name))
    return { file: resolved, manifest, dumpFile, tables, migrations, close }
  } catch (error) {
    await close()
    if (error instanceof ArchiveError) throw new RestoreRefused(`${error.message} Nothing was changed.`)
    if (error instanceof RestoreRefused) throw new RestoreRefused(`${error.message} Nothing was changed.`)
    if (error instanceof DumpRefused || error instanceof BackupKeyError) {
      throw new RestoreRefused(`${resolved} is refused: ${error.message} Nothing was changed.`)
    }
    throw error
  }
}

/** Throws unless `signature` is the installation key's signature of the manifest, saying what to do. */
function refuseUnlessSigned(file: string, key: BackupKey | undefined, manifest: Buffer, signature: string | undefined) {
  const trust =
    'If you know where this archive comes from (your own backup, copied here by you), restore it with --trust-archive: its rows then ' +
    'become this site’s data, admins and passwords included.'
  if (!key) {
    throw new RestoreRefused(
      `This installation has no backup key (BACKUP_KEY, or the file ${defaultKeyFile()}), so it cannot tell whether ${file} was made by ` +
        `this site. Copy the key of the installation that made the backup (the file, or the value of BACKUP_KEY) here. ${trust}`,
    )
  }
  const check = checkSignature(key, manifest, signature)
  if (check.ok) return
  const why = {
    unsigned: 'it carries no signature (manifest.hmac): it was not made by npm run backup of a site with a backup key.',
    malformed: 'its signature (manifest.hmac) is not one npm run backup writes.',
    forged: `its signature does not match its manifest for this installation's key (${key.source}): the archive was changed after it was made.`,
    'other-key': `it was signed with another installation's key (id ${check.keyId}; this installation's key, from ${key.source}, is ${key.id}). Copy that installation's key here (its file, or BACKUP_KEY) to restore it.`,
  }[check.why]
  throw new RestoreRefused(`${file} is refused: ${why} ${trust}`)
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
    const tools = await findPgTools(['pg_restore', 'psql'], Math.max(server.major, manifest.postgres.pgDumpMajor))
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

    log(`Restoring the database into ${target}…`)
    await restoreDatabase(tools, options.databaseUrl, backup)
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

/**
 * The restore's SQL around the backup's rows, in one transaction (psql stops at the first error,
 * so a failure anywhere rolls everything back):
 *
 * 1. the schema is emptied (clear-schema.sql) and rebuilt by this code's migrations, as the
 *    connecting user;
 * 2. the rows the migrations wrote are removed, user triggers are turned off and foreign keys put
 *    aside, so the rows load in any order and exactly as they were backed up;
 * 3. when the user may create roles (a superuser, as with the embedded server), the rows are
 *    loaded as a role made for this transaction that can only insert into the app's tables:
 *    no superuser, no program execution, no file access, no CREATE anywhere;
 * 4. the foreign keys come back (checking every row), the triggers are turned on and the role is dropped.
 */
export function restoreScriptParts(migrations: { name: string; sql: string }[], clearSchema: string) {
  const role = `figs_restore_${randomBytes(8).toString('hex')}`
  const before = `SET client_encoding = 'UTF8';
SET client_min_messages = warning;
BEGIN;
SET LOCAL search_path = public;
${clearSchema}
${PRISMA_MIGRATIONS_DDL}
${migrations.map(({ name, sql }) => `-- migration ${name}\n${sql.trimEnd()}\n`).join('\n')}
SET LOCAL search_path = public;
DO $$
DECLARE
  tables text;
  fk record;
BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables FROM pg_tables WHERE schemaname = 'public';
  FOR fk IN SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('ALTER TABLE %s DISABLE TRIGGER USER', fk.name);
  END LOOP;
  EXECUTE 'TRUNCATE ' || tables;
END
$$;
CREATE TEMPORARY TABLE figs_restore_foreign_keys ON COMMIT DROP AS
  SELECT format('%I.%I', n.nspname, c.relname) AS table_name, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
  FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE con.contype = 'f' AND n.nspname = 'public';
DO $$
DECLARE
  fk record;
BEGIN
  FOR fk IN SELECT * FROM figs_restore_foreign_keys LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.table_name, fk.name);
  END LOOP;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolcreaterole)) THEN
    CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS;
    EXECUTE format('GRANT ${role} TO %I', current_user);
    GRANT USAGE ON SCHEMA public TO ${role};
    GRANT INSERT ON ALL TABLES IN SCHEMA public TO ${role};
    SET LOCAL ROLE ${role};
  END IF;
END
$$;
`
  const after = `RESET ROLE;
DO $$
DECLARE
  fk record;
BEGIN
  FOR fk IN SELECT * FROM figs_restore_foreign_keys LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', fk.table_name, fk.name, fk.definition);
  END LOOP;
  FOR fk IN SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('ALTER TABLE %s ENABLE TRIGGER USER', fk.name);
  END LOOP;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
    DROP OWNED BY ${role};
    DROP ROLE ${role};
  END IF;
END
$$;
COMMIT;
`
  return { before, after, role }
}

/**
 * Replaces the database in one transaction (restoreScriptParts), the backup's rows coming from
 * pg_restore's data-only script through DataScriptFilter: COMMIT is sent only after pg_restore
 * and the filter finished without error, and psql stops at the first failing statement, so
 * anything else ends the session with the transaction rolled back.
 */
async function restoreDatabase(tools: PgTools, databaseUrl: string, backup: OpenedBackup) {
  const env = libpqEnv(databaseUrl)
  const { before, after } = restoreScriptParts(backup.migrations, await readFile(CLEAR_SCHEMA_SQL, 'utf8'))
  const psql = runPgTool(tools.path('psql'), ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-'], env)
  const restore = runPgTool(tools.path('pg_restore'), ['--data-only', '--no-owner', '--no-privileges', '--file=-', backup.dumpFile], env, {
    stdout: 'pipe',
  })
  const input = psql.child.stdin
  const output = restore.child.stdout
  if (!input || !output) throw new Error('psql and pg_restore could not be connected.')
  // psql may stop reading early (an error): its own message is the one reported below.
  input.on('error', () => {})
  restore.child.stdin?.end()
  input.write(before)
  const filter = new DataScriptFilter(backup.tables)
  const filtered = new Promise<void>((resolve, reject) => {
    filter.once('error', (error) => {
      restore.child.kill()
      reject(error)
    })
    filter.once('end', resolve)
    filter.once('close', () => reject(new Error('the restore was stopped')))
  })
  // psql stopped (a failing statement): nothing reads pg_restore's output any more.
  psql.done.catch(() => {
    restore.child.kill()
    filter.destroy()
  })
  output.pipe(filter).pipe(input, { end: false })
  const loaded = Promise.all([restore.done, filtered]).then(
    () => void input.end(after),
    (error: Error) => {
      // Without COMMIT the transaction is rolled back when psql's input ends.
      input.end()
      throw error
    },
  )
  const [psqlResult, loadResult] = await Promise.allSettled([psql.done, loaded])
  const refused = loadResult.status === 'rejected' && loadResult.reason instanceof DumpRefused ? loadResult.reason : undefined
  if (refused) throw new RestoreRefused(`${backup.file} is refused: ${refused.message} Nothing was changed.`)
  const failed = psqlResult.status === 'rejected' ? psqlResult.reason : loadResult.status === 'rejected' ? loadResult.reason : undefined
  if (failed) throw new Error(`The database was not restored (it is unchanged): ${(failed as Error).message}`)
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
