import i18next, { type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { createI18nextMiddleware } from 'remix-i18next'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import { textUsage } from './i18next-texts'
import { defaultLocale, isLocale, type Locale, locales, splitLocalePath } from './locale'

const resources = { tr: { translation: tr }, en: { translation: en }, de: { translation: de } }
const options = { resources, fallbackLng: false, interpolation: { escapeValue: false } } satisfies InitOptions

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ['custom'],
    // The language is the URL's: `url` is the page's URL even on client navigations
    // (where request.url ends in .data).
    findLocale: async ({ url }) => splitLocalePath(url.pathname).locale,
  },
  // A page's render records the texts it looks up: the page sends only those to the browser.
  i18next: { ...options, postProcess: textUsage.name },
  plugins: [initReactI18next, textUsage],
})

/** The request's language as a typed Locale. */
export function localeOf(context: Parameters<typeof getLocale>[0]): Locale {
  const locale = getLocale(context)
  return isLocale(locale) ? locale : defaultLocale
}

// The same dictionaries for code that runs outside a page request (the JSON API); initialised at once.
const standalone = i18next.createInstance({ ...options, initAsync: false })
void standalone.init()

/** i18next's `t` in `locale` where no request instance exists. */
export const fixedT = (locale: Locale) => standalone.getFixedT(locale)
