import os from 'node:os'
import path from 'node:path'

/** Where the browser-test server leaves the URL of its throw-away database. */
export function e2eDatabaseUrlFile(port: string) {
  return path.join(os.tmpdir(), `figs-e2e-${port}.database-url`)
}
