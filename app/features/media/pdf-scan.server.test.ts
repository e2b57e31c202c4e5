import { constants, deflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { scanPdf } from './pdf-scan.server'

const pdf = (...parts: (string | Buffer)[]) =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
      ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)),
      Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
    ]),
  )
const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`5 0 obj << ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n')])

describe('scanPdf', () => {
  test('a plain document, with compressed pages and pictures, is clean', () => {
    const page = stream('/Filter /FlateDecode', deflateSync(Buffer.from('BT /F1 12 Tf (Kuru incir) Tj ET')))
    const picture = stream('/Subtype /Image /Filter /DCTDecode', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x2f, 0x4a, 0x53, 0x20]))
    expect(scanPdf(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n', page, picture))).toBe('clean')
  })

  test('scripts, launch actions and attached files are active content, however the name is spelled', () => {
    expect(scanPdf(pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n'))).toBe('active')
    expect(scanPdf(pdf('1 0 obj << /OpenAction << /S /J#61va#53cript /JS (x) >> >> endobj\n'))).toBe('active')
    expect(scanPdf(pdf('1 0 obj << /AA << /O << /S /Launch /F (cmd.exe) >> >> >> endobj\n'))).toBe('active')
    expect(scanPdf(pdf('1 0 obj << /Names << /EmbeddedFiles 3 0 R >> >> endobj\n'))).toBe('active')
  })

  test('a script hidden in a compressed object stream is found; strings cannot hide it', () => {
    const objects = deflateSync(Buffer.from('6 0 << /S /JavaScript /JS (app.alert(1)) >>'))
    expect(scanPdf(pdf(stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', objects)))).toBe('active')
    expect(scanPdf(pdf('1 0 obj << /Title (stream\n) >> endobj\n2 0 obj << /S /JavaScript >> endobj\n'))).toBe('active')
  })

  test('encrypted files and compression bombs cannot be inspected', () => {
    expect(scanPdf(pdf('1 0 obj << /Type /Catalog >> endobj\n', 'trailer << /Encrypt 9 0 R >>\n'))).toBe('unreadable')
    // One megabyte of zeros, compressed and flushed, repeated: 130 MB once inflated.
    const block = deflateSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH })
    const bomb = Buffer.concat([block.subarray(0, 2), ...Array.from({ length: 130 }, () => block.subarray(2))])
    expect(scanPdf(pdf(stream('/Filter /FlateDecode', bomb)))).toBe('unreadable')
  }, 20_000)
})
