import { expect, test } from 'vitest'
import { arrayBufferBytes } from './bytes'

test('a view of an ArrayBuffer is kept (same memory, same window); a shared one is copied', () => {
  const buffer = new ArrayBuffer(8)
  const window = new Uint8Array(buffer, 2, 4)
  const view = arrayBufferBytes(window)
  view[0] = 7
  expect(new Uint8Array(buffer)[2]).toBe(7)
  expect(view.byteLength).toBe(4)

  const shared = new Uint8Array(new SharedArrayBuffer(4))
  const copy = arrayBufferBytes(shared)
  expect(copy.buffer).toBeInstanceOf(ArrayBuffer)
  copy[0] = 1
  expect(shared[0]).toBe(0)
})
