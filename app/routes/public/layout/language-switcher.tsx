import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { type Locale, localeNames, locales, switchLocalePath } from '~/lib/locale'
import { Flag, GlobeIcon } from './flags'

/**
 * Plain links to the same page in the other languages. `?lng=` makes the server remember the
 * choice in the `locale` cookie; a full page load brings the new language's texts.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const location = useLocation()
  const target = (to: Locale) => {
    const params = new URLSearchParams(location.search)
    params.set('lng', to)
    return switchLocalePath(location.pathname, `?${params}`, to)
  }
  return (
    <details data-disclosure className="relative" data-testid="language-switcher">
      <summary className="flex cursor-pointer items-center gap-1 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold uppercase hover:border-fig-600">
        <GlobeIcon />
        <span className="sr-only">{t('language.label')}: </span>
        {locale.toUpperCase()}
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-40 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg">
        {locales.map((l) => (
          <li key={l}>
            <a
              href={target(l)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              // Remembered in the browser too, where the language suggestion looks (language-suggestion.ts).
              data-choose-locale={l}
              className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-cream-100 aria-[current]:font-semibold aria-[current]:text-fig-700"
            >
              <Flag locale={l} />
              {localeNames[l]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
