/**
 * `npm run bench:http`: requests per second and latency of the production build under load, next
 * to reference servers answering the same bytes. Starts the app twice, each on its own throw-away
 * embedded database with the demo content: with the page cache as it is by default, and with
 * PAGE_CACHE=off (in one process, and in one process per core). Then a bare Node server from memory and nginx (when installed) serve the pages
 * the app answered; each target is loaded with wrk (autocannon when wrk is missing) and the
 * figures are printed with the goals. The cached home is measured once more after a flood of
 * made-up addresses (BENCH_FLOOD_URLS, 20,000): a full page cache must answer as fast as a fresh one.
 * Not a test gate: the figures go into notes.
 * BENCH_BASE: another checkout with its own `build` (e.g. a worktree of the commit before a change):
 * its cached pages and its uncached home are measured right after this build's, target by target,
 * and the ratios printed (this build ÷ the base).
 * BENCH_DURATION_S (10), BENCH_CONNECTIONS (32), BENCH_PORT (3401; the next seven ports too).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadTool, measure } from './lib/load.ts'
import { assertPortsFree, cleanUp, onCleanup, startApp } from './lib/processes.ts'
import { nginxHasBrotli, nginxVersion, type Page, startNginx, startNodeReference } from './lib/references.ts'
import { type LoadRow, printLoadTable } from './lib/table.ts'

const durationS = positive('BENCH_DURATION_S', 10)
const connections = positive('BENCH_CONNECTIONS', 32)
const port = positive('BENCH_PORT', 3401)
const GOAL = { ratio: 0.33, p99Ms: 20, errors: 0, uncachedRps: 300, afterFlood: 0.9 }
/** Made-up addresses of a small cached answer sent before the cached home is measured again. */
const FLOOD_URLS = positive('BENCH_FLOOD_URLS', 20_000)

const dir = mkdtempSync(path.join(os.tmpdir(), 'figs-bench-http-'))
chmodSync(dir, 0o755) // as root, PostgreSQL and nginx's worker run as other users
onCleanup(() => rmSync(dir, { recursive: true, force: true }))

try {
  await main()
} catch (error) {
  // After Ctrl-C the step that was interrupted fails too: nothing more to say.
  if (process.exitCode === undefined) console.error(error instanceof Error ? error.message : error)
  process.exitCode ??= 1
} finally {
  await cleanUp()
}
// fetch's idle keep-alive sockets would hold the process for a few more seconds.
process.exit()

