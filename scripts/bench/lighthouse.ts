/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset) on the key pages of a production build
 * served from a throw-away database: home, products, a product, a blog post and the quote form in
 * each language (15 pages). Prints per page the four category scores, LCP, CLS, TBT and the
 * page's JavaScript: every script it loads, as transferred (compressed bodies and headers) and as
 * gzip-compressed bodies; then whether the goals are met. Not a test gate: the figures go into notes.
 *
 * `npm run bench:lighthouse` builds first; to measure an existing build, run the script itself:
 * `BUILD_DIR=build-x npx tsx scripts/bench/lighthouse.ts [--only=/en/rfq,/] [--runs=3] [--audits]`
 * - `--only`: a comma-separated subset of the pages;
 * - `--runs`: runs per page; the run with the median performance score is reported;
 * - `--audits`: also list each page's failing audits (why a score is below 100).
 * Uses Chromium at CHROMIUM_PATH (/usr/bin/chromium) and the port BENCH_PORT (3150).
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { seedBlogPosts } from '../../prisma/seed-data/blog-posts.ts'
import { seedProducts } from '../../prisma/seed-data/products.ts'

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, runs: { type: 'string', default: '1' }, audits: { type: 'boolean', default: false } },
})

/** What the pages must reach (Lighthouse mobile preset; JS as gzip-compressed bodies). */
const goals = { performance: 98, others: 100, homeJsKb: 115, rfqJsKb: 140 }

const port = Number(process.env.BENCH_PORT ?? 3150)
const base = `http://127.0.0.1:${port}`
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const runs = Math.max(1, Number(options.runs) || 1)

const pagePaths = ['/', '/products', `/products/${seedProducts[0].slug}`, `/blog/${seedBlogPosts[0].slug}`, '/rfq']
const prefixes = ['', '/en', '/de']
const allPages = prefixes.flatMap((prefix) => pagePaths.map((p) => (prefix && p === '/' ? prefix : prefix + p)))
const only = options.only?.split(',').map((p) => p.trim())
const pages = only ? allPages.filter((p) => only.includes(p)) : allPages
if (pages.length === 0) throw new Error(`--only matches none of: ${allPages.join(' ')}`)

interface Result {
  page: string
  scores: Record<Category, number>
  lcpMs: number
  cls: number
  tbtMs: number
  /** The scripts' transferred bytes (bodies as the server compressed them, and the headers). */
  jsBytes: number
  /** The same scripts' bodies compressed with gzip. */
  jsGzipBytes: number
  failing: string[]
}
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

interface Report {
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    {
      score: number | null
      scoreDisplayMode: string
      title: string
      displayValue?: string
      numericValue?: number
      details?: { items?: unknown[] }
    }
  >
}

/** One Lighthouse run; a run that fails on its own (a lost trace, NO_NAVSTART) is tried again. */
function lighthouse(url: string, out: string, tries = 3): Report {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@13.5.0',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (run.status !== 0) {
    if (tries > 1) return lighthouse(url, out, tries - 1)
    throw new Error(`lighthouse failed on ${url}`)
  }
  return JSON.parse(readFileSync(out, 'utf8')) as Report
}

/**
 * `url`'s body, asked for with Chromium's Accept-Language (pages that vary by it, like the quote
 * form's preselected country, are then in the page cache for Lighthouse's own requests); tried
 * again, as a kept-alive connection the server has just closed fails the first try.
 */
