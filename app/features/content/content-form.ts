/**
 * The admin's content form, derived from a page's declaration: its validation (zod, Turkish
 * messages), the values it starts with, the description the editor renders (the declaration
 * without its first texts), and the guard that cuts a post down to the names the declaration
 * knows before conform builds objects from it (a list keeps rows below its maximum; an intent is
 * kept only when it is one of the editor's buttons, on one of its lists, within bounds).
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'
import { hasControlCharacters, hasLineBreak } from '~/lib/forms/fields'
import { isMapEmbedAddress } from '~/lib/http/map-embed'
import { httpsAddress } from '~/lib/https-address'
import { type Locale, localeNamesTr, locales } from '~/lib/locale'
import { seoSelectorPages, staticPages } from '~/site-map'
import { isLocalizedField, ROW_ID } from './content-document'
import type { ContentDeclaration, ContentField, LeafField, ReferenceKind, ValueField, ValueFormat } from './define-content'

type Fields = Record<string, ContentField>

const NO_CONTROL = 'Kontrol karakterleri (ör. NUL) kullanılamaz'
const NO_LINE_BREAK = 'Bu alan tek satırdır: satır sonu kullanılamaz'

function textRule(field: Extract<LeafField, { kind: 'text' | 'longText' }>, locale: Locale) {
  const required = locale === 'tr' && !field.optional
  const message = `${localeNamesTr.tr} metin gereklidir`
  let rule = z.string(required ? { error: message } : undefined).refine((value) => !hasControlCharacters(value), NO_CONTROL)
  if (field.kind === 'text') rule = rule.refine((value) => !hasLineBreak(value), NO_LINE_BREAK)
  const checked = rule
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(field.max, `En fazla ${field.max} karakter`)
        .min(required ? 1 : 0, message),
    )
  // conform hands an empty input on as missing.
  return required ? checked : checked.optional().transform((value) => value ?? '')
}

const isHttps = (value: string) => httpsAddress().safeParse(value).success

/** Each value format: how a value is written when stored, whether it is one, and what the form says when not. */
const valueFormats: Readonly<
  Record<ValueFormat, { normalize?: (value: string) => string; valid: (value: string) => boolean; message: string }>
> = {
  text: { valid: () => true, message: '' },
  email: { valid: (value) => z.email().safeParse(value).success, message: 'Geçerli bir e-posta adresi girin' },
  phone: {
    valid: (value) => parsePhoneNumberFromString(value.replace(/^00/, '+'))?.isPossible() ?? false,
    message: 'Ülke koduyla bir telefon numarası girin (ör. +90 256 123 45 67)',
  },
  digits: {
    normalize: (value) => value.replace(/[\s+]/g, ''),
    valid: (value) => /^\d{8,15}$/.test(value),
    message: 'Ülke koduyla, yalnız rakam girin (ör. 905321234567)',
  },
  https: { valid: isHttps, message: 'https:// ile başlayan bir adres girin' },
  mapUrl: {
    valid: isMapEmbedAddress,
    message: 'Google Haritalar veya OpenStreetMap yerleştirme adresi girin (https://www.google.com/maps/embed?…)',
  },
  iban: {
    normalize: (value) => electronicFormatIBAN(value) ?? value,
    valid: (value) => isValidIBAN(value),
    message: 'Geçerli bir IBAN girin: kontrol basamakları tutmuyor',
  },
  swift: {
    normalize: (value) => value.replace(/\s/g, '').toUpperCase(),
    valid: (value) => isValidBIC(value),
    message: 'SWIFT/BIC kodu 8 ya da 11 karakterdir (ör. TCZBTR2A)',
  },
}

function valueRule(field: ValueField) {
  const format = valueFormats[field.format]
  const required = 'Bu alan gereklidir'
  return z
    .string({ error: required })
    .refine((value) => !hasControlCharacters(value), NO_CONTROL)
    .refine((value) => !hasLineBreak(value), NO_LINE_BREAK)
    .transform((value) => value.trim())
    .pipe(z.string().max(field.max, `En fazla ${field.max} karakter`))
    .transform((value) => (value && format.normalize ? format.normalize(value) : value))
    .refine((value) => value === '' || format.valid(value), format.message)
    .refine((value) => field.optional || value !== '', required)
    .optional()
    .refine((value) => field.optional || value !== undefined, required)
    .transform((value) => value ?? '')
}

