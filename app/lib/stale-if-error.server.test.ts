import { expect, test, vi } from 'vitest'
import { staleIfError } from './stale-if-error.server'

test('serves fresh data, and the last good value while the source fails', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(await staleIfError('k', async () => 1)).toBe(1)
  expect(await staleIfError('k', async () => 2)).toBe(2)
  expect(await staleIfError('k', async () => Promise.reject(new Error('db down')))).toBe(2)
  expect(await staleIfError('k', async () => 3)).toBe(3)
})

test('without a good value the error goes through', async () => {
  await expect(staleIfError('never-read', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
})
