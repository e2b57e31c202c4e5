import { describe, expect, test } from 'vitest'
import { playwrightFailures, vitestFailures } from './test-reports'

describe('vitest report', () => {
  test('names each failed test with its file and first message line; a file that failed to load counts once', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/integration/a.test.ts',
          assertionResults: [
            { fullName: 'lane refuses', status: 'failed', failureMessages: ['\nAssertionError: expected 200 to be 429\n  at x'] },
            { fullName: 'lane admits', status: 'passed', failureMessages: [] },
          ],
        },
        { name: '/repo/tests/integration/b.test.ts', message: 'Cannot find module x\nstack', assertionResults: [] },
        { name: '/repo/tests/integration/c.test.ts', assertionResults: [{ fullName: 'ok', status: 'passed', failureMessages: [] }] },
      ],
    }
    expect(vitestFailures(report, '/repo')).toEqual([
      { test: 'tests/integration/a.test.ts > lane refuses', message: 'AssertionError: expected 200 to be 429' },
      { test: 'tests/integration/b.test.ts', message: 'Cannot find module x' },
    ])
  })
})

describe('Playwright report', () => {
  test('names failed and flaky tests with their suites and project, not passed or skipped ones', () => {
    const report = {
      suites: [
        {
          title: 'forms.spec.ts',
          specs: [
            { title: 'top', tests: [{ projectName: 'js', status: 'expected', results: [{}] }] },
            { title: 'skipped', tests: [{ projectName: 'js', status: 'skipped', results: [] }] },
          ],
          suites: [
            {
              title: 'quote form',
              specs: [
                {
                  title: 'keeps input',
                  tests: [
                    { projectName: 'no-js', status: 'unexpected', results: [{ error: { message: 'Timed out 20000ms\ncall log' } }] },
                    { projectName: 'js', status: 'flaky', results: [{ error: { message: 'first try failed' } }, {}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(playwrightFailures(report)).toEqual([
      { test: 'forms.spec.ts > quote form > keeps input [no-js]', message: 'Timed out 20000ms' },
      { test: 'forms.spec.ts > quote form > keeps input [js]', message: 'first try failed' },
    ])
  })
})
