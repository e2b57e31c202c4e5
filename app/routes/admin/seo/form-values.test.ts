import { describe, expect, test } from 'vitest'
import type { SeoContent } from '~/features/ai/content'
import { applyPreview, newSettingFormValues, postedFormValues, postedPreview, settingFormValues } from './form-values'

const content: SeoContent = {
  title_tr: 'AI TR',
  title_en: 'AI EN',
  title_de: 'AI DE',
  description_tr: 'd tr',
  description_en: 'd en',
  description_de: 'd de',
  keywords_tr: 'k tr',
  keywords_en: 'k en',
  keywords_de: 'k de',
  h1_tr: 'h tr',
  h1_en: 'h en',
  h1_de: 'h de',
}

function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

describe('SEO form values', () => {
  test('a saved setting: nulls become empty fields, the checkbox is on only when active', () => {
    const values = settingFormValues({
      page: 'faq',
      isActive: false,
      title_tr: 'T',
      title_en: 'E',
      title_de: null,
      description_tr: 'D',
      description_en: 'DE',
    })
    expect(values).toMatchObject({ page: 'faq', title_tr: 'T', title_de: '', keywords_en: '', h1_de: '' })
    expect(values.isActive).toBeUndefined()
    expect(settingFormValues({ page: 'faq', isActive: true }).isActive).toBe('on')
  })

  test('a new setting starts from the built-in texts, active, with empty H1s', () => {
    const texts = { title: 'Başlık', description: 'Açıklama', keywords: null }
    const values = newSettingFormValues('faq', { tr: texts, en: { ...texts, title: 'Title' }, de: texts })
    expect(values).toMatchObject({ page: 'faq', isActive: 'on', title_tr: 'Başlık', title_en: 'Title', keywords_tr: '', h1_tr: '' })
    expect(newSettingFormValues('ozel', null)).toMatchObject({ page: 'ozel', title_tr: '', description_de: '' })
  })

  test('the post as typed (nothing validated), and the preview merged in on apply', () => {
    const posted = form({ page: 'Bad Key', title_tr: '  typed  ', description_tr: '', 'preview.title_tr': 'x' })
    const values = postedFormValues(posted)
    expect(values).toMatchObject({ page: 'Bad Key', title_tr: '  typed  ', description_tr: '', title_en: '' })
    expect(values.isActive).toBeUndefined()
    // An incomplete preview is not applied.
    expect(postedPreview(posted)).toBeNull()
    const full = form(Object.fromEntries(Object.entries(content).map(([k, v]) => [`preview.${k}`, v])))
    expect(postedPreview(full)).toEqual(content)
    expect(applyPreview({ ...values, isActive: 'on' }, content)).toEqual({ ...content, page: 'Bad Key', isActive: 'on' })
  })
})
