/**
 * The embedded PostgreSQL server keeps its port across starts (unless another program took it),
 * starts again by itself after it died, and never outlives a stop, even one during a restart.
 */
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'figs-embedded-'))
  await chmod(dir, 0o755) // as root, PostgreSQL runs as another user
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Pids of PostgreSQL servers (postmasters) on `dataDir`. */
async function postmasters(dataDir: string) {
  const pids: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const argv = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0')
    if (argv[0]?.endsWith('postgres') && argv[argv.indexOf('-D') + 1] === dataDir) pids.push(Number(entry))
  }
  return pids
}

async function selectOne(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one
  } finally {
    await client.end()
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

test('the next start uses the port of the last one; a port another program took is replaced, and said so', async () => {
  const dataDir = path.join(dir, 'ports')
  const first = await startEmbeddedPostgres({ dataDir, durable: false })
  await first.stop()
  const second = await startEmbeddedPostgres({ dataDir, durable: false })
  expect(second.port).toBe(first.port)
  await second.stop()

  const squatter = net.createServer()
  await new Promise<void>((resolve) => squatter.listen(first.port, '127.0.0.1', resolve))
  const lines: string[] = []
  try {
    const third = await startEmbeddedPostgres({ dataDir, durable: false, log: (line) => lines.push(line) })
    expect(third.port).not.toBe(first.port)
    expect(lines.join('\n')).toContain(
      `Port ${first.port}, which this database used before, is taken by another program: it now runs on port ${third.port}`,
    )
    expect(await selectOne(third.url('postgres'))).toBe(1)
    await third.stop()
    // From now on the new port is the one to keep.
    const fourth = await startEmbeddedPostgres({ dataDir, durable: false })
    expect(fourth.port).toBe(third.port)
    await fourth.stop()
  } finally {
    squatter.close()
  }
  expect(await postmasters(dataDir)).toEqual([])
}, 60_000)

test('killed: started again on the same port, with one log line per event and a growing delay', async () => {
  const dataDir = path.join(dir, 'restart')
  const lines: string[] = []
  const server = await startEmbeddedPostgres({ dataDir, durable: false, restartOnExit: true, log: (line) => lines.push(line) })
  try {
    for (const delay of ['0.5 s', '1 s']) {
      const [pid] = await postmasters(dataDir)
      const logged = lines.length
      process.kill(pid!, 'SIGKILL')
      await until(() => lines.slice(logged).some((line) => line.includes('running again')), 20_000)
      expect(lines.slice(logged)).toEqual([
        `Embedded PostgreSQL stopped unexpectedly (SIGKILL); starting it again in ${delay}.`,
        `Embedded PostgreSQL is running again on port ${server.port}.`,
      ])
      expect(await selectOne(server.url('postgres'))).toBe(1)
      expect(await postmasters(dataDir)).toHaveLength(1)
    }
  } finally {
    await server.stop()
  }
  expect(await postmasters(dataDir)).toEqual([])
}, 60_000)

test('a stop while a restart is under way leaves no postgres process behind', async () => {
  const dataDir = path.join(dir, 'stop-during-restart')
  const lines: string[] = []
  const server = await startEmbeddedPostgres({ dataDir, durable: false, restartOnExit: true, log: (line) => lines.push(line) })
  const [pid] = await postmasters(dataDir)
  process.kill(pid!, 'SIGKILL')
  await until(() => lines.some((line) => line.includes('starting it again in 0.5 s')), 10_000)
  // The new server process exists (it is starting, or has just started): stop now.
  await until(async () => (await postmasters(dataDir)).some((other) => other !== pid), 10_000)
  await server.stop()
  expect(await postmasters(dataDir)).toEqual([])
}, 60_000)

test('a second start on a data folder that a running process serves joins it, and its stop leaves it running', async () => {
  const dataDir = path.join(dir, 'shared')
  const owner = await startEmbeddedPostgres({ dataDir, durable: false })
  try {
    const lines: string[] = []
    const joined = await startEmbeddedPostgres({ dataDir, durable: false, log: (line) => lines.push(line) })
    expect(joined.port).toBe(owner.port)
    expect(lines).toEqual([
      `Using the PostgreSQL server that process ${process.pid} runs on ${path.resolve(dataDir)} (port ${owner.port}).`,
    ])
    await joined.stop()
    expect(await selectOne(owner.url('postgres'))).toBe(1)
  } finally {
    await owner.stop()
  }
  expect(await postmasters(dataDir)).toEqual([])
}, 60_000)
