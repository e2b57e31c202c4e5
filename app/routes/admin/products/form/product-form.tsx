import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useRef } from 'react'
import { Form } from 'react-router'
import { NEW_PACK_FIELD, turkishSlug } from '~/features/products/admin-product'
import { productTypeName, productTypes } from '~/features/products/product'
import { AdminProductSchema } from '~/features/products/schemas'
import { FormSection } from '~/ui/form-section'
import { CheckboxField, Field, FormAlert, SelectField, TextareaField } from '~/ui/forms'
import { stickyActionsScrollMargin } from '~/ui/sticky-actions'
import { useHydrated } from '~/ui/use-hydrated'
import { AdminSaveActions } from '../../save-actions'
import { AiGenerator, type ProductAiOutcome } from './ai-generator'
import { FilesSection } from './files-section'
import type { ProductFormValue } from './form-value'
import { PackSizes } from './pack-sizes'
import { PriceRanges } from './price-ranges'
import { CalibreChoices, calibreList, LanguageSection, languageNames, productLanguages } from './product-sections'

const constraint = getZodConstraint(AdminProductSchema)

const palletHints = {
  tr: 'Ör. 80 koli × 12,5 kg = 1.000 kg / Euro palet (120×80 cm).',
  en: 'İsteğe bağlı; boşsa Türkçe gösterilir.',
  de: 'İsteğe bağlı; boşsa İngilizce, o da boşsa Türkçe gösterilir.',
} as const

/**
 * The create/edit form, section by section. One multipart form that works without JavaScript:
 * its editing buttons (pack sizes, price ranges, calibres, removing an image or a PDF, applying the
 * AI preview) are conform's intents, which post it back and the server returns it with the change
 * applied and everything typed kept; with JavaScript they act in place.
 */
export function ProductForm({
  defaultValue,
  lastResult,
  ai,
  aiReady,
}: {
  defaultValue: ProductFormValue
  lastResult: SubmissionResult<string[]> | null | undefined
  ai?: ProductAiOutcome
  /** Whether an AI key is configured (without one the AI button is off and says why). */
  aiReady: boolean
}) {
  const hydrated = useHydrated()
  const slugEdited = useRef(false)
  const [form, fields] = useForm({
    id: 'admin-product',
    lastResult,
    defaultValue,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminProductSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const selectedCalibres = calibreList(fields.calibres.value)
  // What the server last sent back (a kept upload's URL) or what the page started with.
  const server = (lastResult?.initialValue ?? defaultValue) as ProductFormValue
  const errors = form.allErrors
  const hasErrors = Object.values(errors).some((list) => list.length > 0)

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={`mt-6 space-y-6 ${stickyActionsScrollMargin}`}>
      {/* Enter in a text field saves the form, never one of the list buttons below. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        Kaydet
      </button>
      <FormAlert
        id={form.errorId}
        title="Hata"
        errors={hasErrors ? (form.errors?.length ? form.errors : ['Lütfen işaretli alanları düzeltin.']) : null}
        testId="form-errors"
      />

      <FormSection
        id="ai"
        title="AI İçerik Oluşturucu"
        description="Ürün adından Türkçe, İngilizce ve Almanca başlık, slug, tür, özet, açıklama ve palet bilgisi önerir."
      >
        <AiGenerator form={form} outcome={ai} posted={lastResult?.initialValue} ready={aiReady} />
      </FormSection>

      <FormSection id="basic" title="Temel Bilgiler">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            meta={fields.title_tr}
            label="Başlık (Türkçe)"
            required
            onInput={(event) => {
              if (!slugEdited.current && !defaultValue.slug) suggestSlug(event.currentTarget.value, fields.slug.id)
            }}
          />
          <Field meta={fields.title_en} label="Başlık (İngilizce)" required />
          <Field meta={fields.title_de} label="Başlık (Almanca)" hint="İsteğe bağlı; boşsa İngilizce gösterilir." />
          <Field
            meta={fields.slug}
            label="Slug"
            required
            placeholder="urun-adi"
            onInput={() => (slugEdited.current = true)}
            hint="Yalnızca küçük harf, rakam ve tire. Ürün sayfası: /products/slug"
          />
          <SelectField meta={fields.type} label="Ürün Türü">
            {productTypes.map((type) => (
              <option key={type} value={type}>
                {productTypeName(type)}
              </option>
            ))}
          </SelectField>
          <Field
            meta={fields.sortOrder}
            label="Sıra Numarası"
            hint="Küçük numara önce gösterilir."
            inputMode="numeric"
            autoComplete="off"
          />
          <CheckboxField meta={fields.isActive} label="Aktif" hint="Pasif ürünler web sitesinde gösterilmez." className="sm:col-span-2" />
        </div>
      </FormSection>

      <FormSection id="technical" title="Teknik Özellikler">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.moistureMin} label="Minimum Nem (%)" inputMode="numeric" autoComplete="off" />
          <Field meta={fields.moistureMax} label="Maksimum Nem (%)" inputMode="numeric" autoComplete="off" />
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-3" data-testid="pallet-info">
          {productLanguages.map((lang) => (
            <TextareaField
              key={lang}
              meta={fields[`palletInfo_${lang}`]}
              label={`Palet Bilgisi (${languageNames[lang]})`}
              hint={palletHints[lang]}
              lang={lang}
              rows={3}
            />
          ))}
        </div>
        <CalibreChoices form={form} field={fields.calibres} />
        <div className="mt-6">
          <PackSizes form={form} field={fields.packsKg} box={packBox(lastResult)} />
        </div>
      </FormSection>

      <FormSection id="features" title="Ürün Özellikleri">
        <div className="grid gap-2 sm:grid-cols-3">
          <CheckboxField meta={fields.isOrganic} label="Organik" />
          <CheckboxField meta={fields.isNatural} label="Doğal" />
          <CheckboxField meta={fields.laurelPacked} label="Defne Yapraklı" />
        </div>
      </FormSection>

      <FormSection id="prices" title="Fiyat Aralıkları" description="USD/kg, seçili her kalibrasyon için miktar aralıklarına göre.">
        {!hydrated && selectedCalibres.length > 0 && (
          <p className="mb-3 text-xs text-stone-600">
            Kalibrasyon seçimini değiştirdiyseniz önce “Kalibrasyonları Uygula” düğmesine basın.
          </p>
        )}
        <PriceRanges form={form} field={fields.priceRanges} selectedCalibres={selectedCalibres} />
      </FormSection>

      {productLanguages.map((lang) => (
        <LanguageSection key={lang} lang={lang} summary={fields[`summary_${lang}`]} description={fields[`description_${lang}`]} />
      ))}

      <FilesSection form={form} server={server} errors={errors} />

      <AdminSaveActions cancelTo="/admin/products" />
    </Form>
  )
}

/** The box for a new pack size as the server sent the form back: what it held and its message. */
function packBox(result: SubmissionResult<string[]> | null | undefined) {
  const value = result?.initialValue?.[NEW_PACK_FIELD]
  return { value: typeof value === 'string' ? value : '', errors: result?.error?.[NEW_PACK_FIELD] ?? undefined }
}

/** With JavaScript a new product's slug follows the Turkish title until the slug itself is edited. */
function suggestSlug(title: string, slugId: string) {
  const slug = document.getElementById(slugId)
  if (slug instanceof HTMLInputElement) slug.value = turkishSlug(title)
}
