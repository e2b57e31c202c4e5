import type { FormMetadata } from '@conform-to/react'
import { imageSlots } from '~/features/products/admin-product'
import type { AdminProductFormValue } from '~/features/products/schemas'
import { FormSection } from '~/ui/form-section'
import { ErrorList } from '~/ui/forms'
import { ImageSlotField, PdfSlotField } from './file-slots'
import type { ProductFormValue } from './form-value'

/** What removing an image posts into its slot. */
const emptyImage = { url: '', alt_tr: '', alt_en: '', alt_de: '' }

const pdfSlots = [
  { field: 'pdfSpecPath', fileField: 'pdfSpecFile', label: 'Ürün Spesifikasyonu (PDF)' },
  { field: 'pdfCoaPath', fileField: 'pdfCoaFile', label: 'Analiz Sertifikası / CoA (PDF)' },
] as const

/**
 * The product's images and PDFs. `server` is the form as the server last sent it (a kept
 * upload's URL) or as the page started; a slot starts afresh when that changes.
 */
export function FilesSection({
  form,
  server,
  errors,
}: {
  form: FormMetadata<AdminProductFormValue, string[]>
  server: ProductFormValue
  errors: Record<string, string[]>
}) {
  const serverImages = server.images ?? []
  const mainSlot = server.selectedMainImage ?? 'main'
  return (
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
        {pdfSlots.map(({ field, fileField, label }) => (
          <PdfSlotField
            key={`${field}:${server[field] ?? ''}`}
            field={field}
            fileField={fileField}
            label={label}
            value={server[field] ?? ''}
            errors={errors[field]}
            removeButton={form.update.getButtonProps({ name: field, value: '' })}
          />
        ))}
      </div>
    </FormSection>
  )
}
