import { afterEach, expect, test } from 'vitest'
import { contentRead, followContentVersion } from './content-reads.server'

let version: string | null = null

afterEach(() => {
  followContentVersion(() => null)
  version = null
})

function counter<T>(value: () => T) {
  let reads = 0
  return {
    read: async () => {
      reads++
      return value()
    },
    reads: () => reads,
  }
}

test('without a known content version every call reads', async () => {
  const source = counter(() => ({ title: 'a' }))
  await contentRead('k', source.read)
  await contentRead('k', source.read)
  expect(source.reads()).toBe(2)
})

test('a value is read once per content version and per key', async () => {
  followContentVersion(() => version)
  version = '7'
  const source = counter(() => ({ title: `read at ${version}` }))
  expect(await contentRead('k', source.read)).toEqual({ title: 'read at 7' })
  expect(await contentRead('k', source.read)).toEqual({ title: 'read at 7' })
  await contentRead('other', source.read)
  expect(source.reads()).toBe(2)

  version = '8'
  expect(await contentRead('k', source.read)).toEqual({ title: 'read at 8' })
  expect(source.reads()).toBe(3)
})

test('calls made while a read is under way share it', async () => {
  followContentVersion(() => '1')
  const source = counter(() => [1, 2, 3])
  const all = await Promise.all([contentRead('k', source.read), contentRead('k', source.read), contentRead('k', source.read)])
  expect(all).toEqual([
    [1, 2, 3],
    [1, 2, 3],
    [1, 2, 3],
  ])
  expect(source.reads()).toBe(1)
})

test('a failed read is not kept: the next call reads again', async () => {
  followContentVersion(() => '1')
  let fail = true
  const source = counter(() => {
    if (fail) throw new Error('database away')
    return 'fine'
  })
  await expect(contentRead('k', source.read)).rejects.toThrow('database away')
  fail = false
  expect(await contentRead('k', source.read)).toBe('fine')
  expect(source.reads()).toBe(2)
})

test('a kept value is frozen all the way down, so no request can change what others get', async () => {
  followContentVersion(() => '1')
  const when = new Date('2026-01-01T00:00:00Z')
  const value = await contentRead('k', async () => ({ rows: [{ title: 'a', tags: ['x'] }], when, byUrl: new Map([['u', { width: 1 }]]) }))
  expect(() => value.rows.push({ title: 'b', tags: [] })).toThrow(TypeError)
  expect(() => {
    ;(value.rows[0] as { title: string }).title = 'changed'
  }).toThrow(TypeError)
  expect(() => value.rows[0]?.tags.push('y')).toThrow(TypeError)
  expect(() => {
    ;(value.byUrl.get('u') as { width: number }).width = 2
  }).toThrow(TypeError)
  // Class instances are left as they are.
  expect(Object.isFrozen(value.when)).toBe(false)
  expect((await contentRead('k', async () => null)) === value).toBe(true)
})

test('following a new version source forgets what was kept', async () => {
  followContentVersion(() => '1')
  const source = counter(() => 'v')
  await contentRead('k', source.read)
  followContentVersion(() => '1')
  await contentRead('k', source.read)
  expect(source.reads()).toBe(2)
})
