/**
 * A flood of made-up addresses (20,000 query strings on a small cached answer) cannot make the
 * page cache hold more than its budget: every entry is counted at the memory it really keeps, the
 * least recently used ones go, and the server's memory stays far below what it would be if each
 * small answer kept the compression buffers it was cut from.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { flood } from './support/flood'
import { send, startServer, type TestServer } from './support/server'

/** FLOOD=<n>: a shorter flood (with a budget in proportion) on a busy machine. */
const FLOOD = Number(process.env.FLOOD ?? 20_000)
const PARALLEL = 32
const MAX_RSS_MB = 400
/**
 * A budget the flood fills when each entry is counted at the memory it keeps (not when counted at
 * its bodies' lengths alone).
 */
const BUDGET_MB = Math.max(1, Math.round(FLOOD / 1250))

let server: TestServer

beforeAll(async () => {
  // The server as `npm start` runs it: under the test runner's TypeScript loader, every error's
  // stack (a file write makes one inside the web streams) would parse the build's source maps,
  // some 80 MB that a production server never holds.
  server = await startServer({ PAGE_CACHE_MB: String(BUDGET_MB) }, { command: 'npm-start' })
})

afterAll(async () => {
  await server?.stop()
})

/** The page cache's figures the server logs when it closes. */
function closingStats(output: string) {
  const line = output.split('\n').find((l) => l.includes('Page cache at close'))
  if (!line) throw new Error(`no page cache figures in the server's output:\n${output.slice(-2000)}`)
  return (JSON.parse(line) as { pageCache: { entries: number; countedBytes: number; peakCountedBytes: number; maxBytes: number } })
    .pageCache
}

const floodPath = (i: number) => `/robots.txt?q${i}=${i.toString(36).padStart(40, 'x')}`

test(`${FLOOD} unique addresses keep the cache within its budget and the server below ${MAX_RSS_MB} MB`, { timeout: 600_000 }, async () => {
  const { statuses, peakRssMb } = await flood(server, { count: FLOOD, path: floodPath, parallel: PARALLEL, sampleEvery: 500 })
  expect(statuses).toEqual([[200, FLOOD]])
  // The last addresses are still answered from memory: the cache keeps working, within its budget.
  expect((await send(server, { path: floodPath(FLOOD - 1) })).headers['x-cache']).toBe('hit')
  expect(peakRssMb).toBeLessThan(MAX_RSS_MB)

  await server.stop()
  const stats = closingStats(server.output())
  expect(stats.maxBytes).toBe(BUDGET_MB * 1024 * 1024)
  expect(stats.peakCountedBytes).toBeLessThanOrEqual(stats.maxBytes)
  // Filled: the budget, not the flood's end, decided what was kept.
  expect(stats.peakCountedBytes).toBeGreaterThan(stats.maxBytes * 0.9)
  expect(stats.entries).toBeLessThan(FLOOD)
})
