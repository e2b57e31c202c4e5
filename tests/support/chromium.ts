/**
 * The browser of the end-to-end tests: CHROMIUM_PATH, else Chromium's headless shell, else Chromium.
 * The headless shell (Debian: `chromium-headless-shell`, the browser Playwright itself runs headless)
 * opens a page in a third of the time the full browser takes, with the same Blink and V8.
 * Run directly (`node tests/support/chromium.ts`), it prints the path, or explains and exits 1.
 */
import { existsSync } from 'node:fs'

const candidates = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

export const chromiumInstallHint =
  'install it (Debian/Ubuntu: apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH'

/** The browser's path, or undefined when none is installed (or CHROMIUM_PATH names a missing file). */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH
  if (configured) return existsSync(configured) ? configured : undefined
  return candidates.find((candidate) => existsSync(candidate))
}

if (import.meta.filename === process.argv[1]) {
  const found = findChromium()
  if (!found) {
    console.error(`Chromium not found${process.env.CHROMIUM_PATH ? ` at ${process.env.CHROMIUM_PATH}` : ''}: ${chromiumInstallHint}.`)
    process.exit(1)
  }
  console.log(found)
}
