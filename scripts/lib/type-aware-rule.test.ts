/**
 * The type-aware lint step (oxlint with .oxlintrc.json) finds a promise nobody awaits, including
 * one returned by a function of another module, and accepts one that is awaited or marked `void`.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(path.join(root, 'scripts/lib/.type-aware-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('an unawaited promise is an error; awaited, returned or void is not', () => {
  writeFileSync(path.join(dir, 'later.ts'), 'export async function later(): Promise<number> {\n  return 1\n}\n')
  writeFileSync(
    path.join(dir, 'use.ts'),
    [
      "import { later } from './later'",
      'export async function use() {',
      '  later()',
      '  await later()',
      '  void later()',
      '  return later()',
      '}',
      '',
    ].join('\n'),
  )
  const run = spawnSync(path.join(root, 'node_modules/.bin/oxlint'), ['--type-aware', '-c', '.oxlintrc.json', '-f', 'json', dir], {
    cwd: root,
    encoding: 'utf8',
  })
  const report = JSON.parse(run.stdout) as { diagnostics: { code: string; filename: string; labels: { span: { line: number } }[] }[] }
  expect(report.diagnostics.map((d) => [d.code, path.basename(d.filename), d.labels[0]?.span.line])).toEqual([
    ['typescript(no-floating-promises)', 'use.ts', 3],
  ])
})
