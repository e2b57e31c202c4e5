import { expect, test, vi } from 'vitest'
import { logger } from './logger.server'
import { staleIfError } from './stale-if-error.server'

test('serves fresh data, and the last good value while the source fails', async () => {
  vi.spyOn(logger, 'warn').mockImplementation(() => {})
  expect(await staleIfError('k', async () => 1)).toBe(1)
  expect(await staleIfError('k', async () => 2)).toBe(2)
  expect(await staleIfError('k', async () => Promise.reject(new Error('db down')))).toBe(2)
  expect(await staleIfError('k', async () => 3)).toBe(3)
})

test('without a good value the error goes through', async () => {
  await expect(staleIfError('never-read', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
})

test('logs once when it starts serving the last good value and once when fresh data is back, not per request', async () => {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
  warn.mockClear()
  await staleIfError('nav', async () => 'fresh')
  for (let i = 0; i < 5; i++) expect(await staleIfError('nav', async () => Promise.reject(new Error('db down')))).toBe('fresh')
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0]![0]).toContain('Serving the last known nav until the database answers again (db down)')
  expect(await staleIfError('nav', async () => 'newer')).toBe('newer')
  expect(await staleIfError('nav', async () => 'newest')).toBe('newest')
  expect(warn).toHaveBeenCalledTimes(2)
  expect(warn.mock.calls[1]![0]).toBe('Serving fresh nav again')
})
