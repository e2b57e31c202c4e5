import { describe, expect, test } from 'vitest'
import tr from '~/locales/tr'
import { staticPages } from '~/site-map'
import {
  builtInSeo,
  builtInSeoSources,
  effectiveSeo,
  fixedSeoPages,
  isFixedSeoPage,
  pageKeyError,
  pageUsesH1,
  seoPageLabel,
  seoPagePath,
  seoRequestProducts,
  serpSnippet,
  textLength,
  withSiteName,
} from './seo-page'

describe('page keys', () => {
  test('the 12 fixed pages, in order, with their Turkish labels', () => {
    expect(fixedSeoPages.map((p) => `${p.key}:${p.label}`)).toEqual([
      'homepage:Ana Sayfa',
      'products:Ürünler',
      'quality:Kalite',
      'about:Hakkımızda',
      'origin:Menşei',
      'export:İhracat',
      'calibration:Kalibrasyon',
      'contact:İletişim',
      'rfq:Teklif Talebi',
      'trial-package:Deneme Paketi',
      'faq:S.S.S',
      'blog:Blog',
    ])
    for (const { key } of fixedSeoPages) expect(pageKeyError(key)).toBeNull()
    expect(isFixedSeoPage('faq')).toBe(true)
    expect(isFixedSeoPage('ozel-sayfa')).toBe(false)
    expect(seoPageLabel('trial-package')).toBe('Deneme Paketi')
    expect(seoPageLabel('kampanya')).toBe('kampanya')
  })

  test.each(['ozel-sayfa', 'kampanya-2025', 'a', '2025', 'x'.repeat(100)])('custom page name %s is accepted', (key) => {
    expect(pageKeyError(key)).toBeNull()
  })

  test.each([
    ['', 'Sayfa adı gereklidir'],
    ['   ', 'Sayfa adı gereklidir'],
    ['Ozel-Sayfa', 'küçük harf'],
    ['özel-sayfa', 'küçük harf'],
    ['ozel_sayfa', 'küçük harf'],
    ['ozel sayfa', 'küçük harf'],
    ['-ozel', 'küçük harf'],
    ['ozel-', 'küçük harf'],
    ['ozel--sayfa', 'küçük harf'],
    ['/ozel', 'küçük harf'],
    ['ozel.sayfa', 'küçük harf'],
    ['x'.repeat(101), 'en fazla 100'],
  ])('custom page name %j is refused', (key, message) => {
    expect(pageKeyError(key)).toContain(message)
  })

  test('public paths of page keys', () => {
    expect(seoPagePath('homepage')).toBe('/')
    expect(seoPagePath('trial-package')).toBe('/trial-package')
    expect(seoPagePath('privacy')).toBe('/privacy')
    expect(seoPagePath('ozel-sayfa')).toBeNull()
  })

  test('the SEO AI request names the five main products', () => {
    expect(seoRequestProducts).toEqual(['Lerida', 'Protoben', 'Bağlama İncir', 'Layer İncir', 'Naturel İncir'])
  })
})

describe('length advice and the result-page snippet', () => {
  test('counts characters as readers do', () => {
    expect(textLength('Ağaç İnciri')).toBe(11)
    expect(textLength('🍂 incir')).toBe(7)
    expect(textLength(null)).toBe(0)
  })

  test('short texts stay; long ones are cut at a word with an ellipsis, within the limit', () => {
    expect(serpSnippet('  Kuru   incir  ', 60)).toBe('Kuru incir')
    const long = 'Köşk Aydın kuru incir üreticisi toptan satış ve ihracat için kalibre edilmiş incir sunar'
    const cut = serpSnippet(long, 60)
    expect(cut.endsWith('…')).toBe(true)
    expect(textLength(cut)).toBeLessThanOrEqual(60)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.at(-2)).not.toBe(' ')
    expect(serpSnippet('x'.repeat(80), 60)).toBe(`${'x'.repeat(59)}…`)
  })
})

const translateTr = (key: string): string => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined), tr)
  return typeof text === 'string' ? text : key
}

