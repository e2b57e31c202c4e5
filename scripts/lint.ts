/**
 * `npm run lint`: Biome's linter and formatter check (biome.json) on every source file, then the
 * architecture rules of app/ (scripts/lib/architecture.ts), then the type-aware rules (oxlint,
 * .oxlintrc.json: no floating promise). Any error, warning, unformatted file
 * or architecture violation fails the run.
 * `npm run format` (`--write`): applies Biome's safe fixes and the formatter to the files first.
 * `--compact`: one line per finding instead of Biome's code frames.
 * Paths (`npm run format -- app/features/leads`) narrow Biome to those files and folders; the
 * architecture rules always read the whole of app/.
 *
 * Biome runs as WebAssembly (@biomejs/wasm-nodejs), which installs the same on every platform.
 */

import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Biome, type Configuration } from '@biomejs/js-api/nodejs'
import { checkArchitecture, routeFilesFromConfig, type Violation } from './lib/architecture'
import { dictionaryScopeViolations } from './lib/dictionary-scope-rule'
import { listSourceFiles } from './lib/source-files'

const started = performance.now()
const root = resolve(import.meta.dirname, '..')
process.chdir(root)
const args = process.argv.slice(2)
const write = args.includes('--write')
const compact = args.includes('--compact')
const targets = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.replace(/^\.\//, '').replace(/\/+$/, ''))
const color = process.stdout.isTTY && !process.env.NO_COLOR

const config = JSON.parse(readFileSync('biome.json', 'utf8')) as Configuration & { $schema?: string; files?: { includes?: string[] } }
const allFiles = listSourceFiles(root, config.files?.includes)
const files =
  targets.length === 0 ? allFiles : allFiles.filter((file) => targets.some((target) => file === target || file.startsWith(`${target}/`)))

/**
 * Biome's CLI turns on a rule domain's recommended rules when package.json declares one of its
 * libraries (React's rules when `react` is a dependency). The WebAssembly workspace has no file
 * system to read package.json from, so the same detection happens here; a domain that biome.json
 * sets explicitly keeps its setting.
 */
const domainLibraries: Record<string, string[]> = {
  react: ['react'],
  test: ['jest', 'mocha', 'ava', 'vitest'],
  solid: ['solid-js'],
  next: ['next'],
  qwik: ['@builder.io/qwik', '@qwik.dev/core'],
  vue: ['vue'],
  playwright: ['@playwright/test'],
  drizzle: ['drizzle-orm'],
  turborepo: ['turbo'],
}

function detectedDomains(): Record<string, 'recommended'> {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>
  const declared = new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((key) => Object.keys(manifest[key] ?? {})),
  )
  return Object.fromEntries(
    Object.entries(domainLibraries)
      .filter(([, libraries]) => libraries.some((library) => declared.has(library)))
      .map(([domain]) => [domain, 'recommended' as const]),
  )
}

const biome = new Biome()
const { projectKey } = biome.openProject(root)
// `$schema` is for editors; the workspace takes the rest of biome.json as it is
const { $schema: _schema, ...settings } = config
biome.applyConfiguration(projectKey, {
  ...settings,
  linter: { ...settings.linter, domains: { ...detectedDomains(), ...settings.linter?.domains } },
})

const ansi = { bold: '\x1b[1m', red: '\x1b[31m', yellow: '\x1b[33m', green: '\x1b[32m', blue: '\x1b[34m', reset: '\x1b[0m' }
const colorNames: Record<string, string> = { tomato: ansi.red, orange: ansi.yellow, lightgreen: ansi.green, lightblue: ansi.blue }

