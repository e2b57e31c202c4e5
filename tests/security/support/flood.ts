/**
 * A flood of made-up addresses on a test server: `count` requests to `path(0)` … `path(count - 1)`,
 * `parallel` at a time over kept-alive connections (the flood measures the server, not connection
 * set-up), each answer read whole. The server's memory is sampled every `sampleEvery` requests.
 */
import type { TestServer } from './server'

export interface FloodResult {
  /** How many answers had each status. */
  statuses: [number, number][]
  /** The server's largest resident memory seen during the flood and at its end, in MB. */
  peakRssMb: number
}

export async function flood(
  server: TestServer,
  {
    count,
    path,
    parallel = 32,
    sampleEvery = 500,
  }: { count: number; path: (i: number) => string; parallel?: number; sampleEvery?: number },
): Promise<FloodResult> {
  let next = 0
  let peakRssMb = 0
  const statuses = new Map<number, number>()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++
        const answer = await fetch(`${server.url}${path(i)}`, { headers: { 'Accept-Encoding': 'gzip, br' } })
        await answer.arrayBuffer()
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (i % sampleEvery === 0) peakRssMb = Math.max(peakRssMb, server.rssMb())
      }
    }),
  )
  return { statuses: [...statuses], peakRssMb: Math.max(peakRssMb, server.rssMb()) }
}