describe('built-in texts (what a page shows without a setting)', () => {
  test('come from the dictionary, with the site name once, and the default keywords', () => {
    const home = builtInSeo('homepage', translateTr)!
    expect(home.title).toBe(tr.meta.defaultTitle) // already contains the site name
    expect(home.description).toBe(tr.meta.defaultDescription)
    expect(home.keywords).toBe(tr.meta.defaultKeywords)
    expect(home.h1).toBe(tr.hero.title1)
    const faq = builtInSeo('faq', translateTr)!
    expect(faq.title).toBe(`${tr.faq.title} | ${tr.meta.siteName}`)
    expect(faq.h1).toBeNull()
    expect(builtInSeo('about', translateTr)!.keywords).toBe(tr.about.metaKeywords)
    expect(builtInSeo('ozel-sayfa', translateTr)).toBeNull()
    expect(withSiteName('A', 'B')).toBe('A | B')
    // The name is left out when title and name would be over 60 characters together.
    expect(withSiteName('ç'.repeat(48), 'Site name')).toBe(`${'ç'.repeat(48)} | Site name`)
    expect(withSiteName('ç'.repeat(49), 'Site name')).toBe('ç'.repeat(49))
  })

  test.each(Object.entries(builtInSeoSources))(
    '%s: takes its H1 from the setting exactly when it has a built-in heading',
    (page, source) => {
      expect(pageUsesH1(page)).toBe(source.heading !== null)
    },
  )

  test('every page without parameters has built-in texts', () => {
    expect(Object.keys(builtInSeoSources).sort()).toEqual(staticPages.map((p) => p.seoKey).sort())
    expect(pageUsesH1('ozel-sayfa')).toBe(false)
  })
})

describe('what the public page uses', () => {
  const builtIn = { title: 'Yerleşik', description: 'Yerleşik açıklama', keywords: 'varsayılan', h1: 'Sayfa başlığı' }
  const setting = {
    isActive: true,
    title_tr: 'TR',
    title_en: 'EN',
    title_de: '',
    description_tr: 'TR d',
    description_en: 'EN d',
    description_de: null,
    keywords_tr: '',
    keywords_en: null,
    keywords_de: null,
    h1_tr: 'H1 TR',
    h1_en: null,
    h1_de: null,
  }

  test('an active setting in the page’s language; a text missing there is the built-in one of that language, never Turkish', () => {
    expect(effectiveSeo(setting, builtIn, 'tr')).toEqual({
      title: 'TR',
      description: 'TR d',
      keywords: 'varsayılan',
      h1: 'H1 TR',
      source: 'setting',
    })
    const germanBuiltIn = { title: 'Eingebaut', description: 'Eingebaute Beschreibung', keywords: 'Standard', h1: 'Seitentitel' }
    expect(effectiveSeo(setting, germanBuiltIn, 'de')).toEqual({ ...germanBuiltIn, source: 'setting' })
    expect(effectiveSeo(setting, germanBuiltIn, 'en')).toMatchObject({
      title: 'EN',
      description: 'EN d',
      keywords: 'Standard',
      h1: 'Seitentitel',
    })
    expect(effectiveSeo({ ...setting, h1_tr: null }, builtIn, 'tr').h1).toBe('Sayfa başlığı')
  })

  test('a custom page (no built-in texts) takes the setting’s text of another language rather than none', () => {
    expect(effectiveSeo(setting, null, 'de')).toMatchObject({ title: 'EN', description: 'EN d', keywords: null, h1: null })
  })

  test('an inactive or missing setting gives the built-in texts; a page with a fixed heading ignores the H1', () => {
    expect(effectiveSeo({ ...setting, isActive: false }, builtIn, 'tr')).toEqual({ ...builtIn, source: 'built-in' })
    expect(effectiveSeo(null, builtIn, 'en')).toEqual({ ...builtIn, source: 'built-in' })
    expect(effectiveSeo(setting, { ...builtIn, h1: null }, 'tr').h1).toBeNull()
    expect(effectiveSeo(setting, null, 'tr')).toMatchObject({ title: 'TR', h1: null })
  })
})
