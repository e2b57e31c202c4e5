/**
 * Active content in a PDF, found the way pdfid (the usual PDF triage tool) finds it: by the names
 * in the file, with `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). The whole file is
 * read (no parsing that strings or fake stream ends could fool), and every zlib-compressed stream
 * is inflated and read too, since object streams hide dictionaries inside compressed data.
 *
 * A JavaScript action always names its type `/S /JavaScript`, and document scripts sit in the
 * `/JavaScript` name tree, so the short `/JS` key need not be looked for (in binary data it would
 * turn up by chance). Encrypted files are refused: their object streams cannot be read.
 */
import { constants, inflateSync } from 'node:zlib'

/** Names that start scripts, programs, attached files or embedded players. */
const ACTIVE_NAMES = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'])
/** Inflated bytes read per file at most (a compression bomb is refused, not read). */
const MAX_INFLATED_BYTES = 128 * 1024 * 1024
const MAX_STREAMS = 10_000

export type PdfScan = 'clean' | 'active' | 'unreadable'

const NAME = /\/([^\s()<>[\]{}/%]+)/g
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

/** 'active' for an active name, 'encrypted' for an /Encrypt entry, else null. */
function readNames(text: string): 'active' | 'encrypted' | null {
  let encrypted = false
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '')
    if (ACTIVE_NAMES.has(name)) return 'active'
    if (name === 'Encrypt') encrypted = true
  }
  return encrypted ? 'encrypted' : null
}

/** `stream` and its end of line (never the end of `endstream`). */
const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g
/** A zlib header: deflate method, and the check bits of the first two bytes. */
function isZlib(b: Uint8Array, i: number): boolean {
  const first = b[i]
  const second = b[i + 1]
  return first !== undefined && second !== undefined && (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0
}

export function scanPdf(bytes: Uint8Array): PdfScan {
  const text = latin1(bytes)
  const names = readNames(text)
  if (names) return names === 'active' ? 'active' : 'unreadable'
  let budget = MAX_INFLATED_BYTES
  let streams = 0
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length
    if (!isZlib(bytes, start)) continue
    if (++streams > MAX_STREAMS || budget < 1) return 'unreadable'
    let inflated: Buffer
    try {
      // Everything after the keyword: inflating stops at the end of the compressed data.
      inflated = inflateSync(bytes.subarray(start), { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH })
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE') return 'unreadable'
      continue
    }
    budget -= inflated.length
    if (readNames(latin1(inflated)) === 'active') return 'active'
  }
  return 'clean'
}
