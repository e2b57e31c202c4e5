/**
 * A bare Node `http` server answering fixed pages from memory: what serving those pages could
 * cost a Node process at best, the HTTP benchmark's reference beside the site
 * (scripts/bench/http.ts). Each page comes with its bytes compressed beforehand; the client gets
 * br when it accepts it, else gzip, else the bytes as they are.
 */
import http from 'node:http'

export interface ReferencePage {
  path: string
  contentType: string
  body: Buffer
  br: Buffer
  gzip: Buffer
}

export async function startNodeReferenceServer(pages: ReferencePage[], port: number) {
  const answers = new Map(pages.map((page) => [page.path, page]))
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '')
    if (!answer) return void res.writeHead(404).end()
    const accepted = req.headers['accept-encoding'] ?? ''
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
    const body = encoding ? answer[encoding] : answer.body
    res.writeHead(200, {
      'Content-Type': answer.contentType,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
    })
    res.end(body)
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
