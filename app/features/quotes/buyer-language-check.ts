/**
 * A check before a quote goes to a buyer who does not read Turkish: the free texts the buyer reads
 * (shipment window, payment terms, extra lines' labels, the note) should be in the buyer's
 * language, and letters that only Turkish uses among the site's languages (ğ, ş, ı, İ) are a sure
 * sign one was written in Turkish. The send step shows the warnings and asks for a confirmation;
 * for a Turkish buyer there is nothing to check.
 */
import type { Locale } from '~/lib/locale'

/** Letters of Turkish that neither English nor German writes (ç, ö, ü are German or French too). */
const TURKISH_ONLY = /[ğĞşŞıİ]/gu

/** The Turkish-only letters in `text`, each once, in the order they first appear ('' → []). */
export function turkishOnlyLetters(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').normalize('NFC').match(TURKISH_ONLY) ?? [])]
}

/** A buyer-facing text of a quote version, named by the field the admin edits. */
export interface BuyerText {
  /** The form field ('shipmentWindow', 'paymentTermsText', 'buyerNote', 'extras[0].label'). */
  field: string
  /** The field's Turkish label in the admin form ('Sevkiyat dönemi'). */
  label: string
  text: string | null | undefined
}

export interface TurkishTextWarning {
  field: string
  /** What the admin reads: 'Alıcıya not: Türkçeye özgü harfler var (ş, ı). Alıcının dili Almanca.' */
  message: string
  letters: string[]
}

const buyerLanguageNames: Record<Locale, string> = { tr: 'Türkçe', en: 'İngilizce', de: 'Almanca' }

/** The warnings before sending to a buyer of `buyerLocale`: one per text holding Turkish-only letters (none for Turkish buyers). */
export function turkishTextWarnings(texts: readonly BuyerText[], buyerLocale: Locale): TurkishTextWarning[] {
  if (buyerLocale === 'tr') return []
  return texts.flatMap(({ field, label, text }) => {
    const letters = turkishOnlyLetters(text)
    if (letters.length === 0) return []
    const message = `${label}: Türkçeye özgü harfler var (${letters.join(', ')}). Alıcının dili ${buyerLanguageNames[buyerLocale]}.`
    return [{ field, message, letters }]
  })
}
