/**
 * Random bodies to every form endpoint, HTML and JSON: wrong types, megabyte strings, deep JSON,
 * invalid UTF-8, duplicate fields, NUL and other control characters, huge list indexes, broken
 * multipart, random content types. Whatever arrives, the answer is never a 5xx, never a hang,
 * and the server's memory stays below 600 MB throughout.
 *
 * The bodies come from a seeded generator: FUZZ_SEED=<n> replays a run (the seed is printed, and
 * every failing body is shown).
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { send, startServer, type TestServer } from './support/server'

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const BODIES_PER_ENDPOINT = 300
const PARALLEL = Number(process.env.FUZZ_PARALLEL ?? 8)
const MAX_RSS_MB = 600
/** Enough to see what breaks; a server that hangs would otherwise keep the run going for an hour. */
const STOP_AFTER_FAILURES = 25

let server: TestServer

/**
 * The server runs with the production memory settings (server/memory-settings.ts, which the
 * test server gets too): without a cap V8 lets garbage pile up towards its default limit of
 * several GB before it collects, and the process's memory says nothing about what the requests keep.
 */
beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

/** mulberry32: small, fast, good enough to pick inputs, and the same sequence for the same seed. */
function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]
  const chance = (p: number) => next() < p
  return { next, int, pick, chance }
}
type Rand = ReturnType<typeof prng>

const ALPHABET = 'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİ0123456789 -_.,@+()/\'"<>&;:!?#%=[]{}'

function text(r: Rand): string {
  switch (r.int(14)) {
    case 0:
      return ''
    case 1:
      return ' \t '
    case 2:
      return `a\u0000b`
    case 3:
      return String.fromCharCode(...Array.from({ length: 1 + r.int(12) }, () => r.int(32)))
    case 4:
      return `name\u202Egpj.exe\u2066x`
    case 5:
      return 'x'.repeat(r.pick([201, 5000, 60_000, 1024 * 1024]))
    case 6:
      return String(r.pick([0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 1e20]))
    case 7:
      return r.pick(['a@b.co', 'not-an-email', 'x@', '@@', 'ünïcødé@example.com', 'a@b.c\u0000om'])
    case 8:
      return r.pick(['en', 'de', 'tr', 'fr', 'EN', '']) // locales
    case 9:
      return '😀🇹🇷\ud800' // a lone surrogate among emoji
    case 10:
      return `line1\r\nline2\u2028line3`
    case 11:
      return '%zz%%E0%A4%A'
    default:
      return Array.from({ length: 1 + r.int(40) }, () => ALPHABET[r.int(ALPHABET.length)]).join('')
  }
}

interface Endpoint {
  path: string
  /** The form's real field names (`[]` is replaced by a list index). */
  fields: string[]
  json: boolean
  /** A valid submission, to mutate: its changed copies reach validation and storage. */
  valid: Record<string, unknown>
}

const guard = ['website', 'formStartedAt', 'submissionKey']
const quote = { locale: 'tr', name: 'Ayşe Yılmaz', phone: '+90 555 123 45 67', email: 'ayse@example.com', details: 'Kuru incir, 2 ton' }
const trial = { fullName: 'Hans Müller', phone: '+49 30 1234567', email: 'hans@example.com', country: 'DE' }
const contact = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Prices', message: 'Please send your price list.' }
const login = { email: 'admin@example.com', password: 'wrong-password' }
const endpoints: Endpoint[] = [
  {
    path: '/rfq',
    json: false,
    valid: { ...quote, country: 'TR', 'items[0].productId': 'x', 'items[0].quantity': '1000' },
    fields: [
      'locale',
      'name',
      'company',
      'email',
      'phone',
      'country',
      'city',
      'district',
      'address',
      'details',
      'items[].productId',
      'items[].quantity',
      'items[].calibre',
      'items[].packSize',
      ...guard,
    ],
  },
  {
    path: '/en/trial-package',
    json: false,
    valid: { ...trial, 'selectedProducts[0].productId': 'x', 'selectedProducts[0].quantity': '5' },
    fields: [
      'fullName',
      'phone',
      'email',
      'company',
      'country',
      'address',
      'notes',
      'selectedProducts[].productId',
      'selectedProducts[].calibre',
      'selectedProducts[].quantity',
      ...guard,
    ],
  },
  { path: '/de/contact', json: false, valid: contact, fields: ['name', 'email', 'phone', 'subject', 'message', ...guard] },
  { path: '/admin/login', json: false, valid: login, fields: ['email', 'password', 'redirectTo'] },
  {
    path: '/api/rfq',
    json: true,
    valid: { ...quote, productId: 'x', quantity: 1000 },
    fields: [
      'locale',
      'name',
      'company',
      'email',
      'phone',
      'country',
      'city',
      'district',
      'address',
      'productId',
      'details',
      'quantity',
      'calibre',
      'packSize',
      'items',
      ...guard,
    ],
  },
  {
    path: '/api/trial-package',
    json: true,
    valid: { contactPerson: trial.fullName, phone: trial.phone, email: trial.email, message: 'A trial package, please.', products: ['x'] },
    fields: ['companyName', 'contactPerson', 'email', 'phone', 'country', 'address', 'message', 'products', 'priority', ...guard],
  },
  {
    path: '/api/contact',
    json: true,
    valid: { ...contact, locale: 'en' },
    fields: ['name', 'email', 'phone', 'subject', 'message', 'locale', ...guard],
  },
  { path: '/api/admin/login', json: true, valid: login, fields: ['email', 'password'] },
]

