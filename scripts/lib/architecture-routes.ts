/**
 * Architecture rule: a public page's path is written once, in app/site-map.ts. Anywhere else in
 * app/ a link is built from the site map (`pagePath('rfq', locale)`), so a page path spelled as a
 * string ('/rfq', '/en/products', `/products/${slug}`, "/de") is a violation.
 *
 * What counts: a string or the head of a template literal that starts with a page's first segment
 * (taken from the site map, so a new page is covered at once), optionally after a language prefix,
 * and that ends or goes on with '/', '?', '#' or '.'; and the language roots ('/en', '/de') alone.
 * Comments, tests (`*.test.ts(x)`), the site map and the route config are not checked; other areas
 * (/api, /admin, /uploads) are not pages of the public site.
 */
import { parse } from '@babel/parser'
import { defaultLocale, locales } from '../../app/lib/locale'
import { sitePages } from '../../app/site-map'
import type { Violation } from './architecture'

export const routePathRule = 'architecture/noPagePathLiteral'

/** Files that may spell page paths: the site map itself and the route config. */
const exempt = new Set(['app/site-map.ts', 'app/routes.ts'])

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A page path written out: a page's first segment after an optional language prefix, or a language root alone. */
export function pagePathPattern(firstSegments: readonly string[], prefixes: readonly string[]): RegExp {
  const segment = firstSegments.map(escapeRegExp).join('|')
  const prefix = prefixes.map(escapeRegExp).join('|')
  return new RegExp(`^/(?:(?:${prefix})/)?(?:${segment})(?:$|[/?#.])|^/(?:${prefix})$`)
}

const firstSegments = [...new Set(Object.values(sitePages).map((page) => page.path.split('/')[1]))].filter(Boolean)
const defaultPattern = pagePathPattern(
  firstSegments,
  locales.filter((locale) => locale !== defaultLocale),
)

type AstNode = { type: string; loc?: { start: { line: number; column: number } } | null; [key: string]: unknown }

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

const skipped = new Set(['loc', 'start', 'end', 'range', 'extra', 'leadingComments', 'trailingComments', 'innerComments', 'comments'])

/** The text a node spells: a string, or the part of a template literal before its first placeholder. */
function spelled(node: AstNode): string | undefined {
  if (node.type === 'StringLiteral') return node.value as string
  if (node.type === 'TemplateLiteral') return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked
  return undefined
}

/** Violations of one file's source (pure: the caller decides which files are checked). */
export function findPagePathLiterals(source: string, file: string, pattern = defaultPattern): Violation[] {
  const jsx = !/\.(ts|mts|cts)$/.test(file)
  const ast = parse(source, { sourceType: 'module', plugins: jsx ? ['typescript', 'jsx'] : ['typescript'], errorRecovery: true })
  const violations: Violation[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (!isNode(node)) return
    const text = spelled(node)
    if (text !== undefined && pattern.test(text)) {
      violations.push({
        file,
        line: node.loc?.start.line ?? 1,
        column: (node.loc?.start.column ?? 0) + 1,
        rule: routePathRule,
        message: `'${text}' spells a page path: build it from app/site-map.ts (pagePath, unprefixedPath)`,
      })
    }
    for (const [key, value] of Object.entries(node)) if (!skipped.has(key)) visit(value)
  }
  visit(ast.program)
  return violations
}

/** Every page path spelled outside the site map and the route config in app/ (tests aside). */
export function checkRoutePaths(sources: Map<string, string>): Violation[] {
  return [...sources]
    .filter(([file]) => file.startsWith('app/') && !exempt.has(file) && !isTest(file))
    .flatMap(([file, source]) => {
      try {
        return findPagePathLiterals(source, file)
      } catch {
        // A file that does not parse is reported by the import rules.
        return []
      }
    })
}
