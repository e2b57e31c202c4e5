/**
 * The product form's post before validation: uploads go into the fields that keep them, and the
 * no-JavaScript buttons (add a pack size, remove an image or a PDF, apply calibres) are applied
 * to the posted values. Uploads are not stored yet: each has the URL it will have once stored,
 * and the post is also prepared without them, for the answers that save nothing.
 */
import { imageSlots, parsePackKg, uploadMessages } from '~/features/products/admin-product'
import { type ProductContent, ProductContentSchema } from '~/features/ai/content'
import { normalizePacksKg } from '~/features/products/product'

const PACK_ERROR = 'Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir'
const altLanguages = ['tr', 'en', 'de'] as const
const pdfFields = [
  ['pdfSpecFile', 'pdfSpecPath'],
  ['pdfCoaFile', 'pdfCoaPath'],
] as const

interface StoredImage {
  url: string
  alt_tr: string | null
  alt_en: string | null
  alt_de: string | null
}

/** The files of a post: accepted ones with their future URL (field name → URL), refused ones with why. */
export interface PostedUploads {
  pending: Record<string, { url: string }>
  rejected: Record<string, string>
}

export interface PreparedPost {
  /** The post with each upload's future URL in its field: what is validated and saved. */
  formData: FormData
  /** Errors the schema cannot see: refused uploads, an invalid typed pack size. */
  fieldErrors: Record<string, string[]>
  /**
   * The post without the uploads, for answers that save (and so store) nothing, and its errors:
   * those above plus a note on each field whose file was not stored.
   */
  unsaved: { formData: FormData; fieldErrors: Record<string, string[]> }
  /** A button that edits the form rather than saving it. */
  editOnly: boolean
  /** The button pressed ('' for the save button or Enter). */
  intent: string
}

/** Prepares `posted` (left as it is) twice: with the uploads and without them. */
export function preparePost(posted: FormData, uploads: PostedUploads, storedImages: readonly StoredImage[]): PreparedPost {
  const withUploads = applyPost(copy(posted), uploads, storedImages)
  const without = applyPost(copy(posted), { pending: {}, rejected: uploads.rejected }, storedImages)
  const notes: Record<string, string[]> = {}
  imageSlots.forEach((slot, index) => {
    if (uploads.pending[`imageFile-${slot}`]) notes[`images[${index}].url`] = [uploadMessages.notStored]
  })
  for (const [fileField, pathField] of pdfFields) if (uploads.pending[fileField]) notes[pathField] = [uploadMessages.notStored]
  return {
    formData: withUploads.formData,
    fieldErrors: withUploads.fieldErrors,
    unsaved: { formData: without.formData, fieldErrors: { ...notes, ...without.fieldErrors } },
    editOnly: withUploads.editOnly,
    intent: withUploads.intent,
  }
}

function copy(formData: FormData): FormData {
  const result = new FormData()
  for (const [name, value] of formData) result.append(name, value)
  return result
}

/**
 * Mutates `formData`: URLs of uploads replace the slots' kept URLs (a new picture resets the alt
 * texts that still describe the previous one), and the editing intents are applied.
 */
function applyPost(formData: FormData, { pending, rejected }: PostedUploads, storedImages: readonly StoredImage[]) {
  const fieldErrors: Record<string, string[]> = {}

  imageSlots.forEach((slot, index) => {
    const fileField = `imageFile-${slot}`
    const uploaded = pending[fileField]?.url
    if (rejected[fileField]) fieldErrors[`images[${index}].url`] = [`Resim yüklenemedi: ${rejected[fileField]}`]
    if (!uploaded) return
    const previous = stored(formData, `images[${index}].url`)
    const old = storedImages.find((image) => image.url === previous)
    formData.set(`images[${index}].url`, uploaded)
    for (const lang of altLanguages) {
      const name = `images[${index}].alt_${lang}`
      if (old && stored(formData, name) === (old[`alt_${lang}`] ?? '')) formData.set(name, '')
    }
  })
  for (const [fileField, pathField] of pdfFields) {
    const uploaded = pending[fileField]?.url
    if (rejected[fileField]) fieldErrors[pathField] = [`Dosya yüklenemedi: ${rejected[fileField]}`]
    if (uploaded) formData.set(pathField, uploaded)
  }

  const intent = stored(formData, 'intent')
  formData.delete('intent')
  const typedPack = stored(formData, 'newPackKg').trim()
  formData.delete('newPackKg')
  // Enter in the pack size field saves the form: the typed size is added then too.
  if (intent === 'add-pack' || (typedPack && !intent && !formData.has('__intent__'))) {
    const kg = parsePackKg(typedPack)
    if (kg === null) {
      fieldErrors.newPackKg = [PACK_ERROR]
      formData.set('newPackKg', typedPack)
    } else setPacks(formData, [...packs(formData), kg])
  }

  const removeImage = /^remove-image:([0-2])$/.exec(intent)
  if (removeImage) {
    formData.set(`images[${removeImage[1]}].url`, '')
    for (const lang of altLanguages) formData.set(`images[${removeImage[1]}].alt_${lang}`, '')
  }
  const removePdf = /^remove-pdf:(pdfSpecPath|pdfCoaPath)$/.exec(intent)
  if (removePdf) formData.set(removePdf[1]!, '')

  // The AI preview travels as hidden `ai.*` fields; applying it copies them over the texts.
  if (intent === 'ai-apply') {
    for (const field of aiProductFields) {
      const value = stored(formData, `ai.${field}`)
      if (value) formData.set(field, value)
    }
  }
  for (const key of [...formData.keys()].filter((k) => k.startsWith('ai.'))) formData.delete(key)

  const editOnly = intent === 'add-pack' || intent === 'refresh' || aiIntents.has(intent) || Boolean(removeImage) || Boolean(removePdf)
  if (editOnly) {
    // conform: answer with the edited values, and only this field's errors shown.
    formData.set('__intent__', JSON.stringify({ type: 'validate', payload: { name: intent === 'add-pack' ? 'newPackKg' : 'intent' } }))
  }
  return { formData, fieldErrors, editOnly, intent }
}

/** The product fields an AI answer fills: every field the AI product-content answer has. */
export const aiProductFields = Object.keys(ProductContentSchema.shape) as (keyof ProductContent)[]
const aiIntents = new Set(['ai-generate', 'ai-apply', 'ai-dismiss'])

const stored = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

const packKey = /^packsKg\[\d+\]$/

function packs(formData: FormData): number[] {
  return [...formData.keys()].filter((key) => packKey.test(key)).map((key) => Number(stored(formData, key)))
}

function setPacks(formData: FormData, values: number[]) {
  for (const key of [...formData.keys()].filter((k) => packKey.test(k))) formData.delete(key)
  normalizePacksKg(values).forEach((kg, index) => formData.set(`packsKg[${index}]`, String(kg)))
}
