/** The failing tests named in the JSON reports of vitest (`--reporter=json`) and Playwright (`--reporter=json`). */
import path from 'node:path'

export interface TestFailure {
  /** `file > describe test` (vitest) or `file > describe > test [project]` (Playwright). */
  test: string
  /** The first line of the failure's message. */
  message: string
}

const firstLine = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? ''

export interface VitestReport {
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[]
}

/** Each failed test; a file that failed without a failed test (an error while loading it) counts as one. */
export function vitestFailures(report: VitestReport, root: string): TestFailure[] {
  const failures: TestFailure[] = []
  for (const file of report.testResults) {
    const name = path.relative(root, file.name)
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) failures.push({ test: `${name} > ${test.fullName}`, message: firstLine(test.failureMessages[0]) })
    if (failed.length === 0 && file.message) failures.push({ test: name, message: firstLine(file.message) })
  }
  return failures
}

export interface PlaywrightSuite {
  title: string
  specs?: { title: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** Each test that failed, or passed only on a retry (Playwright's "flaky"). */
export function playwrightFailures(report: { suites: PlaywrightSuite[] }): TestFailure[] {
  const failures: TestFailure[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push({
            test: `${[...titles, spec.title].join(' > ')} [${test.projectName}]`,
            message: firstLine(test.results.find((result) => result.error)?.error?.message),
          })
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites) walk(suite, [suite.title])
  return failures
}