/** One entry of a reference's list: what is stored (an address, a slug) and what the admin reads. */
export interface Choice {
  value: string
  label: string
}

/** What the references of a page may name: the gallery's pictures and PDFs, the active products (content-references.server.ts). */
export type ContentChoices = Readonly<Record<ReferenceKind, readonly Choice[]>>

export const noChoices: ContentChoices = { image: [], file: [], product: [] }

const referenceMessages: Readonly<Record<ReferenceKind, string>> = {
  image: 'Galeride böyle bir görsel yok: listeden seçin',
  file: 'Galeride böyle bir PDF yok: listeden seçin',
  product: 'Böyle bir etkin ürün yok: listeden seçin',
}

type KnownChoices = Readonly<Record<ReferenceKind, ReadonlySet<string>>>

function referenceRule(kind: ReferenceKind, known: KnownChoices) {
  return z
    .string()
    .max(2000, referenceMessages[kind])
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || known[kind].has(value), referenceMessages[kind])
}

const pageNames = staticPages.map((page) => page.name) as [string, ...string[]]

function leafRule(field: LeafField, known: KnownChoices) {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return z.preprocess(
        (value) => value ?? {},
        z.object(
          Object.fromEntries(locales.map((locale) => [locale, textRule(field, locale)])) as unknown as Record<Locale, z.ZodType<string>>,
        ),
      )
    case 'number':
      // The form sends text (blank: no number); the JSON API may send the number itself.
      return z
        .preprocess(
          (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() === '' ? undefined : value),
          z
            .string()
            .trim()
            .regex(/^-?\d{1,9}$/, 'Tam sayı girin')
            .transform(Number)
            .pipe(z.number().min(field.min, `En az ${field.min}`).max(field.max, `En fazla ${field.max}`))
            .optional()
            .refine((value) => field.optional || value !== undefined, 'Bir sayı girin'),
        )
        .transform((value) => value ?? null)
    case 'date':
      return z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalıdır')
        .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Geçersiz tarih')
        .optional()
        .transform((value) => value ?? null)
    case 'link':
      return z.enum(pageNames, { error: 'Sitenin sayfalarından birini seçin' })
    case 'value':
      return valueRule(field)
    case 'image':
    case 'file':
    case 'product':
      return referenceRule(field.kind, known)
  }
}

function fieldsRule(fields: Fields, known: KnownChoices): z.ZodType {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, field]): [string, z.ZodType] => {
      switch (field.kind) {
        case 'group':
          return [name, z.preprocess((value) => value ?? {}, fieldsRule(field.fields, known))]
        case 'list': {
          const row = z.object({
            id: z.string().regex(ROW_ID).optional(),
            ...Object.fromEntries(Object.entries(field.fields).map(([leaf, inner]) => [leaf, leafRule(inner, known)])),
          })
          const limit = `En fazla ${field.max} ${field.itemLabel.toLocaleLowerCase('tr')} eklenebilir`
          return [name, z.preprocess((value) => value ?? [], z.array(row).max(field.max, limit))]
        }
        default:
          return [name, leafRule(field, known)]
      }
    }),
  )
  return z.object(shape)
}

/**
 * The form's schema: a valid post is the page's document (rows without an id get one when saved).
 * A reference must name one of `choices` (none given: a reference may only be empty).
 */
export function contentFormSchema(declaration: ContentDeclaration, choices: ContentChoices = noChoices) {
  const known = Object.fromEntries(
    Object.entries(choices).map(([kind, list]) => [kind, new Set(list.map((choice) => choice.value))]),
  ) as unknown as KnownChoices
  return fieldsRule(declaration.fields, known) as z.ZodType<Record<string, unknown>>
}

/** A document as the form's starting values (numbers as text, nothing as ''). */
export function contentFormValue(document: unknown): unknown {
  if (Array.isArray(document)) return document.map(contentFormValue)
  if (document === null || document === undefined) return ''
  if (typeof document === 'object')
    return Object.fromEntries(Object.entries(document).map(([key, value]) => [key, contentFormValue(value)]))
  return String(document)
}

