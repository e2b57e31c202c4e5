/**
 * One backup: the database (pg_dump, custom format) and the upload files in one archive, with a
 * manifest of what it holds, signed with the installation's backup key (archive-key.ts). Row
 * counts and the dump come from one snapshot of the database, so they agree even while the site
 * keeps writing.
 */
import { link, mkdir, mkdtemp, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { StorageConfig } from '../../../app/lib/storage.server.ts'
import { openArchive, writeArchive } from './archive.ts'
import { type BackupKey, checkSignature, installationKey, signManifest } from './archive-key.ts'
import { backupStamp, DATABASE_DUMP, FORMAT, FORMAT_VERSION, MANIFEST, MANIFEST_SIGNATURE, type Manifest } from './archive-rules.ts'
import { appliedMigrations, connect, libpqEnv, oneRow, rowCounts, serverVersion } from './database.ts'
import { listUploadFiles, sha256File } from './files.ts'
import { findPgTools, runPgTool } from './pg-tools.ts'

export interface BackupResult {
  file: string
  size: number
  manifest: Manifest
}

export async function createBackup(options: {
  databaseUrl: string
  backupDir: string
  storage: StorageConfig
  log?: (message: string) => void
  now?: Date
  /** The key that signs the archive; by default the installation's, made on the first backup. */
  key?: BackupKey
}): Promise<BackupResult> {
  const log = options.log ?? (() => {})
  const key = options.key ?? (await installationKey({ create: true }))
  if (!key) throw new Error('No backup key could be made.')
  const createdAt = options.now ?? new Date()
  const backupDir = path.resolve(options.backupDir)
  // Backups hold every customer's data: readable by their owner only.
  await mkdir(backupDir, { recursive: true, mode: 0o700 })
  const staging = await mkdtemp(path.join(backupDir, `.figs-${backupStamp(createdAt)}-`))
  try {
    const database = await dumpDatabase(options.databaseUrl, staging)
    const uploads = options.storage.backend === 'fs' ? await listUploadFiles(options.storage.directory) : []
    if (options.storage.backend === 's3') {
      log(
        `Uploads are kept in the S3 bucket "${options.storage.bucket}" (STORAGE=s3): this backup holds the database only. ` +
          "Back the bucket up with your storage provider's tools (versioning or replication).",
      )
    }
    const dumpFile = path.join(staging, DATABASE_DUMP)
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: { ...(await appVersion()), migrations: database.migrations },
      postgres: database.versions,
      database: { file: DATABASE_DUMP, size: (await stat(dumpFile)).size, sha256: await sha256File(dumpFile), tables: database.tables },
      uploads: { storage: options.storage.backend, files: uploads },
    }
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
    await writeFile(path.join(staging, MANIFEST), manifestBytes, { mode: 0o600 })
    await writeFile(path.join(staging, MANIFEST_SIGNATURE), signManifest(key, manifestBytes), { mode: 0o600 })

    const partial = path.join(staging, 'archive.tar.gz')
    await writeArchive({
      file: partial,
      stagingDir: staging,
      uploadsDir: options.storage.backend === 'fs' ? options.storage.directory : staging,
      uploads: uploads.map((upload) => upload.path),
    })
    // The archive is read back as a restore would read it before it counts as a backup.
    const written = await openArchive(partial, await mkdtemp(path.join(staging, 'check-')), sha256File)
    if (!checkSignature(key, written.manifestBytes, written.signature).ok)
      throw new Error('The archive was written without a valid signature.')
    const file = await publish(partial, backupDir, `figs-${backupStamp(createdAt)}`)
    return { file, size: (await stat(file)).size, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** pg_dump of the whole database into `dir`, with the row counts and migrations of the same snapshot. */
async function dumpDatabase(databaseUrl: string, dir: string) {
  const client = await connect(databaseUrl)
  try {
    const server = await serverVersion(client)
    const tools = await findPgTools(['pg_dump'], server.major)
    // The transaction that exports the snapshot stays open until pg_dump is done with it.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const { snapshot } = await oneRow(client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot'))
    const tables = await rowCounts(client)
    const migrations = await appliedMigrations(client)
    const dump = runPgTool(
      tools.path('pg_dump'),
      ['--format=custom', '--no-owner', `--snapshot=${snapshot}`, `--file=${path.join(dir, DATABASE_DUMP)}`],
      libpqEnv(databaseUrl),
    )
    await dump.done
    await client.query('COMMIT')
    return {
      tables,
      migrations,
      versions: { serverVersion: server.version, serverMajor: server.major, pgDumpVersion: tools.version, pgDumpMajor: tools.major },
    }
  } finally {
    await client.end().catch(() => {})
  }
}

/** The app's name and version from package.json. */
async function appVersion(): Promise<{ name: string; version?: string }> {
  const pkg = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    name: string
    version?: string
  }
  return { name: pkg.name, ...(pkg.version ? { version: pkg.version } : {}) }
}

/** Moves the finished archive to `<name>.tar.gz` in `dir` (`<name>-2.tar.gz`… when taken): never over another file. */
async function publish(partial: string, dir: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    const file = path.join(dir, `${name}${attempt > 1 ? `-${attempt}` : ''}.tar.gz`)
    try {
      await link(partial, file)
      await unlink(partial)
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error
    }
  }
}
