/**
 * The server as the README starts it (`npm start`, the page cache's default budget of 64 MB) under
 * a flood of 80,000 made-up addresses of small answers (a query string each): its memory stays
 * below 400 MB, because the budget counts what each entry really costs and the process runs with
 * the image's memory settings. Cached pages are still answered from memory at the end.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { flood } from './support/flood'
import { send, startServer, type TestServer } from './support/server'

/** FLOOD=<n>: a shorter flood on a busy machine. */
const FLOOD = Number(process.env.FLOOD ?? 80_000)
const PARALLEL = 32
const MAX_RSS_MB = 400

let server: TestServer

beforeAll(async () => {
  // The README's command and its defaults (PAGE_CACHE_MB=64): no memory setting given by the test.
  server = await startServer({ PAGE_CACHE_MB: '64', TRUST_PROXY: '' }, { command: 'npm-start' })
})

afterAll(async () => {
  await server?.stop()
})

/** Small answers of the site, each at a made-up query string: a text file and a JSON read. */
const floodPath = (i: number) => {
  const query = `q${i}=${i.toString(36).padStart(40, 'x')}`
  return i % 2 ? `/api/districts?province=Ayd%C4%B1n&${query}` : `/robots.txt?${query}`
}

test(`${FLOOD} unique addresses keep the server started by npm start below ${MAX_RSS_MB} MB`, { timeout: 1_800_000 }, async () => {
  const startRssMb = server.rssMb()
  const { statuses, peakRssMb } = await flood(server, { count: FLOOD, path: floodPath, parallel: PARALLEL, sampleEvery: 1000 })
  console.log(`RSS: ${startRssMb.toFixed(0)} MB at start, ${peakRssMb.toFixed(0)} MB at most during ${FLOOD} addresses`)
  expect(statuses).toEqual([[200, FLOOD]])
  for (const i of [FLOOD - 1, FLOOD - 2, FLOOD - 3]) expect((await send(server, { path: floodPath(i) })).headers['x-cache']).toBe('hit')
  expect(peakRssMb).toBeLessThan(MAX_RSS_MB)
})
