import { describe, expect, test } from 'vitest'
import { detectDocument, imageTypeOf, mimeByExtension } from './file-type'

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

describe('detectDocument (what sharp cannot read)', () => {
  test('recognises a PDF by its signature', () => {
    expect(detectDocument(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toEqual({ kind: 'pdf', mime: 'application/pdf', ext: 'pdf' })
    expect(detectDocument(Buffer.from(' %PDF-1.7'))).toBeNull()
  })

  test('recognises MP4 video by its ftyp box and leaves AVIF, QuickTime and HEIC alone', () => {
    for (const brand of ['isom', 'mp42', 'avc1', 'M4V ', 'dash'])
      expect(detectDocument(ftyp(brand))).toEqual({ kind: 'video', mime: 'video/mp4', ext: 'mp4' })
    expect(detectDocument(ftyp('avif', 28))).toBeNull()
    expect(detectDocument(ftyp('qt  '))).toBeNull()
    expect(detectDocument(ftyp('heic'))).toBeNull()
    // 'ftyp' at offset 4 with a nonsense box size is not a media file.
    expect(detectDocument(ftyp('isom', 7))).toBeNull()
    expect(detectDocument(Buffer.from('xxxxftypisom'))).toBeNull()
  })

  test('anything else is not a document, pictures included (sharp reads those)', () => {
    expect(detectDocument(Buffer.from('hello, I am not a picture'))).toBeNull()
    expect(detectDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull()
    expect(detectDocument(new Uint8Array())).toBeNull()
  })
})

describe("imageTypeOf (sharp's format names)", () => {
  test('the five image types the site takes, AVIF being HEIF compressed with AV1', () => {
    expect(imageTypeOf('png')).toEqual({ kind: 'image', mime: 'image/png', ext: 'png' })
    expect(imageTypeOf('jpeg')?.ext).toBe('jpg')
    expect(imageTypeOf('gif')?.mime).toBe('image/gif')
    expect(imageTypeOf('webp')?.mime).toBe('image/webp')
    expect(imageTypeOf('heif', 'av1')).toEqual({ kind: 'image', mime: 'image/avif', ext: 'avif' })
  })

  test('SVG (scripts), HEIC, TIFF and unknown formats are no accepted image', () => {
    for (const [format, compression] of [['svg'], ['heif', 'hevc'], ['tiff'], ['pdf'], [undefined]])
      expect(imageTypeOf(format, compression), String(format)).toBeNull()
  })
})

describe('mimeByExtension', () => {
  test('every extension a detected file gets has its content type', () => {
    const detected = [
      ...['png', 'jpeg', 'gif', 'webp'].map((format) => imageTypeOf(format)),
      imageTypeOf('heif', 'av1'),
      detectDocument(ftyp('isom')),
      detectDocument(Buffer.from('%PDF-1.7')),
    ]
    for (const file of detected) expect(mimeByExtension[file!.ext]).toBe(file!.mime)
  })
})
