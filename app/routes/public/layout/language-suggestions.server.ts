import type { Locale } from '~/lib/locale'
import de from '~/locales/de'
import en from '~/locales/en'
import tr from '~/locales/tr'
import type { SuggestionTexts } from './language-suggestion'

/** The note suggesting another language, in each language (it is written in the language it suggests). */
export const languageSuggestions = Object.fromEntries(
  (
    [
      ['tr', tr],
      ['en', en],
      ['de', de],
    ] as const
  ).map(([l, { language }]) => [
    l,
    { suggestion: language.suggestion, suggestionSwitch: language.suggestionSwitch, suggestionDismiss: language.suggestionDismiss },
  ]),
) as Record<Locale, SuggestionTexts>