async function fetchBody(url: string, tries = 3): Promise<Buffer> {
  try {
    return Buffer.from(await (await fetch(url, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).arrayBuffer())
  } catch (error) {
    if (tries <= 1) throw error
    return fetchBody(url, tries - 1)
  }
}

/** The size of `url`'s body compressed with gzip (at the server's level), or as it is when that is smaller. */
async function gzipSize(url: string): Promise<number> {
  const body = await fetchBody(url)
  return Math.min(body.byteLength, gzipSync(body).byteLength)
}

async function resultOf(page: string, report: Report): Promise<Result> {
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const requests = (report.audits['network-requests']?.details?.items ?? []) as {
    url: string
    resourceType?: string
    transferSize?: number
  }[]
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const failing = categories.flatMap((category) =>
    report.categories[category].auditRefs
      .map((ref) => ({ ref, audit: report.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .filter(({ ref, audit }) => ref.weight > 0 || audit.scoreDisplayMode === 'metricSavings')
      .map(({ audit }) => `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  )
  return {
    page,
    scores: Object.fromEntries(categories.map((c) => [c, Math.round(report.categories[c].score * 100)])) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes: (await Promise.all(scripts.map((r) => gzipSize(r.url)))).reduce((sum, n) => sum + n, 0),
    failing,
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-bench-'))
chmodSync(dir, 0o755)
const env = { ...process.env, PORT: String(port), EMBEDDED_PG_DIR: path.join(dir, 'pg'), DATABASE_URL: '' }
const serverEntry = path.join(process.env.BUILD_DIR ?? 'build', 'runtime', 'start.js')
const server = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'inherit'] })
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Site ready') && resolve())
  server.on('exit', (code) => reject(new Error(`server exited (${code})`)))
})

const results: Result[] = []
try {
  for (const page of pages) {
    // Warm the server (first render of a route, the page cache and, from its first hit, its best
    // brotli pass) outside the measurement.
    await fetchBody(base + page)
    await fetchBody(base + page)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const attempts: Result[] = []
    for (let i = 0; i < runs; i++) attempts.push(await resultOf(page, lighthouse(base + page, path.join(dir, `report-${i}.json`))))
    attempts.sort((a, b) => a.scores.performance - b.scores.performance)
    const median = attempts[Math.floor(attempts.length / 2)]
    results.push(median)
    process.stderr.write(`${page}: ${median.scores.performance}\n`)
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.on('exit', r))
  rmSync(dir, { recursive: true, force: true })
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const header = ['page', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP s', 'CLS', 'TBT ms', 'JS kB', 'JS gzip']
const table = results.map((r) => [
  r.page,
  ...categories.map((c) => String(r.scores[c])),
  (r.lcpMs / 1000).toFixed(2),
  r.cls.toFixed(3),
  String(Math.round(r.tbtMs)),
  kb(r.jsBytes),
  kb(r.jsGzipBytes),
])
const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(9) : c.padEnd(52))).join('')
console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset`)
console.log('JS kB: the scripts as transferred (compressed bodies and headers); JS gzip: their bodies compressed with gzip')
console.log(line(header))
for (const row of table) console.log(line(row))

const misses: string[] = []
for (const r of results) {
  if (r.scores.performance < goals.performance) misses.push(`${r.page}: performance ${r.scores.performance} < ${goals.performance}`)
  for (const c of categories.slice(1)) if (r.scores[c] < goals.others) misses.push(`${r.page}: ${c} ${r.scores[c]} < ${goals.others}`)
  const home = prefixes.includes(r.page) || r.page === '/'
  const budget = home ? goals.homeJsKb : r.page.endsWith('/rfq') ? goals.rfqJsKb : null
  if (budget !== null && r.jsGzipBytes / 1000 > budget) misses.push(`${r.page}: JS ${kb(r.jsGzipBytes)} kB gzip > ${budget} kB`)
}
console.log(
  `\nGoals: performance ≥ ${goals.performance}; accessibility, best practices, SEO = ${goals.others}; JS on home ≤ ${goals.homeJsKb} kB gzip, on /rfq ≤ ${goals.rfqJsKb} kB gzip`,
)
console.log(misses.length ? `Missed:\n  ${misses.join('\n  ')}` : 'All goals met.')

if (options.audits) {
  for (const r of results) {
    if (r.failing.length) console.log(`\n${r.page}\n  ${r.failing.join('\n  ')}`)
  }
}
