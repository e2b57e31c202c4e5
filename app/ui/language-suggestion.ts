import { firstSiteLocale, type Locale, switchLocalePath } from '~/lib/locale'

/** What the suggestion says, in the language it suggests. */
export interface SuggestionTexts {
  suggestion: string
  suggestionSwitch: string
  suggestionDismiss: string
}

/** The element (a JSON block the layout renders) holding the suggestion's texts in the other languages. */
export const suggestionTextsId = 'language-suggestions'

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
    // Storage can be disabled: the suggestion may then come again (the cookie still records a choice).
  }
}

/** The language to suggest: the browser's first one the site has, unless the page is in it already. */
export function languageToSuggest(preferred: readonly string[], pageLocale: string): Locale | null {
  const locale = firstSiteLocale(preferred)
  return locale && locale !== pageLocale ? locale : null
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string) {
  const node = document.createElement(tag)
  node.className = className
  node.textContent = text
  return node
}

/**
 * A first visit whose browser prefers another of the site's languages: a small note, in that
 * language, linking to the same page in it. Never a redirect; shown in the browser only (the page
 * itself is the same for everybody), and not again once answered or once a language was chosen.
 * Links marked `data-choose-locale` (the language switcher's) record the visitor's choice.
 */
export function offerLanguage() {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-choose-locale]') : null
    if (link?.dataset.chooseLocale) store(CHOSEN, link.dataset.chooseLocale)
  })
  if (stored(ANSWERED) || stored(CHOSEN)) return
  const suggested = languageToSuggest(navigator.languages ?? [navigator.language], document.documentElement.lang)
  const source = document.getElementById(suggestionTextsId)
  if (!suggested || !source) return
  let texts: SuggestionTexts | undefined
  try {
    texts = (JSON.parse(source.textContent ?? '') as Partial<Record<Locale, SuggestionTexts>>)[suggested]
  } catch {
    return
  }
  if (!texts) return

  // A strip along the bottom of the screen, one row of buttons high (under 56 px): it moves nothing on
  // the page when it appears, and the page keeps as much room free at its end while it is there
  // (app.css), so that nothing is left under it once scrolled to the bottom. On a phone the sentence
  // is the strip's name only: the buttons say it (in the suggested language) in less room.
  const note = element(
    'aside',
    'fixed inset-x-0 bottom-0 z-30 flex items-center justify-center gap-2 border-t border-gold-300 bg-gold-100 px-4 py-1.5 text-sm text-stone-900 shadow-[0_-2px_8px_rgb(0_0_0/0.08)]',
    '',
  )
  note.lang = suggested
  note.setAttribute('aria-label', texts.suggestion)
  note.dataset.testid = 'language-suggestion'
  note.dataset.languageNote = ''
  const link = element('a', 'rounded-full bg-fig-700 px-4 py-2 font-semibold text-white hover:bg-fig-800', texts.suggestionSwitch)
  link.hreflang = suggested
  // The page shown when it is followed (in-browser navigation may have changed it since).
  const follow = () => {
    link.href = switchLocalePath(location.pathname, `?${new URLSearchParams({ lng: suggested })}`, suggested)
  }
  follow()
  link.addEventListener('pointerenter', follow)
  link.addEventListener('focus', follow)
  link.addEventListener('click', () => {
    follow()
    store(ANSWERED, 'switched')
    store(CHOSEN, suggested)
  })
  const dismiss = element('button', 'rounded-full px-3 py-2 text-stone-800 hover:bg-gold-300/40 sm:px-4', texts.suggestionDismiss)
  dismiss.type = 'button'
  dismiss.addEventListener('click', () => {
    store(ANSWERED, 'dismissed')
    note.remove()
  })
  note.append(element('p', 'sr-only sm:not-sr-only sm:mr-2', texts.suggestion), link, dismiss)
  // First in the page, as a reader meets it (React's hydration passes over a node it does not know in <body>).
  document.body.prepend(note)
}
