import { describe, expect, test } from 'vitest'
import { checkArchitecture, collectImports, maxRouteModuleLines, resolveImport, routeFilesFromConfig } from './architecture'

function check(files: Record<string, string>, routeFiles: string[] = []) {
  return checkArchitecture({ sources: new Map(Object.entries(files)), routeFiles })
}

describe('collectImports', () => {
  test('finds every kind of import, re-export and dynamic import', () => {
    const source = [
      "import { a } from '~/lib/a'",
      "import type { B } from './b'",
      "import { type C, type D } from '../c'",
      "import e, { type F } from 'e'",
      "export { g } from './g'",
      "export * from './h'",
      "export type { I } from './i'",
      "const j = await import('./j')",
      'type K = import(`./k`).K',
      "const computed = await import('./pages/' + name)",
    ].join('\n')
    expect(collectImports(source, 'app/x.ts').map(({ specifier, kind, line }) => [specifier, kind, line])).toEqual([
      ['~/lib/a', 'static', 1],
      ['./b', 'type', 2],
      ['../c', 'type', 3],
      ['e', 'static', 4],
      ['./g', 'static', 5],
      ['./h', 'static', 6],
      ['./i', 'type', 7],
      ['./j', 'dynamic', 8],
      ['./k', 'type', 9],
    ])
  })

  test('reads JSX in .tsx files and type assertions in .ts files', () => {
    expect(collectImports("import { X } from './x'\nexport const y = <X a={1} />", 'app/y.tsx')).toHaveLength(1)
    expect(collectImports("import { X } from './x'\nexport const y = <X>(1 as unknown)", 'app/y.ts')).toHaveLength(1)
  })
})

describe('resolveImport', () => {
  const files = new Set(['app/lib/db.server.ts', 'app/ui/index.tsx', 'app/features/leads/schemas.ts', 'app/routes/a/route.tsx'])
  const exists = (path: string) => files.has(path)

  test('resolves ~/ to app/, relative paths, extensions and index files', () => {
    expect(resolveImport('app/routes/a/route.tsx', '~/lib/db.server', exists)).toEqual({ path: 'app/lib/db.server.ts', resolved: true })
    expect(resolveImport('app/routes/a/route.tsx', '../../ui', exists)).toEqual({ path: 'app/ui/index.tsx', resolved: true })
    expect(resolveImport('app/features/leads/x.ts', './schemas.js', exists)).toEqual({
      path: 'app/features/leads/schemas.ts',
      resolved: true,
    })
    expect(resolveImport('app/routes/a/x.ts', './route.tsx?raw', exists)).toEqual({ path: 'app/routes/a/route.tsx', resolved: true })
  })

  test('keeps the written path of a missing module and skips packages', () => {
    expect(resolveImport('app/lib/x.ts', '~/routes/gone', exists)).toEqual({ path: 'app/routes/gone', resolved: false })
    expect(resolveImport('app/lib/x.ts', 'react-router', exists)).toBeUndefined()
    expect(resolveImport('app/lib/x.ts', 'node:fs', exists)).toBeUndefined()
  })
})

describe('layer rules', () => {
  test('nothing outside app/routes/ imports a route module; routes import each other and their generated types', () => {
    const violations = check({
      'app/features/leads/x.ts': "import { loader } from '~/routes/admin/leads/route'",
      'app/root.tsx': "import type { Route } from './+types/root'\nexport { x } from './routes/admin/leads/helpers'",
      'app/routes/admin/leads/route.tsx': "import type { Route } from './+types/route'\nimport { h } from './helpers'",
      'app/routes/admin/leads/helpers.ts': "import { shared } from '../shared'",
      'app/routes/admin/shared.ts': '',
    })
    expect(violations.map((v) => [v.file, v.line, v.rule])).toEqual([
      ['app/features/leads/x.ts', 1, 'architecture/noRouteImport'],
      ['app/root.tsx', 2, 'architecture/noRouteImport'],
    ])
  })

  test('app/lib/ imports only app/lib/ and packages', () => {
    const violations = check({
      'app/lib/a.ts': [
        "import { b } from './b'",
        "import { z } from 'zod'",
        "import { f } from '~/features/leads/f'",
        "import type { U } from '../ui/u'",
        "const r = () => import('~/routes/r')",
      ].join('\n'),
      'app/lib/b.ts': '',
    })
    expect(violations.map((v) => [v.line, v.rule])).toEqual([
      [3, 'architecture/noLibUpwardImport'],
      [4, 'architecture/noLibUpwardImport'],
      [5, 'architecture/noLibUpwardImport'],
      [5, 'architecture/noRouteImport'],
    ])
    expect(violations[0]?.message).toContain("'~/features/leads/f'")
  })

  test('app/ui/ does not import features or routes, but may import lib', () => {
    const violations = check({
      'app/ui/field.tsx': "import { cn } from '~/lib/cn'\nimport { leadKinds } from '~/features/leads/kinds'",
      'app/features/leads/form.tsx': "import { Field } from '~/ui/field'",
    })
    expect(violations.map((v) => [v.file, v.line, v.rule])).toEqual([['app/ui/field.tsx', 2, 'architecture/noUiUpwardImport']])
  })

  test('app/ does not import the HTTP front in server/ or the tools in scripts/', () => {
    const violations = check({
      'app/lib/http/route-policy.ts': "import { refuse } from '../../../server/edge/refuse.ts'",
      'app/entry.server.tsx': "import { serveApp } from '../server/serve-app'\nimport { lint } from '../scripts/lint'",
    })
    expect(violations.map((v) => [v.file, v.line, v.rule])).toEqual([
      ['app/entry.server.tsx', 1, 'architecture/noServerImport'],
      ['app/entry.server.tsx', 2, 'architecture/noServerImport'],
      ['app/lib/http/route-policy.ts', 1, 'architecture/noServerImport'],
    ])
  })
})

