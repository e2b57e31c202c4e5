/**
 * A page's stored content (its document), read and compared by walking its declaration: the
 * first document of a fresh installation, a stored one made whole (a field added to the
 * declaration since it was saved gets its first value, a value of the wrong type is dropped),
 * the texts one language shows (with the fallback German → English → Turkish), the translations
 * missing, and what changed between two documents.
 */
import { type Locale, locales } from '~/lib/locale'
import { pagePath, type StaticPageName, sitePages } from '~/site-map'
import type { ContentDeclaration, ContentDocument, ContentField, LeafField, LeafValue, ListField, LocalizedText } from './define-content'
import { placeFacts, type SiteFacts } from './site-facts'

type Fields = Record<string, ContentField>
type AnyDocument = Record<string, unknown>

/** The language a missing text of each language is taken from, in order. */
export const fallbackChain: Readonly<Record<Locale, readonly Locale[]>> = { tr: ['tr'], en: ['en', 'tr'], de: ['de', 'en', 'tr'] }

/** The text shown in `locale`, and the language it is in (another one when its own is empty). */
export function shownText(value: LocalizedText, locale: Locale): { text: string; from: Locale } {
  for (const from of fallbackChain[locale]) if (value[from] !== '') return { text: value[from], from }
  return { text: '', from: locale }
}

const isRecord = (value: unknown): value is AnyDocument => typeof value === 'object' && value !== null && !Array.isArray(value)
/** A text written in each language (the other leaves are one value for all of them). */
export const isLocalizedField = (field: LeafField): field is Extract<LeafField, { kind: 'text' | 'longText' }> =>
  field.kind === 'text' || field.kind === 'longText'
/** A picture, a PDF or a product the document points to (its address or slug). */
export const isReferenceField = (field: LeafField): field is Extract<LeafField, { kind: 'image' | 'file' | 'product' }> =>
  field.kind === 'image' || field.kind === 'file' || field.kind === 'product'
const isPageName = (value: unknown): value is StaticPageName =>
  typeof value === 'string' && Object.hasOwn(sitePages, value) && !sitePages[value as StaticPageName].path.includes(':')
const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A list row's id: letters, digits and dashes. */
export const ROW_ID = /^[a-z0-9-]{1,40}$/

/** A stored leaf value made whole: `fallback` where it is missing or of the wrong type. */
function leafValue(field: LeafField, stored: unknown, fallback: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const given = isRecord(stored) ? stored : {}
      const first = fallback as LocalizedText
      return Object.fromEntries(locales.map((locale) => [locale, typeof given[locale] === 'string' ? given[locale] : first[locale]]))
    }
    case 'number':
      return stored === null || (typeof stored === 'number' && Number.isInteger(stored)) ? stored : fallback
    case 'date':
      return stored === null || (typeof stored === 'string' && DAY.test(stored)) ? stored : fallback
    case 'link':
      return isPageName(stored) ? stored : fallback
    case 'value':
    case 'image':
    case 'file':
    case 'product':
      return typeof stored === 'string' ? stored : fallback
  }
}

/** An empty value of a leaf (a row added in the admin starts with it). */
function emptyLeaf(field: LeafField): unknown {
  if (isLocalizedField(field)) return { tr: '', en: '', de: '' }
  if (field.kind === 'link') return field.initial
  if (field.kind === 'value' || isReferenceField(field)) return ''
  return null
}

/** The id a row without one gets: its number by default (the first rows of a declaration: 1, 2 …). */
type NewRowId = (index: number) => string
const rowNumber: NewRowId = (index) => `${index + 1}`

/** A stored list made whole; a list the stored document does not hold yet starts with its first rows. */
function readRows(field: ListField, stored: unknown, newRowId: NewRowId): AnyDocument[] {
  const source: unknown[] = Array.isArray(stored) ? stored : [...field.initial]
  const seen = new Set<string>()
  return source
    .filter(isRecord)
    .slice(0, field.max)
    .map((row, index) => {
      const given = typeof row.id === 'string' && ROW_ID.test(row.id) && !seen.has(row.id) ? row.id : newRowId(index)
      const id = seen.has(given) ? `${index + 1}-${seen.size}` : given
      seen.add(id)
      const values = Object.fromEntries(
        Object.entries(field.fields).map(([name, leaf]) => [name, leafValue(leaf, row[name], emptyLeaf(leaf))]),
      )
      return { id, ...values }
    })
}

