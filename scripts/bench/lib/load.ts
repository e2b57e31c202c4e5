/**
 * Loads one URL with many keep-alive connections for a while, asking for compressed answers like
 * a browser, and reports throughput, latency and errors: with wrk when installed, else autocannon.
 */
import { spawn, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { track } from './processes.ts'

const ACCEPT_ENCODING = 'gzip, br'
/** Every target is loaded this long before it is measured (JIT, connection set-up, cache fill). */
const WARMUP_S = 2
/** A slow answer is waited for this long before it counts as an error (autocannon's default). */
const TIMEOUT_S = 10
/** A single request may wait behind all the answers a slow server still owes the warm-up. */
const PROBE_TIMEOUT_MS = 120_000

export interface LoadOptions {
  durationS: number
  connections: number
  /** A folder for the tool's files. */
  dir: string
}

export interface LoadResult {
  rps: number
  p50Ms: number
  p99Ms: number
  /** Answers with an error status and socket errors (connect, read, write, timeout). */
  errors: number
  /** What the target answers a browser: content encoding and bytes on the wire. */
  encoding: string
  bytes: number
}

export const loadTool = spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk'

/** wrk reports through this script; its `status` errors are answers ≥ 400 (redirects are ruled out by `probe`). */
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`

export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  const answer = await probe(url)
  if (answer.status !== 200) throw new Error(`${url} answers ${answer.status}, not 200: nothing to measure`)
  await load(url, { ...options, durationS: WARMUP_S })
  // Answers still being made for the warm-up would slow the measured run: this one waits behind them.
  await probe(url)
  return { ...(await load(url, options)), encoding: answer.encoding, bytes: answer.bytes }
}

async function load(url: string, options: LoadOptions) {
  const run = loadTool === 'wrk' ? await runWrk(url, options) : await runAutocannon(url, options)
  // Without a single answer there is no latency to report.
  const latency = (ms: number) => (run.requests ? ms : Number.NaN)
  return { rps: run.requests / run.durationS, p50Ms: latency(run.p50Ms), p99Ms: latency(run.p99Ms), errors: run.errors }
}

async function runWrk(url: string, { durationS, connections, dir }: LoadOptions) {
  const script = path.join(dir, 'wrk-report.lua')
  writeFileSync(script, WRK_REPORT)
  const threads = Math.min(connections, os.availableParallelism(), 4)
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${durationS}s`, '--timeout', `${TIMEOUT_S}s`, '-s', script]
  const out = JSON.parse(
    (await capture('wrk', [...args, '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, url])).trim().split('\n').at(-1) ?? '',
  )
  return { requests: out.requests, durationS: out.durationUs / 1e6, p50Ms: out.p50Us / 1000, p99Ms: out.p99Us / 1000, errors: out.errors }
}

async function runAutocannon(url: string, { durationS, connections }: LoadOptions) {
  const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
  const args = [
    '-c',
    String(connections),
    '-d',
    String(durationS),
    '-t',
    String(TIMEOUT_S),
    '-j',
    '-H',
    `Accept-Encoding=${ACCEPT_ENCODING}`,
    url,
  ]
  const out = JSON.parse(await capture(process.execPath, [autocannon, ...args]))
  // autocannon's `errors` include its timeouts.
  return {
    requests: out.requests.total,
    durationS: out.duration,
    p50Ms: out.latency.p50,
    p99Ms: out.latency.p99,
    errors: out.non2xx + out.errors,
  }
}

function capture(command: string, args: string[]) {
  return new Promise<string>((resolve, reject) => {
    const child = track(spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] }))
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} failed (${code})`))))
  })
}

/** One request as a browser makes it: status, content encoding and bytes on the wire. */
function probe(url: string) {
  return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': ACCEPT_ENCODING } }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] ?? 'identity', bytes }))
      })
      .on('error', reject)
      .setTimeout(PROBE_TIMEOUT_MS, function (this: http.ClientRequest) {
        this.destroy(new Error(`${url} did not answer within ${PROBE_TIMEOUT_MS / 1000} s`))
      })
  })
}
