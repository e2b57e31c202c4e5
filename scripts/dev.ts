/**
 * `npm run dev`: the database as `npm start` prepares it, then React Router's dev server
 * (hot reload) with DATABASE_URL pointing at it.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseEnv } from '../app/lib/env.server.ts'
import { ensureDatabase, stopOnExit } from './lib/database.ts'
import { migrateAndSeed } from './lib/migrate-and-seed.ts'

const env = parseEnv(process.env)
const db = await ensureDatabase(console.log, { restartOnExit: true })
process.env.DATABASE_URL = db.url
let child: ReturnType<typeof spawn> | undefined
const shutdown = stopOnExit(db.stop, async () => {
  child?.kill('SIGTERM')
})

try {
  const prisma = await migrateAndSeed(env)
  await prisma.$disconnect()
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')), 'bin.cjs')
  child = spawn(process.execPath, [cli, 'dev', '--port', String(env.PORT)], { stdio: 'inherit', env: process.env })
  child.on('exit', (code) => void shutdown(code ?? 0))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}
