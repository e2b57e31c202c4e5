import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { inputClass } from '~/ui/classes'
import { Field, withoutKey } from '~/ui/field'
import { mediaCategories, mediaCategoryLabels } from '~/features/media/media'
import type { Locale } from '~/lib/locale'
import { Options } from '~/ui/options'

// biome-ignore lint/suspicious/noExplicitAny: conform's field metadata is generic over the whole form's schema
type TextField = FieldMetadata<string | null | undefined, any, string[]>
type PerLanguage = Record<`${'alt' | 'description'}_${Locale}`, TextField>

const languages = ['tr', 'en', 'de'] as const satisfies readonly Locale[]

/**
 * The texts a media file carries, the same in the upload and the edit form: category, then
 * the alternative text and the description in each language.
 */
export function MediaTextFields({
  category,
  texts,
  categoryPlaceholder,
}: {
  category: TextField
  texts: PerLanguage
  /** An empty first choice ('Kategori seçin') when the form has no category yet. */
  categoryPlaceholder?: string
}) {
  return (
    <>
      <Field id={category.id} label="Kategori" required errorId={category.errorId} errors={category.errors}>
        <select {...withoutKey(getSelectProps(category))} className={inputClass}>
          {categoryPlaceholder && <option value="">{categoryPlaceholder}</option>}
          <Options values={mediaCategories} label={(value) => mediaCategoryLabels[value]} />
        </select>
      </Field>
      {languages.map((lang) => {
        const field = texts[`alt_${lang}`]
        return (
          <Field
            key={`alt-${lang}`}
            id={field.id}
            label={`Alternatif metin (${lang.toUpperCase()})`}
            errorId={field.errorId}
            errors={field.errors}
          >
            <input {...withoutKey(getInputProps(field, { type: 'text' }))} className={inputClass} />
          </Field>
        )
      })}
      {languages.map((lang) => {
        const field = texts[`description_${lang}`]
        return (
          <Field
            key={`description-${lang}`}
            id={field.id}
            label={`Açıklama (${lang.toUpperCase()})`}
            errorId={field.errorId}
            errors={field.errors}
          >
            <textarea {...withoutKey(getTextareaProps(field))} rows={2} className={inputClass} />
          </Field>
        )
      })}
    </>
  )
}
