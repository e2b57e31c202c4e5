import { z } from 'zod'
import { optionalText } from '~/lib/forms/fields'
import { MAX_MEDIA_BYTES, mediaCategories, mediaMessages, parseTags } from './media'

/**
 * The media gallery's forms: the upload (admin dialog and multipart API; a file of the accepted
 * types up to 10 MB and a category are required) and the edit (admin card form and
 * PUT /api/admin/media/:id). Empty texts become null.
 */

/**
 * Tags: the admin types them comma-separated; the API sends a JSON list (as a string in
 * multipart, as an array in JSON). Trimmed, empties and repeats dropped.
 */
const tags = z
  .union([z.string(), z.array(z.string().max(200))], { error: 'Etiketler virgülle ayrılmış metin veya liste olmalıdır' })
  .nullish()
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim().startsWith('[')) {
      try {
        const list: unknown = JSON.parse(value)
        if (Array.isArray(list) && list.every((tag) => typeof tag === 'string')) return parseTags(list)
      } catch {
        // not JSON: read as comma-separated below
      }
      ctx.addIssue({ code: 'custom', message: 'Etiket listesi geçersiz' })
      return z.NEVER
    }
    return parseTags(value)
  })
  .refine((list) => list.length <= 30, 'En fazla 30 etiket')

const category = z.enum(mediaCategories, { error: mediaMessages.categoryRequired })

const textFields = {
  alt_tr: optionalText(300),
  alt_en: optionalText(300),
  alt_de: optionalText(300),
  description_tr: optionalText(1000),
  description_en: optionalText(1000),
  description_de: optionalText(1000),
  tags,
}

/** The fields sent with an upload; the file itself is checked by content on the server. */
export const MediaUploadFieldsSchema = z.object({ category, ...textFields })

/** The upload dialog (client and server): a chosen file under 10 MB plus the fields. */
export const MediaUploadSchema = MediaUploadFieldsSchema.extend({
  file: z.file({ error: mediaMessages.fileRequired }).max(MAX_MEDIA_BYTES, mediaMessages.tooLarge),
})

/** The card's edit form: an unchecked box is absent, so isActive defaults to false. */
export const MediaEditSchema = z.object({ id: z.string().min(1), category, ...textFields, isActive: z.boolean().default(false) })

/** PUT /api/admin/media/:id: only the fields sent change. */
export const MediaUpdateApiSchema = z
  .object({ category, ...textFields, isActive: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Değiştirilecek bir alan gönderin')

export type MediaUpdateInput = z.output<typeof MediaUpdateApiSchema>
