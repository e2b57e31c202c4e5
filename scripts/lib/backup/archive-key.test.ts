import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { checkSignature, installationKey, signManifest } from './archive-key.ts'

let dir: string
const saved = { key: process.env.BACKUP_KEY, file: process.env.BACKUP_KEY_FILE }

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'figs-backup-key-'))
  delete process.env.BACKUP_KEY
  process.env.BACKUP_KEY_FILE = path.join(dir, 'nested', 'backup-key')
})

afterEach(async () => {
  for (const [name, value] of [
    ['BACKUP_KEY', saved.key],
    ['BACKUP_KEY_FILE', saved.file],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await rm(dir, { recursive: true, force: true })
})

describe('the installation key', () => {
  test('a restore finds none where a backup makes one (owner-only), and both then read the same key', async () => {
    expect(await installationKey()).toBeUndefined()
    const made = await installationKey({ create: true })
    const file = process.env.BACKUP_KEY_FILE!
    expect(made?.source).toBe(file)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/)
    expect((await installationKey())?.id).toBe(made?.id)
    expect((await installationKey({ create: true }))?.id).toBe(made?.id)
  })

  test('BACKUP_KEY wins over the file and must be at least 32 characters', async () => {
    process.env.BACKUP_KEY = 'k'.repeat(32)
    expect((await installationKey({ create: true }))?.source).toBe('BACKUP_KEY')
    await expect(stat(process.env.BACKUP_KEY_FILE!)).rejects.toThrow()
    process.env.BACKUP_KEY = 'short'
    await expect(installationKey()).rejects.toThrow('The backup key in BACKUP_KEY is shorter than 32 characters.')
  })
})

describe('manifest signatures', () => {
  const manifest = Buffer.from('{"format":"figs-backup"}\n')

  test("the key's own signature passes; a changed manifest, another key's, a forged, a malformed or no signature fail", async () => {
    process.env.BACKUP_KEY = 'a'.repeat(40)
    const key = (await installationKey())!
    process.env.BACKUP_KEY = 'b'.repeat(40)
    const other = (await installationKey())!
    const signature = signManifest(key, manifest)
    expect(signature).toMatch(new RegExp(`^figs-backup-hmac-sha256 ${key.id} [0-9a-f]{64}\\n$`))
    expect(checkSignature(key, manifest, signature)).toEqual({ ok: true })
    expect(checkSignature(key, Buffer.from('{"format":"figs-backup" }\n'), signature)).toEqual({ ok: false, why: 'forged' })
    expect(checkSignature(key, manifest, signManifest(other, manifest))).toEqual({ ok: false, why: 'other-key', keyId: other.id })
    expect(checkSignature(key, manifest, signature.replace(/[0-9a-f]{64}/, '0'.repeat(64)))).toEqual({ ok: false, why: 'forged' })
    expect(checkSignature(key, manifest, 'sha256 0123 abc')).toEqual({ ok: false, why: 'malformed' })
    expect(checkSignature(key, manifest, undefined)).toEqual({ ok: false, why: 'unsigned' })
  })
})
