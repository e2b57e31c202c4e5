import type { TFunction } from 'i18next'
import type { RouterContextProvider } from 'react-router'
import { previewedSettings, siteFacts } from '~/features/content/page-content.server'
import { placeFacts, type SiteFacts } from '~/features/content/site-facts'
import { initialFacts } from '~/features/content/site-settings'
import type { Prisma } from '~/generated/prisma/client'
import { contentReadOrLastGood } from '~/lib/content-reads.server'
import { prisma } from '~/lib/db.server'
import { getInstance, localeOf } from '~/lib/i18next.server'
import type { Locale } from '~/lib/locale'
import type { StaticPageName } from '~/site-map'
import { type builtInSeoSources, effectiveSeo, pageBuiltInSeo } from './seo-page'

/** A SEO setting's texts in every language (title, description, keywords, H1). */
export const seoTextsSelect = {
  title_tr: true,
  title_en: true,
  title_de: true,
  description_tr: true,
  description_en: true,
  description_de: true,
  keywords_tr: true,
  keywords_en: true,
  keywords_de: true,
  h1_tr: true,
  h1_en: true,
  h1_de: true,
} as const satisfies Prisma.SeoSettingSelect

export interface PageSeo {
  title: string
  description: string
  keywords: string | null
  h1: string | null
}

/**
 * The admin's SEO texts for a page in the visitor's language, each one missing there replaced by
 * the page's built-in text of that language (see effectiveSeo).
 */
export async function pageSeo(
  page: string,
  locale: Locale,
  t: TFunction,
  fallback: { title: string; description: string; keywords?: string },
  previewedFacts: SiteFacts | null = null,
): Promise<PageSeo> {
  const setting = await contentReadOrLastGood(`SEO setting ${page}`, () =>
    prisma.seoSetting.findFirst({ where: { page, isActive: true }, select: seoTextsSelect }),
  ).catch(() => null) // no setting read yet: a failed SEO read falls back to the built-in texts
  const builtIn = { title: fallback.title, description: fallback.description, keywords: fallback.keywords ?? t('meta.defaultKeywords') }
  // The page's own heading ('') unless the setting names one in this language.
  const { title, description, keywords, h1 } = effectiveSeo(setting && { ...setting, isActive: true }, { ...builtIn, h1: '' }, locale)
  // Built-in and admin texts alike place the site's facts with their tokens.
  const facts = previewedFacts ?? (await siteFacts().catch(() => initialFacts()))
  const placed = (text: string) => placeFacts(text, facts)
  return {
    title: placed(title),
    description: placed(description),
    keywords: keywords === null ? null : placed(keywords),
    h1: h1 ? placed(h1) : null,
  }
}

/** A page's own heading text when it takes its H1 from the SEO setting, else null (its heading is fixed). */
type HeadingOf<P extends StaticPageName> = (typeof builtInSeoSources)[P]['heading'] extends string ? string : null

/**
 * What every public page loader returns for its `meta`: the page's SEO texts in the request's
 * language, over its built-in texts (`builtInSeoSources`). `heading` is the page's own H1, shown
 * when the setting names none (`seo.h1 ?? seo.heading`).
 */
export async function loadPageSeo<P extends StaticPageName>(context: Readonly<RouterContextProvider>, page: P) {
  const locale = localeOf(context)
  const { t } = getInstance(context)
  const builtIn = pageBuiltInSeo(page, (key) => t(key))
  const fallback = { title: builtIn.title, description: builtIn.description, keywords: builtIn.keywords ?? undefined }
  const seo = await pageSeo(page, locale, t, fallback, previewedSettings(context)?.facts)
  return { seo: { ...seo, heading: builtIn.h1 as HeadingOf<P> }, locale }
}
