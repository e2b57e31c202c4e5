/**
 * A page's editable content, declared once: its fields, their kinds, bounds, admin labels
 * (Turkish) and the texts a fresh installation starts with. The admin form, its validation, the
 * stored document, the page's reads and the seed are all derived from the declaration
 * (content-document.ts, content-form.ts, page-content.server.ts); nothing else spells a field.
 *
 * Texts are written in the three languages (`{ tr, en, de }`); Turkish is the source and always
 * required, an empty English or German text falls back (German → English → Turkish). Numbers,
 * dates, links and values (a phone number, an address, an IBAN) are one value for every language. A list holds ordered groups (FAQ entries,
 * cards, figures); its rows keep an id across edits, so a history can tell a moved row from a
 * changed one.
 */
import type { Locale } from '~/lib/locale'
import type { StaticPageName } from '~/site-map'

export type LocalizedText = Readonly<Record<Locale, string>>

/** Longest short text (a title, a label, a figure). */
export const SHORT_TEXT_MAX = 300
/** Longest long text (Markdown: a story, an answer, a legal section). */
export const LONG_TEXT_MAX = 20_000

interface FieldBase {
  /** The admin's label (Turkish). */
  label: string
  /** A help text under the field in the admin. */
  hint?: string
}

export interface TextField extends FieldBase {
  kind: 'text'
  max: number
  /** The Turkish text may be left empty (the others always may). */
  optional: boolean
  initial: LocalizedText
}

export interface LongTextField extends FieldBase {
  kind: 'longText'
  max: number
  optional: boolean
  initial: LocalizedText
}

export interface NumberField extends FieldBase {
  kind: 'number'
  min: number
  max: number
  /** The number may be left empty. */
  optional: boolean
  initial: number | null
}

export interface DateField extends FieldBase {
  kind: 'date'
  initial: string | null
}

/** What a value must be: its check in the form and the API, and its input in the editor. */
export type ValueFormat = 'text' | 'email' | 'phone' | 'digits' | 'https' | 'mapUrl' | 'iban' | 'swift'

/** One line, the same in every language (a phone number, an address, an IBAN), checked by its format. */
export interface ValueField extends FieldBase {
  kind: 'value'
  format: ValueFormat
  max: number
  /** The value may be left empty. */
  optional: boolean
  initial: string
  /** The configuration variable that gives its first value (README, "Configuration"), if any. */
  configured?: string
}

/** What a reference points to: a picture or a PDF of the media gallery (its address), or a product (its slug). */
export type ReferenceKind = 'image' | 'file' | 'product'

/** A picture or PDF from the media gallery, or one of the products; empty: none (the page shows its own). */
export interface ReferenceField extends FieldBase {
  kind: ReferenceKind
  initial: ''
}

/** A page of the site (its name in the site map); shown as that page's address in the visitor's language. */
export interface LinkField extends FieldBase {
  kind: 'link'
  initial: StaticPageName
}

export type LeafField = TextField | LongTextField | NumberField | DateField | LinkField | ValueField | ReferenceField

/** A list's first row: every leaf's value, a reference's left out when none (rows read whole fill it in). */
type InitialRow<Fields extends Record<string, LeafField>> = {
  [K in keyof Fields as Fields[K] extends ReferenceField ? never : K]: LeafValue<Fields[K]>
} & { [K in keyof Fields as Fields[K] extends ReferenceField ? K : never]?: string }

export interface ListField<Fields extends Record<string, LeafField> = Record<string, LeafField>> extends FieldBase {
  kind: 'list'
  /** One row's name in the admin ("Soru", "Değer"). */
  itemLabel: string
  /** Most rows the list may hold (checked before anything is allocated). */
  max: number
  fields: Fields
  initial: readonly InitialRow<Fields>[]
}

export interface GroupField<Fields extends Record<string, ContentField> = Record<string, ContentField>> extends FieldBase {
  kind: 'group'
  fields: Fields
}

export type ContentField = LeafField | ListField | GroupField

export interface ContentDeclaration<Fields extends Record<string, ContentField> = Record<string, ContentField>> {
  /** The stored entry's key. */
  key: string
  /** The page of the site showing it (its preview and "view on the site" link); the site settings show on every page, previewed on this one. */
  page: StaticPageName
  /** The page's name in the admin. */
  label: string
  fields: Fields
}

