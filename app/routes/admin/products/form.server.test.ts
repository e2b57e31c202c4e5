import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { NEW_PACK_FIELD, PACK_SIZE_ERROR, uploadMessages } from '~/features/products/admin-product'
import { requiredProductFields as required } from '~/features/products/product.fixture'
import { type AdminProductInput, AdminProductSchema } from '~/features/products/schemas'
import { keepStoredFiles, type PostedUploads, takeTypedPackSize, uploadErrors, withUploads } from './form.server'

/** The form as posted, parsed as the action parses it. */
function submitted(entries: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries({ ...required, ...entries })) formData.append(name, value)
  const submission = parseWithZod(formData, { schema: AdminProductSchema })
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.reply().error))
  return submission
}
const product = (entries: Record<string, string>): AdminProductInput => submitted(entries).value

const uploads = (pending: Record<string, string>, rejected: Record<string, string> = {}): PostedUploads => ({
  pending: Object.fromEntries(Object.entries(pending).map(([input, url]) => [input, { url }])),
  rejected,
})
const stored = [{ url: '/uploads/products/old.png', alt_tr: 'Eski', alt_en: 'Old', alt_de: null }]

describe('the files of a product form post', () => {
  test('a new upload takes its slot; alt texts still describing the old picture are reset, new ones kept', () => {
    const value = withUploads(
      product({ 'images[0].url': '/uploads/products/old.png', 'images[0].alt_tr': 'Eski', 'images[0].alt_en': 'A new text' }),
      uploads({ 'imageFile-main': '/uploads/products/new.png' }),
      stored,
    )
    expect(value.images).toEqual([{ url: '/uploads/products/new.png', alt_tr: null, alt_en: 'A new text', alt_de: null }])
  })

  test('an upload into an empty slot keeps the alt texts typed with it; slots the post lacks are filled in empty', () => {
    const value = withUploads(
      product({ 'images[1].url': '', 'images[1].alt_tr': 'Yeni' }),
      uploads({ 'imageFile-detail1': '/uploads/products/d1.png', 'imageFile-detail2': '/uploads/products/d2.png' }),
      stored,
    )
    expect(value.images.map((image) => [image.url, image.alt_tr])).toEqual([
      [null, null],
      ['/uploads/products/d1.png', 'Yeni'],
      ['/uploads/products/d2.png', null],
    ])
    expect(withUploads(product({}), uploads({ pdfCoaFile: '/uploads/products/c.pdf' }), [])).toMatchObject({
      pdfSpecPath: null,
      pdfCoaPath: '/uploads/products/c.pdf',
      images: [],
    })
  })

  test('refused files are messages on their fields; unstored ones get a note only when nothing is stored', () => {
    const posted = uploads(
      { 'imageFile-main': '/uploads/products/a.png', pdfSpecFile: '/uploads/products/s.pdf' },
      { 'imageFile-detail2': 'Yalnızca resim', pdfCoaFile: 'Yalnızca PDF' },
    )
    const refusals = { 'images[2].url': ['Resim yüklenemedi: Yalnızca resim'], pdfCoaPath: ['Dosya yüklenemedi: Yalnızca PDF'] }
    expect(uploadErrors(posted, true)).toEqual(refusals)
    expect(uploadErrors(posted, false)).toEqual({
      ...refusals,
      'images[0].url': [uploadMessages.notStored],
      pdfSpecPath: [uploadMessages.notStored],
    })
    expect(uploadErrors(uploads({}), false)).toEqual({})
  })

  test('when saving fails after the files were stored, the form comes back with them in its slots', () => {
    const submission = submitted({ 'images[0].url': '', 'images[0].alt_en': ' Main ', pdfSpecPath: '' })
    const value = withUploads(
      submission.value,
      uploads({ 'imageFile-main': '/uploads/products/m.png', pdfSpecFile: '/uploads/products/s.pdf' }),
      [],
    )
    const reply = keepStoredFiles(submission.reply({ fieldErrors: { slug: ['Bu slug başka bir ürün tarafından kullanılıyor'] } }), value)
    expect(reply.initialValue).toMatchObject({
      title_tr: 'Kuru İncir',
      images: [{ url: '/uploads/products/m.png', alt_tr: '', alt_en: 'Main', alt_de: '' }],
      pdfSpecPath: '/uploads/products/s.pdf',
      pdfCoaPath: '',
    })
    expect(reply.error).toMatchObject({ slug: ['Bu slug başka bir ürün tarafından kullanılıyor'] })
  })
})

describe('the box for a new pack size', () => {
  /** The form as posted with `box` in it: what the schema then reads, and the box's message. */
  function posted(box: string, packs: string[] = ['10']) {
    const formData = new FormData()
    for (const [name, value] of Object.entries(required)) formData.append(name, value)
    for (const [index, kg] of packs.entries()) formData.append(`packsKg[${index}]`, kg)
    formData.append(NEW_PACK_FIELD, box)
    const errors = takeTypedPackSize(formData)
    const submission = parseWithZod(formData, { schema: AdminProductSchema })
    return { errors, submission, left: formData.get(NEW_PACK_FIELD) }
  }

  test('a pack size typed there the Turkish way joins the list and leaves the box', () => {
    for (const [typed, packs] of [
      ['7,5', [7.5, 10]],
      ['1.000', [10, 1000]],
      ['12,5', [10, 12.5]],
      ['10', [10]],
    ] as const) {
      const { errors, submission, left } = posted(typed)
      expect(errors).toEqual({})
      expect(left).toBeNull()
      expect(submission.status === 'success' && submission.value.packsKg).toEqual(packs)
    }
    const first = posted('5', [])
    expect(first.submission.status === 'success' && first.submission.value.packsKg).toEqual([5])
  })

  test('anything else stays in the box with its message and never stops the form from being valid', () => {
    for (const typed of ['7,3', '-2', '0', 'on iki', '99999', '7.5']) {
      const { errors, submission, left } = posted(typed)
      expect(errors).toEqual({
        [NEW_PACK_FIELD]: [typed === '7.5' ? expect.stringContaining('iki türlü okunabilir: 7,5 mi, 75 mi?') : PACK_SIZE_ERROR],
      })
      expect(left).toBe(typed)
      expect(submission.status, typed).toBe('success')
      expect(submission.status === 'success' && submission.value.packsKg).toEqual([10])
    }
    const empty = posted('  ')
    expect([empty.errors, empty.left, empty.submission.status]).toEqual([{}, null, 'success'])
  })
})
