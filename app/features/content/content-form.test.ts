import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { contentFormSchema, contentFormValue, prepareContentForm } from './content-form'
import { defineContent, list, longText, text } from './define-content'

const page = defineContent({
  key: 'test',
  page: 'faq',
  label: 'Deneme',
  fields: {
    title: text('Başlık', { tr: 'Başlık', en: 'Title', de: 'Titel' }, { max: 20 }),
    items: list('Sorular', {
      itemLabel: 'Soru',
      max: 2,
      fields: { question: text('Soru'), answer: longText('Cevap') },
      initial: [],
    }),
  },
})

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

function parse(entries: [string, string][]) {
  const prepared = prepareContentForm(form(entries), page, ['version'])
  return { prepared, submission: parseWithZod(prepared.formData, { schema: contentFormSchema(page) }) }
}

test('a valid post is the document: texts trimmed, empty languages kept empty, rows in order', () => {
  const { submission } = parse([
    ['title.tr', ' Yeni '],
    ['title.en', ''],
    ['items[0].question.tr', 'Soru?'],
    ['items[0].answer.tr', 'Bir\r\n\r\nİki'],
    ['items[0].id', 'a1'],
  ])
  expect(submission.status).toBe('success')
  if (submission.status !== 'success') return
  expect(submission.value).toEqual({
    title: { tr: 'Yeni', en: '', de: '' },
    items: [{ id: 'a1', question: { tr: 'Soru?', en: '', de: '' }, answer: { tr: 'Bir\n\nİki', en: '', de: '' } }],
  })
})

test('Turkish is required, lengths are bounded, a one-line text has no line break, no control characters', () => {
  const { submission } = parse([
    ['title.tr', ''],
    ['title.en', 'x'.repeat(21)],
    ['title.de', 'a\nb'],
    ['items[0].question.tr', 'a\u0000b'],
  ])
  expect(submission.status).toBe('error')
  expect(submission.reply().error).toMatchObject({
    'title.tr': ['Türkçe metin gereklidir'],
    'title.en': ['En fazla 20 karakter'],
    'title.de': ['Bu alan tek satırdır: satır sonu kullanılamaz'],
    'items[0].question.tr': ['Kontrol karakterleri (ör. NUL) kullanılamaz'],
  })
})

test('the post is cut down to the declaration: unknown names, rows past the maximum, files and nested tricks are dropped', () => {
  const { prepared } = parse([
    ['title.tr', 'a'],
    ['title.fr', 'x'],
    ['title', 'x'],
    ['items[1].question.tr', 'b'],
    ['items[2].question.tr', 'past the maximum'],
    ['items[999999999].question.tr', 'huge'],
    ['items[0].question.tr.x', 'deep'],
    ['items[0].nope.tr', 'x'],
    ['items.question.tr', 'no index'],
    ['__proto__.tr', 'x'],
    ['version', '3'],
    ['other', 'x'],
  ])
  expect([...prepared.formData.keys()]).toEqual(['title.tr', 'items[1].question.tr', 'version'])
})

test('list buttons: add, remove and move are kept within bounds; a full list refuses to add; anything else is refused', () => {
  const row = [['items[0].question.tr', 'a'] as [string, string]]
  const intent = (value: unknown) => prepareContentForm(form([...row, ['__intent__', JSON.stringify(value)]]), page, [])
  expect(intent({ type: 'insert', payload: { name: 'items' } }).refusedIntent).toBe(false)
  expect(intent({ type: 'remove', payload: { name: 'items', index: 0 } }).refusedIntent).toBe(false)
  expect(intent({ type: 'remove', payload: { name: 'items', index: 1 } }).refusedIntent).toBe(true)
  expect(intent({ type: 'reorder', payload: { name: 'items', from: 0, to: 5 } }).refusedIntent).toBe(true)
  expect(intent({ type: 'insert', payload: { name: 'title' } }).refusedIntent).toBe(true)
  expect(intent({ type: 'update', payload: { name: 'title.tr', value: 'x' } }).refusedIntent).toBe(true)
  expect(intent('not json').refusedIntent).toBe(true)
  // An insert's own default values never reach conform.
  const inserted = intent({ type: 'insert', payload: { name: 'items', defaultValue: { question: { tr: '<script>' } } } })
  expect(JSON.parse(String(inserted.formData.get('__intent__')))).toEqual({ type: 'insert', payload: { name: 'items' } })
  const full = prepareContentForm(
    form([
      ['items[0].question.tr', 'a'],
      ['items[1].question.tr', 'b'],
      ['__intent__', JSON.stringify({ type: 'insert', payload: { name: 'items' } })],
    ]),
    page,
    [],
  )
  expect(full.fullList).toEqual({ name: 'items', message: 'En fazla 2 soru eklenebilir' })
})

test('the form starts from a document: numbers as text, nothing as empty', () => {
  expect(contentFormValue({ a: { tr: 'x' }, n: 5, d: null, rows: [{ id: '1' }] })).toEqual({
    a: { tr: 'x' },
    n: '5',
    d: '',
    rows: [{ id: '1' }],
  })
})

test('a picture, a PDF or a product must be one of its lists; empty is none; the editor lists them', async () => {
  const { describeFields } = await import('./content-form')
  const { file, image, productLink } = await import('./define-content')
  const references = defineContent({
    key: 'refs',
    page: 'faq',
    label: 'Deneme',
    fields: {
      picture: image('Görsel'),
      sample: file('Örnek'),
      products: list('Ürünler', { itemLabel: 'Ürün', max: 3, fields: { product: productLink('Ürün') }, initial: [] }),
    },
  })
  const choices = {
    image: [{ value: '/uploads/media/a.webp', label: 'Bahçe' }],
    file: [{ value: '/uploads/media/b.pdf', label: 'mense.pdf' }],
    product: [{ value: 'lerida', label: 'Lerida' }],
  }
  const schema = contentFormSchema(references, choices)
  expect(schema.parse({ picture: ' /uploads/media/a.webp ', sample: '', products: [{ product: 'lerida' }] })).toEqual({
    picture: '/uploads/media/a.webp',
    sample: '',
    products: [{ product: 'lerida' }],
  })
  const refused = schema.safeParse({
    picture: 'https://evil.example/x.png',
    sample: '/uploads/media/a.webp',
    products: [{ product: 'yok' }],
  })
  expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['picture', 'Galeride böyle bir görsel yok: listeden seçin'],
    ['sample', 'Galeride böyle bir PDF yok: listeden seçin'],
    ['products.0.product', 'Böyle bir etkin ürün yok: listeden seçin'],
  ])
  // Without the lists (nothing known), only none is taken.
  expect(contentFormSchema(references).safeParse({ picture: '/uploads/media/a.webp' }).success).toBe(false)
  expect(describeFields(references.fields, choices).picture).toEqual({ kind: 'image', label: 'Görsel', options: choices.image })
})
