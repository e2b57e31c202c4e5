/**
 * The browser tests' server log: each test server (tests/support/e2e-server.ts) writes its whole
 * output to a file of its own when E2E_SERVER_LOG names one (playwright.config.ts does), and after
 * the run every such file is searched for what no log line may hold (tests/support/e2e-log-check.ts).
 */
import path from 'node:path'

/** The admin the browser-test servers create (tests/support/e2e-server.ts; the specs log in with it). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' }

/** Where the test server on `port` leaves its log: test-results/ (or E2E_SERVER_LOG_DIR). */
export function e2eServerLogFile(port: number | string): string {
  const dir = process.env.E2E_SERVER_LOG_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'test-results')
  return path.join(dir, `e2e-server-${port}.log`)
}

export interface Leak {
  /** 1-based line of the log. */
  line: number
  what: string
}

/**
 * What a log may never hold, as the browser tests use it: the admin's password, the visitors'
 * e-mail addresses (every spec writes addresses at example.com, example.de or example.com.tr),
 * session cookies, bearer tokens, `token=` values and the tokens of the buyers' private links.
 * Replaced values (`[redacted]`, `:token`, `[email]`) are what the logger writes instead.
 */
export function leaksIn(log: string, adminPassword: string): Leak[] {
  const rules: [string, RegExp][] = [
    ['the admin password', new RegExp(adminPassword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
    ['a visitor e-mail address', /[A-Za-z0-9._%+-]+@example\.(?:com|de)\b/i],
    ['a session cookie', /admin_session=(?!\[redacted\])[^\s;"',]+/],
    ['a bearer token', /Bearer\s+(?!\[redacted\])[A-Za-z0-9._~+/-]{12,}/],
    ['a token= value', /token=(?!\[redacted\])[^\s&"',;]+/i],
    ['a private-link token', /\/requests\/(?!:token)[A-Za-z0-9_-]{16,}/],
  ]
  const leaks: Leak[] = []
  log.split('\n').forEach((text, index) => {
    for (const [what, pattern] of rules) if (pattern.test(text)) leaks.push({ line: index + 1, what })
  })
  return leaks
}
