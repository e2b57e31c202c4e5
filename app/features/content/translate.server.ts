/**
 * "Türkçeden çevir (YZ)": a page's English or German texts that are missing or outdated, written
 * by the AI from their Turkish text, into the document being edited. Nothing is published here:
 * the editor saves the result as the draft for the admin to read, preview and publish.
 */
import { z } from 'zod'
import { AiError, completeJson } from '~/features/ai/client.server'
import { systemMessage } from '~/features/ai/writers.server'
import { localeNamesInEnglish } from '~/lib/locale'
import {
  BASIS_KEY,
  documentLeaves,
  isLocalizedField,
  missingTexts,
  outdatedTexts,
  readBasis,
  type TranslatedLocale,
} from './content-document'
import type { ContentDeclaration, LocalizedText } from './define-content'

/** Most characters of Turkish text sent in one request (a page's texts are far fewer). */
export const MAX_TRANSLATION_CHARS = 60_000

const AnswerSchema = z.object({
  translations: z.array(z.object({ id: z.string().max(400), text: z.string().max(20_000) })).max(2000),
})

type AnyDocument = Record<string, unknown>

/**
 * `document` with its missing and outdated texts in `locale` translated (stored: the document as
 * stored, for the marks of what each translation was made from). Returns the new document and the
 * labels of the texts translated. Throws AiError (Turkish) when there is nothing to translate, the
 * texts are too long, or the AI fails or answers for none of them.
 */
export async function translateMissingTexts(
  declaration: ContentDeclaration,
  document: AnyDocument,
  stored: unknown,
  locale: TranslatedLocale,
): Promise<{ document: AnyDocument; translated: string[] }> {
  const basis = readBasis(stored)
  const wanted = new Set([
    ...missingTexts(declaration, document, locale).map((leaf) => leaf.path),
    ...outdatedTexts(declaration, document, basis, locale).map((leaf) => leaf.path),
  ])
  const leaves = documentLeaves(declaration.fields, document).filter((leaf) => wanted.has(leaf.path))
  if (leaves.length === 0) throw new AiError(422, 'Çevrilecek eksik ya da güncel olmayan metin yok.')
  const sources = leaves.map((leaf) => ({ id: leaf.path, text: (leaf.value as LocalizedText).tr }))
  const chars = sources.reduce((sum, source) => sum + source.text.length, 0)
  if (chars > MAX_TRANSLATION_CHARS) throw new AiError(422, `Metinler bir seferde çevrilemeyecek kadar uzun (${chars} karakter).`)

  const language = localeNamesInEnglish[locale]
  const { translations } = await completeJson('page-translation', AnswerSchema, {
    system: [
      await systemMessage(),
      `You translate the texts of this company's web page from Turkish into ${language}.`,
      'Keep Markdown (paragraphs, **bold**, lists, links) as it is, keep numbers, years, place names, product names and Incoterms, and copy every token in double braces (such as {{foundingYear}}) unchanged.',
      `Answer with one translation per text, with the text's id, in ${language} only.`,
    ].join(' '),
    user: `Target language: ${language}\nTexts (JSON):\n${JSON.stringify(sources)}`,
  })
  const byPath = new Map(leaves.map((leaf) => [leaf.path, leaf]))
  const next = structuredClone(document)
  const translated: string[] = []
  for (const { id, text } of translations) {
    const leaf = byPath.get(id)
    const cleaned = text.trim()
    if (!leaf || !cleaned || !isLocalizedField(leaf.field) || cleaned.length > leaf.field.max) continue
    const target = valueAt(next, leaf.path)
    if (!target) continue
    target[locale] = leaf.field.kind === 'text' ? cleaned.replace(/\s*\n\s*/g, ' ') : cleaned
    translated.push(leaf.labels.join(' › '))
    byPath.delete(id)
  }
  if (translated.length === 0) throw new AiError(422, 'AI yanıtında bu sayfanın metinlerinden hiçbirinin çevirisi yok.')
  delete next[BASIS_KEY]
  return { document: next, translated }
}

/** The `{ tr, en, de }` object at a form path of `document` ('values.items[2].title'). */
function valueAt(document: AnyDocument, path: string): Record<string, string> | null {
  let current: unknown = document
  for (const part of path.split('.')) {
    const match = /^(\w+)(?:\[(\d+)\])?$/.exec(part)
    if (!match || typeof current !== 'object' || current === null) return null
    current = (current as AnyDocument)[match[1]]
    if (match[2] !== undefined) current = Array.isArray(current) ? current[Number(match[2])] : undefined
  }
  return typeof current === 'object' && current !== null ? (current as Record<string, string>) : null
}
