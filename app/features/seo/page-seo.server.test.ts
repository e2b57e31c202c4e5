/**
 * A public page's `meta` (seoMeta over its loader's `loadPageSeo(context, page)`) shows the page's
 * built-in texts of builtInSeoSources when no SEO setting is active: the same texts the SEO admin
 * lists as the page's defaults.
 */
import i18next from 'i18next'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { placeFacts } from '~/features/content/site-facts'
import { initialFacts } from '~/features/content/site-settings'
import { type Locale, locales, localizePath } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { staticPages } from '~/site-map'
import { seoMeta } from './meta'

const findSetting = vi.fn(async () => null)

vi.mock('~/lib/db.server', () => ({ prisma: { seoSetting: { findFirst: () => findSetting() } } }))
vi.mock('~/lib/content-reads.server', () => ({ contentReadOrLastGood: (_name: string, read: () => Promise<unknown>) => read() }))
vi.mock('~/features/content/page-content.server', () => ({ siteFacts: async () => initialFacts(), previewedSettings: () => null }))

const i18n = i18next.createInstance({
  resources: { tr: { translation: tr }, en: { translation: en }, de: { translation: de } },
  fallbackLng: false,
  interpolation: { escapeValue: false },
})
vi.mock('~/lib/i18next.server', () => ({
  localeOf: (context: { locale: Locale }) => context.locale,
  getInstance: (context: { locale: Locale }) => ({ t: i18n.getFixedT(context.locale) }),
}))

const { loadPageSeo } = await import('./page-seo.server')
const { builtInSeoSources, pageBuiltInSeo } = await import('./seo-page')

beforeAll(async () => {
  await i18n.init()
})

/** A request context as the loaders get it: the i18next middleware's language. */
const contextIn = (locale: Locale) => ({ locale }) as unknown as Parameters<typeof loadPageSeo>[0]
const args = (pathname: string) => ({ matches: [], location: { pathname } })

describe.each(locales)('%s', (locale) => {
  const translate = (key: string) => String(i18n.getFixedT(locale)(key as never))

  test.each(staticPages)('$name: the meta shows its built-in texts, facts placed', async ({ name, path }) => {
    const data = await loadPageSeo(contextIn(locale), name)
    const builtIn = pageBuiltInSeo(name, translate)
    const tags = seoMeta({ loaderData: data, ...args(localizePath(path, locale)) })
    expect(tags).toContainEqual({ title: placeFacts(builtIn.title, initialFacts()) })
    expect(tags).toContainEqual({ name: 'description', content: placeFacts(builtIn.description, initialFacts()) })
    expect(tags).toContainEqual({ name: 'keywords', content: placeFacts(builtIn.keywords ?? '', initialFacts()) })
    // The page's own heading is the built-in one, for the pages that take theirs from the setting.
    expect(data.seo.h1).toBeNull()
    expect(data.seo.heading).toBe(builtInSeoSources[name].heading === null ? null : translate(builtInSeoSources[name].heading ?? ''))
  })
})

test("an active setting's texts win over the built-in ones, in the page's language", async () => {
  findSetting.mockResolvedValueOnce({
    ...Object.fromEntries(['title', 'description', 'keywords', 'h1'].flatMap((field) => locales.map((l) => [`${field}_${l}`, null]))),
    title_en: 'Figs for export',
    h1_en: 'Our export figs',
  } as never)
  const { seo } = await loadPageSeo(contextIn('en'), 'export')
  expect(seo).toMatchObject({ title: 'Figs for export', description: en.export.subtitle, h1: 'Our export figs', heading: en.export.title })
})
