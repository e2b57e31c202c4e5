/**
 * What an uploaded file really is, read from its first bytes (never from its name or the type
 * the browser claims), and the pixel size of an image.
 */

export interface DetectedFile {
  kind: 'image' | 'video' | 'pdf'
  mime: string
  ext: string
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/**
 * Major brands of an ISO base media file ('ftyp' box) that are MP4 video. QuickTime ('qt  '),
 * HEIC/HEIF and 3GP share the box layout but are other formats.
 */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'iso9', 'mp41', 'mp42', 'mp71', 'avc1', 'M4V ', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v '])

function ftypBrand(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return null
  const boxSize = ((bytes[0]! << 24) >>> 0) + ((bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!)
  if (boxSize < 16 || boxSize > 1024 || boxSize % 4 !== 0) return null
  return String.fromCharCode(...bytes.subarray(8, 12))
}

/** PNG, JPEG, GIF, WebP, AVIF, MP4 or PDF; null for anything else (SVG included: it can carry scripts). */
export function detectFileType(bytes: Uint8Array): DetectedFile | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png', ext: 'png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { kind: 'image', mime: 'image/gif', ext: 'gif' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { kind: 'image', mime: 'image/webp', ext: 'webp' }
  const brand = ftypBrand(bytes)
  if (brand === 'avif' || brand === 'avis') return { kind: 'image', mime: 'image/avif', ext: 'avif' }
  if (brand && MP4_BRANDS.has(brand)) return { kind: 'video', mime: 'video/mp4', ext: 'mp4' }
  if (startsWith(bytes, ascii('%PDF-'))) return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' }
  return null
}

export interface PixelSize {
  width: number
  height: number
}

const be16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8)
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16)
const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!)

const valid = (size: PixelSize): PixelSize | null => (size.width > 0 && size.height > 0 ? size : null)

/** Width and height of a PNG, JPEG, GIF or WebP image; null when unknown (AVIF, damaged files). */
export function imageDimensions(bytes: Uint8Array): PixelSize | null {
  const type = detectFileType(bytes)
  if (type?.kind !== 'image') return null
  switch (type.ext) {
    case 'png':
      return bytes.length >= 24 ? valid({ width: be32(bytes, 16), height: be32(bytes, 20) }) : null
    case 'gif':
      return bytes.length >= 10 ? valid({ width: le16(bytes, 6), height: le16(bytes, 8) }) : null
    case 'webp':
      return webpDimensions(bytes)
    case 'jpg':
      return jpegDimensions(bytes)
    default:
      return null
  }
}

function webpDimensions(b: Uint8Array): PixelSize | null {
  if (b.length < 30) return null
  if (startsWith(b, ascii('VP8 '), 12)) return valid({ width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff })
  if (startsWith(b, ascii('VP8L'), 12)) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)
    return valid({ width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 })
  }
  if (startsWith(b, ascii('VP8X'), 12)) return valid({ width: le24(b, 24) + 1, height: le24(b, 27) + 1 })
  return null
}

/** The size is in the first start-of-frame segment (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegDimensions(b: Uint8Array): PixelSize | null {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i++
      continue
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return valid({ height: be16(b, i + 5), width: be16(b, i + 7) })
    }
    i += 2 + be16(b, i + 2)
  }
  return null
}
