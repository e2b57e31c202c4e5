import i18next from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { defaultLocale, isLocale, type Locale } from '~/lib/locale'

// Only the page's language is downloaded; switching language loads a new document.
const dictionaries: Record<Locale, () => Promise<{ default: object }>> = {
  tr: () => import('~/locales/tr'),
  en: () => import('~/locales/en'),
  de: () => import('~/locales/de'),
}

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : defaultLocale
  const { default: translation } = await dictionaries[locale]()
  await i18next.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
