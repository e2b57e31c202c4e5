/** The app's server build (`react-router build`, in BUILD_DIR or `build/`) as the production server loads it. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type { ServerRuntime } from '../app/server-runtime.server.ts'
import { projectRoot } from '../scripts/lib/schema-engine.ts'

export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build')

/** The server build; imported once (the same module instance for every caller). */
export async function loadServerBuild(): Promise<ServerBuild> {
  const buildPath = path.join(buildDir, 'server', 'index.js')
  if (!existsSync(buildPath)) {
    throw new Error(`No server build at ${path.relative(process.cwd(), buildPath)}: run \`npm run build\` first.`)
  }
  return (await import(pathToFileURL(buildPath).href)) as ServerBuild
}

/** The build's seed, outbox worker and rate-limit pruner (app/server-runtime.server.ts). */
export async function loadServerRuntime(): Promise<ServerRuntime> {
  const entry = (await loadServerBuild()).entry.module as { serverRuntime?: ServerRuntime }
  if (!entry.serverRuntime) throw new Error('The server build exports no serverRuntime: run `npm run build` again.')
  return entry.serverRuntime
}
