/**
 * Architecture rules for app/: imports point down (routes → features → lib), nothing imports a
 * route module, the module graph has no cycles, and route modules and the files beside them under
 * app/routes/ stay short (at most maxRouteModuleLines lines). Only app/lib/env.server.ts reads the
 * environment (env-read-rule.ts), public pages take their words from app/locales or from the
 * pages' content (visitor-text-rule.ts), and the dictionaries hold only interface words and SEO
 * texts (dictionary-scope-rule.ts, run by scripts/lint.ts).
 *
 *   routes/    may import anything below it
 *   features/  may not import routes/
 *   ui/        may not import features/ or routes/
 *   lib/       infrastructure only: may not import features/, ui/ or routes/
 *   app/       never imports server/ (the HTTP front) or scripts/ (the tools)
 *
 * The checks are pure: they take the sources and the list of route modules and return violations,
 * so the rules can be tested without a file system.
 */
import { posix } from 'node:path'
import { checkRoutePaths } from './architecture-routes'
import { noEnvRead } from './env-read-rule'
import { type AstNode, type FileRule, isNode, parseModule, type Violation, walk } from './syntax'
import { noVisitorText, visitorFacingFiles } from './visitor-text-rule'

export type { Violation } from './syntax'

export type ImportKind = 'static' | 'type' | 'dynamic'

export type ImportRef = { specifier: string; kind: ImportKind; line: number; column: number }

export type ImportEdge = ImportRef & { from: string; target: string; resolved: boolean }

/** Lines of a route module, and of every other file under app/routes/ (a page's own pieces). */
export const maxRouteModuleLines = 250

/**
 * The rules that read one module's syntax tree, each in its own file with its test. The visitor
 * text rule (visitor-text-rule.ts) needs the import graph too and runs after it is built.
 */
const fileRules: FileRule[] = [noEnvRead]

function stringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined
  if (node.type === 'StringLiteral') return node.value as string
  // import(`./x`) without placeholders is a plain string too
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '') as string
  }
  // `import('x').T` in a type: newer parsers wrap the string in a TSLiteralType
  if (node.type === 'TSLiteralType') return stringValue(node.literal)
  return undefined
}

/** Every module specifier a file names: imports, `import type`, re-exports, dynamic imports and `import('x')` types. */
export function collectImports(source: string, file: string): ImportRef[] {
  return importsOf(parseModule(source, file))
}

function importsOf(program: AstNode): ImportRef[] {
  const found: ImportRef[] = []
  const add = (node: AstNode, specifierNode: unknown, kind: ImportKind) => {
    const specifier = stringValue(specifierNode)
    if (specifier === undefined) return
    const start = node.loc?.start ?? { line: 1, column: 0 }
    found.push({ specifier, kind, line: start.line, column: start.column + 1 })
  }
  walk(program, (node) => {
    switch (node.type) {
      case 'ImportDeclaration': {
        const specifiers = node.specifiers as { importKind?: string }[]
        const typeOnly = node.importKind === 'type' || (specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type'))
        add(node, node.source, typeOnly ? 'type' : 'static')
        break
      }
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.source) add(node, node.source, node.exportKind === 'type' ? 'type' : 'static')
        break
      case 'ImportExpression':
        add(node, node.source, 'dynamic')
        break
      case 'CallExpression':
        if (isNode(node.callee) && node.callee.type === 'Import') add(node, (node.arguments as unknown[])[0], 'dynamic')
        break
      case 'TSImportType':
        add(node, node.argument, 'type')
        break
      case 'TSExternalModuleReference':
        add(node, node.expression, 'static')
        break
    }
    return true
  })
  return found
}

const candidateSuffixes = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js']

/**
 * Resolves `~/x` (app/x) and relative specifiers to a repository path. Package specifiers return
 * undefined. A path that matches no file is returned as written (resolved: false), so a layer rule
 * still sees where it points.
 */