/** printDiagnostics answers HTML (for Biome's playground): turn it into terminal text. */
function htmlToTerminal(html: string): string {
  const stack: string[] = []
  return html
    .replace(/<(\/?)([a-z]+)([^>]*)>/g, (_, closing: string, tag: string, attributes: string) => {
      if (!color) return ''
      if (closing) {
        stack.pop()
        return ansi.reset + stack.join('')
      }
      const style =
        tag === 'strong'
          ? ansi.bold
          : (colorNames[/color:\s*([a-z]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''] ?? (tag === 'a' ? ansi.blue : ''))
      stack.push(style)
      return style
    })
    .replace(
      /&(lt|gt|amp|quot|#39|#x27);/g,
      (_, entity: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#x27': "'" })[entity] ?? '',
    )
}

function position(content: string, span: [number, number] | undefined): { line: number; column: number } {
  if (!span) return { line: 1, column: 1 }
  // spans count UTF-8 bytes
  const before = Buffer.from(content).subarray(0, span[0]).toString('utf8')
  const start = before.length
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: start - lineStart + 1 }
}

function firstDifferentLine(a: string, b: string): number {
  const left = a.split('\n')
  const right = b.split('\n')
  const index = left.findIndex((line, i) => line !== right[i])
  return (index === -1 ? left.length : index) + 1
}

const perRule = new Map<string, number>()
const counts = { error: 0, warning: 0, information: 0, unformatted: 0, architecture: 0, written: 0 }
const sources = new Map<string, string>()
for (const file of allFiles) if (file.startsWith('app/')) sources.set(file, readFileSync(file, 'utf8'))

for (const file of files) {
  let content = sources.get(file) ?? readFileSync(file, 'utf8')
  if (write) {
    const fixed = biome.lintContent(projectKey, content, { filePath: file, fixFileMode: 'safeFixes' })
    const formatted = biome.formatContent(projectKey, fixed.content, { filePath: file }).content
    if (formatted !== content) {
      writeFileSync(file, formatted)
      counts.written++
      content = formatted
    }
  }
  const diagnostics = biome.lintContent(projectKey, content, { filePath: file }).diagnostics.filter((d) => d.severity !== 'hint')
  if (sources.has(file)) sources.set(file, content)

  if (diagnostics.length > 0) {
    for (const d of diagnostics) {
      const severity = d.severity === 'fatal' ? 'error' : d.severity
      if (severity === 'error' || severity === 'warning' || severity === 'information') counts[severity]++
      const rule = d.category ?? 'unknown'
      perRule.set(rule, (perRule.get(rule) ?? 0) + 1)
      if (compact) {
        const { line, column } = position(content, d.location.span)
        console.log(`${file}:${line}:${column} ${severity} ${rule}: ${d.description}`)
      }
    }
    if (!compact) console.log(htmlToTerminal(biome.printDiagnostics(diagnostics, { filePath: file, fileSource: content })))
  }

  const formatted = biome.formatContent(projectKey, content, { filePath: file }).content
  if (formatted !== content) {
    counts.unformatted++
    const line = firstDifferentLine(content, formatted)
    console.log(`${file}:${line}:1 error format: not formatted (npm run format fixes it)`)
    if (!compact) {
      console.log(`  - ${content.split('\n')[line - 1] ?? ''}\n  + ${formatted.split('\n')[line - 1] ?? ''}\n`)
    }
  }
}
biome.shutdown()

async function routeFiles(): Promise<{ files: string[]; violations: Violation[] }> {
  try {
    const routes = (await import(pathToFileURL(resolve(root, 'app/routes.ts')).href)) as { default: unknown }
    return { files: routeFilesFromConfig(routes.default), violations: [] }
  } catch (error) {
    const message = `cannot load the route config: ${error instanceof Error ? error.message : String(error)}`
    return { files: [], violations: [{ file: 'app/routes.ts', line: 1, column: 1, rule: 'architecture/routeConfig', message }] }
  }
}

/** Each dictionary holds only what app/locales/scope.ts names (lib/dictionary-scope-rule.ts). */
async function dictionaryViolations(): Promise<Violation[]> {
  const found: Violation[] = []
  for (const locale of ['tr', 'en', 'de']) {
    const file = `app/locales/${locale}.ts`
    const dictionary = ((await import(pathToFileURL(resolve(root, file)).href)) as { default: Record<string, unknown> }).default
    found.push(...dictionaryScopeViolations(file, dictionary, readFileSync(resolve(root, file), 'utf8')))
  }
  return found
}

/**
 * The type-aware rules: oxlint with its TypeScript checker (oxlint-tsgolint, built on the same
 * TypeScript as `tsc`), configured in .oxlintrc.json. A promise that is neither awaited, returned,
 * handled nor marked `void` is an error: its failure would be lost.
 */
function typeAwareViolations(): Violation[] {
  const bin = resolve(root, 'node_modules/.bin/oxlint')
  const run = spawnSync(bin, ['--type-aware', '-c', '.oxlintrc.json', '-f', 'json', 'app', 'server', 'scripts', 'tests'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  try {
    const report = JSON.parse(run.stdout) as {
      diagnostics: { message: string; code: string; filename: string; labels: { span: { line: number; column: number } }[] }[]
    }
    return report.diagnostics.map((d) => ({
      file: d.filename,
      line: d.labels[0]?.span.line ?? 1,
      column: d.labels[0]?.span.column ?? 1,
      rule: d.code,
      message: d.message,
    }))
  } catch {
    return [
      { file: '.oxlintrc.json', line: 1, column: 1, rule: 'typeAware/run', message: `oxlint did not run: ${run.stderr || run.error}` },
    ]
  }
}

const routes = await routeFiles()
const violations = [
  ...routes.violations,
  ...checkArchitecture({ sources, routeFiles: routes.files, exists: (path) => sources.has(path) || existsSync(path) }),
  ...(await dictionaryViolations()),
  ...typeAwareViolations(),
]
for (const v of violations) {
  counts.architecture++
  perRule.set(v.rule, (perRule.get(v.rule) ?? 0) + 1)
  console.log(`${v.file}:${v.line}:${v.column} error ${v.rule}: ${v.message}`)
}

const problems = counts.error + counts.warning + counts.information + counts.unformatted + counts.architecture
if (problems > 0) {
  console.log('\nfindings per rule:')
  for (const [rule, count] of [...perRule].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    console.log(`  ${String(count).padStart(5)}  ${rule}`)
  if (counts.unformatted > 0) console.log(`  ${String(counts.unformatted).padStart(5)}  format (files not formatted)`)
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`
const details = [
  plural(counts.error, 'error'),
  plural(counts.warning, 'warning'),
  // Biome's "information" rules (useTemplate, useIndexOf…) fail the run too: a clean tree has none
  ...(counts.information ? [plural(counts.information, 'notice')] : []),
  `${counts.unformatted} not formatted`,
  `${counts.architecture} architecture`,
  ...(write ? [`${plural(counts.written, 'file')} written`] : []),
]
console.log(`\nlint: ${plural(files.length, 'file')}, ${plural(problems, 'problem')} (${details.join(', ')}) in ${seconds} s`)
process.exitCode = problems > 0 ? 1 : 0
