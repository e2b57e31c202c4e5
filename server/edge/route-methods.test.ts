import type { ServerBuild } from 'react-router'
import { describe, expect, test } from 'vitest'
import { asksRoute, resourceRouteMethods } from './route-methods.ts'

const read = async () => null
const page = () => null
/** A server build's routes: root, pages with and without an action, a read-only resource route, a resource route with an action, one under a layout. */
const routes = {
  root: { id: 'root', path: '', module: { default: page } },
  home: { id: 'home', parentId: 'root', index: true, module: { default: page, loader: read } },
  products: { id: 'products', parentId: 'root', path: 'api/products/:slug?', module: { loader: read } },
  rfq: { id: 'rfq', parentId: 'root', path: 'api/rfq', module: { loader: read, action: read } },
  contact: { id: 'contact', parentId: 'gate', path: 'contact', module: { default: page, loader: read, action: read } },
  gate: { id: 'gate', parentId: 'root', path: ':lang?', module: { default: page } },
  sheet: { id: 'sheet', parentId: 'gate', path: 'products/:slug/sheet.pdf', module: { loader: read } },
} as unknown as ServerBuild['routes']

describe('resourceRouteMethods', () => {
  const methods = resourceRouteMethods(routes)

  test('a resource route that only reads answers GET, HEAD and OPTIONS', () => {
    expect(methods('/api/products')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(methods('/api/products/lerida')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(methods('/en/products/lerida/sheet.pdf')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(methods('/products/lerida/sheet.pdf')).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })

  test('a page without an action reads only too', () => {
    expect(methods('/')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(methods('/en')).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })

  test('a route with an action and an unknown path are left to the gate and the route', () => {
    expect(methods('/api/rfq')).toBeNull()
    expect(methods('/en/contact')).toBeNull()
    expect(methods('/nope/at/all')).toBeNull()
  })

  test('reads are never asked about', () => {
    expect(asksRoute('GET')).toBe(false)
    expect(asksRoute('HEAD')).toBe(false)
    expect(asksRoute('POST')).toBe(true)
    expect(asksRoute('OPTIONS')).toBe(true)
  })
})