/** A field as the editor renders it: the declaration without its first texts. */
export type FieldDescription =
  | { kind: 'text' | 'longText'; label: string; hint?: string; max: number; optional: boolean }
  | { kind: 'number'; label: string; hint?: string; min: number; max: number }
  | { kind: 'date'; label: string; hint?: string }
  | { kind: 'value'; label: string; hint?: string; max: number; optional: boolean; input: 'text' | 'email' | 'tel' | 'url' }
  | { kind: ReferenceKind; label: string; hint?: string; options: readonly Choice[] }
  | { kind: 'link'; label: string; hint?: string; options: { value: string; label: string }[] }
  | { kind: 'list'; label: string; hint?: string; itemLabel: string; max: number; fields: Record<string, FieldDescription> }
  | { kind: 'group'; label: string; hint?: string; fields: Record<string, FieldDescription> }

/** The input a value is typed in (the browser's keyboard and its own check). */
const valueInputs: Readonly<Record<ValueFormat, 'text' | 'email' | 'tel' | 'url'>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  digits: 'tel',
  https: 'url',
  mapUrl: 'url',
  iban: 'text',
  swift: 'text',
}

/** The admin's names of the pages a link may point to. */
const pageLabels: Readonly<Record<string, string>> = Object.fromEntries(seoSelectorPages.map((page) => [page.key, page.label]))

export function describeFields(fields: Fields, choices: ContentChoices = noChoices): Record<string, FieldDescription> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]): [string, FieldDescription] => {
      const hint = field.hint ? { hint: field.hint } : {}
      switch (field.kind) {
        case 'group':
          return [name, { kind: 'group', label: field.label, ...hint, fields: describeFields(field.fields, choices) }]
        case 'list':
          return [
            name,
            {
              kind: 'list',
              label: field.label,
              ...hint,
              itemLabel: field.itemLabel,
              max: field.max,
              fields: describeFields(field.fields, choices),
            },
          ]
        case 'text':
        case 'longText':
          return [name, { kind: field.kind, label: field.label, ...hint, max: field.max, optional: field.optional }]
        case 'number':
          return [name, { kind: 'number', label: field.label, ...hint, min: field.min, max: field.max }]
        case 'date':
          return [name, { kind: 'date', label: field.label, ...hint }]
        case 'image':
        case 'file':
        case 'product':
          return [name, { kind: field.kind, label: field.label, ...hint, options: choices[field.kind] }]
        case 'value':
          return [
            name,
            { kind: 'value', label: field.label, ...hint, max: field.max, optional: field.optional, input: valueInputs[field.format] },
          ]
        default:
          return [
            name,
            {
              kind: 'link',
              label: field.label,
              ...hint,
              options: pageNames.map((value) => ({ value, label: pageLabels[value] ?? value })),
            },
          ]
      }
    }),
  )
}

/* ------------------------------------------------------------------------------------------ */
/* The post, cut down to the declaration                                                        */
/* ------------------------------------------------------------------------------------------ */

const SEGMENT = /^([A-Za-z]\w{0,60})(?:\[(\d{1,9})\])?$/

/** Where a posted name lies: null when the declaration has no such field; `list`/`row` for a list row's field. */
function locateName(fields: Fields, name: string): { list: string | null; row: number } | null {
  const segments = name.split('.')
  let current: Fields = fields
  let at = ''
  for (let i = 0; i < segments.length; i++) {
    const match = SEGMENT.exec(segments[i])
    if (!match || !Object.hasOwn(current, match[1])) return null
    const field = current[match[1]]
    const path = at ? `${at}.${match[1]}` : match[1]
    if (field.kind === 'group') {
      if (match[2] !== undefined) return null
      current = field.fields
      at = path
      continue
    }
    if (field.kind === 'list') {
      if (match[2] === undefined || Number(match[2]) >= field.max) return null
      const rest = segments.slice(i + 1)
      if (rest.length === 1 && rest[0] === 'id') return { list: path, row: Number(match[2]) }
      const [leafName, ...tail] = rest
      if (!leafName || !Object.hasOwn(field.fields, leafName)) return null
      return leafTail(field.fields[leafName], tail) ? { list: path, row: Number(match[2]) } : null
    }
    if (match[2] !== undefined) return null
    return leafTail(field, segments.slice(i + 1)) ? { list: null, row: 0 } : null
  }
  return null
}

