import { expect, test } from 'vitest'
import de from '~/locales/de'
import { contentChanges, initialDocument, missingTexts, pageContentIn, readDocument, shownText } from './content-document'
import { type ContentDeclaration, defineContent, group, list, longText, pageLink, text } from './define-content'
import { contentPages } from './pages'

const plain = (source: string) => ({ html: { __html: `<p>${source}</p>` }, text: source })

const page = defineContent({
  key: 'test',
  page: 'about',
  label: 'Deneme',
  fields: {
    title: text('Başlık', { tr: 'Başlık', en: 'Title', de: '' }),
    intro: group('Giriş', { body: longText('Metin', { tr: 'Metin', en: '', de: '' }) }),
    more: pageLink('Bağlantı', 'origin'),
    items: list('Sorular', {
      itemLabel: 'Soru',
      max: 3,
      fields: { question: text('Soru') },
      initial: [{ question: { tr: 'Bir', en: 'One', de: 'Eins' } }, { question: { tr: 'İki', en: '', de: '' } }],
    }),
  },
})

test('a fresh installation shows the declared texts; rows are numbered', () => {
  const document = initialDocument(page)
  expect(document.title).toEqual({ tr: 'Başlık', en: 'Title', de: '' })
  expect(document.items.map((row) => row.id)).toEqual(['1', '2'])
  expect(document.more).toBe('origin')
})

test('German falls back to English, English to Turkish, per field', () => {
  expect(shownText({ tr: 'a', en: 'b', de: '' }, 'de')).toEqual({ text: 'b', from: 'en' })
  expect(shownText({ tr: 'a', en: '', de: '' }, 'de')).toEqual({ text: 'a', from: 'tr' })
  expect(shownText({ tr: 'a', en: '', de: 'c' }, 'en')).toEqual({ text: 'a', from: 'tr' })
  const shown = pageContentIn(page, initialDocument(page), 'de', plain)
  expect(shown.title).toBe('Title')
  expect(shown.intro.body.text).toBe('Metin')
  expect(shown.items.map((row) => row.question)).toEqual(['Eins', 'İki'])
  expect(shown.more).toBe('/de/origin')
})

test('a stored document is made whole: new fields get their first value, wrong types and extra rows are dropped', () => {
  const stored = {
    title: { tr: 'Yeni', en: 5 },
    items: [{ id: 'a', question: { tr: 'X' } }, { id: 'a', question: 'bad' }, 'row', { id: 'b' }, { id: 'c' }],
    more: 'request',
    unknown: 'kept out',
  }
  const document = readDocument(page, stored)
  expect(document.title).toEqual({ tr: 'Yeni', en: 'Title', de: '' })
  expect(document.intro.body).toEqual({ tr: 'Metin', en: '', de: '' })
  // A page with parameters is no link target; the list keeps at most 3 rows, each id once.
  expect(document.more).toBe('origin')
  expect(document.items).toHaveLength(3)
  expect(new Set(document.items.map((row) => row.id)).size).toBe(3)
  expect(document.items[1].question).toEqual({ tr: '', en: '', de: '' })
  expect('unknown' in document).toBe(false)
  // A stored empty list stays empty (the admin removed every row).
  expect(readDocument(page, { items: [] }).items).toEqual([])
})

test('missing translations: a text with Turkish and none in the language', () => {
  const document = initialDocument(page)
  expect(missingTexts(page, document, 'en').map((leaf) => leaf.path)).toEqual(['intro.body', 'items[1].question'])
  expect(missingTexts(page, document, 'de').map((leaf) => leaf.labels.join(' › '))).toEqual([
    'Başlık',
    'Giriş › Metin',
    'Sorular › Soru 2 › Soru',
  ])
})

test('changes name the field and the languages; a moved row is a new order, not a change of its texts', () => {
  const before = initialDocument(page)
  const after = structuredClone(before)
  after.title.de = 'Titel'
  after.items.reverse()
  after.items.push({ id: 'new', question: { tr: 'Üç', en: '', de: '' } })
  const changes = contentChanges(page, before, after)
  expect(changes.map((change) => [change.labels.join(' › '), change.locales])).toEqual([
    ['Başlık', ['de']],
    ['Sorular › Soru 3 › eklendi', []],
    ['Sorular › sıra değişti', []],
  ])
  expect(contentChanges(page, before, structuredClone(before))).toEqual([])
})

test('every page declaration starts with complete texts in all three languages', () => {
  for (const declaration of Object.values(contentPages) as ContentDeclaration[]) {
    for (const locale of ['en', 'de'] as const)
      expect(missingTexts(declaration, initialDocument(declaration), locale), declaration.key).toEqual([])
  }
  // The FAQ's German questions, as the page had them in the dictionary.
  const faq = initialDocument(contentPages.faq)
  expect(faq.items).toHaveLength(10)
  expect(faq.items[0].question.de).toBe('Wie hoch ist die Mindestbestellmenge im Großhandel?')
  expect(de.faq.title).toBe('Häufig gestellte Fragen')
})

test('a translation is outdated once its Turkish source changes, until it is written again or confirmed', async () => {
  const { nextBasis, outdatedTexts } = await import('./content-document')
  const first = initialDocument(page)
  // The installation's translations were made from the Turkish beside them.
  const start = nextBasis(page, first, {}, first)
  expect(outdatedTexts(page, first, start, 'en')).toEqual([])

  const changed = structuredClone(first)
  changed.title.tr = 'Yeni başlık'
  changed.items[0].question.tr = 'Bir mi?'
  const afterTurkish = nextBasis(page, first, start, changed)
  expect(outdatedTexts(page, changed, afterTurkish, 'en').map((leaf) => leaf.key)).toEqual(['title', 'items#1.question'])
  // An empty German title is missing, not outdated; the German question is outdated.
  expect(outdatedTexts(page, changed, afterTurkish, 'de').map((leaf) => leaf.key)).toEqual(['items#1.question'])

  // The English title written anew, the German question confirmed: only the English question stays outdated.
  const translated = structuredClone(changed)
  translated.title.en = 'New title'
  const afterTranslation = nextBasis(page, changed, afterTurkish, translated, new Set(['items#1.question|de']))
  expect(outdatedTexts(page, translated, afterTranslation, 'en').map((leaf) => leaf.key)).toEqual(['items#1.question'])
  expect(outdatedTexts(page, translated, afterTranslation, 'de')).toEqual([])
  // A row moved keeps its marks (rows are named by id).
  const moved = structuredClone(translated)
  moved.items.reverse()
  const afterMove = nextBasis(page, translated, afterTranslation, moved)
  expect(outdatedTexts(page, moved, afterMove, 'en').map((leaf) => leaf.path)).toEqual(['items[1].question'])
})
