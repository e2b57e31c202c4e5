/**
 * A buyer-facing text of the quote form written in Turkish, translated by the AI into the buyer's
 * language. Nothing is stored here: the form shows the translation for the admin to check and save.
 */
import { z } from 'zod'
import { AiError, completeJson } from '~/features/ai/client.server'
import { type Locale, localeNamesInEnglish } from '~/lib/locale'

/** The longest text sent for translation (the buyer's note's limit). */
export const MAX_TRANSLATED_CHARS = 4000

const TranslationSchema = z.object({ translation: z.string().min(1).max(MAX_TRANSLATED_CHARS) })

/** `text` in `locale`; an AiError (Turkish message) when the AI is not configured or fails. */
export async function translateForBuyer(text: string, locale: Exclude<Locale, 'tr'>): Promise<string> {
  const language = localeNamesInEnglish[locale]
  const { translation } = await completeJson('quote-translation', TranslationSchema, {
    system: [
      `You translate texts of an export quote for dried figs from Turkish into ${language}.`,
      'Keep numbers, amounts, dates, place names, product names and Incoterms as they are.',
      `Answer with the ${language} translation only, nothing else.`,
    ].join(' '),
    user: `Target language: ${language}\nText:\n${text}`,
  })
  const cleaned = translation.trim()
  if (!cleaned) throw new AiError(422, 'AI boş bir çeviri verdi.')
  return cleaned
}
