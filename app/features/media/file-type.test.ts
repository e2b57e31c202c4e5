import { describe, expect, test } from 'vitest'
import { detectFileType, mimeByExtension } from './file-type'

/** A real 1×1 PNG. */
const png1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
/** A real 1×1 GIF. */
const gif1x1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** SOI, an APP0 segment, then SOF0 with height 480 and width 640. */
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00,
  0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
])

function webpVp8x(width: number, height: number) {
  const bytes = Buffer.alloc(30)
  bytes.write('RIFF', 0, 'ascii')
  bytes.writeUInt32LE(22, 4)
  bytes.write('WEBP', 8, 'ascii')
  bytes.write('VP8X', 12, 'ascii')
  bytes.writeUIntLE(width - 1, 24, 3)
  bytes.writeUIntLE(height - 1, 27, 3)
  return bytes
}

/** An ISO base media file: an 'ftyp' box (size, 'ftyp', major brand, version, compatible brands) and an mdat. */
function ftyp(brand: string, boxSize = 24) {
  const bytes = Buffer.alloc(boxSize + 16)
  bytes.writeUInt32BE(boxSize, 0)
  bytes.write('ftyp', 4, 'ascii')
  bytes.write(brand, 8, 'ascii')
  bytes.write('isomiso2', 16, 'ascii')
  bytes.writeUInt32BE(16, boxSize)
  bytes.write('mdat', boxSize + 4, 'ascii')
  return bytes
}

describe('detectFileType', () => {
  test('recognises images and PDFs by their content', () => {
    expect(detectFileType(png1x1)).toEqual({ kind: 'image', mime: 'image/png', ext: 'png' })
    expect(detectFileType(gif1x1)).toEqual({ kind: 'image', mime: 'image/gif', ext: 'gif' })
    expect(detectFileType(jpeg)?.mime).toBe('image/jpeg')
    expect(detectFileType(webpVp8x(4, 4))?.mime).toBe('image/webp')
    expect(detectFileType(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toEqual({ kind: 'pdf', mime: 'application/pdf', ext: 'pdf' })
  })

  test('recognises MP4 video by its ftyp box and tells AVIF, QuickTime and HEIC apart', () => {
    for (const brand of ['isom', 'mp42', 'avc1', 'M4V ', 'dash'])
      expect(detectFileType(ftyp(brand))).toEqual({ kind: 'video', mime: 'video/mp4', ext: 'mp4' })
    expect(detectFileType(ftyp('avif', 28))).toEqual({ kind: 'image', mime: 'image/avif', ext: 'avif' })
    expect(detectFileType(ftyp('qt  '))).toBeNull()
    expect(detectFileType(ftyp('heic'))).toBeNull()
    // 'ftyp' at offset 4 with a nonsense box size is not a media file.
    expect(detectFileType(ftyp('isom', 7))).toBeNull()
    expect(detectFileType(Buffer.from('xxxxftypisom'))).toBeNull()
  })

  test('refuses text, SVG and truncated files whatever they are called', () => {
    expect(detectFileType(Buffer.from('hello, I am not a picture'))).toBeNull()
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull()
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull()
    expect(detectFileType(new Uint8Array())).toBeNull()
  })
})

describe('mimeByExtension', () => {
  test('every extension the detector gives has its content type', () => {
    for (const bytes of [png1x1, gif1x1, jpeg, webpVp8x(4, 4), ftyp('avif', 28), ftyp('isom'), Buffer.from('%PDF-1.7')]) {
      const detected = detectFileType(bytes)!
      expect(mimeByExtension[detected.ext]).toBe(detected.mime)
    }
  })
})
