/**
 * The installation's backup key: every archive `npm run backup` writes carries an HMAC-SHA256 of
 * its manifest (manifest.hmac), and `npm run restore` accepts only archives signed with the key it
 * holds. The manifest lists the sha256 of the dump and of every upload, so the signature covers the
 * whole archive. A checksum alone proves nothing: whoever makes an archive writes its checksums.
 *
 * The key is BACKUP_KEY (at least 32 characters) when set, otherwise the file BACKUP_KEY_FILE
 * (default `.data/backup-key`), which the first backup creates (32 random bytes, readable by its
 * owner only). A restore never creates a key: without one it refuses every archive unless told to
 * trust it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { projectRoot } from '../schema-engine.ts'

export const MIN_KEY_CHARS = 32
const SIGNATURE_SCHEME = 'figs-backup-hmac-sha256'

export interface BackupKey {
  /** The secret itself. */
  secret: Buffer
  /** Where it comes from, for messages: `BACKUP_KEY` or the file's path. */
  source: string
  /** A short public name of the key (a digest of it), written beside the signature. */
  id: string
}

export class BackupKeyError extends Error {}

export const defaultKeyFile = () => process.env.BACKUP_KEY_FILE || path.join(projectRoot, '.data', 'backup-key')

const keyId = (secret: Buffer) => createHash('sha256').update('figs-backup-key-id').update(secret).digest('hex').slice(0, 16)

function fromText(text: string, source: string): BackupKey {
  const trimmed = text.trim()
  if (trimmed.length < MIN_KEY_CHARS) throw new BackupKeyError(`The backup key in ${source} is shorter than ${MIN_KEY_CHARS} characters.`)
  const secret = Buffer.from(trimmed, 'utf8')
  return { secret, source, id: keyId(secret) }
}

/**
 * The installation's key, or undefined when it has none. `create` (a backup) makes the key file
 * when neither BACKUP_KEY nor the file exists.
 */
export async function installationKey({ create = false } = {}): Promise<BackupKey | undefined> {
  const fromEnv = process.env.BACKUP_KEY
  if (fromEnv) return fromText(fromEnv, 'BACKUP_KEY')
  const file = defaultKeyFile()
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw new BackupKeyError(`The backup key file ${file} cannot be read: ${error.message}`)
  })
  if (text !== undefined) return fromText(text, file)
  if (!create) return undefined
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  // 'wx': two backups started at once never write two different keys.
  await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error
  })
  return fromText(await readFile(file, 'utf8'), file)
}

const mac = (key: BackupKey, manifest: Buffer) =>
  createHmac('sha256', key.secret).update(SIGNATURE_SCHEME).update('\0').update(manifest).digest()

/** The text of manifest.hmac for the manifest's exact bytes: `<scheme> <key id> <hmac hex>`. */
export function signManifest(key: BackupKey, manifest: Buffer): string {
  return `${SIGNATURE_SCHEME} ${key.id} ${mac(key, manifest).toString('hex')}\n`
}

export type SignatureCheck = { ok: true } | { ok: false; why: 'unsigned' | 'malformed' | 'other-key' | 'forged'; keyId?: string }

/** Whether `signature` (the text of manifest.hmac, if any) is this key's signature of `manifest`. */
export function checkSignature(key: BackupKey, manifest: Buffer, signature: string | undefined): SignatureCheck {
  if (signature === undefined) return { ok: false, why: 'unsigned' }
  const match = /^([\w-]+) ([0-9a-f]{16}) ([0-9a-f]{64})\n?$/.exec(signature)
  if (!match || match[1] !== SIGNATURE_SCHEME) return { ok: false, why: 'malformed' }
  const [, , id = '', hex = ''] = match
  const expected = mac(key, manifest)
  if (timingSafeEqual(Buffer.from(hex, 'hex'), expected)) return { ok: true }
  return id === key.id ? { ok: false, why: 'forged' } : { ok: false, why: 'other-key', keyId: id }
}
