/**
 * SEO settings: which pages can have one, how a custom page is named, what a page shows when it
 * has no setting (its built-in texts), and what a search engine gets to see (length advice).
 */

import type { ParseKeys } from 'i18next'
import type { Locale } from '~/lib/locale'
import { type LegalPageName, legalPages, type StaticPageName, seoSelectorPages, staticPages } from '~/site-map'

/** The fixed pages of the SEO screen with their Turkish labels, in the selector's order. */
export const fixedSeoPages = seoSelectorPages

export type FixedSeoPageKey = (typeof fixedSeoPages)[number]['key']

export function isFixedSeoPage(page: string): page is FixedSeoPageKey {
  return fixedSeoPages.some((p) => p.key === page)
}

/** 'Ana Sayfa' for homepage; a custom page is shown by its own name. */
export function seoPageLabel(page: string): string {
  return fixedSeoPages.find((p) => p.key === page)?.label ?? page
}

export const PAGE_KEY_MAX = 100
const pageKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Why `page` cannot name an SEO setting, or null when it can: URL-friendly, lowercase letters
 * and digits in words joined by single hyphens ('ozel-sayfa', 'kampanya-2025'). The fixed keys
 * follow the same rule.
 */
export function pageKeyError(page: string): string | null {
  if (page.trim() === '') return 'Sayfa adı gereklidir'
  if (page.length > PAGE_KEY_MAX) return `Sayfa adı en fazla ${PAGE_KEY_MAX} karakter olabilir`
  if (!pageKeyPattern.test(page)) return 'Sayfa adı yalnızca küçük harf, rakam ve tire içerebilir (ör. ozel-sayfa)'
  return null
}

/** Search engines cut titles over 60 and descriptions over 160 characters. Advice, never a limit. */
export const SEO_TITLE_ADVICE = 60
export const SEO_DESCRIPTION_ADVICE = 160

/** Characters as a reader counts them (an emoji or 'ğ' is one). */
export function textLength(text: string | null | undefined): number {
  return text ? [...text].length : 0
}

export function isTooLong(text: string | null | undefined, advice: number): boolean {
  return textLength(text) > advice
}

/**
 * The text as a result page shows it: cut at a word boundary before `max` characters, with an
 * ellipsis.
 */
