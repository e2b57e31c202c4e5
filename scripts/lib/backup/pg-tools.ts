/**
 * PostgreSQL's own client programs (pg_dump, pg_restore, psql), found on this machine. They are
 * looked for in PG_BIN_DIR when set, otherwise on PATH and in /usr/lib/postgresql/<major>/bin
 * (Debian's layout); the newest major wins. pg_dump refuses a server newer than itself, so a
 * too old or missing program is reported with what to install.
 */
import { execFile, spawn } from 'node:child_process'
import { access, constants, readdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

export type PgToolName = 'pg_dump' | 'pg_restore' | 'psql'

export interface PgTools {
  /** The folder every tool was taken from. */
  dir: string
  /** e.g. 15 and '15.20' */
  major: number
  version: string
  path(tool: PgToolName): string
}

const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql'
/** Homebrew's keg-only client tools (brew install libpq), on Apple silicon and Intel Macs. */
const HOMEBREW_DIRS = ['/opt/homebrew/opt/libpq/bin', '/usr/local/opt/libpq/bin']

/** The client tools to use with a server of major `serverMajor`; throws a message naming what to install. */
export async function findPgTools(tools: readonly [PgToolName, ...PgToolName[]], serverMajor: number): Promise<PgTools> {
  const fromEnv = process.env.PG_BIN_DIR
  const candidates = fromEnv ? [path.resolve(fromEnv)] : await candidateDirs()
  const found: PgTools[] = []
  for (const dir of candidates) {
    if (!(await allExecutable(dir, tools))) continue
    const version = await toolVersion(path.join(dir, tools[0]))
    if (version) found.push({ dir, ...version, path: (tool) => path.join(dir, tool) })
  }
  const where = fromEnv ? `in PG_BIN_DIR (${fromEnv})` : `on PATH or in ${DEBIAN_VERSIONS_DIR}/*/bin`
  const names = tools.join(', ')
  if (found.length === 0) {
    throw new Error(
      `The PostgreSQL client programs (${names}) were not found ${where}.\n${installAdvice(serverMajor)}\n` +
        `Or ${fromEnv ? 'point PG_BIN_DIR at' : 'set PG_BIN_DIR to'} the folder that holds them.`,
    )
  }
  // The newest major first; among equals, the first found (PG_BIN_DIR, then PATH order).
  const best = found.reduce((a, b) => (b.major > a.major ? b : a))
  if (best.major < serverMajor) {
    throw new Error(
      `${tools[0]} ${best.version} (${best.dir}) is older than the database server (PostgreSQL ${serverMajor}), and ` +
        `${tools[0]} cannot work with a newer server.\n${installAdvice(serverMajor)}\n` +
        `Or set PG_BIN_DIR to a folder with version ${serverMajor} or newer.`,
    )
  }
  return best
}

function installAdvice(serverMajor: number) {
  return (
    `Install the client tools of PostgreSQL ${serverMajor} or newer: on Debian/Ubuntu \`apt-get install postgresql-client-${serverMajor}\` ` +
    `(\`postgresql-client\` gives the distribution's version; newer ones come from apt.postgresql.org), on macOS \`brew install libpq\`.`
  )
}

async function candidateDirs(): Promise<string[]> {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
  const debian = await readdir(DEBIAN_VERSIONS_DIR).then(
    (entries) =>
      entries
        .filter((entry) => /^\d+(\.\d+)?$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
        .map((entry) => path.join(DEBIAN_VERSIONS_DIR, entry, 'bin')),
    () => [],
  )
  return [...new Set([...onPath, ...debian, ...HOMEBREW_DIRS].map((dir) => path.resolve(dir)))]
}

async function allExecutable(dir: string, tools: readonly PgToolName[]) {
  for (const tool of tools) {
    const ok = await access(path.join(dir, tool), constants.X_OK).then(
      () => true,
      () => false,
    )
    if (!ok) return false
  }
  return true
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → { major: 15, version: '15.20' }. */
export function parseToolVersion(output: string): { major: number; version: string } | undefined {
  const [, major, minor = ''] = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(output) ?? []
  return major ? { major: Number(major), version: major + minor } : undefined
}

async function toolVersion(file: string) {
  try {
    const { stdout } = await promisify(execFile)(file, ['--version'], { timeout: 10_000 })
    return parseToolVersion(stdout)
  } catch {
    return undefined
  }
}

/** How much of a program's error output is kept for the message. */
const MAX_STDERR_CHARS = 8_000

/**
 * Runs a PostgreSQL program to completion; rejects with its error output when it fails.
 * `stdin`/`stdout` let the caller connect it to other streams.
 */
export function runPgTool(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { stdout = 'ignore' }: { stdout?: 'ignore' | 'pipe' } = {},
): { child: ReturnType<typeof spawn>; done: Promise<void> } {
  const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['pipe', stdout, 'pipe'] })
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-MAX_STDERR_CHARS)
  })
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${path.basename(file)} could not be started: ${error.message}`)))
    child.once('close', (code, signal) => {
      if (code === 0) return resolve()
      const why = signal ? `was stopped by ${signal}` : `failed (exit code ${code})`
      reject(new Error(`${path.basename(file)} ${why}${stderr.trim() ? `:\n${stderr.trim()}` : ''}`))
    })
  })
  return { child, done }
}
