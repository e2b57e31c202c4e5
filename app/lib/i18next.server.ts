import { initReactI18next } from 'react-i18next'
import { createI18nextMiddleware } from 'remix-i18next'
import { defaultLocale, isLocale, type Locale, locales, splitLocalePath } from './locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ['custom'],
    // The language is the URL's: `url` is the page's URL even on client navigations
    // (where request.url ends in .data).
    findLocale: async ({ url }) => splitLocalePath(url.pathname).locale,
  },
  i18next: {
    resources: { tr: { translation: tr }, en: { translation: en }, de: { translation: de } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
})

/** The request's language as a typed Locale. */
export function localeOf(context: Parameters<typeof getLocale>[0]): Locale {
  const locale = getLocale(context)
  return isLocale(locale) ? locale : defaultLocale
}