export function serpSnippet(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = [...clean]
  if (chars.length <= max) return clean
  const cut = chars.slice(0, max - 1).join('')
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** The product names every SEO generation request sends when the admin names none. */
export const seoRequestProducts = ['Lerida', 'Protoben', 'Bağlama İncir', 'Layer İncir', 'Naturel İncir'] as const

/**
 * Dictionary keys of the texts a page uses when it has no active SEO setting: the one source of
 * the pages' built-in texts, read by the public pages' loaders (`loadPageSeo`) and by the SEO
 * admin. `heading` is the page's own H1 when the setting has none (the homepage's first hero
 * title: it rotates); `null` when the page does not take its H1 from the SEO setting at all.
 * Every page without parameters has its entry, and every key is one of the Turkish dictionary's.
 */
interface BuiltInSource {
  title: ParseKeys
  description: ParseKeys
  keywords?: ParseKeys
  heading: ParseKeys | null
}

const legalSource = <P extends LegalPageName>(page: P) =>
  ({ title: `legal.${page}.title`, description: `legal.${page}.metaDescription`, heading: null }) as const

const legalSources = Object.fromEntries(legalPages.map((page) => [page, legalSource(page)])) as {
  [P in LegalPageName]: ReturnType<typeof legalSource<P>>
}

export const builtInSeoSources = {
  homepage: { title: 'meta.defaultTitle', description: 'meta.defaultDescription', heading: 'hero.title1' },
  products: { title: 'products.title', description: 'products.subtitle', heading: 'products.title' },
  quality: { title: 'quality.title', description: 'quality.subtitle', heading: 'quality.title' },
  about: { title: 'about.metaTitle', description: 'about.metaDescription', keywords: 'about.metaKeywords', heading: 'about.heading' },
  origin: { title: 'origin.title', description: 'origin.subtitle', heading: 'origin.title' },
  export: { title: 'export.title', description: 'export.subtitle', heading: 'export.title' },
  calibration: { title: 'calibration.metaTitle', description: 'calibration.metaDescription', heading: 'calibration.title' },
  contact: { title: 'contact.title', description: 'contact.subtitle', heading: null },
  rfq: { title: 'rfq.title', description: 'rfq.subtitle', heading: null },
  'trial-package': { title: 'trial.title', description: 'trial.subtitle', heading: null },
  faq: { title: 'faq.title', description: 'faq.subtitle', heading: null },
  blog: { title: 'blog.title', description: 'blog.subtitle', heading: null },
  ...legalSources,
} as const satisfies Record<StaticPageName, BuiltInSource>

/** The page without parameters whose SEO key is `page`, or undefined (a custom page). */
const staticPageNamed = (page: string): StaticPageName | undefined => staticPages.find((p) => p.seoKey === page)?.name

/** Whether the public page shows the setting's H1 (false: its heading is fixed). */
export function pageUsesH1(page: string): boolean {
  const name = staticPageNamed(page)
  return name !== undefined && builtInSeoSources[name].heading !== null
}

/** The public path of a page key without language prefix ('/' for homepage), or null for a key no page reads. */
export function seoPagePath(page: string): string | null {
  return staticPages.find((p) => p.seoKey === page)?.path ?? null
}

/**
 * The page's title with the site's name, as the public pages build it: ' | site name' is added
 * only while the whole fits the advised title length (search results cut what is longer, and the
 * page's own words matter more than the name).
 */
export function withSiteName(title: string, siteName: string): string {
  const full = `${title} | ${siteName}`
  return title.includes(siteName) || isTooLong(full, SEO_TITLE_ADVICE) ? title : full
}

export interface SeoTexts {
  title: string
  description: string
  keywords: string | null
  h1: string | null
}

/**
 * What a page without a setting shows in one language, from that language's dictionary
 * (`translate` looks a dotted key up).
 */
export function pageBuiltInSeo(page: StaticPageName, translate: (key: ParseKeys) => string): SeoTexts {
  const source: BuiltInSource = builtInSeoSources[page]
  return {
    title: withSiteName(translate(source.title), translate('meta.siteName')),
    description: translate(source.description),
    keywords: translate(source.keywords ?? 'meta.defaultKeywords'),
    h1: source.heading ? translate(source.heading) : null,
  }
}

/** `pageBuiltInSeo` of any SEO key: null for a key no public page reads. */
export function builtInSeo(page: string, translate: (key: ParseKeys) => string): SeoTexts | null {
  const name = staticPageNamed(page)
  return name ? pageBuiltInSeo(name, translate) : null
}

type SettingTexts = Partial<Record<`${'title' | 'description' | 'keywords' | 'h1'}_${Locale}`, string | null>> & { isActive: boolean }

/** The setting's text in `locale` itself (an empty text counts as missing). */
function ownText(setting: SettingTexts, field: SeoField, locale: Locale): string | undefined {
  const value = setting[`${field}_${locale}`]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** For a page without built-in texts (a custom page): the language's text, else English, else Turkish. */
const anyLanguage = (setting: SettingTexts, field: SeoField, locale: Locale) =>
  ownText(setting, field, locale) ?? ownText(setting, field, 'en') ?? ownText(setting, field, 'tr') ?? ''

type SeoField = 'title' | 'description' | 'keywords' | 'h1'

/**
 * What the public page uses in `locale`: each text of the active setting in that language, else
 * the page's built-in text of that language (never another language's, so /en and /de never show
 * a Turkish title, keywords or heading), else the built-in texts when there is no active setting.
 * An H1 left empty keeps the page's own heading; pages with a fixed heading (built-in H1 null)
 * ignore the setting's H1.
 */
export function effectiveSeo(
  setting: SettingTexts | null,
  builtIn: SeoTexts | null,
  locale: Locale,
): SeoTexts & { source: 'setting' | 'built-in' } {
  if (!setting?.isActive) {
    return { ...(builtIn ?? { title: '', description: '', keywords: null, h1: null }), source: 'built-in' }
  }
  if (!builtIn) {
    return {
      title: anyLanguage(setting, 'title', locale),
      description: anyLanguage(setting, 'description', locale),
      keywords: anyLanguage(setting, 'keywords', locale) || null,
      h1: null,
      source: 'setting',
    }
  }
  return {
    title: ownText(setting, 'title', locale) ?? builtIn.title,
    description: ownText(setting, 'description', locale) ?? builtIn.description,
    keywords: ownText(setting, 'keywords', locale) ?? builtIn.keywords,
    h1: builtIn.h1 != null ? (ownText(setting, 'h1', locale) ?? builtIn.h1) : null,
    source: 'setting',
  }
}