/** A leaf's stored value (a text in each language). */
export type LeafValue<F extends LeafField> = F extends TextField | LongTextField
  ? Record<Locale, string>
  : F extends NumberField
    ? number | null
    : F extends DateField
      ? string | null
      : F extends LinkField
        ? StaticPageName
        : F extends ValueField | ReferenceField
          ? string
          : never

/** A page's stored content: localized texts as `{ tr, en, de }`, list rows with their ids. */
export type ContentDocument<Fields extends Record<string, ContentField>> = {
  [K in keyof Fields]: Fields[K] extends ListField<infer Row>
    ? ({ id: string } & { [R in keyof Row]: LeafValue<Row[R]> })[]
    : Fields[K] extends GroupField<infer Inner>
      ? ContentDocument<Inner>
      : Fields[K] extends LeafField
        ? LeafValue<Fields[K]>
        : never
}

type TextOptions = { hint?: string; max?: number; optional?: boolean }

/** No text yet (a list row's field: the list's rows hold the texts). */
const blank: LocalizedText = { tr: '', en: '', de: '' }

const textOf =
  <Kind extends 'text' | 'longText'>(kind: Kind, limit: number) =>
  (label: string, initial: LocalizedText = blank, options: TextOptions = {}) => ({
    kind,
    label,
    hint: options.hint,
    max: Math.min(options.max ?? limit, limit),
    optional: options.optional ?? false,
    initial,
  })

/** A one-line text of at most 300 characters (or `max`). */
export const text: (label: string, initial?: LocalizedText, options?: TextOptions) => TextField = textOf('text', SHORT_TEXT_MAX)

/** A Markdown text of at most 20,000 characters (or `max`), shown as paragraphs, lists and links. */
export const longText: (label: string, initial?: LocalizedText, options?: TextOptions) => LongTextField = textOf('longText', LONG_TEXT_MAX)

/** A whole number between `min` and `max` (required unless `optional`). */
export const number = (
  label: string,
  initial: number | null,
  options: { hint?: string; min: number; max: number; optional?: boolean },
): NumberField => ({
  kind: 'number',
  label,
  hint: options.hint,
  min: options.min,
  max: options.max,
  optional: options.optional ?? false,
  initial,
})

/** A day (YYYY-MM-DD). */
export const date = (label: string, initial: string | null, options: { hint?: string } = {}): DateField => ({
  kind: 'date',
  label,
  hint: options.hint,
  initial,
})

/** One value for every language, checked by `format` (at most 300 characters, or `max`). */
export const value = (
  label: string,
  options: { format: ValueFormat; hint?: string; max?: number; optional?: boolean; initial?: string; configured?: string },
): ValueField => ({
  kind: 'value',
  label,
  hint: options.hint,
  format: options.format,
  max: Math.min(options.max ?? SHORT_TEXT_MAX, SHORT_TEXT_MAX),
  optional: options.optional ?? false,
  initial: options.initial ?? '',
  configured: options.configured,
})

const reference =
  <Kind extends ReferenceKind>(kind: Kind) =>
  (label: string, options: { hint?: string } = {}): ReferenceField & { kind: Kind } => ({ kind, label, hint: options.hint, initial: '' })

/** A picture from the media gallery (none: the page's own). */
export const image = reference('image')
/** A PDF from the media gallery (none: nothing to download). */
export const file = reference('file')
/** A link to one of the products (its page in the visitor's language). */
export const productLink = reference('product')

/** A link to a page of the site. */
export const pageLink = (label: string, initial: StaticPageName, options: { hint?: string } = {}): LinkField => ({
  kind: 'link',
  label,
  hint: options.hint,
  initial,
})

/** An ordered list of rows of `fields`, at most `max`, starting with `initial`. */
export const list = <const Fields extends Record<string, LeafField>>(
  label: string,
  options: {
    itemLabel: string
    max: number
    hint?: string
    fields: Fields
    initial: readonly InitialRow<Fields>[]
  },
): ListField<Fields> => ({ kind: 'list', label, ...options })

/** Fields shown together under one heading. */
export const group = <const Fields extends Record<string, ContentField>>(
  label: string,
  fields: Fields,
  options: { hint?: string } = {},
): GroupField<Fields> => ({ kind: 'group', label, hint: options.hint, fields })

/** A page's content declaration. */
export const defineContent = <const Fields extends Record<string, ContentField>>(
  declaration: ContentDeclaration<Fields>,
): ContentDeclaration<Fields> => declaration
