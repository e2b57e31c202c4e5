/**
 * Everything a benchmark starts is registered here and stopped once, whatever ends the run: the
 * end of the script, a failure, Ctrl-C or SIGTERM. Child processes get SIGTERM (and SIGKILL if
 * they have not exited after a while), then the registered clean-ups run in reverse order.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export const projectRoot = path.resolve(import.meta.dirname, '../../..')

const children = new Set<ChildProcess>()
const cleanups: (() => unknown)[] = []
/** An app server stops its embedded PostgreSQL before it exits, which can take a while on a busy machine. */
const STOP_TIMEOUT_MS = 30_000
/** The first start creates a database cluster, migrates and seeds it. */
const START_TIMEOUT_MS = 240_000

export function track<T extends ChildProcess>(child: T): T {
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

export function onCleanup(cleanup: () => unknown) {
  cleanups.push(cleanup)
}

let cleaning: Promise<void> | undefined
export function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild))
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((error) => console.error('clean-up:', error))
  })()
  return cleaning
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping everything…`)
    process.exitCode = code
    void cleanUp().finally(() => process.exit(code))
  })
}

function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Fails at once when another program holds one of `ports` on 127.0.0.1, where every target is reached. */
export async function assertPortsFree(ports: number[]) {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = new net.Server().once('error', () =>
        reject(new Error(`Port ${port} is in use: set BENCH_PORT to the first of four free ports.`)),
      )
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
    })
  }
}

/**
 * The production server (compiled, `<BUILD_DIR>/runtime/start.js`) as a child process on `port`,
 * with its own embedded PostgreSQL in `dataDir`, seeded with the demo content; never DATABASE_URL.
 * Resolves once it says it is ready; its output is shown only if it fails. `root` is another
 * checkout whose own build to start (a base commit to compare with), this one by default.
 */
export async function startApp(port: number, dataDir: string, extraEnv: Record<string, string> = {}, root = projectRoot) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    EMBEDDED_PG: 'on',
    EMBEDDED_PG_DIR: dataDir,
    ...extraEnv,
  }
  delete env.DATABASE_URL
  if (!extraEnv.PAGE_CACHE) delete env.PAGE_CACHE
  const child = track(
    // As `npm start` runs it (package.json).
    spawn(process.execPath, [path.join(root, root === projectRoot ? (process.env.BUILD_DIR ?? 'build') : 'build', 'runtime', 'start.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the app on port ${port} was not ready after ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    )
    const read = (chunk: Buffer) => {
      // The pipes are read to the end (a full pipe would stall the server); the tail is kept.
      output = (output + chunk.toString()).slice(-20_000)
      if (output.includes('Site ready')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the app on port ${port} exited (${code})`))
    })
  }).catch((error: Error) => {
    console.error(output.trim())
    throw error
  })
  return `http://127.0.0.1:${port}`
}
