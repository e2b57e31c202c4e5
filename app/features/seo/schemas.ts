import { z } from 'zod'
import { optionalText, requiredText } from '~/lib/forms/fields'
import { pageKeyError } from './seo-page'

/**
 * An SEO setting as the admin form and the JSON API send it. Titles and descriptions are required in Turkish and English; German is optional (the
 * public site shows English where it is empty); keywords and H1 are optional and empty becomes
 * null. Lengths over the search-engine advice (60/160) only warn, in the form.
 */

const page = z
  .string({ error: 'Sayfa adı gereklidir' })
  .trim()
  .superRefine((value, ctx) => {
    const error = pageKeyError(value)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })

const seoFields = {
  page,
  title_tr: requiredText('Türkçe başlık gereklidir', 200),
  title_en: requiredText('İngilizce başlık gereklidir', 200),
  title_de: optionalText(200),
  description_tr: requiredText('Türkçe açıklama gereklidir', 1000),
  description_en: requiredText('İngilizce açıklama gereklidir', 1000),
  description_de: optionalText(1000),
  keywords_tr: optionalText(1000),
  keywords_en: optionalText(1000),
  keywords_de: optionalText(1000),
  h1_tr: optionalText(200),
  h1_en: optionalText(200),
  h1_de: optionalText(200),
}

/** The admin form: an unchecked box is absent, so isActive defaults to false. */
export const SeoSettingSchema = z.object({ ...seoFields, isActive: z.boolean().default(false) })

/** The JSON API: a new setting is active unless it says otherwise. */
export const SeoSettingApiSchema = z.object({ ...seoFields, isActive: z.boolean().default(true) })

export type SeoSettingInput = z.output<typeof SeoSettingSchema>
export type SeoSettingFormValue = z.input<typeof SeoSettingSchema>

/** The text fields of a setting, per language (form tabs, AI preview, health checks). */
export const seoTextFields = ['title', 'description', 'keywords', 'h1'] as const
export const seoLanguages = ['tr', 'en', 'de'] as const
export type SeoTextField = `${(typeof seoTextFields)[number]}_${(typeof seoLanguages)[number]}`
export const seoTextFieldNames: SeoTextField[] = seoLanguages.flatMap((lang) => seoTextFields.map((field) => `${field}_${lang}` as const))

/** POST /api/admin/seo/generate: the page and what it is about; products default to `seoRequestProducts`. */
export const SeoGenerateRequestSchema = z.object({
  page: z.string({ error: 'page is required' }).trim().min(1, 'page is required').max(200),
  title: z.string().trim().max(1000).optional(),
  description: z.string().trim().max(2000).optional(),
  products: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
})
