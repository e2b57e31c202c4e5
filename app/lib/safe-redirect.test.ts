import { describe, expect, test } from 'vitest'
import { safeRedirect, sitePath } from './safe-redirect'

const site = 'https://www.example.com'

test('paths of the site are kept, with their query and fragment', () => {
  expect(safeRedirect('/admin/leads?page=2#top', site)).toBe('/admin/leads?page=2#top')
  expect(safeRedirect('/en/products', site, '/admin')).toBe('/en/products')
  expect(safeRedirect('https://www.example.com/admin?x=1', site)).toBe('/admin?x=1')
  expect(safeRedirect('/a//b', site)).toBe('/a//b')
})

test.each([
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  'https://evil.example/admin',
  'http://www.example.com/admin', // another scheme is another origin
  'https://www.example.com.evil.example/',
  'https://www.example.com@evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/.//evil.example',
  '/./%2e//evil.example',
])('%j leads off the site: the fallback is used', (target) => {
  expect(safeRedirect(target, site, '/fallback')).toBe('/fallback')
})

test('missing or non-text targets give the fallback', () => {
  expect(safeRedirect(null, site, '/admin')).toBe('/admin')
  expect(safeRedirect(undefined, site)).toBe('/')
  expect(safeRedirect('', site)).toBe('/')
  expect(safeRedirect(new Blob(['/admin']), site)).toBe('/')
})

test('whatever is kept resolves to the same origin in a browser', () => {
  const attempts = [
    '/%09/evil.example',
    '/%2F%2Fevil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    'evil.example',
    '?x=//evil.example',
    '#//evil.example',
  ]
  for (const target of attempts) {
    const kept = safeRedirect(target, site, '/fallback')
    expect(kept.startsWith('/') && !kept.startsWith('//'), `${target} → ${kept}`).toBe(true)
    expect(new URL(kept, site).origin).toBe(site)
  }
})

describe('sitePath', () => {
  test('a path with several leading slashes or backslashes is a path of the site', () => {
    expect(sitePath('//evil.example/x')).toBe('/evil.example/x')
    expect(sitePath('/\\evil.example')).toBe('/evil.example')
    expect(sitePath('///')).toBe('/')
    expect(sitePath('/en/products')).toBe('/en/products')
    expect(sitePath('faq')).toBe('/faq')
  })
})