function fieldName(r: Rand, endpoint: Endpoint): string {
  if (r.chance(0.1)) return text(r).slice(0, 50) || 'x'
  const name = r.pick(endpoint.fields)
  const index = r.chance(0.1) ? r.pick([20, 200, 20000, 1_000_000, 99999999999]) : r.int(5)
  return name.replace('[]', r.chance(0.05) ? '[]' : `[${index}]`)
}

function formFields(r: Rand, endpoint: Endpoint): [string, string][] {
  const fields: [string, string][] = []
  const count = r.chance(0.05) ? 1500 : 1 + r.int(14)
  for (let i = 0; i < count; i++) {
    const name = fieldName(r, endpoint)
    // Many fields, short values (the megabyte values come with few fields).
    fields.push([name, count > 100 ? 'x' : text(r)])
    if (r.chance(0.1)) fields.push([name, text(r).slice(0, 100)]) // duplicate field
  }
  if (r.chance(0.1))
    fields.push([
      '__intent__',
      r.pick([
        '{',
        '"x"',
        '{"type":"insert","payload":{"name":"items","index":9999}}',
        '{"type":"update","payload":{"name":"items[5]","value":{"productId":"a"}}}',
        text(r),
      ]),
    ])
  return fields
}

function jsonValue(r: Rand, depth = 0): unknown {
  switch (r.int(depth > 3 ? 5 : 8)) {
    case 0:
      return null
    case 1:
      return r.chance(0.5)
    case 2:
      return r.pick([0, -1, 1.5, 1e308, 2 ** 53 + 1])
    case 3:
    case 4:
      return text(r)
    case 5:
      return Array.from({ length: r.int(4) }, () => jsonValue(r, depth + 1))
    default:
      return Object.fromEntries(Array.from({ length: r.int(4) }, () => [text(r).slice(0, 20), jsonValue(r, depth + 1)]))
  }
}

function jsonBody(r: Rand, endpoint: Endpoint): string {
  switch (r.int(8)) {
    case 0:
      return `${'['.repeat(5000)}${']'.repeat(5000)}`
    case 1:
      return r.pick(['', '{', '{"a":}', 'null', '[]', '"text"', '{"name":"a","name":{"x":1}}', 'NaN'])
    case 2:
      return JSON.stringify({ items: Array.from({ length: 3000 }, () => ({ productId: 'a', quantity: 1 })) })
    default: {
      const body: Record<string, unknown> = {}
      for (const name of endpoint.fields) if (r.chance(0.6)) body[name] = r.chance(0.7) ? text(r) : jsonValue(r)
      return JSON.stringify(body)
    }
  }
}

