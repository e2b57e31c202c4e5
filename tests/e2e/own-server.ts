/**
 * A site server of one test's own, for a situation that the shared test servers cannot show
 * without disturbing the tests running against them at the same time (a catalogue change, say).
 * It is the same compiled server (tests/support/e2e-server.ts) on a database of its own, made on
 * the PostgreSQL server of the shared server at `sharedBaseURL` (no second cluster to start); the
 * server migrates and seeds it as it starts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { expect } from '@playwright/test'
import type { PrismaClient } from '~/generated/prisma/client'
import { databaseUrlOn, runOnServer } from '../../scripts/lib/postgres-statement'
import { e2eDatabaseUrlFile } from '../support/e2e-database'
import { prismaFor } from '../support/factories'

export interface OwnServer {
  /** http://127.0.0.1:<port> */
  url: string
  /** A client of the server's own database, for the factories. */
  prisma: PrismaClient
  stop(): Promise<void>
}

/** `env`: settings of this server alone (e.g. a bank account left unset). */
export async function startOwnServer(sharedBaseURL: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const sharedDatabaseUrl = readFileSync(e2eDatabaseUrlFile(new URL(sharedBaseURL).port), 'utf8').trim()
  const name = `figs_own_${randomBytes(4).toString('hex')}`
  await runOnServer(sharedDatabaseUrl, `CREATE DATABASE ${name}`)
  const databaseUrl = databaseUrlOn(sharedDatabaseUrl, name)
  const port = await freePort()
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      E2E_DATABASE_URL: databaseUrl,
      OPENAI_API_KEY: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A worker that ends without stop() (a test that timed out) leaves no server behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const url = `http://127.0.0.1:${port}`
  const prisma = prismaFor(databaseUrl)

  const stop = async () => {
    process.off('exit', killOnExit)
    await prisma.$disconnect()
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(e2eDatabaseUrlFile(String(port)), { force: true })
    await runOnServer(sharedDatabaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }

  try {
    // Migrations and the seed come first: on a busy machine that takes up to a minute.
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`)
          return (await fetch(`${url}/`).catch(() => null))?.status
        },
        { timeout: 120_000, message: 'the own server answers' },
      )
      .toBe(200)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, prisma, stop }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}
