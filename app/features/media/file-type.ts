/**
 * What an uploaded file really is, read from its first bytes (never from its name or the type
 * the browser claims). The pixel size of an image is read by sharp on the server.
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
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
])

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

/** The content type of a stored file, by the extension of the key we gave it (from its detected type). */
export const mimeByExtension: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
}
