import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { calibreLabel, productCalibres } from '~/features/products/calibres'
import type { AdminProductFormValue } from '~/features/products/schemas'
import { localeNamesTr } from '~/lib/locale'
import { Button } from '~/ui/button'
import { FormSection } from '~/ui/form-section'
import { ErrorList, type FieldMeta, TextareaField } from '~/ui/forms'
import { useHydrated } from '~/ui/use-hydrated'

export const productLanguages = ['tr', 'en', 'de'] as const
type ProductLanguage = (typeof productLanguages)[number]
export const languageNames: Record<ProductLanguage, string> = localeNamesTr
const sectionTitles: Record<ProductLanguage, string> = { tr: 'Türkçe İçerik', en: 'İngilizce İçerik', de: 'Almanca İçerik' }

/** The chosen calibres as a list, whatever conform holds (none, one code, several). */
export const calibreList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []

/**
 * The calibres, one checkbox each. Without JavaScript 'Kalibrasyonları Uygula' posts the form back
 * so the price ranges follow the choice; with it they follow at once.
 */
export function CalibreChoices({
  form,
  field,
}: {
  form: FormMetadata<AdminProductFormValue, string[]>
  field: FieldMetadata<AdminProductFormValue['calibres'], AdminProductFormValue, string[]>
}) {
  const hydrated = useHydrated()
  const chosen = calibreList(field.initialValue)
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-medium text-stone-800">Kalibrasyonlar</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {productCalibres.map((code) => (
          <label key={code} className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm hover:bg-stone-50">
            <input
              type="checkbox"
              name={field.name}
              value={code}
              defaultChecked={chosen.includes(code)}
              key={field.key}
              className="size-4 accent-fig-700"
            />
            {calibreLabel(code, 'full')}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
      {!hydrated && (
        <Button {...form.validate.getButtonProps({ name: field.name })} tone="secondary" size="sm" className="mt-3">
          Kalibrasyonları Uygula
        </Button>
      )}
    </fieldset>
  )
}

/** A language's summary and description; German is optional (the English texts stand in). */
export function LanguageSection({ lang, summary, description }: { lang: ProductLanguage; summary: FieldMeta; description: FieldMeta }) {
  const required = lang !== 'de'
  const suffix = languageNames[lang]
  return (
    <FormSection
      id={`content-${lang}`}
      title={sectionTitles[lang]}
      description={required ? undefined : 'İsteğe bağlı; boş alanlarda İngilizce metin gösterilir.'}
    >
      <div className="grid gap-4">
        <TextareaField meta={summary} label={`Özet (${suffix})`} required={required} lang={lang} rows={3} />
        <TextareaField
          meta={description}
          label={`Açıklama (${suffix})`}
          required={required}
          hint="Paragrafları boş satırla ayırın."
          lang={lang}
          rows={8}
        />
      </div>
    </FormSection>
  )
}
