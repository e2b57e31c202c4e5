/**
 * The syntax tree of a module of app/ (Babel's, TypeScript and JSX) and a walk over it, shared by
 * the architecture rules.
 */
import { parse } from '@babel/parser'

export type Violation = { file: string; line: number; column: number; rule: string; message: string }

export type AstNode = { type: string; loc?: { start: { line: number; column: number } } | null; [key: string]: unknown }

/** A rule that reads one module of app/ (its repository path and syntax tree). */
export type FileRule = (file: string, program: AstNode) => Violation[]

const skippedKeys = new Set([
  'loc',
  'start',
  'end',
  'range',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'comments',
  'tokens',
])

export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

/** A module's syntax tree (JSX in every file that is not `.ts`); throws when the file cannot be parsed. */
export function parseModule(source: string, file: string): AstNode {
  const jsx = !/\.(ts|mts|cts)$/.test(file)
  const ast = parse(source, {
    sourceType: 'module',
    sourceFilename: file,
    plugins: jsx ? ['typescript', 'jsx'] : ['typescript'],
    createImportExpressions: true,
    errorRecovery: true,
  })
  return ast.program as unknown as AstNode
}

/** Calls `enter` on every node below `node`, parents first; `enter` answering false skips the node's children. */
export function walk(node: AstNode, enter: (node: AstNode, parent: AstNode | undefined) => boolean | undefined, parent?: AstNode) {
  if (enter(node, parent) === false) return
  for (const key in node) {
    if (skippedKeys.has(key)) continue
    const value = node[key]
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, enter, node)
    } else if (isNode(value)) {
      walk(value, enter, node)
    }
  }
}
