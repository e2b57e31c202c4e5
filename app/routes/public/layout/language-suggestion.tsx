import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { firstSiteLocale, type Locale, switchLocalePath } from '~/lib/locale'

/** What the suggestion says, in the language it suggests. */
export interface SuggestionTexts {
  suggestion: string
  suggestionSwitch: string
  suggestionDismiss: string
}

/** Set once the visitor has answered the suggestion (either way): it is not shown again. */
const ANSWERED = 'language-suggestion'
/** Set by the language switcher (and by following the suggestion): the visitor's own choice. */
const CHOSEN = 'locale'

const stored = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
const store = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage can be disabled: the suggestion may then come again.
  }
}

/**
 * A first visit whose browser prefers another of the site's languages: a small note, in that
 * language, linking to the same page in it. Never a redirect; shown in the browser only (the page
 * itself is the same for everybody), and not again once answered or once a language was chosen.
 */
export function LanguageSuggestion({ locale, texts }: { locale: Locale; texts: Record<Locale, SuggestionTexts> }) {
  const location = useLocation()
  const [suggested, setSuggested] = useState<Locale | null>(null)
  useEffect(() => {
    if (stored(ANSWERED) || stored(CHOSEN)) return
    const preferred = firstSiteLocale(navigator.languages ?? [navigator.language])
    setSuggested(preferred && preferred !== locale ? preferred : null)
  }, [locale])
  if (!suggested) return null
  const { suggestion, suggestionSwitch, suggestionDismiss } = texts[suggested]
  const href = switchLocalePath(location.pathname, `?${new URLSearchParams({ lng: suggested })}`, suggested)
  return (
    // Floating over the page's corner: it moves nothing on the page when it appears.
    <aside
      lang={suggested}
      aria-label={suggestion}
      className="fixed inset-x-4 bottom-4 z-30 rounded-2xl border border-gold-300 bg-gold-100 p-4 text-sm text-stone-900 shadow-lg sm:left-auto sm:max-w-sm"
      data-testid="language-suggestion"
    >
      <p>{suggestion}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={href}
          hrefLang={suggested}
          className="rounded-full bg-fig-700 px-4 py-2 font-semibold text-white hover:bg-fig-800"
          onClick={() => {
            store(ANSWERED, 'switched')
            store(CHOSEN, suggested)
          }}
        >
          {suggestionSwitch}
        </a>
        <button
          type="button"
          className="rounded-full px-4 py-2 text-stone-800 hover:bg-gold-300/40"
          onClick={() => {
            store(ANSWERED, 'dismissed')
            setSuggested(null)
          }}
        >
          {suggestionDismiss}
        </button>
      </div>
    </aside>
  )
}
