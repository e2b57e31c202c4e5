import { existsSync } from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { projectRoot } from './schema-engine.ts'

const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build')

/** Express serving the built client assets, uploaded files and the React Router app. */
export async function createServer() {
  const buildPath = path.join(buildDir, 'server', 'index.js')
  if (!existsSync(buildPath)) {
    throw new Error(`No server build at ${path.relative(process.cwd(), buildPath)}: run \`npm run build\` first.`)
  }
  const build = (await import(buildPath)) as ServerBuild

  const app = express()
  app.disable('x-powered-by')
  app.use(compression())
  // Fingerprinted assets never change.
  app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
  app.use('/uploads', express.static(path.join(projectRoot, 'uploads'), { maxAge: '7d' }))
  if (process.env.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY)
  // The app reads the visitor's address from this header (rate limits); whatever a client sent is replaced.
  app.use((req, _res, next) => {
    req.headers['x-client-ip'] = req.ip ?? 'unknown'
    next()
  })
  app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }))
  return app
}
