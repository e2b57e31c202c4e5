import { describe, expect, test } from 'vitest'
import { createIncludesFilter, globToRegExp, listSourceFiles } from './source-files'

describe('globToRegExp', () => {
  test('** spans folders, * and ? stay within one name', () => {
    expect(globToRegExp('**/build').test('build')).toBe(true)
    expect(globToRegExp('**/build').test('a/b/build')).toBe(true)
    expect(globToRegExp('**/build').test('a/rebuild')).toBe(false)
    expect(globToRegExp('public/**/*.svg').test('public/img/logo.svg')).toBe(true)
    expect(globToRegExp('public/**/*.svg').test('public/logo.svg')).toBe(true)
    expect(globToRegExp('*.ts').test('app/x.ts')).toBe(false)
    expect(globToRegExp('app/x?.ts').test('app/x1.ts')).toBe(true)
    expect(globToRegExp('a.b').test('axb')).toBe(false)
  })
})

describe('createIncludesFilter', () => {
  // the project's biome.json
  const isIncluded = createIncludesFilter([
    '**',
    '!app/generated',
    '!**/build',
    '!**/build-*',
    '!public/**/*.svg',
    '!**/*.json',
    '!**/*.css',
  ])

  test('a negated folder excludes everything inside it', () => {
    expect(isIncluded('app/generated/prisma/client.ts')).toBe(false)
    expect(isIncluded('build/server/index.js')).toBe(false)
    expect(isIncluded('build-lint/client/assets/x.js')).toBe(false)
    expect(isIncluded('tests/fixtures/build/x.js')).toBe(false)
  })

  test('everything else is included', () => {
    expect(isIncluded('app/root.tsx')).toBe(true)
    expect(isIncluded('app/generated-notes.ts')).toBe(true)
    expect(isIncluded('scripts/prisma-generate.mjs')).toBe(true)
    expect(isIncluded('package.json')).toBe(false)
  })

  test('the last matching pattern wins', () => {
    const filter = createIncludesFilter(['app/**', '!app/lib/**', 'app/lib/keep.ts'])
    expect(filter('app/lib/keep.ts')).toBe(true)
    expect(filter('app/lib/drop.ts')).toBe(false)
    expect(filter('scripts/x.ts')).toBe(false)
  })
})

test('listSourceFiles lists this repository without ignored or generated files', () => {
  const files = listSourceFiles(process.cwd(), ['**', '!app/generated'])
  expect(files).toContain('scripts/lib/source-files.ts')
  expect(files).toContain('app/root.tsx')
  expect(files.some((file) => file.startsWith('node_modules/') || file.startsWith('app/generated/'))).toBe(false)
  expect(files.every((file) => /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(file))).toBe(true)
})
