import { type LocalizedText, list, longText, text } from '../../define-content'

/** One section of a legal text as a declaration writes it: its heading and its text. */
export interface LegalSection {
  title: LocalizedText
  text: LocalizedText
}

/**
 * A legal text's sections in the page's order, each a heading and its text (paragraphs apart by
 * a blank line); the owner adds, removes and moves them, at most 30.
 */
export const legalSections = (initial: readonly LegalSection[]) =>
  list('Bölümler', {
    itemLabel: 'Bölüm',
    max: 30,
    fields: { title: text('Başlık'), text: longText('Metin') },
    initial,
  })
