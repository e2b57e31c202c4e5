import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import './enhance.client'
import { initTranslations, loadAllTranslations } from '~/lib/i18next-client'
import { pageTexts } from '~/lib/i18next-page-texts'
import { defaultLocale, isLocale, type Locale } from '~/lib/locale'

// The rest of the page's language only (switching language loads a new document).
const dictionaries: Record<Locale, () => Promise<{ default: object }>> = {
  tr: () => import('~/locales/tr'),
  en: () => import('~/locales/en'),
  de: () => import('~/locales/de'),
}

const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : defaultLocale
initTranslations(locale, pageTexts(), () => dictionaries[locale]().then((module) => ({ ...module.default })))

// The first interaction fetches the rest of the texts (menus, validation messages, the next page):
// a page that is only looked at never downloads them.
const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
const loadOnInteraction = () => {
  for (const type of interactions) removeEventListener(type, loadOnInteraction, true)
  void loadAllTranslations().catch(() => {})
}
for (const type of interactions) addEventListener(type, loadOnInteraction, { capture: true, passive: true })

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
