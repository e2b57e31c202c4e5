import { expect, test } from 'vitest'
import { absoluteUrl, blogPostingLd, keywordList, postDate, readingMinutes } from './blog'

test('reading time is words / 200, rounded up', () => {
  expect(readingMinutes('word '.repeat(200))).toBe(1)
  expect(readingMinutes('word '.repeat(201))).toBe(2)
  expect(readingMinutes('')).toBe(1)
  expect(readingMinutes('## Heading\n\n- one two')).toBe(1)
})

test('keywords are split on commas, trimmed, empties dropped', () => {
  expect(keywordList(' incir, kuru incir ,, Aydın ')).toEqual(['incir', 'kuru incir', 'Aydın'])
  expect(keywordList(null)).toEqual([])
})

test('post dates are written the way each language writes them, in Turkish time', () => {
  // 22:30 UTC on 11 March is already 12 March in Aydın.
  const date = new Date('2025-03-11T22:30:00Z')
  expect(postDate(date, 'tr')).toBe('12 Mart 2025')
  expect(postDate(date, 'en')).toBe('12 March 2025')
  expect(postDate(date, 'de')).toBe('12. März 2025')
})

test('image addresses become absolute, absolute ones are kept', () => {
  expect(absoluteUrl('https://figs.example', '/images/a.svg')).toBe('https://figs.example/images/a.svg')
  expect(absoluteUrl('https://figs.example', 'images/a.svg')).toBe('https://figs.example/images/a.svg')
  expect(absoluteUrl('https://figs.example', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg')
})

test('BlogPosting names the Organization as author and publisher and points at the page in its language', () => {
  const ld = blogPostingLd({
    siteUrl: 'https://figs.example',
    locale: 'de',
    slug: 'ernte',
    title: 'Ernte',
    description: 'Wie geerntet wird',
    imageUrl: '/images/blog/ernte.svg',
    keywords: ['Feigen', 'Ernte'],
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
  })
  expect(ld).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Ernte',
    description: 'Wie geerntet wird',
    image: 'https://figs.example/images/blog/ernte.svg',
    datePublished: '2025-03-01T10:00:00.000Z',
    dateModified: '2025-03-02T10:00:00.000Z',
    inLanguage: 'de',
    keywords: 'Feigen, Ernte',
    author: { '@id': 'https://figs.example/#organization' },
    publisher: { '@id': 'https://figs.example/#organization' },
    mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://figs.example/de/blog/ernte' },
  })
  const bare = blogPostingLd({
    siteUrl: 'https://figs.example',
    locale: 'tr',
    slug: 'hasat',
    title: 'Hasat',
    description: '',
    imageUrl: null,
    keywords: [],
    createdAt: '',
    updatedAt: '',
  })
  expect(bare.mainEntityOfPage['@id']).toBe('https://figs.example/blog/hasat')
  expect(bare).not.toHaveProperty('image')
  expect(bare).not.toHaveProperty('keywords')
})
