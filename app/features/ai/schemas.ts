import { z } from 'zod'
import { optionalText, requiredText } from '~/lib/forms/fields'

/** The categories the admin offers, blog-image first (the default); any other category found in the data is listed too. */
export const promptCategories = ['blog-image', 'blog-writing', 'blog-topics', 'content-optimization', 'market-research'] as const
export const DEFAULT_PROMPT_CATEGORY = 'blog-image'
export const PROMPT_NAME_MAX = 100
export const PROMPT_CATEGORY_MAX = 50
export const PROMPT_DESCRIPTION_MAX = 1000
export const PROMPT_TEXT_MAX = 20_000

const CATEGORY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * An AI prompt as the admin form and the JSON API send it: name (at most 100 characters) and
 * prompt text required, category at most 50 (blog-image when empty), description optional. The
 * form's checkboxes are absent when off, so there `isActive` defaults to false; the API defaults
 * it to true.
 */
const promptFields = {
  name: requiredText('Ad gereklidir', PROMPT_NAME_MAX),
  description: optionalText(PROMPT_DESCRIPTION_MAX),
  prompt: requiredText('Prompt metni gereklidir', PROMPT_TEXT_MAX),
  /** Empty means the default category. */
  category: z
    .string()
    .trim()
    .max(PROMPT_CATEGORY_MAX, `En fazla ${PROMPT_CATEGORY_MAX} karakter`)
    .refine(
      (value) => value === '' || CATEGORY_PATTERN.test(value),
      'Kategori yalnızca küçük harf, rakam ve tire içerebilir (ör. blog-image)',
    )
    .nullish()
    .transform((value) => value || DEFAULT_PROMPT_CATEGORY),
  isDefault: z.boolean().default(false),
}

export const AiPromptFormSchema = z.object({ ...promptFields, isActive: z.boolean().default(false) })
export const AiPromptApiSchema = z.object({ ...promptFields, isActive: z.boolean().default(true) })
export type AiPromptInput = z.infer<typeof AiPromptFormSchema>
