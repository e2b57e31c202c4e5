/**
 * The test SMTP server as a process, for the browser tests (started by playwright.config.ts): it
 * receives the admin test server's mails on SMTP_SINK_PORT and lists them as JSON on
 * SMTP_SINK_HTTP_PORT (`GET /messages?to=<address>`; attachments as base64).
 */
import http from 'node:http'
import { startTestSmtp } from './smtp-server.ts'

const smtp = await startTestSmtp(Number(process.env.SMTP_SINK_PORT ?? 3104))
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname === '/') return void res.end('ok')
  if (url.pathname !== '/messages') return void res.writeHead(404).end()
  const to = url.searchParams.get('to')
  const messages = smtp.messages
    .filter((message) => !to || message.to.includes(to))
    .map((message) => ({ ...message, attachments: message.attachments.map((a) => ({ ...a, content: a.content.toString('base64') })) }))
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages))
})
server.listen(Number(process.env.SMTP_SINK_HTTP_PORT ?? 3105), '127.0.0.1', () => console.log(`Test SMTP server on ${smtp.port}`))
const stop = () => void smtp.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
