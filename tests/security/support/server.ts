/**
 * The security tests attack the production server build as a stranger would: each test file
 * starts its own server (`npm start`'s server, through tests/support/e2e-server.ts) with the real
 * limits, and talks to it over raw HTTP so that any header (Host, Origin, Referer, X-Forwarded-*)
 * and any body bytes can be sent. Each server gets a database of its own, copied from the migrated
 * template on the PostgreSQL server the test run started (tests/support/postgres-global-setup.ts),
 * unless a test gives it another one (E2E_DATABASE_URL) or an embedded cluster (E2E_EMBEDDED_PG_DIR).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { inject } from 'vitest'
import { databaseUrlOn, runOnServer } from '../../../scripts/lib/postgres-statement.ts'
import { serverMemoryEnv } from '../../../server/memory-settings.ts'
import { e2eDatabaseUrlFile } from '../../support/e2e-database.ts'
import { E2E_ADMIN } from '../../support/e2e-server-log.ts'
import { TEMPLATE_DATABASE } from '../../support/test-template.ts'

/**
 * SECURITY_SERVER_ROOT runs the server of another checkout (e.g. a worktree of an older commit,
 * to see a test fail there); BUILD_DIR is resolved inside it.
 */
const serverRoot = path.resolve(process.env.SECURITY_SERVER_ROOT ?? '.')
export const buildDir = path.resolve(serverRoot, process.env.BUILD_DIR ?? 'build')

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  pid: number
  /** The throw-away database the server uses (to read what it stored). */
  databaseUrl: string
  /** Resident memory of the server process, in MB. */
  rssMb(): number
  /** Everything the server printed so far. */
  output(): string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

export interface StartOptions {
  /**
   * `npm-start`: the server is started by the command `npm start` runs once it has built
   * (package.json), on the test's database, instead of through tests/support/e2e-server.ts (which
   * imports the server into a process of its own and gives it the production memory settings).
   */
  command?: 'npm-start'
}

/** The command `npm start` runs after its build step (`react-router build && <command>`), as arguments. */
export function npmStartCommand(): string[] {
  const start = (JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
    .start
  const [build, command, ...rest] = start.split(' && ')
  if (build !== 'react-router build' || !command || rest.length)
    throw new Error(`npm start is not "react-router build && <command>": ${start}`)
  return command.split(' ')
}

/**
 * Starts the production server with the site's real defaults (form fill time, rate limits, the
 * memory settings of `npm start` and the image) plus `env`. TRUST_PROXY defaults to `loopback`
 * here, so tests can speak for many visitor addresses with `X-Forwarded-For` (and for TLS with
 * `X-Forwarded-Proto`).
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` before the security tests.`)
  }
  const port = await freePort()
  const ownDatabase = 'E2E_DATABASE_URL' in env || 'E2E_EMBEDDED_PG_DIR' in env ? undefined : await databaseFromTemplate(port)
  let output = ''
  const npmStart = options.command === 'npm-start'
  const [program, ...args] = npmStart
    ? npmStartCommand().map((arg) => (arg === 'build/runtime/start.js' ? path.join(buildDir, 'runtime', 'start.js') : arg))
    : [process.execPath, '--import', 'tsx', 'tests/support/e2e-server.ts']
  if (program !== 'node' && program !== process.execPath) throw new Error(`npm start runs ${program}, not node`)
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      ...process.env,
      // As `npm start` is run: the settings come from the server itself (server/memory-settings.ts).
      ...(npmStart ? {} : serverMemoryEnv()),
      NODE_ENV: 'production',
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATABASE_URL: npmStart ? (ownDatabase?.url ?? env.E2E_DATABASE_URL ?? '') : '',
      E2E_DATABASE_URL: ownDatabase?.url ?? '',
      SITE_URL: '',
      OPENAI_API_KEY: '',
      SMTP_URL: '',
      FORM_MIN_FILL_MS: '3000',
      FORM_RATE_LIMIT: '20',
      LOGIN_RATE_LIMIT_IP: '20',
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer within 90 s:\n${output}`)
    }
    const ready = await send({ url, port } as TestServer, { path: '/', timeoutMs: 2000 }).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ready && (npmStart || existsSync(e2eDatabaseUrlFile(String(port))))) break
    await new Promise((r) => setTimeout(r, 250))
  }

  return {
    url,
    port,
    pid: child.pid ?? 0,
    databaseUrl: npmStart ? (ownDatabase?.url ?? '') : readFileSync(e2eDatabaseUrlFile(String(port)), 'utf8'),
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(timer)
      }
      await ownDatabase?.drop()
    },
  }
}

/** A fresh database for one server, copied from the migrated template (no initdb, no migrations to apply). */
async function databaseFromTemplate(port: number) {
  const serverUrl = inject('testServerUrl')
  const name = `figs_security_${port}_${Date.now().toString(36)}`
  await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
  let dropped: Promise<void> | undefined
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => (dropped ??= runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  }
}

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
  /** Milliseconds from sending to the end of the answer. */
  ms: number
}

export interface RawRequest {
  method?: string
  /** Sent as is (no normalisation), e.g. '/products/a%00' or '//evil.example/?lng=en'. */
  path?: string
  headers?: Record<string, string | string[]>
  body?: string | Buffer
  timeoutMs?: number
  /** Called once the whole request (line, headers, body) has been handed to the connection. */
  onWritten?: () => void
}

/**
 * One HTTP request with exactly the given request line, headers and body. A `Host` header given
 * here replaces the default one. Rejects on a time-out (the site must never hang).
 */
export function send(server: Pick<TestServer, 'port'>, request: RawRequest = {}): Promise<RawResponse> {
  const { method = 'GET', path: requestPath = '/', headers = {}, body, timeoutMs = 15_000, onWritten } = request
  const started = performance.now()
  const hasHost = Object.keys(headers).some((name) => name.toLowerCase() === 'host')
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: requestPath,
        setHost: !hasHost,
        headers: body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)), ...headers } : headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const data = Buffer.concat(chunks)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            text: data.toString('utf8'),
            ms: performance.now() - started,
          })
        })
        res.on('error', reject)
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${requestPath}: no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end(onWritten)
  })
}

/** An application/x-www-form-urlencoded body. */
export function formBody(fields: Record<string, string> | [string, string][]): string {
  return new URLSearchParams(fields).toString()
}

export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
export const JSON_TYPE = { 'Content-Type': 'application/json' }

/** Set-Cookie headers of an answer as `name=value` pairs (attributes dropped). */
export function cookiesOf(response: RawResponse): string {
  const setCookie = response.headers['set-cookie'] ?? []
  return setCookie.map((line) => line.split(';')[0]).join('; ')
}

/** Signs the admin every test server starts with in through the login form, as a browser does; returns the session's Cookie header. */
export async function adminCookie(server: Pick<TestServer, 'port' | 'url'>): Promise<string> {
  const login = await send(server, {
    method: 'POST',
    path: '/admin/login',
    headers: { ...FORM, Origin: server.url },
    body: formBody({ ...E2E_ADMIN, redirectTo: '/admin' }),
  })
  if (login.status !== 302) throw new Error(`admin login answered ${login.status}: ${login.text.slice(0, 300)}`)
  return cookiesOf(login)
}