function readFields(fields: Fields, stored: unknown, newRowId: NewRowId): AnyDocument {
  const given = isRecord(stored) ? stored : {}
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = given[name]
      switch (field.kind) {
        case 'group':
          return [name, readFields(field.fields, value, newRowId)]
        case 'list':
          return [name, readRows(field, value, newRowId)]
        default:
          return [name, leafValue(field, value, field.initial)]
      }
    }),
  )
}

/** The content a fresh installation shows: the declaration's first values (list rows numbered 1, 2 …). */
export function initialDocument<F extends Fields>(declaration: ContentDeclaration<F>): ContentDocument<F> {
  return readFields(declaration.fields, undefined, rowNumber) as ContentDocument<F>
}

/**
 * A stored or posted document (JSON of any shape) made whole against the declaration; a row
 * without an id (one added in the form) gets `newRowId`'s.
 */
export function readDocument<F extends Fields>(
  declaration: ContentDeclaration<F>,
  stored: unknown,
  newRowId: NewRowId = rowNumber,
): ContentDocument<F> {
  return readFields(declaration.fields, stored, newRowId) as ContentDocument<F>
}

/** A long text as a page shows it: the HTML (sanitized Markdown) and its plain text (structured data). */
export interface RichText {
  html: { readonly __html: string }
  text: string
}

/** What a page shows in one language. */
export type PageContent<F extends Fields> = {
  [K in keyof F]: F[K] extends ListField<infer Row>
    ? ({ id: string } & { [R in keyof Row]: ShownLeaf<Row[R]> })[]
    : F[K] extends { kind: 'group'; fields: infer Inner extends Fields }
      ? PageContent<Inner>
      : F[K] extends LeafField
        ? ShownLeaf<F[K]>
        : never
}

type ShownLeaf<F extends LeafField> = F extends { kind: 'text' }
  ? string
  : F extends { kind: 'longText' }
    ? RichText
    : F extends { kind: 'link' }
      ? string
      : LeafValue<F>

/** How a document's texts are shown: Markdown rendered, the site's facts placed. */
interface Showing {
  locale: Locale
  markdown: (source: string) => RichText
  facts: SiteFacts | null
}

function shownLeaf(field: LeafField, value: unknown, { locale, markdown, facts }: Showing): unknown {
  const placed = (text: string) => (facts ? placeFacts(text, facts) : text)
  switch (field.kind) {
    case 'text':
      return placed(shownText(value as LocalizedText, locale).text)
    case 'longText':
      return markdown(placed(shownText(value as LocalizedText, locale).text))
    case 'link':
      return pagePath(value as StaticPageName, locale)
    default:
      return value
  }
}

function shownFields(fields: Fields, document: AnyDocument, showing: Showing): AnyDocument {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = document[name]
      switch (field.kind) {
        case 'group':
          return [name, shownFields(field.fields, value as AnyDocument, showing)]
        case 'list':
          return [name, (value as AnyDocument[]).map((row) => ({ id: row.id, ...shownFields(field.fields, row, showing) }))]
        default:
          return [name, shownLeaf(field, value, showing)]
      }
    }),
  )
}

/**
 * The page's content in `locale`, each empty text replaced by the fallback's and, given the
 * site's facts, each fact token replaced by its value.
 */
export function pageContentIn<F extends Fields>(
  declaration: ContentDeclaration<F>,
  document: ContentDocument<F>,
  locale: Locale,
  markdown: (source: string) => RichText,
  facts: SiteFacts | null = null,
): PageContent<F> {
  return shownFields(declaration.fields, document as AnyDocument, { locale, markdown, facts }) as PageContent<F>
}

