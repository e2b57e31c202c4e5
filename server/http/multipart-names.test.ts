import { describe, expect, it } from 'vitest'
import { MultipartNameScanner, MultipartSyntaxError } from './multipart-names'

function body(parts: { name: string; filename?: string; content: string }[], boundary = 'XyZ') {
  const lines = parts.map(
    (p) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
      `${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${p.content}\r\n`,
  )
  return Buffer.from(`${lines.join('')}--${boundary}--\r\n`)
}

function scan(bytes: Buffer, chunkSize: number, capture: string[] = []) {
  const seen: [string, boolean][] = []
  const captured: Record<string, string> = {}
  const scanner = new MultipartNameScanner('XyZ', {
    part: (name, isFile) => {
      seen.push([name, isFile])
      return capture.includes(name)
    },
    captured: (name, content) => (captured[name] = content.toString()),
  })
  for (let i = 0; i < bytes.length; i += chunkSize) scanner.write(bytes.subarray(i, i + chunkSize))
  scanner.end()
  return { seen, captured }
}

describe('MultipartNameScanner', () => {
  const sample = body([
    { name: 'title', content: 'Kuru incir' },
    { name: 'image', filename: 'a.png', content: `\r\n--XyY near miss --XyZ without CRLF\r\n--Xy${'x'.repeat(5000)}` },
    { name: 'priceRanges[3].calibre', content: '' },
    { name: '__intent__', content: '{"type":"insert","payload":{"name":"items"}}' },
  ])

  it('reports every part name, whatever the chunk size, and keeps only the asked-for content', () => {
    for (const size of [1, 2, 7, 64, 1000, sample.length]) {
      const { seen, captured } = scan(sample, size, ['__intent__'])
      expect(seen, `chunks of ${size}`).toEqual([
        ['title', false],
        ['image', true],
        ['priceRanges[3].calibre', false],
        ['__intent__', false],
      ])
      expect(captured).toEqual({ __intent__: '{"type":"insert","payload":{"name":"items"}}' })
    }
  })
  it('refuses bodies that are cut off or malformed', () => {
    expect(() => scan(sample.subarray(0, sample.length - 10), 100)).toThrow(MultipartSyntaxError)
    expect(() => scan(Buffer.from('--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--'), 10)).toThrow('not form-data')
    expect(() => scan(Buffer.from('--XyZ\r\nContent-Disposition: form-data\r\n\r\nx\r\n--XyZ--'), 10)).toThrow('no name')
    expect(() => scan(Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name*=UTF-8''a%5B1%5D\r\n\r\nx\r\n--XyZ--`), 10)).toThrow(
      'Encoded',
    )
    expect(() => scan(Buffer.from(`--XyZ\r\nX-Long: ${'a'.repeat(9000)}\r\n\r\n`), 512)).toThrow('too long')
    expect(() => scan(Buffer.from('no boundary at all'), 4)).toThrow(MultipartSyntaxError)
  })
  it('limits the content it keeps', () => {
    const big = body([{ name: '__intent__', content: 'x'.repeat(70_000) }])
    expect(() => scan(big, 4096, ['__intent__'])).toThrow('too long')
  })
})
