import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { create } from 'tar'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openBackup } from './restore-backup.ts'

let scratch: string
let tmpdirBefore: string | undefined

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'figs-open-backup-'))
  // The staging folders of this file's restores go to a folder of its own, so they can be counted.
  tmpdirBefore = process.env.TMPDIR
  process.env.TMPDIR = path.join(scratch, 'tmp')
  await mkdir(process.env.TMPDIR)
})

afterAll(async () => {
  if (tmpdirBefore === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = tmpdirBefore
  await rm(scratch, { recursive: true, force: true })
})

test('an archive cut anywhere in its first entries is refused, and its staging folder is removed although a file was still being written', async () => {
  const source = path.join(scratch, 'source')
  await mkdir(source)
  // A manifest of a few kilobytes is still being written when the cut archive's end is reached.
  await writeFile(path.join(source, 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(3000) }))
  await writeFile(path.join(source, 'database.dump'), randomBytes(50_000))
  const whole = path.join(scratch, 'whole.tar.gz')
  await create({ gzip: true, file: whole, cwd: source }, ['manifest.json', 'database.dump'])
  const bytes = await readFile(whole)

  for (let cut = 100; cut < 1_100; cut += 5) {
    const file = path.join(scratch, `cut-${cut}.tar.gz`)
    await writeFile(file, bytes.subarray(0, cut))
    await expect(openBackup(file), `cut at ${cut} bytes`).rejects.toThrow(/is not a readable backup archive/)
  }
  expect(await readdir(process.env.TMPDIR!)).toEqual([])
}, 60_000)