async function main() {
  const nginx = nginxVersion()
  console.log(`Load: ${loadTool}, ${connections} connections, ${durationS} s per target after a warm-up, Accept-Encoding: gzip, br`)
  console.log(`Machine: ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0].toFixed(1)} (other work lowers the figures)`)
  if (!nginx) console.log('nginx: not installed, skipped (apt-get install nginx)')
  const baseRoot = process.env.BENCH_BASE ? path.resolve(process.env.BENCH_BASE) : null
  await assertPortsFree([port, port + 1, port + 2, port + 3, port + 4, port + 5, ...(baseRoot ? [port + 6, port + 7] : [])])
  const cores = os.availableParallelism()
  console.log(
    `Starting the app (page cache as by default; PAGE_CACHE=off; PAGE_CACHE=off with WEB_CONCURRENCY=${cores}) on throw-away databases…`,
  )
  // The cached rows are compared with nginx, whose access log is off: the app's request lines are
  // off there too (LOG_LEVEL=warn); one more row shows the cached home with them on.
  const [cached, cachedLogged, uncached, uncachedAllCores] = await Promise.all([
    startApp(port, path.join(dir, 'pg-cached'), { LOG_LEVEL: 'warn' }),
    startApp(port + 5, path.join(dir, 'pg-cached-logged')),
    startApp(port + 1, path.join(dir, 'pg-uncached'), { PAGE_CACHE: 'off' }),
    startApp(port + 4, path.join(dir, 'pg-uncached-all-cores'), { PAGE_CACHE: 'off', WEB_CONCURRENCY: String(cores) }),
  ])
  const base = baseRoot
    ? {
        cached: await startApp(port + 6, path.join(dir, 'pg-base-cached'), { LOG_LEVEL: 'warn' }, baseRoot),
        uncached: await startApp(port + 7, path.join(dir, 'pg-base-uncached'), { PAGE_CACHE: 'off' }, baseRoot),
      }
    : null

  const products = (await (await fetch(`${cached}/api/products`, { signal: AbortSignal.timeout(60_000) })).json()) as { slug: string }[]
  if (!products.length) throw new Error('/api/products lists no product: is the demo content seeded?')
  const pages = await Promise.all(['/', `/products/${products[0].slug}`, '/de/products'].map((page) => fetchPage(cached + page)))
  const nodeRef = await startNodeReference(pages, port + 2)
  const nginxRef = nginx ? await startNginx(pages, port + 3, path.join(dir, 'nginx')) : undefined

  const options = { durationS, connections, dir }
  const run = async (target: string, url: string): Promise<LoadRow> => {
    console.log(`  ${target}`)
    return { target, result: await measure(url, options) }
  }
  /** The cached home again, after a flood of made-up addresses has filled and churned the page cache. */
  const floodThenRun = async (app: string) => {
    console.log(`  flood: ${FLOOD_URLS} made-up addresses of /robots.txt, ${connections} at a time`)
    let next = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let i = next++; i < FLOOD_URLS; i = next++) {
          const answer = await fetch(`${app}/robots.txt?q${i}=${i.toString(36).padStart(40, 'x')}`, {
            headers: { 'Accept-Encoding': 'gzip, br' },
          })
          await answer.arrayBuffer()
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    console.log(`  flood done in ${seconds.toFixed(1)} s (${Math.round(FLOOD_URLS / seconds)} req/s)`)
    return run(`app cached / after the ${FLOOD_URLS}-address flood`, `${app}/`)
  }
  const rows: LoadRow[] = []
  /** This build's row and the base build's, measured one right after the other. */
  const againstBase: [LoadRow, LoadRow][] = []
  for (const page of pages) {
    const row = await run(`app cached ${page.path}`, cached + page.path)
    rows.push(row)
    if (base) againstBase.push([row, await run(`base cached ${page.path}`, base.cached + page.path)])
  }
  const flooded = await floodThenRun(cached)
  const logged = await run('app cached / with request logs', `${cachedLogged}/`)
  const home = await run('app uncached / (PAGE_CACHE=off, 1 process)', `${uncached}/`)
  if (base) againstBase.push([home, await run('base uncached / (PAGE_CACHE=off, 1 process)', `${base.uncached}/`)])
  const homeAllCores = await run(`app PAGE_CACHE=off WEB_CONCURRENCY=${cores} /`, `${uncachedAllCores}/`)
  rows.push(home, homeAllCores)
  const nodeRows: LoadRow[] = []
  for (const page of pages) nodeRows.push(await run(`node ref ${page.path}`, nodeRef + page.path))
  const nginxRows: LoadRow[] = []
  for (const page of pages) if (nginxRef) nginxRows.push(await run(`nginx ${page.path}`, nginxRef + page.path))

  const reference = nginxRef ? 'nginx' : 'node ref'
  pages.forEach((_, i) => {
    const row = rows[i]
    const ratio = row.result.rps / (nginxRows[i] ?? nodeRows[i]).result.rps
    row.ratio = `${ratio.toFixed(2)}× ${reference}`
    row.goal = `≥ ${GOAL.ratio}×, p99 ≤ ${GOAL.p99Ms} ms, ${GOAL.errors} errors`
    row.missed = [
      ...(ratio < GOAL.ratio ? ['ratio'] : []),
      ...(row.result.p99Ms > GOAL.p99Ms ? ['p99'] : []),
      ...(row.result.errors > GOAL.errors ? ['errors'] : []),
    ]
  })
  const afterFlood = flooded.result.rps / rows[0].result.rps
  flooded.ratio = `${afterFlood.toFixed(2)}× fresh`
  flooded.goal = `≥ ${GOAL.afterFlood}× fresh`
  flooded.missed = afterFlood < GOAL.afterFlood ? ['after flood'] : []
  logged.ratio = `${(logged.result.rps / rows[0].result.rps).toFixed(2)}× without`
  rows.push(flooded, logged)
  for (const row of [home, homeAllCores]) {
    row.ratio = `${Math.round(row.result.rps)} req/s`
    row.goal = `≥ ${GOAL.uncachedRps} req/s`
    row.missed = row.result.rps < GOAL.uncachedRps ? ['req/s'] : []
  }
  printLoadTable(undefined, [...rows, ...nodeRows, ...nginxRows])
  if (base) {
    const baseRows = againstBase.flatMap(([head, before]) => {
      before.ratio = `${(head.result.rps / before.result.rps).toFixed(2)}× this ÷ base`
      return [head, before].map((row) => ({ ...row, goal: undefined, missed: undefined }))
    })
    printLoadTable(`against the base build (${baseRoot})`, baseRows)
  }

  console.log('\napp cached: the production build with the page cache as it is by default; app uncached: PAGE_CACHE=off.')
  console.log(
    `after the flood: the cached home once ${FLOOD_URLS} made-up addresses went through the same process; ratio to the first row.`,
  )
  console.log('Request logs (one JSON line per request) are off in the cached rows, as nginx runs without an access log, and on elsewhere.')
  console.log(`WEB_CONCURRENCY=${cores}: ${cores} server processes sharing the port (one per core), as a production deployment runs.`)
  console.log('node ref: a bare Node http server answering the same bytes from memory, compressed beforehand.')
  if (nginx)
    console.log(
      `nginx: ${nginx}, 1 worker, the same bytes as files with their compressed twins (${nginxHasBrotli() ? 'br, gzip' : 'gzip'}).`,
    )
  console.log(`ratio: app req/s ÷ ${reference} req/s for the same page. errors: answers ≥ 400 and socket errors.`)
}

/** The page as the app answers it (status 200, no redirect): its bytes and Content-Type. */
async function fetchPage(url: string): Promise<Page> {
  const res = await fetch(url, { redirect: 'manual', headers: { 'Accept-Encoding': 'identity' }, signal: AbortSignal.timeout(60_000) })
  if (res.status !== 200) throw new Error(`${url} answers ${res.status}, not 200`)
  const contentType = res.headers.get('content-type') ?? 'application/octet-stream'
  return { path: new URL(url).pathname, contentType, body: Buffer.from(await res.arrayBuffer()) }
}

function positive(name: string, fallback: number) {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`)
  return value
}
