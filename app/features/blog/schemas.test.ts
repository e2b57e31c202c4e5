import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { formDataOf } from '../../../tests/support/form-data'
import { AiTopicSchema, BlogPostApiSchema, BlogPostSchema } from './schemas'

const required = {
  title_tr: 'Kuru İncir Nasıl Saklanır?',
  title_en: 'How to store dried figs',
  excerpt_tr: 'Özet',
  excerpt_en: 'Excerpt',
  content_tr: '## Başlık\n\nMetin',
  content_en: '## Heading\n\nText',
}

const form = (entries: Record<string, string>) => parseWithZod(formDataOf(entries), { schema: BlogPostSchema })

/** The field errors of a post (undefined when it is valid). */
function errorsOf(entries: Record<string, string>) {
  const result = form(entries)
  return result.status === 'success' ? undefined : result.error
}

describe('the blog form', () => {
  test('an empty slug comes from the Turkish title; empty optional texts are null; an unticked box is passive', () => {
    const result = form({ ...required, slug: '', title_de: '', keywords_tr: ' ', imageUrl: '' })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({
      slug: 'kuru-incir-nasil-saklanir',
      title_de: null,
      keywords_tr: null,
      imageUrl: null,
      isActive: false,
    })
    expect(form({ ...required, isActive: 'on', slug: 'kendi-slugim' })).toMatchObject({
      status: 'success',
      value: { isActive: true, slug: 'kendi-slugim' },
    })
  })

  test('required Turkish texts and the slug rule have Turkish messages; English and German are optional', () => {
    const errors = errorsOf({ title_tr: ' ', slug: 'Kötü Slug!' })
    expect(errors).toMatchObject({
      title_tr: ['Türkçe başlık gereklidir'],
      excerpt_tr: ['Türkçe özet gereklidir'],
      content_tr: ['Türkçe içerik gereklidir'],
      slug: ['Slug yalnızca küçük harf, rakam ve tire içerebilir (ör. blog-yazisi)'],
    })
    expect(Object.keys(errors ?? {}).some((name) => name.endsWith('_de') || name.endsWith('_en'))).toBe(false)
  })

  test('a post in Turkish only is saved, its English texts empty', () => {
    const turkishOnly = { title_tr: required.title_tr, excerpt_tr: required.excerpt_tr, content_tr: required.content_tr }
    for (const schema of [BlogPostSchema, BlogPostApiSchema]) {
      const result = parseWithZod(formDataOf(turkishOnly), { schema })
      expect(result.status).toBe('success')
      if (result.status !== 'success') return
      expect(result.value).toMatchObject({ title_en: '', excerpt_en: '', content_en: '', slug: 'kuru-incir-nasil-saklanir' })
    }
    expect(BlogPostApiSchema.safeParse({ ...turkishOnly, title_en: null, excerpt_en: null, content_en: null }).success).toBe(true)
  })

  test('an English version is whole: a part left out while others are given is named', () => {
    const errors = errorsOf({ ...required, excerpt_en: ' ', content_en: '' })
    expect(errors).toMatchObject({
      excerpt_en: [expect.stringMatching(/^İngilizce özet gereklidir/)],
      content_en: [expect.stringMatching(/^İngilizce içerik gereklidir/)],
    })
    expect(errors?.title_en).toBeUndefined()
  })

  test('a title with nothing to make a slug from needs one typed', () => {
    expect(errorsOf({ ...required, title_tr: '???', slug: '' })).toMatchObject({ slug: ['Slug gereklidir'] })
  })

  test('the image must be a site path or an http(s) address', () => {
    expect(form({ ...required, imageUrl: '/uploads/media/a.webp' }).status).toBe('success')
    expect(form({ ...required, imageUrl: 'https://cdn.example.com/a.jpg' }).status).toBe('success')
    for (const bad of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAAA']) {
      expect(errorsOf({ ...required, imageUrl: bad }), bad).toMatchObject({ imageUrl: ['Geçersiz görsel adresi'] })
    }
  })

  test('meta descriptions over 160 characters are allowed (only a hint)', () => {
    expect(form({ ...required, metaDescription_tr: 'x'.repeat(200) }).status).toBe('success')
  })
})

test('the API: a new post is active unless it says otherwise; null optional fields are fine', () => {
  expect(BlogPostApiSchema.parse({ ...required, slug: 'api-yazisi', title_de: null })).toMatchObject({
    isActive: true,
    title_de: null,
    slug: 'api-yazisi',
  })
  expect(BlogPostApiSchema.parse({ ...required, isActive: false })).toMatchObject({ isActive: false, slug: 'kuru-incir-nasil-saklanir' })
})

test('the AI topic must not be empty', () => {
  expect(AiTopicSchema.safeParse({ topic: '  ' }).error?.issues[0]?.message).toBe('Lütfen bir konu girin')
  expect(AiTopicSchema.safeParse({}).error?.issues[0]?.message).toBe('Lütfen bir konu girin')
  expect(AiTopicSchema.parse({ topic: ' İncir ' })).toEqual({ topic: 'İncir' })
})
