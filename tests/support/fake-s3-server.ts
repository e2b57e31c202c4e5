/**
 * A tiny S3-compatible server for the storage tests: path-style PUT, GET, HEAD and DELETE of
 * /<bucket>/<key>, objects kept in memory with their Content-Type and x-amz-meta-* headers.
 * Requests must be signed (AWS SigV4 Authorization header) with the expected access key.
 */
import { createServer, type IncomingMessage } from 'node:http'

export interface StoredObject {
  body: Buffer
  headers: Record<string, string>
}

export interface FakeS3 {
  endpoint: string
  bucket: string
  accessKeyId: string
  objects: Map<string, StoredObject>
  requests: { method: string; key: string }[]
  stop(): Promise<void>
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startFakeS3({ bucket = 'figs-test', accessKeyId = 'TESTKEY' } = {}): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>()
  const requests: { method: string; key: string }[] = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const [, first, ...rest] = url.pathname.split('/')
    const key = rest.map((part) => decodeURIComponent(part)).join('/')
    requests.push({ method: request.method ?? '', key })
    const credential = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')
    if (
      !request.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ||
      credential?.[1] !== accessKeyId ||
      !request.headers['x-amz-date']
    ) {
      response
        .writeHead(403, { 'Content-Type': 'application/xml' })
        .end('<Error><Code>AccessDenied</Code><Message>Unsigned request</Message></Error>')
      return
    }
    if (first !== bucket || !key) {
      response
        .writeHead(404, { 'Content-Type': 'application/xml' })
        .end('<Error><Code>NoSuchBucket</Code><Message>No such bucket</Message></Error>')
      return
    }
    const stored = objects.get(key)
    switch (request.method) {
      case 'PUT': {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(request.headers)) {
          if ((name === 'content-type' || name.startsWith('x-amz-meta-')) && typeof value === 'string') headers[name] = value
        }
        objects.set(key, { body: await readBody(request), headers })
        response.writeHead(200, { ETag: '"fake"' }).end()
        return
      }
      case 'GET':
      case 'HEAD':
        if (!stored) {
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end(request.method === 'GET' ? '<Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>' : undefined)
          return
        }
        response.writeHead(200, { ...stored.headers, 'Content-Length': String(stored.body.length) })
        response.end(request.method === 'GET' ? stored.body : undefined)
        return
      case 'DELETE':
        objects.delete(key)
        response.writeHead(204).end()
        return
      default:
        response.writeHead(405).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    objects,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
