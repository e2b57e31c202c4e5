import { mkdtempSync, rmSync } from 'node:fs'
import { open } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createFsFileStorage } from '@remix-run/file-storage/fs'
import { afterAll, expect, test } from 'vitest'
import { withWriteRetry } from './storage.server'

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-storage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The error a write gets when its folder was deleted under it. */
const missingFolder = () =>
  open(path.join(dir, 'gone', 'x.dat')).then(
    () => new Error('no error'),
    (error: Error) => error,
  )

test('a write whose folder vanished (a removal next to it) is tried again and lands', async () => {
  const storage = createFsFileStorage(path.join(dir, 'media'))
  let failures = 1
  const flaky = {
    ...storage,
    async set(key: string, file: File) {
      if (failures-- > 0) throw await missingFolder()
      return storage.set(key, file)
    },
  }
  const retried = withWriteRetry(flaky)
  await retried.set('a.txt', new File(['fig'], 'a.txt', { type: 'text/plain' }))
  expect(await (await retried.get('a.txt'))?.text()).toBe('fig')

  failures = 5
  await expect(retried.set('b.txt', new File(['x'], 'b.txt'))).rejects.toMatchObject({ code: 'ENOENT' })
  const refused = { ...storage, set: async () => Promise.reject(new Error('disk full')) }
  await expect(withWriteRetry(refused).set('c.txt', new File(['x'], 'c.txt'))).rejects.toThrow('disk full')
})

test('parallel writes and removals in the same folders all land', async () => {
  const storage = withWriteRetry(createFsFileStorage(path.join(dir, 'race')))
  const keys = Array.from({ length: 400 }, (_, i) => `file-${i}`)
  await Promise.all(keys.map((key) => storage.set(`${key}-old`, new File(['old'], key))))
  await Promise.all(keys.flatMap((key) => [storage.remove(`${key}-old`), storage.set(key, new File([key], key))]))
  const texts = await Promise.all(keys.map(async (key) => (await storage.get(key))?.text()))
  expect(texts).toEqual(keys)
})
