/**
 * What the SEO screen's buttons do. Only save and delete write; the AI steps answer with the
 * form's values (and the preview or the failure notice), so the form comes back as it was.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { AiError } from '~/features/ai/client.server'
import {
  AdminSeoError,
  builtInSeoTexts,
  createSeoSetting,
  deleteSeoSetting,
  generateSeoTexts,
  getSeoSetting,
  SEO_NOT_FOUND,
  updateSeoSetting,
} from '~/features/seo/admin-seo.server'
import { SeoSettingSchema } from '~/features/seo/schemas'
import { pageKeyError, seoPagePath } from '~/features/seo/seo-page'
import { logger } from '~/lib/logger.server'
import { redirectWithToast } from '~/lib/toast.server'
import { applyPreview, newSettingFormValues, postedFormValues, postedPreview, type SeoFormValues, settingFormValues } from './form-values'
import { pageHref } from './links'
import type { SeoAiOutcome } from './seo-form'

export interface SeoActionData {
  result: SubmissionResult<string[]>
  /** The outcome of an AI request: a preview to apply, or the failure notice. */
  ai: SeoAiOutcome | null
}

const answer = (values: SeoFormValues, ai: SeoAiOutcome | null = null): SeoActionData => ({ result: { initialValue: values }, ai })

const notFound = () => redirectWithToast('/admin/seo', { type: 'error', title: 'Hata', description: SEO_NOT_FOUND })

export async function deleteSetting(id: string) {
  try {
    const setting = await deleteSeoSetting(id)
    return redirectWithToast(pageHref(setting.page), { type: 'success', title: 'Başarılı', description: 'SEO ayarı silindi' })
  } catch (error) {
    if (error instanceof AdminSeoError) return notFound()
    throw error
  }
}

/** AI texts for the form: from what was typed, or (from the page panel and the list) the saved setting or the built-in texts. */
export async function generateTexts(formData: FormData, id: string) {
  const values = await aiSourceValues(formData, id)
  if (!values) return notFound()
  const failed = (reason: string) =>
    answer(values, { id: crypto.randomUUID(), error: `SEO içeriği oluşturulurken bir hata oluştu. ${reason}` })
  if (!values.page.trim()) return failed('Önce sayfa adını girin (Genel sekmesi).')
  try {
    const content = await generateSeoTexts({ page: values.page.trim(), title: values.title_tr, description: values.description_tr })
    return answer(values, { id: crypto.randomUUID(), preview: content })
  } catch (error) {
    if (!(error instanceof AiError)) logger.error({ err: error }, 'SEO generation failed')
    return failed(error instanceof AiError ? error.message : 'Beklenmeyen bir hata oluştu.')
  }
}

/** 'Forma Uygula' without JavaScript: the preview (sent back as hidden fields) replaces the typed texts. */
export function applyGeneratedTexts(formData: FormData) {
  const values = postedFormValues(formData)
  const preview = postedPreview(formData)
  return answer(preview ? applyPreview(values, preview) : values)
}

/** 'Vazgeç' on the preview: the form as typed. */
export function dismissGeneratedTexts(formData: FormData) {
  return answer(postedFormValues(formData))
}

/** Creates or updates (the form's `id` says which) and goes to the page's panel. */
export async function saveSetting(formData: FormData, id: string) {
  const submission = parseWithZod(formData, { schema: SeoSettingSchema })
  if (submission.status !== 'success') return data<SeoActionData>({ result: submission.reply(), ai: null }, { status: 400 })
  try {
    const saved = id ? await updateSeoSetting(id, submission.value) : await createSeoSetting(submission.value)
    const sitePath = seoPagePath(saved.page)
    return redirectWithToast(pageHref(saved.page), {
      type: 'success',
      title: 'Başarılı',
      description: id ? 'SEO ayarı güncellendi' : 'SEO ayarı oluşturuldu',
      // The page the texts are for, to look at them there.
      action: sitePath ? { label: 'Sayfayı sitede gör', href: sitePath } : undefined,
    })
  } catch (error) {
    if (!(error instanceof AdminSeoError)) throw error
    return data<SeoActionData>(
      { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }), ai: null },
      { status: error.status },
    )
  }
}

/** What the AI starts from: the typed form, or (from the panel and the list) the saved setting or the page's built-in texts. */
async function aiSourceValues(formData: FormData, id: string): Promise<SeoFormValues | null> {
  switch (formData.get('source')) {
    case 'saved': {
      const setting = await getSeoSetting(id)
      return setting ? settingFormValues(setting) : null
    }
    case 'built-in': {
      const page = String(formData.get('page') ?? '')
      return pageKeyError(page) ? null : newSettingFormValues(page, builtInSeoTexts(page))
    }
    default:
      return postedFormValues(formData)
  }
}