/** A localized text is posted per language (`title.en`); any other leaf as itself. */
function leafTail(field: LeafField, tail: string[]): boolean {
  if (isLocalizedField(field)) return tail.length === 1 && (locales as readonly string[]).includes(tail[0])
  return tail.length === 0
}

/** The lists of a declaration by their form path ('faq', 'values.items') with their maximum and row label. */
function listPaths(fields: Fields, prefix = ''): Map<string, { max: number; itemLabel: string }> {
  const lists = new Map<string, { max: number; itemLabel: string }>()
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name
    if (field.kind === 'list') lists.set(path, { max: field.max, itemLabel: field.itemLabel })
    else if (field.kind === 'group') for (const [inner, list] of listPaths(field.fields, path)) lists.set(inner, list)
  }
  return lists
}

const INTENT = '__intent__'
const position = z.number().int().min(0).max(1000)
const IntentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('validate'), payload: z.object({ name: z.string().max(200).optional() }) }),
  z.object({ type: z.literal('insert'), payload: z.object({ name: z.string().max(200), index: position.optional() }) }),
  z.object({ type: z.literal('remove'), payload: z.object({ name: z.string().max(200), index: position }) }),
  z.object({ type: z.literal('reorder'), payload: z.object({ name: z.string().max(200), from: position, to: position }) }),
])

export interface PreparedContentForm {
  formData: FormData
  /** A list whose "add" was refused because it is full: its message. */
  fullList: { name: string; message: string } | null
  /** A malformed intent, or one that is not the editor's (nothing may be stored). */
  refusedIntent: boolean
}

/**
 * `posted` with only the declaration's fields (and `extraFields`, e.g. the version the edit is
 * based on), list rows below their maximum, and a checked intent.
 */
export function prepareContentForm(posted: FormData, declaration: ContentDeclaration, extraFields: readonly string[]): PreparedContentForm {
  const formData = new FormData()
  const rows = new Map<string, number>()
  for (const [name, value] of posted) {
    if (typeof value !== 'string') continue
    if (extraFields.includes(name)) {
      formData.append(name, value)
      continue
    }
    const place = locateName(declaration.fields, name)
    if (!place) continue
    formData.append(name, value)
    if (place.list) rows.set(place.list, Math.max(rows.get(place.list) ?? 0, place.row + 1))
  }
  const intents = posted.getAll(INTENT)
  if (intents.length === 0) return { formData, fullList: null, refusedIntent: false }
  const intent = intents.length === 1 && typeof intents[0] === 'string' ? readIntent(intents[0]) : null
  const lists = listPaths(declaration.fields)
  const list = intent && intent.type !== 'validate' ? lists.get(intent.payload.name) : undefined
  const count = intent && intent.type !== 'validate' ? (rows.get(intent.payload.name) ?? 0) : 0
  const valid =
    intent !== null &&
    (intent.type === 'validate' ||
      (list !== undefined &&
        (intent.type === 'insert' ||
          (intent.type === 'remove' && intent.payload.index < count) ||
          (intent.type === 'reorder' && intent.payload.from < count && intent.payload.to < count))))
  if (!valid || !intent) return { formData, fullList: null, refusedIntent: true }
  if (intent.type === 'insert' && list && count >= list.max) {
    formData.append(INTENT, JSON.stringify({ type: 'validate', payload: { name: intent.payload.name } }))
    const message = `En fazla ${list.max} ${list.itemLabel.toLocaleLowerCase('tr')} eklenebilir`
    return { formData, fullList: { name: intent.payload.name, message }, refusedIntent: false }
  }
  const kept = intent.type === 'insert' ? { type: 'insert', payload: { name: intent.payload.name } } : intent
  formData.append(INTENT, JSON.stringify(kept))
  return { formData, fullList: null, refusedIntent: false }
}

function readIntent(value: string) {
  if (value.length > 2000) return null
  try {
    const parsed = IntentSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
