/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset) on the key pages of a production build
 * served from a throw-away database; prints performance, accessibility, best-practices and SEO.
 * Not a test gate: the figures go into notes. Uses Chromium at CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts.ts'
import { seedProducts } from '../../prisma/seed-data/products.ts'

const port = Number(process.env.BENCH_PORT ?? 3150)
const base = `http://127.0.0.1:${port}`
const pages = ['/', '/products', `/products/${seedProducts[0].slug}`, `/blog/${seedBlogPosts[0].slug}`, '/rfq']
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-bench-'))
chmodSync(dir, 0o755)
const env = { ...process.env, PORT: String(port), EMBEDDED_PG_DIR: path.join(dir, 'pg'), DATABASE_URL: '' }
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Site ready') && resolve())
  server.on('exit', (code) => reject(new Error(`server exited (${code})`)))
})

const rows: string[][] = []
try {
  for (const page of pages) {
    const out = path.join(dir, 'report.json')
    const run = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@13.5.0',
        base + page,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    if (run.status !== 0) throw new Error(`lighthouse failed on ${page}`)
    const report = JSON.parse(readFileSync(out, 'utf8'))
    const score = (id: string) => String(Math.round(report.categories[id].score * 100))
    rows.push([page, score('performance'), score('accessibility'), score('best-practices'), score('seo')])
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  rmSync(dir, { recursive: true, force: true })
}

console.log('\nLighthouse, mobile preset (0–100)')
console.log(['page', 'perf', 'a11y', 'best-pr.', 'seo'].map((h, i) => (i ? h.padStart(9) : h.padEnd(42))).join(''))
for (const row of rows) console.log(row.map((c, i) => (i ? c.padStart(9) : c.padEnd(42))).join(''))