export function resolveImport(
  from: string,
  specifier: string,
  exists: (path: string) => boolean,
): { path: string; resolved: boolean } | undefined {
  const bare = specifier.replace(/[?#].*$/, '')
  let base: string
  if (bare.startsWith('~/')) base = posix.join('app', bare.slice(2))
  else if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') base = posix.join(posix.dirname(from), bare)
  else return undefined
  const candidates = candidateSuffixes.map((suffix) => base + suffix)
  // `./x.js` written for `./x.ts` (TypeScript's ESM convention)
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/\.([cm]?)js$/, '.$1ts'), base.replace(/\.[cm]?js$/, '.tsx'))
  for (const candidate of candidates) if (exists(candidate)) return { path: candidate, resolved: true }
  return { path: base, resolved: false }
}

function isUnder(path: string, folder: string) {
  return path.startsWith(`${folder}/`)
}

type LayerRule = { rule: string; applies: (file: string) => boolean; forbidden: string[]; why: string }

const layerRules: LayerRule[] = [
  {
    rule: 'architecture/noRouteImport',
    applies: (file) => !isUnder(file, 'app/routes'),
    forbidden: ['app/routes'],
    why: 'route modules are leaves: move the shared code to app/features/ or app/ui/',
  },
  {
    rule: 'architecture/noLibUpwardImport',
    applies: (file) => isUnder(file, 'app/lib'),
    forbidden: ['app/features', 'app/ui', 'app/routes'],
    why: 'app/lib/ is infrastructure and may only import app/lib/ and packages',
  },
  {
    rule: 'architecture/noUiUpwardImport',
    applies: (file) => isUnder(file, 'app/ui'),
    forbidden: ['app/features', 'app/routes'],
    why: 'app/ui/ is the generic kit and may not import features or routes',
  },
  {
    rule: 'architecture/noServerImport',
    applies: (file) => isUnder(file, 'app'),
    forbidden: ['server', 'scripts'],
    why: 'the app knows nothing of the HTTP front or the tools: the front reaches the app through EdgeApp (app/lib/http/edge-context.ts)',
  },
]

/** The route module files named by a React Router route config (paths relative to app/). */
export function routeFilesFromConfig(config: unknown, appDirectory = 'app'): string[] {
  const files = new Set<string>()
  const visit = (entries: unknown) => {
    if (!Array.isArray(entries)) return
    for (const entry of entries as { file?: unknown; children?: unknown }[]) {
      if (typeof entry?.file === 'string') files.add(posix.normalize(posix.join(appDirectory, entry.file)))
      visit(entry?.children)
    }
  }
  visit(config)
  return [...files].sort()
}

export type ArchitectureInput = {
  /** Source text of every module under app/, keyed by repository path (`app/lib/db.server.ts`). */
  sources: Map<string, string>
  /** Repository paths of the route modules named in app/routes.ts. */
  routeFiles: string[]
  /** Whether a repository path is a file; defaults to "is one of `sources`". */
  exists?: (path: string) => boolean
}

export function checkArchitecture({ sources, routeFiles, exists = (path) => sources.has(path) }: ArchitectureInput): Violation[] {
  const violations: Violation[] = []
  const edges: ImportEdge[] = []
  const programs = new Map<string, AstNode>()
  for (const [file, source] of sources) {
    let program: AstNode
    try {
      program = parseModule(source, file)
    } catch (error) {
      const loc = (error as { loc?: { line: number; column: number } }).loc
      violations.push({
        file,
        line: loc?.line ?? 1,
        column: (loc?.column ?? 0) + 1,
        rule: 'architecture/parse',
        message: `cannot read the imports: ${(error as Error).message}`,
      })
      continue
    }
    programs.set(file, program)
    for (const rule of fileRules) violations.push(...rule(file, program))
    for (const ref of importsOf(program)) {
      // `./+types/<route>` are the types React Router generates for a route module, not a module of the app
      if (ref.specifier.includes('/+types/')) continue
      const target = resolveImport(file, ref.specifier, exists)
      if (target) edges.push({ ...ref, from: file, target: target.path, resolved: target.resolved })
    }
  }

  for (const edge of edges) {
    for (const { rule, applies, forbidden, why } of layerRules) {
      const folder = forbidden.find((f) => isUnder(edge.target, f))
      if (applies(edge.from) && folder) {
        violations.push({
          file: edge.from,
          line: edge.line,
          column: edge.column,
          rule,
          message: `${edge.from} imports '${edge.specifier}' (${folder}/): ${why}`,
        })
      }
    }
  }

  for (const file of visitorFacingFiles(programs.keys(), routeFiles, edges)) {
    const program = programs.get(file)
    if (program) violations.push(...noVisitorText(file, program))
  }

  violations.push(...findCycles(edges.filter((e) => e.resolved && sources.has(e.target))))

  for (const file of new Set([...routeFiles, ...[...sources.keys()].filter((path) => isUnder(path, 'app/routes'))])) {
    const source = sources.get(file)
    if (source === undefined) continue
    const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0)
    if (lines > maxRouteModuleLines) {
      violations.push({
        file,
        line: maxRouteModuleLines + 1,
        column: 1,
        rule: 'architecture/maxRouteModuleLines',
        message: `${routeFiles.includes(file) ? 'route module' : 'file of a route'} has ${lines} lines (at most ${maxRouteModuleLines}): move its pieces into files beside it`,
      })
    }
  }
  violations.push(...checkRoutePaths(sources))
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule))
}