/** One leaf of a document: its form path (`story.title`, `items[2].answer`), its labels and its value. */
export interface DocumentLeaf {
  path: string
  /** The same place with rows named by their id (`items#3f2a.answer`): it stays when rows move. */
  key: string
  /** The labels from the top ("Sorular › Soru 3 › Cevap"). */
  labels: string[]
  field: LeafField
  value: unknown
}

/** Every leaf of a document, in the declaration's order. */
export function documentLeaves(fields: Fields, document: AnyDocument, at = { path: '', key: '' }, labels: string[] = []): DocumentLeaf[] {
  return Object.entries(fields).flatMap(([name, field]): DocumentLeaf[] => {
    const path = at.path ? `${at.path}.${name}` : name
    const key = at.key ? `${at.key}.${name}` : name
    const value = document[name]
    switch (field.kind) {
      case 'group':
        return documentLeaves(field.fields, isRecord(value) ? value : {}, { path, key }, [...labels, field.label])
      case 'list':
        return (Array.isArray(value) ? value : [])
          .filter(isRecord)
          .flatMap((row, index) =>
            documentLeaves(field.fields, row, { path: `${path}[${index}]`, key: `${key}#${String(row.id)}` }, [
              ...labels,
              field.label,
              `${field.itemLabel} ${index + 1}`,
            ]),
          )
      default:
        return [{ path, key, labels: [...labels, field.label], field, value }]
    }
  })
}

/* ------------------------------------------------------------------------------------------ */
/* Translations: missing and outdated                                                           */
/* ------------------------------------------------------------------------------------------ */

/** The languages translated from Turkish. */
export const translatedLocales = ['en', 'de'] as const
export type TranslatedLocale = (typeof translatedLocales)[number]

/**
 * Which Turkish text each translation was made from: per leaf key and language, a mark of the
 * Turkish source when the translation was last written or confirmed. Stored with the document
 * (under BASIS_KEY, which no field may be named).
 */
export type TranslationBasis = Record<string, Partial<Record<TranslatedLocale, string>>>
export const BASIS_KEY = '$basis'

