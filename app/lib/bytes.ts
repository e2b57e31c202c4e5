/**
 * `bytes` as a view of a plain ArrayBuffer, which File and Blob take (a Uint8Array may also view
 * a SharedArrayBuffer). The same memory when it already is one; a copy otherwise.
 */
export function arrayBufferBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes
  return buffer instanceof ArrayBuffer ? new Uint8Array(buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes)
}
