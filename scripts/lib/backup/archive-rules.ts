/**
 * What a backup archive may hold. One gzip'd tar file:
 *
 *   manifest.json   what was backed up (this file's schema), read first on restore
 *   manifest.hmac   the installation's signature of manifest.json (archive-key.ts)
 *   database.dump   `pg_dump --format=custom` of the app's database
 *   uploads/…       the upload folder's files, each listed in the manifest with its checksum
 *
 * A restore reads archives that may come from anywhere, so every entry is checked against these
 * rules before anything is written: plain files only (no links, devices or folders), known names,
 * upload paths without `..`, hidden or absolute parts, and a bounded manifest.
 */
import { z } from 'zod'

export const MANIFEST = 'manifest.json'
export const MANIFEST_SIGNATURE = 'manifest.hmac'
/** One line: scheme, key id and an HMAC in hex. */
export const MAX_SIGNATURE_BYTES = 256
export const DATABASE_DUMP = 'database.dump'
export const UPLOADS_PREFIX = 'uploads/'
export const FORMAT = 'figs-backup'
export const FORMAT_VERSION = 1

/** A manifest of a million files is about 150 MB; uploads here are thousands. */
export const MAX_MANIFEST_BYTES = 32 * 1024 * 1024
export const MAX_ENTRIES = 200_000
const MAX_PATH_SEGMENTS = 8
const MAX_SEGMENT_BYTES = 255

/**
 * A path inside the uploads folder that is safe to write: `/`-separated parts, none empty, none
 * starting with a dot (so no `.` or `..`), no backslashes or control characters.
 */
export function isSafeUploadPath(relative: string): boolean {
  const segments = relative.split('/')
  return (
    segments.length <= MAX_PATH_SEGMENTS &&
    segments.every(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
      (segment) => segment.length > 0 && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES && !/^\.|[\\\u0000-\u001f\u007f]/.test(segment),
    )
  )
}

/** Why an archive entry is not acceptable, or undefined when it is. */
export function entryProblem(entry: { path: string; type: string; size: number }): string | undefined {
  const name = JSON.stringify(entry.path)
  if (entry.type !== 'File') return `${name} is a ${entry.type}, not a plain file`
  if (entry.path === MANIFEST) {
    return entry.size > MAX_MANIFEST_BYTES ? `${MANIFEST} is ${entry.size} bytes (at most ${MAX_MANIFEST_BYTES} are read)` : undefined
  }
  if (entry.path === MANIFEST_SIGNATURE) {
    return entry.size > MAX_SIGNATURE_BYTES
      ? `${MANIFEST_SIGNATURE} is ${entry.size} bytes (at most ${MAX_SIGNATURE_BYTES} are read)`
      : undefined
  }
  if (entry.path === DATABASE_DUMP) return undefined
  if (entry.path.startsWith(UPLOADS_PREFIX) && isSafeUploadPath(entry.path.slice(UPLOADS_PREFIX.length))) return undefined
  return `unexpected entry ${name}`
}

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex')
const Count = z.number().int().min(0)

export const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  app: z.object({
    name: z.string().max(200),
    version: z.string().max(100).optional(),
    /** Migrations applied to the database when it was backed up (prisma/migrations folder names). */
    migrations: z.array(z.string().max(300)).max(10_000),
  }),
  postgres: z.object({
    serverVersion: z.string().max(50),
    serverMajor: Count,
    pgDumpVersion: z.string().max(50),
    pgDumpMajor: Count,
  }),
  database: z.object({
    file: z.literal(DATABASE_DUMP),
    size: Count,
    sha256: Sha256,
    /** Rows per table, counted in the same snapshot pg_dump read. */
    tables: z.record(z.string().min(1).max(63), Count),
  }),
  uploads: z.object({
    /** 's3': the files are in a bucket and not in this archive. */
    storage: z.enum(['fs', 's3']),
    files: z
      .array(z.object({ path: z.string().refine(isSafeUploadPath, 'is not a safe upload path'), size: Count, sha256: Sha256 }))
      .max(MAX_ENTRIES),
  }),
})

export type Manifest = z.infer<typeof ManifestSchema>

/** The UTC time as used in backup file names: 20261127T153000Z (sorts by time, no colons). */
export function backupStamp(date: Date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
}
