/**
 * `npm run restore -- <file> [--force] [--trust-archive]`: restores an archive of `npm run backup`
 * into the database (DATABASE_URL, or the embedded one) and the uploads folder, then checks every
 * table's row count and every upload's checksum against the archive. The database must be empty
 * unless --force; the archive must be signed with this installation's backup key unless
 * --trust-archive.
 */
import { parseArgs } from 'node:util'
import { storageConfigFromEnv } from '../app/lib/storage.server.ts'
import { displayPath, formatBytes } from './lib/backup/files.ts'
import { openBackup, restoreBackup } from './lib/backup/restore-backup.ts'
import { ensureDatabase } from './lib/database.ts'
import { runScript } from './lib/run-script.ts'

const USAGE = 'Usage: npm run restore -- <backup file> [--force] [--trust-archive]'

runScript(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, 'trust-archive': { type: 'boolean' } },
    allowPositionals: true,
  })
  const [file] = positionals
  if (positionals.length !== 1 || !file) throw new Error(USAGE)
  // `npm run restore file --force` hands --force to npm, which passes it on as npm_config_force.
  const force = values.force === true || process.env.npm_config_force === 'true'
  const trustArchive = values['trust-archive'] === true || process.env.npm_config_trust_archive === 'true'
  const storage = storageConfigFromEnv()
  if (trustArchive) {
    console.log(
      'Note: --trust-archive restores the archive without checking that this installation made it. Its rows become this ' +
        "site's data (admins and their passwords included); its contents are still checked, and only rows are taken from it.",
    )
  }
  const backup = await openBackup(file, { trustArchive })
  try {
    const db = await ensureDatabase()
    try {
      const { manifest } = backup
      const { target, uploadsDir, mismatches } = await restoreBackup(backup, { databaseUrl: db.url, storage, force, log: console.log })
      const tables = Object.values(manifest.database.tables)
      const rows = tables.reduce((sum, count) => sum + count, 0)
      const uploads = manifest.uploads.files
      const uploadBytes = uploads.reduce((sum, upload) => sum + upload.size, 0)
      console.log(
        `Restored ${displayPath(backup.file)} (made ${manifest.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}, ` +
          `${manifest.app.migrations.length} migrations, PostgreSQL ${manifest.postgres.serverVersion})\n` +
          `  database: ${tables.length} tables, ${rows} rows into ${target}\n` +
          `  uploads:  ${uploadsDir && uploads.length ? `${uploads.length} files (${formatBytes(uploadBytes)}) into ${displayPath(uploadsDir)}` : 'none in this backup'}`,
      )
      if (mismatches.length > 0) {
        console.error(`The restored data differs from the backup:\n  ${mismatches.slice(0, 20).join('\n  ')}`)
        process.exitCode = 1
      } else {
        console.log('Checked: every table has the row count of the backup and every upload its checksum.')
      }
    } finally {
      await db.stop()
    }
  } finally {
    await backup.close()
  }
})
