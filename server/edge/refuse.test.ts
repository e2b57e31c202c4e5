import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Refusal } from '../http/refusals.ts'
import { startAnswer } from './answer-start.ts'
import { refuse } from './refuse.ts'

const limits = { bodyLimitKb: 64, uploadLimitMb: 10, publicMaxList: 50, adminMaxList: 20 }
const refusals: Record<string, Refusal> = {
  '/en/faq': { kind: 'badTarget', problem: 'control' },
  '/api/products': { kind: 'methodNotAllowed', allow: ['GET', 'HEAD'] },
  '/en/contact': { kind: 'tooLarge', limitBytes: 64 * 1024 },
}

const app = express()
app.use(startAnswer(limits, []))
app.use((req, res) => refuse(req, res, refusals[req.path] ?? { kind: 'badHost' }))

let server: Server
let port = 0
beforeAll(async () => {
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends `body` in two parts, the second `pauseMs` after the answer started. */
function send(method: string, path: string, body?: { first: string; rest: string; pauseMs: number }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const headers = body ? { 'Content-Length': String(body.first.length + body.rest.length) } : {}
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      if (body) setTimeout(() => req.end(body.rest), body.pauseMs)
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    if (body) req.write(body.first)
    else req.end()
  })
}

describe('a refusal of the gate', () => {
  test('is answered whole at once: status, type, length and the route’s kind of message', async () => {
    const page = await send('GET', '/en/faq')
    expect(page.status).toBe(400)
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(page.headers['content-length']).toBe(String(Buffer.byteLength(page.body)))
    expect(page.body.length).toBeGreaterThan(0)
    // The security headers of the gate stay.
    expect(page.headers['x-content-type-options']).toBe('nosniff')

    const api = await send('DELETE', '/api/products')
    expect(api.status).toBe(405)
    expect(api.headers.allow).toBe('GET, HEAD')
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(api.body)).toEqual({ message: expect.any(String) })
  })

  test('with part of the body still on its way: the answer is read whole, then the exchange is closed', async () => {
    const answer = await send('POST', '/en/contact', { first: 'a'.repeat(1000), rest: 'b'.repeat(1000), pauseMs: 50 })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(Buffer.byteLength(answer.body)).toBe(Number(answer.headers['content-length']))
  })
})
