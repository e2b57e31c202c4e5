// Runs `prisma generate` offline: generation never executes the schema engine, but the CLI
// insists on finding one and would otherwise try to download it.
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' }
env.PRISMA_SCHEMA_ENGINE_BINARY ||= process.execPath
execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], { stdio: 'inherit', env })
