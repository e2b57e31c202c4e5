import { expect, test } from 'vitest'
import routes from './routes'
import { adminApiUploadPaths, legalPages, pagePath, seoSelectorPages, staticPageAt, staticPages, unprefixedPath } from './site-map'

type ConfigRoute = { path?: string; index?: boolean; children?: ConfigRoute[] }

/** Every full path of the route config ('' for an index route). */
function fullPaths(entries: ConfigRoute[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`
    return [...(entry.index || entry.path !== undefined ? [path || '/'] : []), ...fullPaths(entry.children ?? [], path)]
  })
}

test('a page link is its path in the language, with its parameters encoded', () => {
  expect(pagePath('homepage', 'tr')).toBe('/')
  expect(pagePath('homepage', 'en')).toBe('/en')
  expect(pagePath('rfq', 'de')).toBe('/de/rfq')
  expect(pagePath('product', 'en', { slug: 'lerida' })).toBe('/en/products/lerida')
  expect(pagePath('request-quote', 'tr', { token: 'a b', versionId: 'v/1' })).toBe('/requests/a%20b/quote/v%2F1')
  expect(unprefixedPath('spec-sheet', { slug: 'x' })).toBe('/products/x/spec-sheet.pdf')
})

test('the derived lists: static pages, the SEO selector, the legal pages', () => {
  expect(staticPages).toHaveLength(18)
  expect(staticPages.every((page) => !page.path.includes(':'))).toBe(true)
  expect(seoSelectorPages.map((page) => page.key)).toContain('trial-package')
  expect(legalPages).toEqual(['terms', 'privacy', 'returns', 'seller', 'customers', 'trial-terms'])
  expect(staticPageAt('/calibration')).toBe('calibration')
  expect(staticPageAt('/products/lerida')).toBeUndefined()
})

test('every page of the site map is a route of the one public tree, under the optional language segment', () => {
  const paths = fullPaths(routes as ConfigRoute[])
  for (const page of staticPages) expect(paths).toContain(page.path === '/' ? '/:lang?' : `/:lang?${page.path}`)
  expect(paths).toContain('/:lang?/products/:slug/spec-sheet.pdf')
  for (const path of adminApiUploadPaths) expect(paths).toContain(path)
  expect(paths).toContain('/admin/blog/edit/:id?')
})
