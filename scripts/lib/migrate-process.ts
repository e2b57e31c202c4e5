/**
 * Pending migrations applied by a short-lived process of their own: the schema engine (WebAssembly,
 * some 20 MB once loaded) never stays in the server's memory. Run by the production server before
 * it serves; prints nothing itself, sends the applied names (or the error) to its parent.
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { applyMigrations } from './schema-engine.ts'

type Outcome = { applied: string[] } | { error: string }

/** Applies the pending migrations to `databaseUrl` in a child process; the names applied. */
export function applyMigrationsInChildProcess(databaseUrl: string): Promise<string[]> {
  // This module's own file is the child's entry: TypeScript in scripts/lib, JavaScript in the build.
  const entry = import.meta.url.endsWith('.ts') ? './migrate-process.ts' : './migrate-process.js'
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
      env: { ...process.env, DATABASE_URL: databaseUrl, MIGRATE_PROCESS: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let outcome: Outcome | undefined
    child.on('message', (message: Outcome) => {
      outcome = message
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (outcome && 'applied' in outcome) return resolve(outcome.applied)
      reject(new Error(outcome && 'error' in outcome ? outcome.error : `The migration process exited with code ${code}.`))
    })
  })
}

if (process.env.MIGRATE_PROCESS === '1' && process.send) {
  const send = (outcome: Outcome) => new Promise<void>((done) => process.send?.(outcome, () => done()))
  try {
    await send({ applied: await applyMigrations(process.env.DATABASE_URL ?? '') })
  } catch (error) {
    await send({ error: error instanceof Error ? error.message : String(error) })
  }
  process.disconnect?.()
}
