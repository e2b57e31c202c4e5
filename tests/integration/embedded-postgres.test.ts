/**
 * The embedded PostgreSQL server keeps its port across starts (unless another program took it),
 * starts again by itself after it died, and never outlives a stop, even one during a restart.
 * A data folder of another PostgreSQL major is never opened nor changed: the default folder is
 * one per major, and an old one is named once when the new one is made.
 */
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { defaultDataDir, EMBEDDED_POSTGRES_MAJOR, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts'

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

test('a data folder made by another PostgreSQL major is refused with a clear message and left untouched', async () => {
  const dataDir = path.join(dir, 'other-major')
  await mkdir(dataDir)
  await writeFile(path.join(dataDir, 'PG_VERSION'), '18\n')
  await writeFile(path.join(dataDir, 'postgresql.conf'), '# theirs\n')
  await expect(startEmbeddedPostgres({ dataDir, durable: false })).rejects.toThrow(
    `The database folder ${dataDir} was made by PostgreSQL 18, and the embedded server is PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, ` +
      'which cannot open it. The folder was left untouched.',
  )
  expect((await readdir(dataDir)).sort()).toEqual(['PG_VERSION', 'postgresql.conf'])
  expect(await readFile(path.join(dataDir, 'postgresql.conf'), 'utf8')).toBe('# theirs\n')
  expect(await postmasters(dataDir)).toEqual([])
})

test('the default data folder is one per major: an old one of another major is named once and left untouched, a new one starts', async () => {
  const dataRoot = path.join(dir, 'project-data')
  const old = path.join(dataRoot, 'postgres')
  await mkdir(old, { recursive: true })
  await writeFile(path.join(old, 'PG_VERSION'), '18\n')
  const lines: string[] = []
  const dataDir = await defaultDataDir(dataRoot, (line) => lines.push(line))
  expect(dataDir).toBe(path.join(dataRoot, `postgres-${EMBEDDED_POSTGRES_MAJOR}`))
  expect(lines).toEqual([
    `The embedded database in ${old} (PostgreSQL 18) was left untouched: this version runs PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, ` +
      `which cannot open it, so a new database is made in ${dataDir} (the demo content is added again).`,
  ])
  const server = await startEmbeddedPostgres({ dataDir, durable: false })
  expect(await selectOne(server.url('postgres'))).toBe(1)
  await server.stop()
  // Once this major's folder exists, it is used without a word; the old folder stays as it was.
  const later: string[] = []
  expect(await defaultDataDir(dataRoot, (line) => later.push(line))).toBe(dataDir)
  expect(later).toEqual([])
  expect(await readdir(old)).toEqual(['PG_VERSION'])

  // A folder from before the folders were named by major, made by this major, is used as it is.
  const sameMajor = path.join(dir, 'same-major-data')
  await mkdir(path.join(sameMajor, 'postgres'), { recursive: true })
  await writeFile(path.join(sameMajor, 'postgres', 'PG_VERSION'), `${EMBEDDED_POSTGRES_MAJOR}\n`)
  expect(await defaultDataDir(sameMajor, () => {})).toBe(path.join(sameMajor, 'postgres'))
}, 60_000)
