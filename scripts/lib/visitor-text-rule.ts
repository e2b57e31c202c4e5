/**
 * `architecture/noVisitorText`: words a visitor reads come from the dictionaries (app/locales, in
 * tr, en and de), never from a component, so every public page exists in every language.
 *
 * Visitor-facing modules are the `.tsx`/`.jsx` files (tests aside)
 *   - under app/routes/ outside app/routes/admin/ (the public pages and their pieces), and
 *   - every module a public page reaches through value imports (`import type` carries no UI), from
 *     the route modules outside app/routes/admin/ and from app/root.tsx: the feature components
 *     (app/features/), the kit (app/ui/) and app/lib/ components they render.
 * The admin panel is Turkish inline text for the staff, so a component only the admin pages import
 * (the delete confirmation, the product badges) is not visitor-facing, and neither is a module
 * named `admin-*.tsx` (the admin error page, which app/root.tsx imports to show under /admin):
 * the walk does not go through it.
 *
 * In those modules these fail when they contain a letter (a `{name}` placeholder is not a word):
 *   - JSX text: `<p>Hello</p>`;
 *   - a string rendered as a child: `{'Hello'}`, `{open ? 'Close' : 'Open'}`, `{`Hello ${name}`}`;
 *   - the same strings as the value of an attribute a person reads or hears: placeholder, title,
 *     alt, label, the aria-* texts (aria-label, aria-description, aria-roledescription,
 *     aria-valuetext, aria-placeholder), a component's heading, subtitle, description, caption,
 *     message and text, and any prop whose name ends in one of those (pendingLabel, emptyText).
 * Not checked: arguments of calls (`t('nav.menu')` names a dictionary key), other attributes
 * (className, href, name), and strings kept in constants outside JSX.
 */
import type { ImportEdge } from './architecture'
import { type AstNode, type FileRule, isNode, type Violation, walk } from './syntax'

const rule = 'architecture/noVisitorText'
const message = 'visitor-facing text written in the component: move it to app/locales (tr, en and de) and render it with t()'

const readAttributes = new Set([
  'placeholder',
  'title',
  'alt',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'heading',
  'subtitle',
  'description',
  'caption',
  'message',
  'text',
])

/** An attribute a person reads or hears: one of readAttributes, or a component's prop named like one (`pendingLabel`, `emptyText`). */
export const isReadAttribute = (name: string) =>
  readAttributes.has(name) || /[a-z](Label|Title|Placeholder|Heading|Description|Caption|Message|Text)$/.test(name)

const isComponentFile = (file: string) => /\.[jt]sx$/.test(file) && !/\.test\.[jt]sx$/.test(file)
/** Admin UI: the admin pages and their pieces, and a module named `admin-*` (the admin error page, which app/root.tsx shows under /admin). */
const isAdmin = (file: string) => file.startsWith('app/routes/admin/') || /(^|\/)admin-[^/]*$/.test(file)

/** The visitor-facing component files of app/ (see the rule above). */
export function visitorFacingFiles(files: Iterable<string>, routeFiles: string[], edges: ImportEdge[]): Set<string> {
  const imports = new Map<string, string[]>()
  for (const edge of edges) {
    if (edge.kind === 'type' || !edge.resolved) continue
    imports.set(edge.from, [...(imports.get(edge.from) ?? []), edge.target])
  }
  const reached = new Set<string>()
  const pending = [...routeFiles.filter((file) => !isAdmin(file)), 'app/root.tsx']
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file) || isAdmin(file)) continue
    reached.add(file)
    pending.push(...(imports.get(file) ?? []))
  }
  for (const file of files) if (file.startsWith('app/routes/') && !isAdmin(file)) reached.add(file)
  return new Set([...reached].filter(isComponentFile))
}

const hasWord = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''))

/** The literal text an expression renders as it is (a string, a template's fixed parts, either branch). */
function renderedText(node: unknown): AstNode[] {
  if (!isNode(node)) return []
  switch (node.type) {
    case 'StringLiteral':
      return hasWord(node.value as string) ? [node] : []
    case 'TemplateLiteral': {
      const fixed = (node.quasis as { value: { cooked: string | null } }[]).map((q) => q.value.cooked ?? '').join('')
      return [...(hasWord(fixed) ? [node] : []), ...(node.expressions as unknown[]).flatMap(renderedText)]
    }
    case 'ConditionalExpression':
      return [...renderedText(node.consequent), ...renderedText(node.alternate)]
    case 'LogicalExpression':
      return [...renderedText(node.left), ...renderedText(node.right)]
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return renderedText(node.expression)
    default:
      return []
  }
}

export const noVisitorText: FileRule = (file, program) => {
  const violations: Violation[] = []
  const report = (node: AstNode, text: string) => {
    const start = node.loc?.start ?? { line: 1, column: 0 }
    const shown = text.trim().replace(/\s+/g, ' ').slice(0, 40)
    violations.push({ file, line: start.line, column: start.column + 1, rule, message: `'${shown}': ${message}` })
  }
  const reportRendered = (expression: unknown) => {
    for (const node of renderedText(expression)) {
      report(node, node.type === 'StringLiteral' ? (node.value as string) : '`…`')
    }
  }
  walk(program, (node, parent) => {
    if (node.type === 'JSXText' && hasWord(node.value as string)) report(node, node.value as string)
    else if (node.type === 'JSXExpressionContainer' && (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')) {
      reportRendered(node.expression)
    } else if (node.type === 'JSXAttribute') {
      const name = isNode(node.name) && node.name.type === 'JSXIdentifier' ? (node.name.name as string) : ''
      if (!isReadAttribute(name)) return true
      const value = node.value
      if (isNode(value) && value.type === 'JSXExpressionContainer') reportRendered(value.expression)
      else reportRendered(value)
    }
    return true
  })
  return violations
}
