/**
 * The product form's files around conform. conform parses the post as it came (its list
 * intents included); the files sent with it are not form values, so here: the messages for files
 * that were refused or not stored, the validated product with the uploads in their fields, and
 * the answer that keeps stored files in the form when saving fails after all.
 */
import type { SubmissionResult } from '@conform-to/react'
import { imageSlots, NEW_PACK_FIELD, packSizeMessage, parsePackKg, uploadMessages } from '~/features/products/admin-product'
import type { AdminProductInput } from '~/features/products/schemas'
import { formatTypedNumber } from '~/lib/forms/typed-number'
import type { Locale } from '~/lib/locale'

/** The form's file inputs (name → kind); the server stores their files only when the form is saved. */
export const productUploadFields = {
  'imageFile-main': 'image',
  'imageFile-detail1': 'image',
  'imageFile-detail2': 'image',
  pdfSpecFile: 'pdf',
  pdfCoaFile: 'pdf',
} as const

/** Each file input and the form field its file fills. */
const fileTargets = [
  ...imageSlots.map((slot, index) => ({ input: `imageFile-${slot}`, field: `images[${index}].url`, refused: 'Resim yüklenemedi' })),
  { input: 'pdfSpecFile', field: 'pdfSpecPath', refused: 'Dosya yüklenemedi' },
  { input: 'pdfCoaFile', field: 'pdfCoaPath', refused: 'Dosya yüklenemedi' },
] as const

/** The files of a post: accepted ones with the URL they will have once stored, refused ones with why (by input name). */
export interface PostedUploads {
  pending: Record<string, { url: string }>
  rejected: Record<string, string>
}

interface StoredImage {
  url: string
  alt_tr: string | null
  alt_en: string | null
  alt_de: string | null
}

/**
 * The messages on the fields of the files: a refused file's reason, and, when the answer stores
 * nothing (`stored` false), a note on each accepted file that it must be picked again.
 */
export function uploadErrors({ pending, rejected }: PostedUploads, stored: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const { input, field, refused } of fileTargets) {
    if (rejected[input]) errors[field] = [`${refused}: ${rejected[input]}`]
    else if (!stored && pending[input]) errors[field] = [uploadMessages.notStored]
  }
  return errors
}

const emptyImage = { url: null, alt_tr: null, alt_en: null, alt_de: null }

/**
 * The product with its uploads: each upload's URL replaces its slot's URL or PDF path. A new
 * picture resets the alt texts that still describe the picture it replaces (those equal to the
 * stored ones); texts typed for the new picture stay.
 */
export function withUploads(
  product: AdminProductInput,
  { pending }: Pick<PostedUploads, 'pending'>,
  storedImages: readonly StoredImage[],
): AdminProductInput {
  const images = [...product.images]
  imageSlots.forEach((slot, index) => {
    const url = pending[`imageFile-${slot}`]?.url
    if (!url) return
    for (let i = images.length; i < index; i++) images.push(emptyImage)
    const current = images[index] ?? emptyImage
    const replaced = storedImages.find((image) => image.url === current.url)
    const alt = (lang: Locale) => (replaced && current[`alt_${lang}`] === replaced[`alt_${lang}`] ? null : current[`alt_${lang}`])
    images[index] = { ...current, url, alt_tr: alt('tr'), alt_en: alt('en'), alt_de: alt('de') }
  })
  return {
    ...product,
    images,
    pdfSpecPath: pending.pdfSpecFile?.url ?? product.pdfSpecPath,
    pdfCoaPath: pending.pdfCoaFile?.url ?? product.pdfCoaPath,
  }
}

/**
 * An answer after the files were stored (saving failed, e.g. the slug is taken): the form comes
 * back with the stored files in its slots, so they are kept with the next save.
 */
export function keepStoredFiles(result: SubmissionResult<string[]>, product: AdminProductInput): SubmissionResult<string[]> {
  const text = (value: string | null | undefined) => value ?? ''
  return {
    ...result,
    initialValue: {
      ...result.initialValue,
      images: product.images.map((image) => ({
        url: text(image.url),
        alt_tr: text(image.alt_tr),
        alt_en: text(image.alt_en),
        alt_de: text(image.alt_de),
      })),
      pdfSpecPath: text(product.pdfSpecPath),
      pdfCoaPath: text(product.pdfCoaPath),
    },
  }
}

/**
 * The box for a new pack size, before conform reads the post: a pack size typed there becomes the
 * list's next entry (so 'Ekle' without JavaScript, a suggestion or Kaydet takes it along) and the
 * box comes back empty. Anything else stays in the box and never stops a save: the answer is its
 * message for the box (shown when the form comes back unsaved; a save goes ahead without it).
 */
export function takeTypedPackSize(formData: FormData): Record<string, string[]> {
  const typed = formData.get(NEW_PACK_FIELD)
  if (typeof typed !== 'string' || typed.trim() === '') {
    formData.delete(NEW_PACK_FIELD)
    return {}
  }
  const kg = parsePackKg(typed)
  if (kg === null) return { [NEW_PACK_FIELD]: [packSizeMessage(typed)] }
  formData.delete(NEW_PACK_FIELD)
  const taken = [...formData.keys()].flatMap((key) => /^packsKg\[(\d+)\]$/.exec(key)?.[1] ?? []).map(Number)
  formData.append(`packsKg[${Math.max(-1, ...taken) + 1}]`, formatTypedNumber(String(kg)))
  return {}
}
