import { describe, expect, test } from 'vitest'
import { pageUrl } from './canonical'
import { pageMeta, seoMeta } from './meta'

const share = { siteUrl: 'https://www.figs.example', siteName: 'Aydın Dried Figs' }
/** `meta`'s arguments as React Router gives them: the root, the public layout (with `share`), the page. */
const args = (pathname: string, site: typeof share | null = share) => ({
  matches: [{ loaderData: { siteUrl: 'https://ignored.example' } }, { loaderData: site ? { share: site } : {} }, undefined],
  location: { pathname },
})
const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.filter((tag) => 'property' in tag && tag.property === key).map((tag) => ('content' in tag ? tag.content : undefined))

describe('share tags', () => {
  test('a product page: its canonical address, the site name, its languages and its own 1200×630 picture', () => {
    const tags = pageMeta(
      {
        title: 'Lerida Figs | Aydın Dried Figs',
        description: 'Calibrated Lerida figs.',
        locale: 'en',
        image: { path: '/og/en/products/lerida.jpg?v=abc', alt: 'Lerida figs in a bowl' },
      },
      args('/en/products/lerida'),
    )
    expect(content(tags, 'og:url')).toEqual(['https://www.figs.example/en/products/lerida'])
    expect(content(tags, 'og:site_name')).toEqual(['Aydın Dried Figs'])
    expect(content(tags, 'og:locale')).toEqual(['en_US'])
    expect(content(tags, 'og:locale:alternate')).toEqual(['tr_TR', 'de_DE'])
    expect(content(tags, 'og:image')).toEqual(['https://www.figs.example/og/en/products/lerida.jpg?v=abc'])
    expect(content(tags, 'og:image:width')).toEqual(['1200'])
    expect(content(tags, 'og:image:height')).toEqual(['630'])
    expect(content(tags, 'og:image:type')).toEqual(['image/jpeg'])
    expect(content(tags, 'og:image:alt')).toEqual(['Lerida figs in a bowl'])
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  test("a page without a picture of its own gets the site's picture in its language", () => {
    const tags = pageMeta({ title: 'Hakkımızda', description: 'Köşk, Aydın.', locale: 'tr' }, args('/about'))
    expect(content(tags, 'og:image')).toEqual(['https://www.figs.example/og/tr/site.jpg'])
    expect(content(tags, 'og:image:alt')).toEqual(['Aydın Dried Figs'])
    expect(content(tags, 'og:locale')).toEqual(['tr_TR'])
    expect(content(tags, 'og:locale:alternate')).toEqual(['en_US', 'de_DE'])
    expect(content(tags, 'og:url')).toEqual(['https://www.figs.example/about'])
  })

  test('outside the public layout nothing names an address it cannot know', () => {
    const tags = pageMeta({ title: 'x', description: 'y', locale: 'de' }, args('/de', null))
    expect(content(tags, 'og:url')).toEqual([])
    expect(content(tags, 'og:image')).toEqual([])
    expect(content(tags, 'og:title')).toEqual(['x'])
  })

  test('seoMeta gives the page its SEO texts and the same share tags', () => {
    const tags = seoMeta({
      loaderData: { seo: { title: 'Startseite', description: 'Feigen', keywords: 'feigen, aydın' }, locale: 'de' },
      ...args('/de'),
    })
    expect(tags).toContainEqual({ title: 'Startseite' })
    expect(tags).toContainEqual({ name: 'keywords', content: 'feigen, aydın' })
    expect(content(tags, 'og:url')).toEqual(['https://www.figs.example/de'])
    expect(content(tags, 'og:image')).toEqual(['https://www.figs.example/og/de/site.jpg'])
    expect(seoMeta({ loaderData: undefined, ...args('/de') })).toEqual([])
  })
})

test('a page address is the same in every language but for the prefix', () => {
  expect(pageUrl('https://a.example', '/')).toBe('https://a.example/')
  expect(pageUrl('https://a.example', '/en')).toBe('https://a.example/en')
  expect(pageUrl('https://a.example', '/de/blog/x')).toBe('https://a.example/de/blog/x')
  expect(pageUrl('https://a.example', '/de/blog/x', 'tr')).toBe('https://a.example/blog/x')
  expect(pageUrl('https://a.example', '/products', 'en')).toBe('https://a.example/en/products')
})
