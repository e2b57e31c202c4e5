import { describe, expect, test } from 'vitest'
import { uploadMessages } from '~/features/products/admin-product'
import { preparePost, type PostedUploads } from './form.server'

const formData = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  return data
}
const none: PostedUploads = { pending: {}, rejected: {} }
const uploads = (pending: Record<string, string>, rejected: Record<string, string> = {}): PostedUploads => ({
  pending: Object.fromEntries(Object.entries(pending).map(([field, url]) => [field, { url }])),
  rejected,
})
const stored = [{ url: '/uploads/products/old.png', alt_tr: 'Eski', alt_en: 'Old', alt_de: null }]

describe('preparing the product form post', () => {
  test('a new upload takes the slot; alt texts still describing the old picture are reset, new ones kept', () => {
    const posted = formData({ 'images[0].url': '/uploads/products/old.png', 'images[0].alt_tr': 'Eski', 'images[0].alt_en': 'A new text' })
    const prepared = preparePost(posted, uploads({ 'imageFile-main': '/uploads/products/new.png' }), stored)
    expect(prepared).toMatchObject({ fieldErrors: {}, editOnly: false, intent: '' })
    expect(Object.fromEntries(prepared.formData)).toEqual({
      'images[0].url': '/uploads/products/new.png',
      'images[0].alt_tr': '',
      'images[0].alt_en': 'A new text',
      'images[0].alt_de': '',
    })
    // The post itself is left as it was.
    expect(posted.get('images[0].url')).toBe('/uploads/products/old.png')
  })

  test('without saving, the form comes back without the new files and a note on their fields', () => {
    const posted = formData({ 'images[0].url': '/uploads/products/old.png', 'images[0].alt_tr': 'Eski', pdfSpecPath: '' })
    const { unsaved } = preparePost(
      posted,
      uploads({ 'imageFile-main': '/uploads/products/new.png', pdfSpecFile: '/uploads/products/new.pdf' }),
      stored,
    )
    expect(Object.fromEntries(unsaved.formData)).toEqual({
      'images[0].url': '/uploads/products/old.png',
      'images[0].alt_tr': 'Eski',
      pdfSpecPath: '',
    })
    expect(unsaved.fieldErrors).toEqual({ 'images[0].url': [uploadMessages.notStored], pdfSpecPath: [uploadMessages.notStored] })
  })

  test('an upload into an empty slot keeps the alt texts typed with it; refused files become field errors', () => {
    const posted = formData({ 'images[1].url': '', 'images[1].alt_tr': 'Yeni' })
    const prepared = preparePost(
      posted,
      uploads({ 'imageFile-detail1': '/uploads/products/d.png' }, { 'imageFile-detail2': 'Yalnızca resim', pdfCoaFile: 'Yalnızca PDF' }),
      stored,
    )
    expect(prepared.formData.get('images[1].url')).toBe('/uploads/products/d.png')
    expect(prepared.formData.get('images[1].alt_tr')).toBe('Yeni')
    const refusals = { 'images[2].url': ['Resim yüklenemedi: Yalnızca resim'], pdfCoaPath: ['Dosya yüklenemedi: Yalnızca PDF'] }
    expect(prepared.fieldErrors).toEqual(refusals)
    expect(prepared.unsaved.fieldErrors).toEqual({ ...refusals, 'images[1].url': [uploadMessages.notStored] })
  })

  test('add-pack adds the typed size in order and only edits the form; a bad size is an error', () => {
    const prepared = preparePost(formData({ 'packsKg[0]': '10', 'packsKg[1]': '25', newPackKg: '12,5', intent: 'add-pack' }), none, [])
    expect(prepared).toMatchObject({ fieldErrors: {}, editOnly: true, intent: 'add-pack' })
    const data = prepared.formData
    expect(data.getAll('packsKg[0]').concat(data.getAll('packsKg[1]'), data.getAll('packsKg[2]'))).toEqual(['10', '12.5', '25'])
    expect(JSON.parse(String(data.get('__intent__')))).toEqual({ type: 'validate', payload: { name: 'newPackKg' } })
    const bad = preparePost(formData({ newPackKg: '-2', intent: 'add-pack' }), none, [])
    expect(bad.fieldErrors).toEqual({ newPackKg: ['Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir'] })
    expect(bad.formData.get('newPackKg')).toBe('-2')
    expect(bad.unsaved.formData.get('newPackKg')).toBe('-2')
  })

  test('saving with a typed pack size adds it too', () => {
    const prepared = preparePost(formData({ newPackKg: '5' }), none, [])
    expect(prepared).toMatchObject({ fieldErrors: {}, editOnly: false, intent: '' })
    expect(prepared.formData.get('packsKg[0]')).toBe('5')
    expect(prepared.formData.has('__intent__')).toBe(false)
  })

  test('remove buttons clear an image slot with its alt texts, or a PDF', () => {
    const prepared = preparePost(
      formData({ 'images[2].url': '/x.png', 'images[2].alt_de': 'Bild', pdfSpecPath: '/s.pdf', intent: 'remove-image:2' }),
      none,
      [],
    )
    expect(prepared.editOnly).toBe(true)
    expect(prepared.formData.get('images[2].url')).toBe('')
    expect(prepared.formData.get('images[2].alt_de')).toBe('')
    expect(prepared.formData.get('pdfSpecPath')).toBe('/s.pdf')
    expect(preparePost(formData({ pdfSpecPath: '/s.pdf', intent: 'remove-pdf:pdfSpecPath' }), none, []).formData.get('pdfSpecPath')).toBe(
      '',
    )
  })

  test('AI preview: applying copies the posted preview over the texts, only edits the form, and the preview fields never reach the product', () => {
    const prepared = preparePost(
      formData({
        title_tr: 'Elle yazılan',
        sortOrder: '7',
        'ai.title_tr': 'AI başlık',
        'ai.slug': 'ai-baslik',
        'ai.title_de': '',
        'ai.palletInfo_tr': '80 koli',
        'ai.palletInfo_en': '80 cartons',
        'ai.palletInfo_de': '80 Kartons',
        intent: 'ai-apply',
      }),
      none,
      [],
    )
    expect(prepared).toMatchObject({ fieldErrors: {}, editOnly: true, intent: 'ai-apply' })
    const data = prepared.formData
    expect(data.get('title_tr')).toBe('AI başlık')
    expect(data.get('slug')).toBe('ai-baslik')
    expect([data.get('palletInfo_tr'), data.get('palletInfo_en'), data.get('palletInfo_de')]).toEqual([
      '80 koli',
      '80 cartons',
      '80 Kartons',
    ])
    expect(data.get('sortOrder')).toBe('7')
    expect([...data.keys()].filter((key) => key.startsWith('ai.'))).toEqual([])

    const dismissed = preparePost(formData({ title_tr: 'Elle yazılan', 'ai.title_tr': 'AI başlık', intent: 'ai-dismiss' }), none, [])
    expect(dismissed.editOnly).toBe(true)
    expect(dismissed.formData.get('title_tr')).toBe('Elle yazılan')
  })
})
