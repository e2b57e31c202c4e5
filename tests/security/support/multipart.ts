/** A field or a file of a multipart body written by hand (names, file names and types exactly as given). */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

/** A multipart/form-data body of `parts`, in order, and its Content-Type. */
export function multipart(parts: Part[]) {
  const boundary = `----security${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, 'utf8'))
    chunks.push('filename' in part ? part.data : Buffer.from(part.value, 'utf8'))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}
