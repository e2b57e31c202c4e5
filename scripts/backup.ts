/**
 * `npm run backup`: one archive of the database and the upload files,
 * backups/figs-<UTC time>.tar.gz (BACKUP_DIR to choose another folder). Needs PostgreSQL's
 * client tools (pg_dump) of the server's major version or newer.
 */
import path from 'node:path'
import { storageConfigFromEnv } from '../app/lib/storage.server.ts'
import { createBackup } from './lib/backup/create-backup.ts'
import { displayPath, formatBytes } from './lib/backup/files.ts'
import { ensureDatabase } from './lib/database.ts'
import { runScript } from './lib/run-script.ts'
import { projectRoot } from './lib/schema-engine.ts'

runScript(async () => {
  const storage = storageConfigFromEnv()
  const backupDir = process.env.BACKUP_DIR || path.join(projectRoot, 'backups')
  const db = await ensureDatabase()
  try {
    const { file, size, manifest } = await createBackup({ databaseUrl: db.url, backupDir, storage, log: console.log })
    const tables = Object.values(manifest.database.tables)
    const rows = tables.reduce((sum, count) => sum + count, 0)
    const uploads = manifest.uploads.files
    const uploadBytes = uploads.reduce((sum, upload) => sum + upload.size, 0)
    console.log(
      `Backup written: ${displayPath(file)} (${formatBytes(size)})\n` +
        `  database: ${tables.length} tables, ${rows} rows, ${manifest.app.migrations.length} migrations (PostgreSQL ${manifest.postgres.serverVersion})\n` +
        `  uploads:  ${manifest.uploads.storage === 's3' ? 'in S3, not in this backup' : `${uploads.length} files (${formatBytes(uploadBytes)})`}`,
    )
  } finally {
    await db.stop()
  }
})
