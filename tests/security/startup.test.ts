/** Starting the production server on a port another program holds. */
import { spawn } from 'node:child_process'
import net from 'node:net'
import { expect, test } from 'vitest'
import { buildDir, freePort } from './support/server'

test('a port already in use: the server says so, never "Site ready", and exits', async () => {
  const port = await freePort()
  const squatter = net.createServer().listen(port, '::')
  await new Promise((resolve) => squatter.once('listening', resolve))
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BUILD_DIR: buildDir, DATABASE_URL: '', E2E_DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(output).toContain(`Could not listen on port ${port}`)
    expect(output).not.toContain('Site ready')
    expect(code).not.toBe(0)
  } finally {
    squatter.close()
  }
}, 120_000)
