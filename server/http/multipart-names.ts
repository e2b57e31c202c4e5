/**
 * Reads the part headers of a multipart/form-data body as it streams by (RFC 7578), without
 * keeping the parts' content: an upload of any size costs a few kilobytes here. The gate uses it
 * to check field names (list indexes, field count) on upload routes while the app parses the
 * same bytes; selected small parts (conform's control fields) are kept so they can be checked too.
 */

export class MultipartSyntaxError extends Error {}

export interface PartHandler {
  /** A part begins. Return true to receive its content (`captured`) when it ends. */
  part(name: string, isFile: boolean): boolean | undefined
  captured?(name: string, content: Buffer): void
}

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'epilogue'

export interface ScannerOptions {
  /** Largest header block of one part (the app's parser allows 8 kB). */
  maxHeaderBytes?: number
  /** Largest content kept for a captured part. */
  maxCaptureBytes?: number
}

export class MultipartNameScanner {
  private delimiter: Buffer
  // The body is read as if it began with CRLF, so the first boundary is found like the others.
  private pending: Buffer = CRLF
  private state: State = 'preamble'
  private current: { name: string; capture: Buffer[] | null; size: number } | null = null
  private maxHeaderBytes: number
  private maxCaptureBytes: number

  constructor(
    boundary: string,
    private handler: PartHandler,
    options: ScannerOptions = {},
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
    this.maxHeaderBytes = options.maxHeaderBytes ?? 8 * 1024
    this.maxCaptureBytes = options.maxCaptureBytes ?? 64 * 1024
  }

  write(chunk: Buffer): void {
    if (this.state === 'epilogue') return
    let buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk
    for (;;) {
      if (this.state === 'preamble' || this.state === 'body') {
        const at = buffer.indexOf(this.delimiter)
        if (at === -1) {
          // Keep what could be the start of a delimiter split across chunks.
          const keep = Math.min(buffer.length, this.delimiter.length - 1)
          this.content(buffer.subarray(0, buffer.length - keep))
          this.pending = Buffer.from(buffer.subarray(buffer.length - keep))
          return
        }
        this.content(buffer.subarray(0, at))
        this.endPart()
        buffer = buffer.subarray(at + this.delimiter.length)
        this.state = 'afterDelimiter'
      } else if (this.state === 'afterDelimiter') {
        // `--` ends the body; otherwise optional padding (spaces, tabs), then CRLF.
        let i = 0
        while (i < buffer.length && (buffer[i] === 0x20 || buffer[i] === 0x09)) i++
        if (buffer.length - i < 2) {
          if (i > 256) throw new MultipartSyntaxError('Padding after a boundary is too long')
          this.pending = Buffer.from(buffer)
          return
        }
        if (i === 0 && buffer[0] === 0x2d && buffer[1] === 0x2d) {
          this.state = 'epilogue'
          this.pending = Buffer.alloc(0)
          return
        }
        if (buffer[i] !== 0x0d || buffer[i + 1] !== 0x0a) throw new MultipartSyntaxError('Malformed boundary line')
        buffer = buffer.subarray(i + 2)
        this.state = 'headers'
      } else if (this.state === 'headers') {
        // An empty header block: the part starts with its blank line.
        const end = buffer[0] === 0x0d && buffer[1] === 0x0a ? -2 : buffer.indexOf(HEADER_END)
        if (end === -1) {
          if (buffer.length > this.maxHeaderBytes) throw new MultipartSyntaxError('Part headers are too long')
          this.pending = Buffer.from(buffer)
          return
        }
        if (end > this.maxHeaderBytes) throw new MultipartSyntaxError('Part headers are too long')
        this.startPart(end < 0 ? '' : buffer.subarray(0, end).toString('utf8'))
        buffer = buffer.subarray(end < 0 ? 2 : end + HEADER_END.length)
        this.state = 'body'
      } else {
        return
      }
    }
  }

  /** The body ended: it must have closed with the final boundary. */
  end(): void {
    if (this.state !== 'epilogue') throw new MultipartSyntaxError('The body ended before its final boundary')
  }

  private startPart(headerBlock: string) {
    const disposition = headerBlock
      .split('\r\n')
      .find((line) => /^content-disposition\s*:/i.test(line))
      ?.replace(/^content-disposition\s*:\s*/i, '')
    if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartSyntaxError('A part is not form-data')
    // Browsers never send RFC 2231 names; a parser that prefers them would see another name.
    if (/;\s*name\*\s*=/i.test(disposition)) throw new MultipartSyntaxError('Encoded part names are not accepted')
    const match = /;\s*name\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s"]+))/i.exec(disposition)
    if (!match) throw new MultipartSyntaxError('A part has no name')
    const name = match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]
    const isFile = /;\s*filename\*?\s*=/i.test(disposition)
    const capture = this.handler.part(name, isFile) === true
    this.current = { name, capture: capture ? [] : null, size: 0 }
  }

  private content(bytes: Buffer) {
    const part = this.current
    if (!part?.capture || bytes.length === 0) return
    part.size += bytes.length
    if (part.size > this.maxCaptureBytes) throw new MultipartSyntaxError(`The field ${part.name} is too long`)
    part.capture.push(Buffer.from(bytes))
  }

  private endPart() {
    const part = this.current
    this.current = null
    if (part?.capture) this.handler.captured?.(part.name, Buffer.concat(part.capture))
  }
}
