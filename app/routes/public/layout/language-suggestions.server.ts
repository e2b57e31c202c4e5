import { type Locale, locales } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import type { SuggestionTexts } from '~/ui/language-suggestion'

const dictionaries = { tr, en, de }

const textsIn = (l: Locale): SuggestionTexts => {
  const { suggestion, suggestionSwitch, suggestionDismiss } = dictionaries[l].language
  return { suggestion, suggestionSwitch, suggestionDismiss }
}

const byPageLocale = Object.fromEntries(
  locales.map((page) => [page, Object.fromEntries(locales.filter((l) => l !== page).map((l) => [l, textsIn(l)]))]),
) as Record<Locale, Partial<Record<Locale, SuggestionTexts>>>

/**
 * The note suggesting another language, in each language a page in `locale` can suggest (the note
 * is written in the language it suggests).
 */
export const languageSuggestions = (locale: Locale) => byPageLocale[locale]
