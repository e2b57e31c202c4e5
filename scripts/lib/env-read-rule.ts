/**
 * `architecture/noEnvRead`: app/ reads its configuration only through app/lib/env.server.ts,
 * which validates `process.env` with zod, so a setting has one name, one type and one default.
 * Anywhere else in app/ (its unit tests included) these fail:
 *   - `process.env` and `process['env']` (also as `globalThis.process.env`);
 *   - `const { env } = process`;
 *   - importing `env` from 'process' or 'node:process'.
 * Not env reads: `import.meta.env.SSR` / `.DEV`, which are Vite's build-time constants.
 * scripts/ and tests/ are outside app/: they start the app and may set the environment for it.
 */
import { type AstNode, type FileRule, isNode, type Violation, walk } from './syntax'

export const envModule = 'app/lib/env.server.ts'

const rule = 'architecture/noEnvRead'
const message = `reads the environment directly: add the setting to the schema in ${envModule} and read it through env()`

function isProcess(node: unknown): boolean {
  if (!isNode(node)) return false
  if (node.type === 'Identifier') return node.name === 'process'
  // globalThis.process
  return node.type === 'MemberExpression' && isNamed(node.object, 'globalThis') && propertyIs(node, 'process')
}

function isNamed(node: unknown, name: string): boolean {
  return isNode(node) && node.type === 'Identifier' && node.name === name
}

function propertyIs(member: AstNode, name: string): boolean {
  const property = member.property
  if (!isNode(property)) return false
  if (member.computed) return property.type === 'StringLiteral' && property.value === name
  return property.type === 'Identifier' && property.name === name
}

export const noEnvRead: FileRule = (file, program) => {
  if (file === envModule) return []
  const violations: Violation[] = []
  const report = (node: AstNode) => {
    const start = node.loc?.start ?? { line: 1, column: 0 }
    violations.push({ file, line: start.line, column: start.column + 1, rule, message })
  }
  walk(program, (node) => {
    if (
      (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') &&
      isProcess(node.object) &&
      propertyIs(node, 'env')
    ) {
      report(node)
    } else if (node.type === 'VariableDeclarator' && isProcess(node.init) && isNode(node.id) && node.id.type === 'ObjectPattern') {
      const properties = node.id.properties as AstNode[]
      if (
        properties.some(
          (p) =>
            p.type === 'ObjectProperty' &&
            (isNamed(p.key, 'env') || (isNode(p.key) && p.key.type === 'StringLiteral' && p.key.value === 'env')),
        )
      ) {
        report(node)
      }
    } else if (
      node.type === 'ImportDeclaration' &&
      isNode(node.source) &&
      ['process', 'node:process'].includes(node.source.value as string)
    ) {
      const specifiers = node.specifiers as AstNode[]
      if (
        specifiers.some(
          (s) => s.type === 'ImportSpecifier' && (isNamed(s.imported, 'env') || (isNode(s.imported) && s.imported.value === 'env')),
        )
      ) {
        report(node)
      }
    }
    return true
  })
  return violations
}