function multipart(r: Rand, fields: [string, string][]): { type: string; body: Buffer } {
  const boundary = `----fuzz${r.int(1e9)}`
  const parts = fields.map(([name, value]) =>
    r.chance(0.1)
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${text(r).slice(0, 10)}.png"\r\nContent-Type: image/png\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name.replaceAll('"', '%22')}"\r\n\r\n${value}\r\n`,
  )
  let body = `${parts.join('')}--${boundary}--\r\n`
  if (r.chance(0.2)) body = body.slice(0, r.int(body.length)) // cut off
  return { type: r.chance(0.1) ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`, body: Buffer.from(body) }
}

const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82, 0xa0, 0x80, 0xc0, 0xaf])

/** The valid submission with one or two fields replaced by random values (or removed). */
function mutated(r: Rand, endpoint: Endpoint): Record<string, unknown> {
  const body: Record<string, unknown> = { ...endpoint.valid, submissionKey: `fuzz-${r.int(1e9)}` }
  const keys = Object.keys(endpoint.valid)
  for (let n = 1 + r.int(2); n > 0; n--) {
    const key = r.pick(keys)
    if (r.chance(0.15)) delete body[key]
    else body[key] = endpoint.json && r.chance(0.3) ? jsonValue(r) : text(r)
  }
  return body
}

/** One random request for `endpoint`: content type and body. */
function randomRequest(r: Rand, endpoint: Endpoint): { type?: string; body: Buffer } {
  if (r.chance(0.3)) {
    const body = mutated(r, endpoint)
    if (endpoint.json) return { type: 'application/json', body: Buffer.from(JSON.stringify(body)) }
    const fields = Object.entries(body).map(([name, value]): [string, string] => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ])
    return r.chance(0.3)
      ? multipart(r, fields)
      : { type: 'application/x-www-form-urlencoded', body: Buffer.from(new URLSearchParams(fields).toString()) }
  }
  const roll = r.next()
  if (roll < 0.08) {
    // A random content type with random bytes.
    return {
      type: r.pick([
        undefined,
        'text/plain',
        'application/xml',
        'text/html',
        'application/octet-stream',
        'application/json; charset=utf-16',
        'x/y; boundary=a',
      ]),
      body: Buffer.from(text(r)),
    }
  }
  if (roll < 0.14) {
    const bytes = Buffer.concat([Buffer.from(`${r.pick(endpoint.fields).replace('[]', '[0]')}=`), INVALID_UTF8, Buffer.from('&x=%C3%28')])
    return {
      type: endpoint.json ? 'application/json' : 'application/x-www-form-urlencoded',
      body: endpoint.json ? Buffer.concat([Buffer.from('{"name":"'), INVALID_UTF8, Buffer.from('"}')]) : bytes,
    }
  }
  if (endpoint.json) {
    if (roll < 0.2)
      return { type: 'application/x-www-form-urlencoded', body: Buffer.from(new URLSearchParams(formFields(r, endpoint)).toString()) }
    return {
      type: r.pick(['application/json', 'application/json; charset=utf-8', 'Application/JSON']),
      body: Buffer.from(jsonBody(r, endpoint)),
    }
  }
  if (roll < 0.2) return { type: 'application/json', body: Buffer.from(jsonBody(r, endpoint)) }
  if (roll < 0.45) return multipart(r, formFields(r, endpoint))
  return { type: 'application/x-www-form-urlencoded', body: Buffer.from(new URLSearchParams(formFields(r, endpoint)).toString()) }
}

const show = (body: Buffer) =>
  JSON.stringify(body.subarray(0, 300).toString('latin1')) + (body.length > 300 ? ` … (${body.length} bytes)` : '')

test(`${BODIES_PER_ENDPOINT} random bodies per form endpoint: no 5xx, no hang, memory below ${MAX_RSS_MB} MB`, {
  timeout: 240_000,
}, async () => {
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`)
  const r = prng(SEED)
  // The endpoints interleaved, so every kind of request runs alongside the others. Bodies are made
  // when a request is sent (in this order, so a seed always gives the same bodies).
  const jobs = Array.from({ length: BODIES_PER_ENDPOINT }, (_, i) => endpoints.map((endpoint) => ({ endpoint, i }))).flat()

  let peakRss = server.rssMb()
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, server.rssMb())
    } catch {
      // The process is gone: the assertions below will say why.
    }
  }, 50)

  const failures: string[] = []
  const statuses = new Map<number, number>()
  let next = 0
  let visitor = 0
  const started = performance.now()
  async function worker() {
    while (next < jobs.length && failures.length < STOP_AFTER_FAILURES) {
      const { endpoint, i } = jobs[next++]
      const job = { endpoint, i, ...randomRequest(r, endpoint) }
      const n = visitor++
      const headers: Record<string, string> = {
        'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        Origin: server.url,
        ...(job.type !== undefined ? { 'Content-Type': job.type } : {}),
      }
      try {
        const answer = await send(server, { method: 'POST', path: job.endpoint.path, headers, body: job.body, timeoutMs: 15_000 })
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.status >= 500)
          failures.push(
            `${answer.status} ${job.endpoint.path} #${job.i} ${job.type ?? '(no type)'} ${show(job.body)} → ${answer.text.slice(0, 200)}`,
          )
      } catch (error) {
        failures.push(`${(error as Error).message} ${job.endpoint.path} #${job.i} ${job.type ?? '(no type)'} ${show(job.body)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  clearInterval(sampler)
  const seconds = (performance.now() - started) / 1000

  console.log(
    `${visitor} of ${jobs.length} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; peak RSS ${peakRss.toFixed(0)} MB`,
  )
  expect(failures, `seed ${SEED}:\n${failures.slice(0, 10).join('\n')}`).toEqual([])
  expect(peakRss).toBeLessThan(MAX_RSS_MB)
  // Still answering afterwards.
  const home = await send(server, { path: '/', timeoutMs: 5000 })
  expect(home.status).toBe(200)
})
