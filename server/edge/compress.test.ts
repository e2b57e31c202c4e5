import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { BROTLI, compress, isCompressibleType } from './compress.ts'

describe('compression', () => {
  const page = Buffer.from('<li class="flex items-center">fig calibre moisture</li>'.repeat(200))

  test('gzip and brotli, at either quality, give back the same bytes', async () => {
    const [zipped, fast, best] = await Promise.all([
      compress(page, 'gzip'),
      compress(page, 'br', BROTLI.cachedFast),
      compress(page, 'br', BROTLI.cachedBest),
    ])
    expect(gunzipSync(zipped).equals(page)).toBe(true)
    expect(brotliDecompressSync(best).equals(page)).toBe(true)
    expect(brotliDecompressSync(fast).equals(page)).toBe(true)
  })

  test('text formats are compressed; images, PDFs and event streams are not', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'text/x-script', 'application/xml', 'application/ld+json'])
      expect([type, isCompressibleType(type)]).toEqual([type, true])
    for (const type of ['image/png', 'application/pdf', 'text/event-stream', null])
      expect([type, isCompressibleType(type)]).toEqual([type, false])
  })
})
