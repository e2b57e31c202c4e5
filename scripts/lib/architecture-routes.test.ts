import { expect, test } from 'vitest'
import { checkArchitecture } from './architecture'
import { checkRoutePaths, findPagePathLiterals, pagePathPattern, routePathRule } from './architecture-routes'

const spelled = (source: string, file = 'app/features/x.tsx') => findPagePathLiterals(source, file).map((v) => v.message.split("'")[1])

test('page paths spelled as strings, template heads and JSX attributes are found, in every language', () => {
  const source = [
    "const a = '/rfq'",
    "const b = '/en/products'",
    `const c = \`/de/products/\${slug}\``,
    "const d = '/trial-package?x=1'",
    "const e = '/products/a/spec-sheet.pdf'",
    "const f = '/en'",
    'export const g = () => <a href="/blog">x</a>',
  ].join('\n')
  expect(spelled(source)).toEqual([
    '/rfq',
    '/en/products',
    '/de/products/',
    '/trial-package?x=1',
    '/products/a/spec-sheet.pdf',
    '/en',
    '/blog',
  ])
  expect(findPagePathLiterals("const a = '/rfq'", 'app/x.ts')[0]).toMatchObject({ line: 1, column: 11, rule: routePathRule })
})

test('other areas, look-alike paths, comments and the site map itself are left alone', () => {
  const source = [
    '// a comment may say /rfq',
    "const a = '/api/products'",
    "const b = '/admin/blog'",
    "const c = '/uploads/products/a.webp'",
    "const d = '/products-old'",
    "const e = '/english'",
    "const f = 'products'",
    "const g = '/'",
    "const h = '/images/logo.svg'",
  ].join('\n')
  expect(spelled(source)).toEqual([])
  const literal = "export const x = '/rfq'"
  const sources = new Map([
    ['app/site-map.ts', literal],
    ['app/routes.ts', literal],
    ['app/features/y.test.ts', literal],
    ['app/features/z.ts', literal],
  ])
  expect(checkRoutePaths(sources).map((v) => v.file)).toEqual(['app/features/z.ts'])
})

test('the pattern follows the site map: a new page is covered at once', () => {
  const pattern = pagePathPattern(['shop'], ['fr'])
  expect(['/shop', '/fr/shop/x', '/fr'].every((path) => pattern.test(path))).toBe(true)
  expect(['/shopping', '/frx/shop', '/en/shop'].some((path) => pattern.test(path))).toBe(false)
})

test('npm run lint reports them with the architecture rules', () => {
  const violations = checkArchitecture({ sources: new Map([['app/ui/link.tsx', "export const home = '/de/faq'"]]), routeFiles: [] })
  expect(violations.map((v) => v.rule)).toEqual([routePathRule])
})
