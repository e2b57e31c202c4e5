import { expect, test } from 'vitest'
import { renderSitemap } from './sitemap'

test('each page appears once per language and every entry lists all alternates', () => {
  const xml = renderSitemap('https://figs.example', [{ path: '/' }, { path: '/products/a&b', lastmod: new Date('2026-01-02T03:04:05Z') }])
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs).toEqual([
    'https://figs.example/',
    'https://figs.example/en',
    'https://figs.example/de',
    'https://figs.example/products/a&amp;b',
    'https://figs.example/en/products/a&amp;b',
    'https://figs.example/de/products/a&amp;b',
  ])
  expect(xml.match(/hreflang="de" href="https:\/\/figs.example\/de\/products\/a&amp;b"/g)).toHaveLength(3)
  expect(xml.match(/<lastmod>2026-01-02T03:04:05.000Z<\/lastmod>/g)).toHaveLength(3)
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(6)
})
