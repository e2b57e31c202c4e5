import type { TFunction } from 'i18next'
import type { RouterContextProvider } from 'react-router'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { prisma } from '~/lib/db.server'
import { staleIfError } from '~/lib/stale-if-error.server'
import type { Locale } from '~/lib/locale'
import { localized } from '~/lib/localized'
import { withSiteName } from './seo-page'

export interface PageSeo {
  title: string
  description: string
  keywords: string | null
  h1: string | null
}

/**
 * The admin's SEO texts for a page in the visitor's language, or the built-in texts when the page
 * has no active setting.
 */
export async function pageSeo(
  page: string,
  locale: Locale,
  t: TFunction,
  fallback: { title: string; description: string; keywords?: string },
): Promise<PageSeo> {
  const setting = await staleIfError(`SEO setting ${page}`, () =>
    prisma.seoSetting.findFirst({
      where: { page, isActive: true },
      select: {
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
      },
    }),
  ).catch(() => null) // no setting read yet: a failed SEO read falls back to the built-in texts
  if (!setting) {
    return { title: fallback.title, description: fallback.description, keywords: fallback.keywords ?? t('meta.defaultKeywords'), h1: null }
  }
  return {
    title: localized(setting, 'title', locale),
    description: localized(setting, 'description', locale),
    keywords: localized(setting, 'keywords', locale) || null,
    h1: localized(setting, 'h1', locale) || null,
  }
}

/**
 * What every public page loader returns for its `meta`: the page's SEO texts in the request's
 * language. `fallback` gives the built-in texts (dictionary keys already translated).
 */
export async function loadPageSeo(
  context: Readonly<RouterContextProvider>,
  page: string,
  fallback: (t: TFunction) => { title: string; description: string; keywords?: string },
) {
  const locale = localeOf(context)
  const { t } = getInstance(context)
  const texts = fallback(t)
  const seo = await pageSeo(page, locale, t, { ...texts, title: withSiteName(texts.title, t('meta.siteName')) })
  return { seo, locale }
}
