/**
 * What an uploaded file really is, read from its content (never from its name or the type the
 * browser claims). Images are read by sharp on the server (upload-check.server.ts): its reading of
 * the header gives the format and the pixel size. Only what sharp cannot read is recognised here
 * by hand, from the first bytes: PDF documents and MP4 videos.
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
 * HEIC/HEIF/AVIF and 3GP share the box layout but are other formats.
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
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0)
  if (boxSize < 16 || boxSize > 1024 || boxSize % 4 !== 0) return null
  return String.fromCharCode(...bytes.subarray(8, 12))
}

const PDF: DetectedFile = { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' }
const MP4: DetectedFile = { kind: 'video', mime: 'video/mp4', ext: 'mp4' }

/**
 * Whether the bytes begin like a PNG, JPEG, GIF or WebP file. Used only for a file sharp cannot
 * read: one that begins like a picture is a damaged picture, anything else is of another type.
 */
export function startsLikeImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii('GIF8')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  )
}

/** A PDF (starts with `%PDF-`) or an MP4 video (its 'ftyp' box names an MP4 brand); null for anything else. */
export function detectDocument(bytes: Uint8Array): DetectedFile | null {
  if (startsWith(bytes, ascii('%PDF-'))) return PDF
  const brand = ftypBrand(bytes)
  return brand && MP4_BRANDS.has(brand) ? MP4 : null
}

/**
 * The image types the site takes, by the format sharp reads (`metadata().format`; AVIF is HEIF
 * compressed with AV1). SVG (it can carry scripts), TIFF, HEIC and the rest are no accepted image.
 */
export function imageTypeOf(format: string | undefined, compression?: string): DetectedFile | null {
  switch (format) {
    case 'png':
      return { kind: 'image', mime: 'image/png', ext: 'png' }
    case 'jpeg':
      return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' }
    case 'gif':
      return { kind: 'image', mime: 'image/gif', ext: 'gif' }
    case 'webp':
      return { kind: 'image', mime: 'image/webp', ext: 'webp' }
    case 'heif':
      return compression === 'av1' ? { kind: 'image', mime: 'image/avif', ext: 'avif' } : null
    default:
      return null
  }
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
