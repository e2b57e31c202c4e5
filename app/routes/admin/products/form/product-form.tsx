import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useRef } from 'react'
import { Form, Link } from 'react-router'
import { imageSlots, NEW_PACK_FIELD, turkishSlug } from '~/features/products/admin-product'
import { calibreLabel, productCalibres } from '~/features/products/calibres'
import { type Locale, localeNamesTr } from '~/lib/locale'
import { productTypeName, productTypes } from '~/features/products/product'
import { AdminProductSchema } from '~/features/products/schemas'
import { useHydrated } from '~/ui/use-hydrated'
import { inputClass, secondaryButton } from '~/ui/classes'
import { Checkbox, ErrorList, Field, FormAlert, withoutKey } from '~/ui/field'
import { FormSection } from '~/ui/form-section'
import { StatusButton } from '~/ui/status-button'
import { StickyActions, stickyActionsScrollMargin } from '~/ui/sticky-actions'
import { AiGenerator, type ProductAiOutcome } from './ai-generator'
import { ImageSlotField, PdfSlotField } from './file-slots'
import type { ProductFormValue } from './form-value'
import { PackSizes } from './pack-sizes'
import { PriceRanges } from './price-ranges'

const constraint = getZodConstraint(AdminProductSchema)

/** What removing an image posts into its slot. */
const emptyImage = { url: '', alt_tr: '', alt_en: '', alt_de: '' }

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [])

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
  const selectedCalibres = asList(fields.calibres.value)
  // What the server last sent back (a kept upload's URL) or what the page started with.
  const server = (lastResult?.initialValue ?? defaultValue) as ProductFormValue
  const serverImages = server.images ?? []
  const mainSlot = server.selectedMainImage ?? 'main'
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
          <TextField
            field={fields.title_tr}
            label="Başlık (Türkçe)"
            required
            onInput={(event) => {
              if (!slugEdited.current && !defaultValue.slug) suggestSlug(event.currentTarget.value, fields.slug.id)
            }}
          />
          <TextField field={fields.title_en} label="Başlık (İngilizce)" required />
          <TextField field={fields.title_de} label="Başlık (Almanca)" hint="İsteğe bağlı; boşsa İngilizce gösterilir." />
          <TextField
            field={fields.slug}
            label="Slug"
            required
            placeholder="urun-adi"
            onInput={() => (slugEdited.current = true)}
            hint="Yalnızca küçük harf, rakam ve tire. Ürün sayfası: /products/slug"
          />
          <Field id={fields.type.id} label="Ürün Türü" errorId={fields.type.errorId} errors={fields.type.errors}>
            <select {...withoutKey(getSelectProps(fields.type))} className={inputClass}>
              {productTypes.map((type) => (
                <option key={type} value={type}>
                  {productTypeName(type)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={fields.sortOrder.id}
            label="Sıra Numarası"
            errorId={fields.sortOrder.errorId}
            errors={fields.sortOrder.errors}
            hint="Küçük numara önce gösterilir."
          >
            <input {...withoutKey(getInputProps(fields.sortOrder, { type: 'number' }))} step={1} min={0} className={inputClass} />
          </Field>
          <div className="sm:col-span-2">
            <Checkbox
              {...withoutKey(getInputProps(fields.isActive, { type: 'checkbox' }))}
              label="Aktif"
              hint="Pasif ürünler web sitesinde gösterilmez."
            />
          </div>
        </div>
      </FormSection>

      <FormSection id="technical" title="Teknik Özellikler">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fields.moistureMin.id} label="Minimum Nem (%)" errorId={fields.moistureMin.errorId} errors={fields.moistureMin.errors}>
            <input
              {...withoutKey(getInputProps(fields.moistureMin, { type: 'number' }))}
              step={1}
              min={0}
              max={100}
              className={inputClass}
            />
          </Field>
          <Field
            id={fields.moistureMax.id}
            label="Maksimum Nem (%)"
            errorId={fields.moistureMax.errorId}
            errors={fields.moistureMax.errors}
          >
            <input
              {...withoutKey(getInputProps(fields.moistureMax, { type: 'number' }))}
              step={1}
              min={0}
              max={100}
              className={inputClass}
            />
          </Field>
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-3" data-testid="pallet-info">
          <PalletField field={fields.palletInfo_tr} lang="tr" hint="Ör. 80 koli × 12,5 kg = 1.000 kg / Euro palet (120×80 cm)." />
          <PalletField field={fields.palletInfo_en} lang="en" hint="İsteğe bağlı; boşsa Türkçe gösterilir." />
          <PalletField field={fields.palletInfo_de} lang="de" hint="İsteğe bağlı; boşsa İngilizce, o da boşsa Türkçe gösterilir." />
        </div>
        <fieldset className="mt-6">
          <legend className="text-sm font-medium text-stone-800">Kalibrasyonlar</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {productCalibres.map((code) => (
              <label key={code} className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm hover:bg-stone-50">
                <input
                  type="checkbox"
                  name={fields.calibres.name}
                  value={code}
                  defaultChecked={asList(fields.calibres.initialValue).includes(code)}
                  key={fields.calibres.key}
                  className="size-4 accent-fig-700"
                />
                {calibreLabel(code, 'full')}
              </label>
            ))}
          </div>
          <ErrorList id={fields.calibres.errorId} errors={fields.calibres.errors} />
          {!hydrated && (
            <button {...form.validate.getButtonProps({ name: fields.calibres.name })} className={`${secondaryButton} mt-3`}>
              Kalibrasyonları Uygula
            </button>
          )}
        </fieldset>
        <div className="mt-6">
          <PackSizes form={form} field={fields.packsKg} box={packBox(lastResult)} />
        </div>
      </FormSection>

      <FormSection id="features" title="Ürün Özellikleri">
        <div className="grid gap-2 sm:grid-cols-3">
          <Checkbox {...withoutKey(getInputProps(fields.isOrganic, { type: 'checkbox' }))} label="Organik" />
          <Checkbox {...withoutKey(getInputProps(fields.isNatural, { type: 'checkbox' }))} label="Doğal" />
          <Checkbox {...withoutKey(getInputProps(fields.laurelPacked, { type: 'checkbox' }))} label="Defne Yapraklı" />
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

      <LanguageSection
        id="content-tr"
        title="Türkçe İçerik"
        lang="tr"
        summary={fields.summary_tr}
        description={fields.description_tr}
        required
      />
      <LanguageSection
        id="content-en"
        title="İngilizce İçerik"
        lang="en"
        summary={fields.summary_en}
        description={fields.description_en}
        required
      />
      <LanguageSection id="content-de" title="Almanca İçerik" lang="de" summary={fields.summary_de} description={fields.description_de} />

      <FormSection
        id="images"
        title="Resimler"
        description="En fazla 3 resim (JPG, PNG, GIF, WebP, AVIF; 10 MB'a kadar). Ana resim ürün kartında ve sayfada önce gösterilir."
      >
        <div className="grid gap-4 lg:grid-cols-3">
          {imageSlots.map((slot, index) => {
            const value = serverImages[index] ?? {}
            return (
              <ImageSlotField
                key={`${slot}:${value.url ?? ''}`}
                index={index}
                slot={slot}
                value={value}
                isMain={mainSlot === slot}
                errors={errors[`images[${index}].url`]}
                altErrors={{
                  tr: errors[`images[${index}].alt_tr`],
                  en: errors[`images[${index}].alt_en`],
                  de: errors[`images[${index}].alt_de`],
                }}
                removeButton={form.update.getButtonProps({ name: `images[${index}]`, value: emptyImage })}
              />
            )
          })}
        </div>
        <ErrorList errors={errors.images ?? errors.selectedMainImage} />
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <PdfSlotField
            key={`spec:${server.pdfSpecPath ?? ''}`}
            field="pdfSpecPath"
            fileField="pdfSpecFile"
            label="Ürün Spesifikasyonu (PDF)"
            value={server.pdfSpecPath ?? ''}
            errors={errors.pdfSpecPath}
            removeButton={form.update.getButtonProps({ name: fields.pdfSpecPath.name, value: '' })}
          />
          <PdfSlotField
            key={`coa:${server.pdfCoaPath ?? ''}`}
            field="pdfCoaPath"
            fileField="pdfCoaFile"
            label="Analiz Sertifikası / CoA (PDF)"
            value={server.pdfCoaPath ?? ''}
            errors={errors.pdfCoaPath}
            removeButton={form.update.getButtonProps({ name: fields.pdfCoaPath.name, value: '' })}
          />
        </div>
      </FormSection>

      <StickyActions>
        <Link
          to="/admin/products"
          className="rounded-lg border border-stone-300 bg-white px-5 py-2.5 font-medium text-stone-700 hover:bg-stone-50"
        >
          İptal
        </Link>
        <StatusButton pendingLabel="Kaydediliyor...">Kaydet</StatusButton>
      </StickyActions>
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

type TextFieldMeta = Parameters<typeof getInputProps>[0]

function TextField({
  field,
  label,
  required,
  hint,
  placeholder,
  onInput,
}: {
  field: TextFieldMeta
  label: string
  required?: boolean
  hint?: string
  placeholder?: string
  onInput?: React.FormEventHandler<HTMLInputElement>
}) {
  return (
    <Field id={field.id} label={label} errorId={field.errorId} errors={field.errors} hint={hint} required={required}>
      <input {...withoutKey(getInputProps(field, { type: 'text' }))} placeholder={placeholder} onInput={onInput} className={inputClass} />
    </Field>
  )
}

/** The pallet information in one language ('Palet Bilgisi (Türkçe)'), labelled like the titles. */
function PalletField({ field, lang, hint }: { field: Parameters<typeof getTextareaProps>[0]; lang: Locale; hint: string }) {
  return (
    <Field id={field.id} label={`Palet Bilgisi (${localeNamesTr[lang]})`} errorId={field.errorId} errors={field.errors} hint={hint}>
      <textarea {...withoutKey(getTextareaProps(field))} lang={lang} rows={3} className={inputClass} />
    </Field>
  )
}

function LanguageSection({
  id,
  title,
  lang,
  summary,
  description,
  required,
}: {
  id: string
  title: string
  lang: Locale
  summary: Parameters<typeof getTextareaProps>[0]
  description: Parameters<typeof getTextareaProps>[0]
  required?: boolean
}) {
  const suffix = localeNamesTr[lang]
  return (
    <FormSection id={id} title={title} description={required ? undefined : 'İsteğe bağlı; boş alanlarda İngilizce metin gösterilir.'}>
      <div className="grid gap-4">
        <Field id={summary.id} label={`Özet (${suffix})`} errorId={summary.errorId} errors={summary.errors} required={required}>
          <textarea {...withoutKey(getTextareaProps(summary))} lang={lang} rows={3} className={inputClass} />
        </Field>
        <Field
          id={description.id}
          label={`Açıklama (${suffix})`}
          errorId={description.errorId}
          errors={description.errors}
          required={required}
          hint="Paragrafları boş satırla ayırın."
        >
          <textarea {...withoutKey(getTextareaProps(description))} lang={lang} rows={8} className={inputClass} />
        </Field>
      </div>
    </FormSection>
  )
}
