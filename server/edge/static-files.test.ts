import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnswer } from './answer-start.ts'
import { staticFiles } from './static-files.ts'

const limits = { bodyLimitKb: 64, uploadLimitMb: 10, publicMaxList: 50, adminMaxList: 20 }
const SCRIPT = 'console.log("figs");'.repeat(50)
const ROBOTS = 'User-agent: *\nAllow: /\n'

let server: Server
let port = 0
const client = mkdtempSync(path.join(tmpdir(), 'static-files-'))
beforeAll(async () => {
  mkdirSync(path.join(client, 'assets'))
  writeFileSync(path.join(client, 'assets', 'entry-abc123.js'), SCRIPT)
  writeFileSync(path.join(client, 'assets', 'entry-abc123.js.br'), brotliCompressSync(SCRIPT))
  writeFileSync(path.join(client, 'assets', 'entry-abc123.js.gz'), gzipSync(SCRIPT))
  writeFileSync(path.join(client, 'assets', 'logo-abc123.png'), 'png')
  writeFileSync(path.join(client, 'robots.txt'), ROBOTS)
  writeFileSync(path.join(client, 'about'), 'a file without extension')
  const app = express()
  app.use(startAnswer(limits, []))
  app.use(staticFiles(client))
  app.use((_req, res) => res.status(404).type('text/plain').send('page'))
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(client, { recursive: true, force: true })
})

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the build’s files', () => {
  test('an asset comes as compressed at build time, brotli first, kept for a year', async () => {
    const br = await get('/assets/entry-abc123.js', { 'Accept-Encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.equals(brotliCompressSync(SCRIPT))).toBe(true)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const gzip = await get('/assets/entry-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await get('/assets/entry-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  test('a script goes without the document-only headers; an image and a missing script keep them', async () => {
    const script = await get('/assets/entry-abc123.js')
    expect(script.headers['content-security-policy']).toBeUndefined()
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    const image = await get('/assets/logo-abc123.png')
    expect(image.status).toBe(200)
    expect(image.headers['content-security-policy']).toBeDefined()
    const missing = await get('/assets/gone-abc123.js')
    expect([missing.status, missing.body.toString()]).toEqual([404, 'page'])
    expect(missing.headers['content-security-policy']).toBeDefined()
  })

  test('the public folder’s files are kept for an hour; an address without extension is a page', async () => {
    const robots = await get('/robots.txt')
    expect([robots.status, robots.body.toString()]).toEqual([200, ROBOTS])
    expect(robots.headers['cache-control']).toBe('public, max-age=3600')
    const page = await get('/about')
    expect([page.status, page.body.toString()]).toEqual([404, 'page'])
  })

  test('a range outside a file is the gate’s 416 (the file’s size, no encoding, never stored); a failed precondition its 412', async () => {
    for (const [path, encoding] of [
      ['/assets/entry-abc123.js', 'br'],
      ['/assets/logo-abc123.png', 'identity'],
      ['/robots.txt', 'identity'],
    ]) {
      const range = await get(path, { Range: 'bytes=999999-', 'Accept-Encoding': encoding })
      expect(range.status, path).toBe(416)
      expect(range.headers['content-range'], path).toMatch(/^bytes \*\/\d+$/)
      expect(range.headers['content-encoding'], path).toBeUndefined()
      expect(range.headers['cache-control'], path).toBe('no-store')
      expect(range.body.toString(), path).toBe('İstenen bayt aralığı dosyanın dışında.')
    }
    const precondition = await get('/robots.txt', { 'If-Match': '"other"' })
    expect(precondition.status).toBe(412)
    expect(precondition.headers['cache-control']).toBe('no-store')
    expect(precondition.headers.etag).toBeUndefined()
  })
})
