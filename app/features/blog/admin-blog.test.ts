import { describe, expect, test } from 'vitest'
import { turkishSlug } from '~/features/products/admin-product'
import { formDataOf } from '../../../tests/support/form-data'
import {
  isImageMime,
  isUuid,
  languageHasErrors,
  postStarted,
  resolveBlogIntent,
  SLUG_PATTERN,
  tabWithErrors,
  withReason,
} from './admin-blog'

describe('slugs of blog posts', () => {
  test('the Turkish title helper gives slugs the pattern accepts', () => {
    for (const title of [
      'Kuru İncir Nasıl Saklanır?',
      'ŞEKER & Çiğ İncir: 2025 Hasadı',
      'Ağaçtan   sofraya — güneşte kurutma',
      'Öğle üstü ÜZÜM / incir',
    ]) {
      const slug = turkishSlug(title)
      expect(slug, title).toMatch(SLUG_PATTERN)
    }
    expect(turkishSlug('Kuru İncir Nasıl Saklanır?')).toBe('kuru-incir-nasil-saklanir')
    expect(turkishSlug('ŞEKER & Çiğ İncir: 2025 Hasadı')).toBe('seker-cig-incir-2025-hasadi')
  })

  test('the pattern: lowercase ASCII letters, digits, single hyphens between', () => {
    for (const ok of ['kuru-incir', 'a1', '2025-hasat-raporu']) expect(ok).toMatch(SLUG_PATTERN)
    for (const bad of ['Kuru-Incir', 'kuru incir', 'kuru--incir', '-kuru', 'kuru-', 'şeker', 'kuru_incir', '../etc', ''])
      expect(bad).not.toMatch(SLUG_PATTERN)
  })
})

describe('what a post asks for', () => {
  test('named buttons', () => {
    expect(resolveBlogIntent(formDataOf({ intent: 'save' }))).toBe('save')
    expect(resolveBlogIntent(formDataOf({ intent: 'ai-topics' }))).toBe('ai-topics')
    expect(resolveBlogIntent(formDataOf({ intent: 'delete', id: 'x' }))).toBe('delete')
    expect(resolveBlogIntent(formDataOf({ intent: 'something-else' }))).toBe('save')
    expect(resolveBlogIntent(formDataOf({}))).toBe('save')
    expect(resolveBlogIntent(formDataOf({ pickTopic: 'İncir hasadı' }))).toBe('pick-topic')
  })

  test('Enter writes the article only when a topic is typed and the post is still empty', () => {
    expect(resolveBlogIntent(formDataOf({ intent: 'enter', topic: 'Kuru incir ihracatı' }))).toBe('ai-article')
    expect(resolveBlogIntent(formDataOf({ intent: 'enter', topic: '  ' }))).toBe('save')
    expect(resolveBlogIntent(formDataOf({ intent: 'enter', topic: 'Kuru incir', title_en: 'Started' }))).toBe('save')
    expect(resolveBlogIntent(formDataOf({ intent: 'enter', topic: 'Kuru incir', content_de: 'Text' }))).toBe('save')
    expect(postStarted(formDataOf({ slug: 'only-a-slug', isActive: 'on' }))).toBe(false)
    expect(postStarted(formDataOf({ keywords_tr: 'incir' }))).toBe(true)
  })
})

describe('language tabs', () => {
  test('the first language with an error opens; Turkish otherwise', () => {
    expect(tabWithErrors({})).toBe('tr')
    expect(tabWithErrors(null)).toBe('tr')
    expect(tabWithErrors({ slug: ['x'] })).toBe('tr')
    expect(tabWithErrors({ content_en: ['x'], title_de: ['y'] })).toBe('en')
    expect(tabWithErrors({ metaDescription_de: ['x'] })).toBe('de')
    expect(tabWithErrors({ title_tr: [], excerpt_en: ['x'] })).toBe('en')
    expect(languageHasErrors({ excerpt_tr: ['x'] }, 'tr')).toBe(true)
    expect(languageHasErrors({ excerpt_tr: ['x'] }, 'en')).toBe(false)
  })
})

test('notices with a short reason', () => {
  expect(withReason('Blog görseli oluşturulamadı', 'AI servisi zamanında yanıt vermedi (zaman aşımı).')).toBe(
    'Blog görseli oluşturulamadı: AI servisi zamanında yanıt vermedi (zaman aşımı).',
  )
  expect(withReason('Blog içeriği oluşturulamadı. Lütfen tekrar deneyin.', 'AI yanıtı geçerli JSON değil.')).toBe(
    'Blog içeriği oluşturulamadı. Lütfen tekrar deneyin. AI yanıtı geçerli JSON değil.',
  )
  expect(withReason('Blog görseli oluşturulamadı', '  ')).toBe('Blog görseli oluşturulamadı')
  expect(withReason('X', 'a'.repeat(500)).length).toBeLessThanOrEqual(203)
})

test('ids and image types', () => {
  expect(isUuid('00000000-0000-4000-8000-000000000000')).toBe(true)
  expect(isUuid('abc')).toBe(false)
  expect(isUuid(undefined)).toBe(false)
  expect(isImageMime('image/webp')).toBe(true)
  expect(isImageMime('application/pdf')).toBe(false)
  expect(isImageMime('video/mp4')).toBe(false)
})
