/**
 * The dictionaries hold what app/locales/scope.ts names, and nothing else: every section is an
 * interface section or a page section, a page section keeps only its listed keys, and no key is
 * one of a numbered series of texts. Pure: it takes a dictionary and its source text (for the
 * finding's line) and returns violations.
 */
import { interfaceSections, NUMBERED_KEY, pageSections } from '../../app/locales/scope'
import type { Violation } from './syntax'

const rule = 'architecture/dictionaryScope'

function leaves(node: unknown, path: string[] = []): string[][] {
  if (typeof node !== 'object' || node === null) return [path]
  return Object.entries(node).flatMap(([key, value]) => leaves(value, [...path, key]))
}

/** The line where `path` is written in the source: each key looked for after the one before it (the top when not found). */
function lineOf(source: string, path: string[]): number {
  let from = 0
  for (const key of path) {
    const pattern = new RegExp(`^[ \t]*['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?:`, 'gm')
    pattern.lastIndex = from
    const match = pattern.exec(source)
    if (!match) break
    from = match.index + match[0].length
  }
  return source.slice(0, from).split('\n').length
}

export function dictionaryScopeViolations(file: string, dictionary: Record<string, unknown>, source: string): Violation[] {
  const violations: Violation[] = []
  const report = (path: string[], message: string) => violations.push({ file, line: lineOf(source, path), column: 1, rule, message })
  for (const [section, value] of Object.entries(dictionary)) {
    const allowed = Object.hasOwn(pageSections, section) ? new Set(pageSections[section]) : null
    if (!allowed && !(interfaceSections as readonly string[]).includes(section)) {
      report([section], `Section "${section}" is not named in app/locales/scope.ts: a page's words belong in its content declaration.`)
      continue
    }
    for (const path of leaves(value)) {
      const dotted = path.join('.')
      const numbered = path.some((part) => NUMBERED_KEY.test(part))
      if (numbered)
        report([section, ...path], `"${section}.${dotted}" is a numbered text: a page's list of texts belongs in its content declaration.`)
      else if (allowed && !allowed.has(dotted))
        report(
          [section, ...path],
          `"${section}.${dotted}" is page content: move it to the page's content declaration, or name it in app/locales/scope.ts.`,
        )
    }
  }
  return violations
}