/** A short mark of a text (FNV-1a, 32 bits): equal texts have equal marks; for noticing a change, not for security. */
export function sourceMark(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** The basis stored with a document (none: every translation counts as made from the Turkish it stands beside). */
export function readBasis(stored: unknown): TranslationBasis {
  const basis = isRecord(stored) ? stored[BASIS_KEY] : undefined
  if (!isRecord(basis)) return {}
  const read: TranslationBasis = {}
  for (const [key, marks] of Object.entries(basis)) {
    if (!isRecord(marks)) continue
    const kept: Partial<Record<TranslatedLocale, string>> = {}
    for (const locale of translatedLocales) if (typeof marks[locale] === 'string') kept[locale] = marks[locale]
    read[key] = kept
  }
  return read
}

const localizedLeaves = (declaration: ContentDeclaration, document: AnyDocument) =>
  documentLeaves(declaration.fields, document).filter((leaf) => isLocalizedField(leaf.field))

/**
 * The basis after a save of `next` over `previous`: a translation written anew (or `confirmed`,
 * as 'key|locale') was made from the Turkish text now beside it; one left as it was keeps what
 * it was made from (the Turkish text it stood beside, when nothing was recorded yet); an empty
 * one has none.
 */
export function nextBasis(
  declaration: ContentDeclaration,
  previous: AnyDocument,
  previousBasis: TranslationBasis,
  next: AnyDocument,
  confirmed: ReadonlySet<string> = new Set(),
): TranslationBasis {
  const before = new Map(localizedLeaves(declaration, previous).map((leaf) => [leaf.key, leaf.value as LocalizedText]))
  const basis: TranslationBasis = {}
  for (const leaf of localizedLeaves(declaration, next)) {
    const value = leaf.value as LocalizedText
    const old = before.get(leaf.key)
    const marks: Partial<Record<TranslatedLocale, string>> = {}
    for (const locale of translatedLocales) {
      if (value[locale] === '') continue
      const rewritten = !old || old[locale] !== value[locale] || confirmed.has(`${leaf.key}|${locale}`)
      marks[locale] = rewritten ? sourceMark(value.tr) : (previousBasis[leaf.key]?.[locale] ?? sourceMark(old.tr))
    }
    if (Object.keys(marks).length > 0) basis[leaf.key] = marks
  }
  return basis
}

/** The translations in `locale` whose Turkish source changed after they were written (until written again or confirmed). */
export function outdatedTexts(declaration: ContentDeclaration, document: AnyDocument, basis: TranslationBasis, locale: TranslatedLocale) {
  return localizedLeaves(declaration, document).filter((leaf) => {
    const value = leaf.value as LocalizedText
    const mark = basis[leaf.key]?.[locale]
    return value[locale] !== '' && mark !== undefined && mark !== sourceMark(value.tr)
  })
}

/** The texts of a document left empty in `locale` (shown in another language), by path. */
export function missingTexts(declaration: ContentDeclaration, document: AnyDocument, locale: Exclude<Locale, 'tr'>): DocumentLeaf[] {
  return documentLeaves(declaration.fields, document).filter((leaf) => {
    if (!isLocalizedField(leaf.field)) return false
    const value = leaf.value as LocalizedText
    return value.tr !== '' && value[locale] === ''
  })
}

/** A leaf whose value differs between two documents (a row is matched by its id, so a moved row is not a change). */
export interface ContentChange {
  labels: string[]
  /** The languages whose text changed (empty for a value shared by every language). */
  locales: Locale[]
  before: unknown
  after: unknown
}

function rowsById(value: unknown): Map<string, AnyDocument> {
  return new Map((Array.isArray(value) ? value : []).filter(isRecord).map((row) => [String(row.id), row]))
}

function changedFields(fields: Fields, before: AnyDocument, after: AnyDocument, labels: string[]): ContentChange[] {
  return Object.entries(fields).flatMap(([name, field]): ContentChange[] => {
    const a = before[name]
    const b = after[name]
    switch (field.kind) {
      case 'group':
        return changedFields(field.fields, isRecord(a) ? a : {}, isRecord(b) ? b : {}, [...labels, field.label])
      case 'list': {
        const old = rowsById(a)
        const rows = rowsById(b)
        const changes: ContentChange[] = []
        ;[...rows.values()].forEach((row, index) => {
          const rowLabels = [...labels, field.label, `${field.itemLabel} ${index + 1}`]
          const previous = old.get(String(row.id))
          if (!previous) changes.push({ labels: [...rowLabels, 'eklendi'], locales: [], before: null, after: rowSummary(field, row) })
          else changes.push(...changedFields(field.fields, previous, row, rowLabels))
        })
        for (const [id, row] of old)
          if (!rows.has(id))
            changes.push({ labels: [...labels, field.label, 'silindi'], locales: [], before: rowSummary(field, row), after: null })
        const order = (rows: Map<string, AnyDocument>, keep: Map<string, AnyDocument>) => [...rows.keys()].filter((id) => keep.has(id))
        if (order(old, rows).join() !== order(rows, old).join())
          changes.push({ labels: [...labels, field.label, 'sıra değişti'], locales: [], before: null, after: null })
        return changes
      }
      default: {
        if (isLocalizedField(field)) {
          const x = (isRecord(a) ? a : {}) as Partial<LocalizedText>
          const y = (isRecord(b) ? b : {}) as Partial<LocalizedText>
          const changed = locales.filter((locale) => (x[locale] ?? '') !== (y[locale] ?? ''))
          return changed.length ? [{ labels: [...labels, field.label], locales: changed, before: a, after: b }] : []
        }
        return a === b ? [] : [{ labels: [...labels, field.label], locales: [], before: a, after: b }]
      }
    }
  })
}

/** A row's first text in Turkish, to name it in a history. */
function rowSummary(field: ListField, row: AnyDocument): string {
  const first = Object.entries(field.fields).find(([, leaf]) => isLocalizedField(leaf))
  return first ? String((row[first[0]] as LocalizedText | undefined)?.tr ?? '') : ''
}

/** What changed from `before` to `after`, field by field and language by language. */
export function contentChanges(declaration: ContentDeclaration, before: AnyDocument, after: AnyDocument): ContentChange[] {
  return changedFields(declaration.fields, before, after, [])
}
