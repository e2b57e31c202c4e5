/** Files on disk: the upload folder's files and their checksums. */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { isSafeUploadPath } from './archive-rules.ts'

export interface StoredFile {
  /** Relative to the uploads folder, with `/` separators. */
  path: string
  size: number
  sha256: string
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/**
 * Every regular file under `dir`, sorted, with its size and checksum. Hidden entries (`.gitkeep`)
 * are not uploads and are left out; a name the archive could not carry safely, or a link, stops
 * the backup rather than being silently skipped.
 */
export async function listUploadFiles(dir: string): Promise<StoredFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const files: StoredFile[] = []
  for (const entry of entries) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    if (relative.split('/').some((segment) => segment.startsWith('.'))) continue
    if (entry.isDirectory()) continue
    if (!entry.isFile()) throw new Error(`${path.join(dir, relative)} is not a regular file (a link?): uploads hold only files.`)
    if (!isSafeUploadPath(relative)) throw new Error(`The upload ${JSON.stringify(relative)} has a name a backup cannot carry safely.`)
    const absolute = path.join(dir, relative)
    files.push({ path: relative, size: (await stat(absolute)).size, sha256: await sha256File(absolute) })
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** `3.7 MB` */
export function formatBytes(bytes: number) {
  if (bytes < 1000) return `${bytes} B`
  const units = ['kB', 'MB', 'GB', 'TB']
  let value = bytes / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** A path for messages: relative to the working folder when it is inside it. */
export function displayPath(file: string) {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}
