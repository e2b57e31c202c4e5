/**
 * `npm run test:repeat -- <files> [--times N]`: runs the given test files N times (default 5), one
 * run after the other, and reports every failing test with the number of the run it failed in, so
 * a test suspected of failing by chance is checked in minutes. Vitest files (unit, integration,
 * security) and Playwright specs (tests/e2e/*.spec.ts) may be mixed; each kind runs with its own
 * runner. Exits 1 when any run failed.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { runScript } from './lib/run-script.ts'
import { playwrightFailures, type TestFailure, vitestFailures } from './lib/test-reports.ts'

interface Failure extends TestFailure {
  run: number
}

const isBrowserSpec = (file: string) => /\.spec\.tsx?$/.test(file)

runScript(async () => {
  const { values, positionals } = parseArgs({ options: { times: { type: 'string', default: '5' } }, allowPositionals: true })
  const times = Number(values.times)
  if (!Number.isInteger(times) || times < 1 || times > 1000) throw new Error('--times takes a whole number from 1 to 1000.')
  if (positionals.length === 0) throw new Error('Usage: npm run test:repeat -- <test files> [--times N]')
  const vitestFiles = positionals.filter((file) => !isBrowserSpec(file))
  const browserFiles = positionals.filter(isBrowserSpec)

  const dir = await mkdtemp(path.join(os.tmpdir(), 'figs-repeat-'))
  const failures: Failure[] = []
  const seconds: number[] = []
  try {
    for (let run = 1; run <= times; run++) {
      const started = performance.now()
      const found: Failure[] = []
      if (vitestFiles.length) found.push(...(await vitestRun(run, vitestFiles, path.join(dir, `vitest-${run}.json`))))
      if (browserFiles.length) found.push(...(await playwrightRun(run, browserFiles, path.join(dir, `playwright-${run}.json`))))
      seconds.push((performance.now() - started) / 1000)
      failures.push(...found)
      const verdict = found.length ? `FAILED (${found.length})` : 'passed'
      console.log(`run ${run}/${times}: ${verdict} in ${seconds.at(-1)?.toFixed(1)} s`)
      for (const failure of found) console.log(`  ✗ ${failure.test}\n    ${failure.message}`)
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  const failedRuns = new Set(failures.map((failure) => failure.run))
  console.log(`\n${times - failedRuns.size} of ${times} runs passed; median ${median(seconds).toFixed(1)} s a run`)
  if (failures.length) {
    console.log('Failures by run:')
    for (const failure of failures) console.log(`  run ${failure.run}: ${failure.test}`)
    process.exitCode = 1
  }
})

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Runs a command with inherited output hidden; resolves with its exit code and its output's tail. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; tail: string }>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, tail: output }))
  })
}

async function vitestRun(runNumber: number, files: string[], report: string): Promise<Failure[]> {
  const { code, tail } = await run('npx', ['vitest', 'run', ...files, '--reporter=json', `--outputFile=${report}`])
  const json = await readFile(report, 'utf8').catch(() => '')
  return failuresOf('vitest', json ? vitestFailures(JSON.parse(json), process.cwd()) : undefined, code, tail, runNumber)
}

async function playwrightRun(runNumber: number, files: string[], report: string): Promise<Failure[]> {
  const { code, tail } = await run('npx', ['playwright', 'test', ...files, '--reporter=json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report })
  const json = await readFile(report, 'utf8').catch(() => '')
  return failuresOf('playwright', json ? playwrightFailures(JSON.parse(json)) : undefined, code, tail, runNumber)
}

/** A run's failures: those of its report, else its exit code and the last line it printed. */
function failuresOf(runner: string, reported: TestFailure[] | undefined, code: number, tail: string, runNumber: number): Failure[] {
  const failures = (reported ?? []).map((failure) => ({ run: runNumber, ...failure }))
  if (failures.length === 0 && code !== 0) {
    const lastLine = tail.trim().split('\n').at(-1) ?? ''
    failures.push({ run: runNumber, test: reported ? runner : `${runner} (no report)`, message: `exit code ${code}: ${lastLine}` })
  }
  return failures
}