describe('import cycles', () => {
  test('each cycle is reported once, from its first module, as a chain', () => {
    const violations = check({
      'app/lib/a.ts': "import { b } from './b'",
      'app/lib/b.ts': "import { c } from './c'\nimport type { A } from './a'",
      'app/lib/c.ts': "import { a } from './a'",
      'app/lib/d.ts': "import { a } from './a'",
    })
    expect(violations.map((v) => [v.file, v.line, v.message])).toEqual([
      ['app/lib/a.ts', 1, 'import cycle: app/lib/a.ts → app/lib/b.ts → app/lib/a.ts'],
      ['app/lib/a.ts', 1, 'import cycle: app/lib/a.ts → app/lib/b.ts → app/lib/c.ts → app/lib/a.ts'],
    ])
  })

  test('a module importing itself is a cycle; a diamond is not', () => {
    expect(check({ 'app/lib/self.ts': "export { x } from './self'" }).map((v) => v.message)).toEqual([
      'import cycle: app/lib/self.ts → app/lib/self.ts',
    ])
    expect(
      check({
        'app/lib/top.ts': "import './left'\nimport './right'",
        'app/lib/left.ts': "import './bottom'",
        'app/lib/right.ts': "import './bottom'",
        'app/lib/bottom.ts': '',
      }),
    ).toEqual([])
  })
})

describe('route module size', () => {
  const lines = (count: number) => `${Array.from({ length: count }, (_, i) => `export const line${i} = ${i}`).join('\n')}\n`

  test(`a route module may have ${maxRouteModuleLines} lines, not more`, () => {
    const violations = check(
      {
        'app/routes/ok/route.tsx': lines(maxRouteModuleLines),
        'app/routes/long/route.tsx': lines(maxRouteModuleLines + 1),
        'app/features/long/not-a-route.tsx': lines(400),
      },
      ['app/routes/ok/route.tsx', 'app/routes/long/route.tsx'],
    )
    expect(violations.map((v) => [v.file, v.rule, v.message])).toEqual([
      ['app/routes/long/route.tsx', 'architecture/maxRouteModuleLines', expect.stringContaining(`has ${maxRouteModuleLines + 1} lines`)],
    ])
  })

  test(`every other file under app/routes/ may have ${maxRouteModuleLines} lines too, tests included`, () => {
    const violations = check({
      'app/routes/admin/blog/route.tsx': lines(10),
      'app/routes/admin/blog/blog-form.tsx': lines(maxRouteModuleLines + 1),
      'app/routes/admin/blog/blog-card.tsx': lines(maxRouteModuleLines),
      'app/routes/admin/blog/form.server.test.ts': lines(maxRouteModuleLines + 2),
      'app/features/blog/long-module.ts': lines(maxRouteModuleLines + 1),
    })
    expect(violations.map((v) => [v.file, v.rule, v.line, v.message])).toEqual([
      [
        'app/routes/admin/blog/blog-form.tsx',
        'architecture/maxRouteModuleLines',
        maxRouteModuleLines + 1,
        expect.stringContaining(`file of a route has ${maxRouteModuleLines + 1} lines`),
      ],
      ['app/routes/admin/blog/form.server.test.ts', 'architecture/maxRouteModuleLines', maxRouteModuleLines + 1, expect.any(String)],
    ])
  })

  test('route modules are read from the route config, nested routes included', () => {
    const config = [
      { file: 'routes/admin/layout.tsx', children: [{ file: 'routes/admin/products/route.tsx' }, { file: './routes/admin/leads.tsx' }] },
      { file: 'routes/api/products.ts' },
    ]
    expect(routeFilesFromConfig(config)).toEqual([
      'app/routes/admin/layout.tsx',
      'app/routes/admin/leads.tsx',
      'app/routes/admin/products/route.tsx',
      'app/routes/api/products.ts',
    ])
  })
})

test('a file that cannot be parsed is reported, not skipped', () => {
  const [violation] = check({ 'app/lib/broken.ts': 'import { from "x"' })
  expect(violation?.rule).toBe('architecture/parse')
})
