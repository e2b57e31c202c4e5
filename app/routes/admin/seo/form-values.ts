/**
 * The SEO form's values as strings (what conform renders and what the browser posts): from a
 * saved setting, from a page's built-in texts, from a post, and with an AI preview merged in.
 */
import { type SeoContent, SeoContentSchema } from '~/features/ai/content'
import { type SeoTextField, seoTextFieldNames } from '~/features/seo/schemas'
import type { Locale } from '~/lib/locale'

export type SeoFormValues = Partial<Record<SeoTextField, string>> & { page: string; isActive?: 'on' }

type SettingLike = Partial<Record<SeoTextField, string | null>> & { page: string; isActive: boolean }

export function settingFormValues(setting: SettingLike): SeoFormValues {
  const values: SeoFormValues = { page: setting.page, ...(setting.isActive ? { isActive: 'on' as const } : {}) }
  for (const name of seoTextFieldNames) values[name] = setting[name] ?? ''
  return values
}

interface Texts {
  title: string
  description: string
  keywords: string | null
}

/**
 * A new setting for a page starts from what the page shows now (its built-in texts); the H1
 * stays empty, so the page keeps its own heading until the admin writes one.
 */
export function newSettingFormValues(page: string, builtIn: Record<Locale, Texts> | null): SeoFormValues {
  const values: SeoFormValues = { page, isActive: 'on' }
  for (const lang of ['tr', 'en', 'de'] as const) {
    values[`title_${lang}`] = builtIn?.[lang].title ?? ''
    values[`description_${lang}`] = builtIn?.[lang].description ?? ''
    values[`keywords_${lang}`] = builtIn?.[lang].keywords ?? ''
    values[`h1_${lang}`] = ''
  }
  return values
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/** What the admin had typed, as posted (nothing validated, nothing lost). */
export function postedFormValues(formData: FormData): SeoFormValues {
  const values: SeoFormValues = { page: text(formData, 'page') }
  if (formData.get('isActive') === 'on') values.isActive = 'on'
  for (const name of seoTextFieldNames) values[name] = text(formData, name)
  return values
}

export const PREVIEW_PREFIX = 'preview.'

/** The AI preview the no-JavaScript form sends back with 'Forma Uygula' (hidden fields), if complete and valid. */
export function postedPreview(formData: FormData): SeoContent | null {
  const raw = Object.fromEntries(seoTextFieldNames.map((name) => [name, text(formData, `${PREVIEW_PREFIX}${name}`)]))
  const parsed = SeoContentSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** The preview applied to the form: every generated text replaces the typed one; page and status stay. */
export function applyPreview(values: SeoFormValues, preview: SeoContent): SeoFormValues {
  const merged: SeoFormValues = { ...values }
  for (const name of seoTextFieldNames) merged[name] = preview[name]
  return merged
}
