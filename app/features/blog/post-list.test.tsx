import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { expect, test } from 'vitest'
import type { Locale } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { PostList, type PostSummary } from './post-list'

/** Server-renders the list the way the blog page does: inside a router whose root knows the language. */
async function render(posts: PostSummary[], locale: Locale) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: { tr: { translation: tr }, en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
  })
  const handler = createStaticHandler([{ id: 'root', path: '/*', loader: () => ({ locale }), Component: () => <PostList posts={posts} /> }])
  const context = await handler.query(new Request('http://localhost/blog'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  )
}

const post: PostSummary = {
  language: 'en',
  slug: 'hasat',
  imageUrl: '/images/blog/hasat.svg',
  createdAt: '2025-03-12T09:00:00.000Z',
  date: '12 March 2025',
  title: 'From Harvest to Export',
  excerpt: 'Every step of a dried fig.',
  minutes: 4,
  keywords: ['harvest', 'drying', 'export'],
}

test.each([
  ['tr', 'Henüz yayınlanmış bir yazı bulunmuyor.'],
  ['en', 'No articles have been published yet.'],
  ['de', 'Es wurden noch keine Beiträge veröffentlicht.'],
] as const)('without active posts the %s list says so instead of showing cards', async (locale, text) => {
  const html = await render([], locale)
  expect(html).toContain(text)
  expect(html).not.toContain('data-testid="post-card"')
})

test('with posts there is a card per post and no empty-state text', async () => {
  const html = await render([post, { ...post, slug: 'kalibre', title: 'Calibres' }], 'de')
  expect(html.match(/data-testid="post-card"/g)).toHaveLength(2)
  expect(html).toContain('href="/de/blog/hasat"')
  expect(html).toContain('4 Min. Lesezeit')
  expect(html).not.toContain('noch keine Beiträge')
})

test('a post without a cover gets the placeholder where the cover would be', async () => {
  const html = await render([post, { ...post, slug: 'kapaksiz', title: 'No cover', imageUrl: null }], 'en')
  const [withCover, withoutCover] = html.split('data-testid="post-card"').slice(1)
  expect(withCover).toContain(`src="${post.imageUrl}"`)
  expect(withCover).not.toContain('post-image-placeholder')
  expect(withoutCover).toContain('No cover')
  expect(withoutCover).toMatch(
    /^[^>]*>\s*<div aria-hidden="true" class="[^"]*aspect-\[1200\/630\][^"]*" data-testid="post-image-placeholder">/,
  )
})

test('a card in another language than the page’s is marked with its language and says so in the page’s', async () => {
  const turkish = { ...post, slug: 'yalniz-turkce', title: 'Yalnızca Türkçe', excerpt: 'Türkçe özet', language: 'tr' as const }
  const html = await render([turkish, { ...post, language: 'de' }], 'de')
  const [foreign, own] = html.split('data-testid="post-card"').slice(1)
  expect(foreign).toMatch(/<h2 lang="tr"[^>]*>.*Yalnızca Türkçe/)
  expect(foreign).toContain('<p lang="tr" class="mt-3 text-stone-700">Türkçe özet</p>')
  expect(foreign).toContain('Dieser Artikel ist nur auf Türkisch verfügbar.')
  expect(own).not.toContain('lang=')
  expect(own).not.toContain('only-in-language')
})
