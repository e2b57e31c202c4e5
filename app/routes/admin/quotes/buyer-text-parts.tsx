import { type BuyerTextKind, buyerTextLabel, buyerTextPlaceholder } from '~/features/quotes/buyer-texts'
import type { Locale } from '~/lib/locale'
import { Button } from '~/ui/button'

const targetNames: Record<Locale, string> = { tr: 'Türkçeye', en: 'İngilizceye', de: 'Almancaya' }

/** What the editor needs to offer the buyer's language: the language, and whether the AI can translate into it. */
export interface BuyerLanguage {
  locale: Locale
  /** The AI is configured and the buyer does not read Turkish. */
  translate: boolean
}

/**
 * A field's "translate" button: it posts the form (a submit button, so it works without
 * JavaScript) and the page comes back with the field's Turkish text translated. Not validated
 * first: the draft may be incomplete while it is written.
 */
export function TranslateButton({ field, what, language }: { field: string; what: string; language: BuyerLanguage }) {
  if (!language.translate) return null
  return (
    <Button name="intent" value={`translate:${field}`} formNoValidate tone="secondary" size="sm" data-testid={`translate-${field}`}>
      {targetNames[language.locale]} çevir<span className="sr-only">: {what}</span>
    </Button>
  )
}

/**
 * The props every field the buyer reads shares: its label and example in the buyer's language,
 * the `lang` of what is typed, and the field's translate button beside it.
 */
export function buyerTextProps(kind: BuyerTextKind, language: BuyerLanguage, field: string, what: string) {
  return {
    label: buyerTextLabel(kind, language.locale),
    placeholder: buyerTextPlaceholder(kind, language.locale),
    lang: language.locale,
    beside: <TranslateButton field={field} what={what} language={language} />,
  }
}
