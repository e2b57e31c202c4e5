import type { FieldMetadata } from '@conform-to/react'
import { mediaCategories, mediaCategoryLabels } from '~/features/media/media'
import type { Locale } from '~/lib/locale'
import { Field, SelectField, TextareaField } from '~/ui/forms'
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
      <SelectField meta={category} label="Kategori" required>
        {categoryPlaceholder && <option value="">{categoryPlaceholder}</option>}
        <Options values={mediaCategories} label={(value) => mediaCategoryLabels[value]} />
      </SelectField>
      {languages.map((lang) => (
        <Field key={`alt-${lang}`} meta={texts[`alt_${lang}`]} label={`Alternatif metin (${lang.toUpperCase()})`} />
      ))}
      {languages.map((lang) => (
        <TextareaField
          key={`description-${lang}`}
          meta={texts[`description_${lang}`]}
          label={`Açıklama (${lang.toUpperCase()})`}
          rows={2}
        />
      ))}
    </>
  )
}
