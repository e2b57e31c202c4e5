import { describe, expect, test } from 'vitest'
import { preparePost } from './form.server'

const formData = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  return data
}
const stored = [{ url: '/uploads/products/old.png', alt_tr: 'Eski', alt_en: 'Old', alt_de: null }]

describe('preparing the product form post', () => {
  test('a new upload takes the slot; alt texts still describing the old picture are reset, new ones kept', () => {
    const data = formData({
      'images[0].url': '/uploads/products/old.png',
      'images[0].alt_tr': 'Eski',
      'images[0].alt_en': 'A new text',
      'imageFile-main': '/uploads/products/new.png',
      'imageFile-detail1': '',
    })
    expect(preparePost(data, {}, stored)).toEqual({ fieldErrors: {}, editOnly: false, intent: '' })
    expect(Object.fromEntries(data)).toEqual({
      'images[0].url': '/uploads/products/new.png',
      'images[0].alt_tr': '',
      'images[0].alt_en': 'A new text',
      'images[0].alt_de': '',
    })
  })

  test('an upload into an empty slot keeps the alt texts typed with it; refused files become field errors', () => {
    const data = formData({ 'images[1].url': '', 'images[1].alt_tr': 'Yeni', 'imageFile-detail1': '/uploads/products/d.png' })
    const { fieldErrors } = preparePost(data, { 'imageFile-detail2': 'Yalnızca resim', pdfCoaFile: 'Yalnızca PDF' }, stored)
    expect(data.get('images[1].url')).toBe('/uploads/products/d.png')
    expect(data.get('images[1].alt_tr')).toBe('Yeni')
    expect(fieldErrors).toEqual({ 'images[2].url': ['Resim yüklenemedi: Yalnızca resim'], pdfCoaPath: ['Dosya yüklenemedi: Yalnızca PDF'] })
  })

  test('add-pack adds the typed size in order and only edits the form; a bad size is an error', () => {
    const data = formData({ 'packsKg[0]': '10', 'packsKg[1]': '25', newPackKg: '12,5', intent: 'add-pack' })
    expect(preparePost(data, {}, [])).toEqual({ fieldErrors: {}, editOnly: true, intent: 'add-pack' })
    expect(data.getAll('packsKg[0]').concat(data.getAll('packsKg[1]'), data.getAll('packsKg[2]'))).toEqual(['10', '12.5', '25'])
    expect(JSON.parse(String(data.get('__intent__')))).toEqual({ type: 'validate', payload: { name: 'newPackKg' } })
    const bad = formData({ newPackKg: '-2', intent: 'add-pack' })
    expect(preparePost(bad, {}, []).fieldErrors).toEqual({ newPackKg: ['Paket boyutu pozitif olmalı ve 0,5 kg adımlarla girilmelidir'] })
    expect(bad.get('newPackKg')).toBe('-2')
  })

  test('saving with a typed pack size adds it too', () => {
    const data = formData({ newPackKg: '5' })
    expect(preparePost(data, {}, [])).toEqual({ fieldErrors: {}, editOnly: false, intent: '' })
    expect(data.get('packsKg[0]')).toBe('5')
    expect(data.has('__intent__')).toBe(false)
  })

  test('remove buttons clear an image slot with its alt texts, or a PDF', () => {
    const data = formData({ 'images[2].url': '/x.png', 'images[2].alt_de': 'Bild', pdfSpecPath: '/s.pdf', intent: 'remove-image:2' })
    expect(preparePost(data, {}, []).editOnly).toBe(true)
    expect(data.get('images[2].url')).toBe('')
    expect(data.get('images[2].alt_de')).toBe('')
    expect(data.get('pdfSpecPath')).toBe('/s.pdf')
    const pdfData = formData({ pdfSpecPath: '/s.pdf', intent: 'remove-pdf:pdfSpecPath' })
    preparePost(pdfData, {}, [])
    expect(pdfData.get('pdfSpecPath')).toBe('')
  })

  test('AI preview: applying copies the posted preview over the texts, only edits the form, and the preview fields never reach the product', () => {
    const data = formData({ title_tr: 'Elle yazılan', sortOrder: '7', 'ai.title_tr': 'AI başlık', 'ai.slug': 'ai-baslik', 'ai.title_de': '', intent: 'ai-apply' })
    expect(preparePost(data, {}, [])).toEqual({ fieldErrors: {}, editOnly: true, intent: 'ai-apply' })
    expect(data.get('title_tr')).toBe('AI başlık')
    expect(data.get('slug')).toBe('ai-baslik')
    expect(data.get('sortOrder')).toBe('7')
    expect([...data.keys()].filter((key) => key.startsWith('ai.'))).toEqual([])

    const dismissed = formData({ title_tr: 'Elle yazılan', 'ai.title_tr': 'AI başlık', intent: 'ai-dismiss' })
    expect(preparePost(dismissed, {}, []).editOnly).toBe(true)
    expect(dismissed.get('title_tr')).toBe('Elle yazılan')
  })
})

