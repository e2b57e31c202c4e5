/**
 * Compose's backup service sees what a backup reads and writes, and nothing else of the
 * installation: the archives, the uploads, and a folder of its own for the backup key.
 */
import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'

/** The lines of one service's block in docker-compose.yml (two-space indented keys). */
async function serviceBlock(name: string) {
  const text = await readFile(new URL('../../../docker-compose.yml', import.meta.url), 'utf8')
  const lines = text.split('\n')
  const start = lines.indexOf(`  ${name}:`)
  expect(start, `service ${name}`).toBeGreaterThan(-1)
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line))
  return lines.slice(start + 1, end === -1 ? undefined : end)
}

test('the backup service mounts the archives, the uploads and its key folder only; the key file is in that folder', async () => {
  const block = await serviceBlock('backup')
  const mounts = block.map((line) => line.match(/^ {6}- (\S+)$/)?.[1]).filter(Boolean)
  expect(mounts).toEqual(['./backups:/backups', 'uploads:/uploads', './backup-key:/backup-key'])
  expect(block).toContain('      BACKUP_KEY_FILE: /backup-key/key')
})

test('the key folder stays out of git and of the image build', async () => {
  const read = (name: string) => readFile(new URL(`../../../${name}`, import.meta.url), 'utf8')
  expect((await read('.gitignore')).split('\n')).toContain('backup-key/')
  expect((await read('.dockerignore')).split('\n')).toContain('backup-key')
})