/** Most cycles reported; past that the rest of a tangle is summarised. */
const maxCycles = 200

/**
 * Every elementary import cycle once, written from its alphabetically first module:
 * `a → b → a`. Each cycle is searched from its smallest module over larger ones of the same
 * strongly connected component only, so a rotation of the same cycle is never found twice.
 */
export function findCycles(edges: ImportEdge[]): Violation[] {
  const firstImport = new Map<string, Map<string, ImportEdge>>()
  for (const edge of edges) {
    const out = firstImport.get(edge.from) ?? new Map<string, ImportEdge>()
    firstImport.set(edge.from, out)
    // keep the first import of a target (the one a reader meets first)
    if (!out.has(edge.target)) out.set(edge.target, edge)
  }
  const targets = new Map([...firstImport].map(([from, out]) => [from, [...out.keys()].sort()]))
  const nodes = [...firstImport.keys()].sort()
  const rank = new Map(nodes.map((node, index) => [node, index]))
  const component = stronglyConnectedComponents(nodes, (node) => targets.get(node) ?? [])
  const violations: Violation[] = []
  const importOf = (from: string, to: string) => firstImport.get(from)?.get(to) as ImportEdge
  // a dense tangle has exponentially many paths: stop after this many steps
  let budget = 1_000_000
  let truncatedAt: ImportEdge | undefined

  for (const start of nodes) {
    const startRank = rank.get(start) ?? 0
    const path = [start]
    const onPath = new Set(path)
    const search = (node: string) => {
      for (const next of targets.get(node) ?? []) {
        if (truncatedAt) return
        if (violations.length >= maxCycles || --budget < 0) {
          truncatedAt = importOf(node, next)
          return
        }
        if (next === start) {
          const edge = importOf(start, path[1] ?? start)
          const chain = [...path, start].join(' → ')
          violations.push({
            file: start,
            line: edge.line,
            column: edge.column,
            rule: 'architecture/noImportCycle',
            message: `import cycle: ${chain}`,
          })
          continue
        }
        const nextRank = rank.get(next)
        if (nextRank === undefined || nextRank <= startRank || onPath.has(next) || component.get(next) !== component.get(start)) continue
        path.push(next)
        onPath.add(next)
        search(next)
        onPath.delete(next)
        path.pop()
      }
    }
    search(start)
  }
  if (truncatedAt) {
    violations.push({
      file: truncatedAt.from,
      line: truncatedAt.line,
      column: truncatedAt.column,
      rule: 'architecture/noImportCycle',
      message: `too many import cycles to list (${violations.length} shown): untangle the modules named above first`,
    })
  }
  return violations
}

/** Tarjan's algorithm: the component number of each node (nodes on a common cycle share one). */
function stronglyConnectedComponents(nodes: string[], next: (node: string) => string[]): Map<string, number> {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const component = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  let counter = 0
  let components = 0
  const connect = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const target of next(node)) {
      if (!index.has(target)) {
        connect(target)
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number))
      }
    }
    if (low.get(node) === index.get(node)) {
      let member: string | undefined
      do {
        member = stack.pop() as string
        onStack.delete(member)
        component.set(member, components)
      } while (member !== node)
      components++
    }
  }
  for (const node of nodes) if (!index.has(node)) connect(node)
  return component
}
