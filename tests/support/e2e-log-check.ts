/**
 * Playwright's global teardown: after every browser test has run (the servers still up), each
 * test server's log is searched for passwords, visitor e-mail addresses, session cookies and
 * tokens (tests/support/e2e-server-log.ts). A find fails the run, naming the line and the kind of
 * secret, never the secret itself.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { e2eServerPorts } from '../../playwright.config.ts'
import { E2E_ADMIN, e2eServerLogFile, leaksIn } from './e2e-server-log.ts'

export default function checkServerLogs() {
  const problems: string[] = []
  for (const port of e2eServerPorts) {
    const file = e2eServerLogFile(port)
    const shown = path.relative(process.cwd(), file)
    if (!existsSync(file)) {
      problems.push(`${shown}: missing (the test server on port ${port} wrote no log)`)
      continue
    }
    const log = readFileSync(file, 'utf8')
    // A check of an empty log proves nothing: the server must have logged the requests it answered.
    if (!/"reqId":/.test(log)) problems.push(`${shown}: no request lines`)
    for (const leak of leaksIn(log, process.env.ADMIN_PASSWORD ?? E2E_ADMIN.password)) problems.push(`${shown}:${leak.line}: ${leak.what}`)
  }
  if (problems.length) throw new Error(`The test servers' logs hold what no log may hold:\n  ${problems.slice(0, 50).join('\n  ')}`)
  console.log(
    `Server logs checked (${e2eServerPorts.map((port) => path.relative(process.cwd(), e2eServerLogFile(port))).join(', ')}): no secrets.`,
  )
}
