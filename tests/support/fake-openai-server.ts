/**
 * A local OpenAI-compatible server for tests: the app's real `openai` client talks to it over HTTP.
 * - POST /v1/chat/completions: answers the requested JSON schema. A test registers an answer for
 *   requests whose messages contain a unique string (POST /__fake/respond { match, json } or
 *   { match, behaviour: 'timeout' | 'unauthorized' | 'rate-limited' | 'server-error' | 'invalid' | 'not-json' });
 *   otherwise it builds a valid generic object from the schema.
 * - POST /v1/images/generations: a real PNG (made with sharp) as b64_json.
 * - GET /__fake/requests?match=…: the request bodies received that contain `match`.
 * The browser tests run it through tests/support/fake-openai-main.ts; other tests call `startFakeOpenAi()`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

export type FakeBehaviour = 'timeout' | 'unauthorized' | 'rate-limited' | 'server-error' | 'invalid' | 'not-json'
export interface FakeRule {
  match: string
  json?: unknown
  behaviour?: FakeBehaviour
}
export interface ReceivedRequest {
  path: string
  authorization: string | undefined
  body: Record<string, unknown>
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  enum?: unknown[]
  pattern?: string
  minItems?: number
}

/** The subject of a prompt (product name, topic, page key, title), to make generic answers recognisable. */
function subjectOf(text: string): string {
  const match = /^(?:Product name|Topic|Page key|Article title):\s*(.+)$/m.exec(text)
  return match ? match[1].trim().slice(0, 80) : 'dried figs'
}

/** A value that satisfies `schema` (the subset zod's toJSONSchema emits for our schemas). */
export function exampleFor(schema: JsonSchema, key: string, subject: string): unknown {
  if (schema.enum) return schema.enum[0]
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, exampleFor(s, k, subject)]))
  if (type === 'array')
    return Array.from({ length: Math.max(schema.minItems ?? 0, 3) }, (_, i) =>
      exampleFor(schema.items ?? { type: 'string' }, `${key}${i + 1}`, subject),
    )
  if (type === 'number' || type === 'integer') return 1
  if (type === 'boolean') return true
  if (schema.pattern || key === 'slug') return 'ai-generated-slug'
  return `AI ${key}: ${subject}`
}

const messageText = (body: Record<string, unknown>) =>
  ((body.messages as { content?: unknown }[] | undefined) ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n')

const errorBody = (message: string, type: string) => ({ error: { message, type, code: null, param: null } })

/** The environment that points the app's AI client at a fake server (a test key, short timeout, no retries). */
export const fakeOpenAiEnv = (baseURL: string, overrides: Record<string, string> = {}) => ({
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: baseURL,
  OPENAI_TIMEOUT_MS: '800',
  OPENAI_MAX_RETRIES: '0',
  OPENAI_MODEL: 'fake-model',
  ...overrides,
})

export async function startFakeOpenAi(port = 0) {
  const rules: FakeRule[] = []
  const received: ReceivedRequest[] = []
  const ruleFor = (text: string) => [...rules].reverse().find((rule) => text.includes(rule.match))

  /** Answers a rule's failure behaviour; true when it did. */
  const misbehave = (rule: FakeRule | undefined, res: ServerResponse): boolean => {
    switch (rule?.behaviour) {
      case 'timeout':
        // Never answers; the client gives up after its timeout and closes the connection.
        return true
      case 'unauthorized':
        json(res, 401, errorBody('Incorrect API key provided.', 'invalid_request_error'))
        return true
      case 'rate-limited':
        json(res, 429, errorBody('Rate limit reached.', 'requests'))
        return true
      case 'server-error':
        json(res, 500, errorBody('The server had an error.', 'server_error'))
        return true
      default:
        return false
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    try {
      if (req.method === 'GET' && url.pathname === '/') return json(res, 200, { ok: true })
      if (req.method === 'POST' && url.pathname === '/__fake/respond') {
        const rule = JSON.parse(await readBody(req)) as FakeRule
        if (!rule.match) return json(res, 400, { message: 'match is required' })
        rules.push(rule)
        return json(res, 200, { ok: true })
      }
      if (req.method === 'GET' && url.pathname === '/__fake/requests') {
        const match = url.searchParams.get('match') ?? ''
        return json(
          res,
          200,
          received.filter((r) => JSON.stringify(r.body).includes(match)),
        )
      }
      if (req.method === 'POST' && url.pathname.endsWith('/chat/completions')) {
        const body = JSON.parse(await readBody(req)) as Record<string, unknown>
        received.push({ path: url.pathname, authorization: req.headers.authorization, body })
        const text = messageText(body)
        const rule = ruleFor(text)
        if (misbehave(rule, res)) return
        const format = body.response_format as { json_schema?: { schema?: JsonSchema } } | undefined
        let content: string
        if (rule?.behaviour === 'not-json') content = 'Here is your article: { not json'
        else if (rule?.behaviour === 'invalid') content = JSON.stringify({ title_tr: 42, unexpected: true })
        else if (rule?.json !== undefined) content = JSON.stringify(rule.json)
        else content = JSON.stringify(exampleFor(format?.json_schema?.schema ?? { type: 'object' }, 'answer', subjectOf(text)))
        return json(res, 200, {
          id: `chatcmpl-${received.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
          usage: {
            prompt_tokens: Math.ceil(text.length / 4),
            completion_tokens: Math.ceil(content.length / 4),
            total_tokens: Math.ceil((text.length + content.length) / 4),
          },
        })
      }
      if (req.method === 'POST' && url.pathname.endsWith('/images/generations')) {
        const body = JSON.parse(await readBody(req)) as Record<string, unknown>
        received.push({ path: url.pathname, authorization: req.headers.authorization, body })
        const rule = ruleFor(String(body.prompt ?? ''))
        if (misbehave(rule, res)) return
        // A registered answer replaces the image (e.g. { url } instead of b64_json).
        if (rule?.json !== undefined) return json(res, 200, { created: Math.floor(Date.now() / 1000), data: [rule.json] })
        const png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: { r: 196, g: 140, b: 60 } } })
          .png()
          .toBuffer()
        return json(res, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: png.toString('base64') }],
          usage: { input_tokens: 50, output_tokens: 1000, total_tokens: 1050 },
        })
      }
      json(res, 404, errorBody(`Unknown path ${url.pathname}`, 'invalid_request_error'))
    } catch (error) {
      json(res, 400, errorBody(error instanceof Error ? error.message : 'bad request', 'invalid_request_error'))
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.address() as AddressInfo).port
  return {
    port: actualPort,
    /** OPENAI_BASE_URL for the app. */
    baseURL: `http://127.0.0.1:${actualPort}/v1`,
    respond: (rule: FakeRule) => void rules.push(rule),
    requests: (match = '') => received.filter((r) => JSON.stringify(r.body).includes(match)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
