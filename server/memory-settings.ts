/**
 * The production server's memory settings, declared once: `npm start`, `npm run serve` and the
 * image (`node build/runtime/start.js`) all run with them, because the server's entry (start.ts)
 * starts itself again with whatever is missing before it loads anything else.
 *
 * - V8 would let garbage grow towards a multi-GB default heap before collecting; the site's live
 *   heap stays well below 384 MB (tests/security/fuzz.test.ts, page-cache-flood.test.ts).
 * - A small young generation (8 MB semi-spaces, V8's default is 16) keeps answers from memory in
 *   the processor's caches (README, "Speed and caching").
 * - glibc gives every thread that allocates (libuv's pool: compression, password hashing, images)
 *   an arena of its own and keeps what they free: two arenas, and freed memory handed back to the
 *   system above 64 kB, keep the process near its live size. glibc reads these variables when a
 *   process starts, which is why the server starts itself again instead of setting them.
 *
 * A setting the operator gives (a flag in NODE_OPTIONS or on the command line, a variable in the
 * environment) is kept as given.
 */

import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SERVER_NODE_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=8'] as const
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '65536' } as const

/** The settings as environment variables, for a process started by another (tests, benchmarks). */
export const serverMemoryEnv = (): Record<string, string> => ({ NODE_OPTIONS: SERVER_NODE_FLAGS.join(' '), ...SERVER_ENV })

const flagName = (flag: string) => flag.split('=', 1)[0].replaceAll('_', '-')

/** The flags and variables of the settings that the process was not started with. */
export function missingMemorySettings(execArgv: readonly string[], env: NodeJS.ProcessEnv) {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].filter(Boolean).map(flagName))
  const flags = SERVER_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)))
  const variables = Object.fromEntries(Object.entries(SERVER_ENV).filter(([name]) => env[name] === undefined))
  return { flags, variables }
}

/**
 * When `entry` (the caller's `import.meta.url`) is the script Node was started with and a setting
 * is missing, replaces this process by the same command with the settings (same process id, so a
 * service manager or container sees no change). Otherwise (imported by another script, a
 * platform without `process.execve`) returns.
 */
export function startWithMemorySettings(entry: string) {
  if (typeof process.execve !== 'function' || !process.argv[1]) return
  if (path.resolve(process.argv[1]) !== fileURLToPath(entry)) return
  const { flags, variables } = missingMemorySettings(process.execArgv, process.env)
  if (flags.length === 0 && Object.keys(variables).length === 0) return
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...variables,
  })
}
