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

interface Failure {
  run: number
  test: string
  message: string
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

const firstLine = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? ''

async function vitestRun(runNumber: number, files: string[], report: string): Promise<Failure[]> {
  const { code, tail } = await run('npx', ['vitest', 'run', ...files, '--reporter=json', `--outputFile=${report}`])
  const json = await readFile(report, 'utf8').catch(() => '')
  if (!json)
    return code === 0 ? [] : [{ run: runNumber, test: 'vitest (no report)', message: firstLine(tail.split('\n').slice(-20).join('\n')) }]
  const result = JSON.parse(json) as {
    testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[]
  }
  const failures: Failure[] = []
  for (const file of result.testResults) {
    const name = path.relative(process.cwd(), file.name)
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed)
      failures.push({ run: runNumber, test: `${name} > ${test.fullName}`, message: firstLine(test.failureMessages[0]) })
    if (failed.length === 0 && file.message) failures.push({ run: runNumber, test: name, message: firstLine(file.message) })
  }
  if (failures.length === 0 && code !== 0) failures.push({ run: runNumber, test: 'vitest', message: `exit code ${code}` })
  return failures
}

interface PlaywrightSuite {
  title: string
  specs?: { title: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[]
  suites?: PlaywrightSuite[]
}

async function playwrightRun(runNumber: number, files: string[], report: string): Promise<Failure[]> {
  const { code, tail } = await run('npx', ['playwright', 'test', ...files, '--reporter=json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report })
  const json = await readFile(report, 'utf8').catch(() => '')
  if (!json)
    return code === 0
      ? []
      : [{ run: runNumber, test: 'playwright (no report)', message: firstLine(tail.split('\n').slice(-20).join('\n')) }]
  const failures: Failure[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push({
            run: runNumber,
            test: `${[...titles, spec.title].join(' > ')} [${test.projectName}]`,
            message: firstLine(test.results.find((result) => result.error)?.error?.message),
          })
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of (JSON.parse(json) as { suites: PlaywrightSuite[] }).suites) walk(suite, [suite.title])
  if (failures.length === 0 && code !== 0) failures.push({ run: runNumber, test: 'playwright', message: `exit code ${code}` })
  return failures
}
