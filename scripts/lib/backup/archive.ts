/**
 * Writing and reading backup archives (layout and rules: archive-rules.ts) with the `tar` package.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Pack, type ReadEntry, Unpack } from 'tar'
import {
  DATABASE_DUMP,
  entryProblem,
  MANIFEST,
  MANIFEST_SIGNATURE,
  MAX_ENTRIES,
  type Manifest,
  ManifestSchema,
  UPLOADS_PREFIX,
} from './archive-rules.ts'

/**
 * Writes the archive to `file` (created, never overwritten, readable by its owner only):
 * manifest.json, its signature and database.dump from `stagingDir`, then the listed files of
 * `uploadsDir` under uploads/.
 */
export async function writeArchive(options: { file: string; stagingDir: string; uploadsDir: string; uploads: readonly string[] }) {
  const uploadsRoot = path.resolve(options.uploadsDir)
  const pack = new Pack({
    cwd: options.stagingDir,
    gzip: true,
    // No owner names or ids: the archive restores the same on any machine.
    portable: true,
    // Upload files are added by their absolute path; their entries are named uploads/<path>.
    onWriteEntry: (entry) => {
      if (entry.absolute.startsWith(`${uploadsRoot}${path.sep}`)) {
        entry.path = UPLOADS_PREFIX + path.relative(uploadsRoot, entry.absolute).split(path.sep).join('/')
      }
    },
  })
  const written = pipeline(pack, createWriteStream(options.file, { flags: 'wx', mode: 0o600 }))
  pack.add(MANIFEST)
  pack.add(MANIFEST_SIGNATURE)
  pack.add(DATABASE_DUMP)
  for (const upload of options.uploads) pack.add(path.join(uploadsRoot, ...upload.split('/')))
  pack.end()
  await written
}

export class ArchiveError extends Error {}

export interface OpenedArchive {
  manifest: Manifest
  /** manifest.json exactly as stored: what its signature covers. */
  manifestBytes: Buffer
  /** The text of manifest.hmac, when the archive has one. */
  signature?: string
  /** database.dump, extracted into the staging folder. */
  dumpFile: string
}

/**
 * Reads an archive from end to end, checking every entry before anything is written (the first
 * bad entry stops the read), and extracts only manifest.json, manifest.hmac and database.dump
 * into `stagingDir`. Then checks the manifest, that the uploads in the archive are exactly the
 * ones it lists, and the dump's checksum. Any problem is an ArchiveError that says what is wrong.
 * Whether the signature is the installation's is the caller's check (restore-backup.ts).
 */
export async function openArchive(file: string, stagingDir: string, sha256File: (file: string) => Promise<string>): Promise<OpenedArchive> {
  const info = await stat(file).catch(() => undefined)
  if (!info) throw new ArchiveError(`There is no backup at ${file}.`)
  if (!info.isFile()) throw new ArchiveError(`${file} is not a file.`)

  const uploads = new Map<string, number>()
  const seen = new Set<string>()
  await readEntries(file, stagingDir, (entry) => {
    if (seen.size >= MAX_ENTRIES) return `it holds more than ${MAX_ENTRIES} entries`
    const problem = entryProblem(entry)
    if (problem) return problem
    if (seen.has(entry.path)) return `${JSON.stringify(entry.path)} appears twice`
    seen.add(entry.path)
    if (entry.path.startsWith(UPLOADS_PREFIX)) {
      uploads.set(entry.path.slice(UPLOADS_PREFIX.length), entry.size)
      return 'skip'
    }
    return 'extract'
  })

  const notBackup = (why: string) => new ArchiveError(`${file} is not a usable backup: ${why}.`)
  if (!seen.has(MANIFEST)) throw notBackup(`it has no ${MANIFEST}`)
  if (!seen.has(DATABASE_DUMP)) throw notBackup(`it has no ${DATABASE_DUMP}`)
  const manifestBytes = await readFile(path.join(stagingDir, MANIFEST))
  const signature = seen.has(MANIFEST_SIGNATURE) ? await readFile(path.join(stagingDir, MANIFEST_SIGNATURE), 'utf8') : undefined
  let json: unknown
  try {
    json = JSON.parse(manifestBytes.toString('utf8'))
  } catch {
    throw notBackup(`${MANIFEST} is not JSON`)
  }
  const parsed = ManifestSchema.safeParse(json)
  if (!parsed.success) {
    const [first] = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'manifest'}: ${issue.message}`)
    throw notBackup(`${MANIFEST} does not describe a backup of this site (${first})`)
  }
  const manifest = parsed.data

  const listed = new Map(manifest.uploads.files.map((upload) => [upload.path, upload.size]))
  const unlisted = [...uploads.keys()].filter((upload) => !listed.has(upload))
  const missing = [...listed.keys()].filter((upload) => !uploads.has(upload))
  const resized = [...listed].filter(([upload, size]) => uploads.has(upload) && uploads.get(upload) !== size).map(([upload]) => upload)
  if (unlisted.length) throw notBackup(`uploads/${unlisted[0]} is not in the manifest (${unlisted.length} such files)`)
  if (missing.length) throw notBackup(`uploads/${missing[0]} is in the manifest but missing (${missing.length} such files)`)
  if (resized.length) throw notBackup(`uploads/${resized[0]} does not have the size the manifest gives (${resized.length} such files)`)

  const dumpFile = path.join(stagingDir, DATABASE_DUMP)
  const dumpInfo = await stat(dumpFile)
  if (dumpInfo.size !== manifest.database.size || (await sha256File(dumpFile)) !== manifest.database.sha256) {
    throw notBackup(`${DATABASE_DUMP} does not match its checksum in the manifest (the file is damaged)`)
  }
  return { manifest, manifestBytes, signature, dumpFile }
}

/** Writes the archive's upload files (all of them listed in `manifest`) into `uploadsDir`. */
export async function extractUploads(file: string, manifest: Manifest, uploadsDir: string) {
  const wanted = new Set(manifest.uploads.files.map((upload) => UPLOADS_PREFIX + upload.path))
  await readEntries(file, uploadsDir, (entry) => (entry.type === 'File' && wanted.has(entry.path) ? 'extract' : 'skip'), 1)
}

/**
 * Streams the archive through tar's extractor into `cwd`. `decide` sees every entry's header first:
 * 'extract', 'skip', or a problem, which aborts the read with that message.
 */
function readEntries(
  file: string,
  cwd: string,
  decide: (entry: { path: string; type: string; size: number }) => 'extract' | 'skip' | string,
  strip = 0,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      input.destroy()
      reject(error)
    }
    const unpack = new Unpack({
      cwd,
      strip,
      // Every warning (a bad header, a path the extractor refuses) is an error.
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const { type, size } = entry as ReadEntry
        const decision = decide({ path: entryPath, type, size })
        if (decision === 'extract') return true
        if (decision !== 'skip') unpack.abort(new ArchiveError(`${file} is not a usable backup: ${decision}.`))
        return false
      },
    })
    const input = createReadStream(file)
    input.on('error', (error) => fail(error))
    unpack.on('error', (error: Error) => {
      if (error instanceof ArchiveError) return fail(error)
      fail(new ArchiveError(`${file} is not a readable backup archive (${error.message}).`))
    })
    unpack.on('close', () => {
      if (!failed) resolve()
    })
    input.pipe(unpack)
  })
}
