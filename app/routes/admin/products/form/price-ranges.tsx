import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { calibreLabel } from '~/features/products/calibres'
import type { AdminProductFormValue } from '~/features/products/schemas'
import { Button } from '~/ui/button'
import { ErrorList, Field, HiddenField } from '~/ui/forms'
import { newPriceRange } from './form-value'

type PriceRangeValue = NonNullable<AdminProductFormValue['priceRanges']>[number]

/**
 * Indicative prices per selected calibre: rows of minimum/maximum quantity and cash/credit price.
 * Rows of a calibre that is no longer selected stay visible with a warning until removed.
 */
export function PriceRanges({
  form,
  field,
  selectedCalibres,
}: {
  form: FormMetadata<AdminProductFormValue, string[]>
  field: FieldMetadata<AdminProductFormValue['priceRanges'], AdminProductFormValue, string[]>
  selectedCalibres: string[]
}) {
  const rows = field.getFieldList().map((row, index) => ({ row, index, calibre: String(row.getFieldset().calibre.value ?? '') }))
  const calibres = [...new Set([...selectedCalibres, ...rows.map((r) => r.calibre)])].filter(Boolean).sort()
  if (calibres.length === 0) {
    return (
      <p className="rounded-lg bg-gold-100 px-4 py-3 text-sm text-gold-700" data-testid="price-hint">
        Önce ürün kalibrasyonlarını seçin
      </p>
    )
  }
  return (
    <div className="space-y-5">
      {calibres.map((calibre) => {
        const selected = selectedCalibres.includes(calibre)
        const group = rows.filter((r) => r.calibre === calibre)
        return (
          <fieldset key={calibre} className="rounded-xl border border-stone-200 p-4" data-testid={`price-group-${calibre}`}>
            <legend className="px-1 text-sm font-semibold text-stone-800">{calibreLabel(calibre, 'full')}</legend>
            {!selected && (
              <p className="mb-3 text-sm font-medium text-red-700">Bu kalibrasyon seçili değil: seçin veya aralıklarını silin.</p>
            )}
            {group.length === 0 && <p className="text-sm text-stone-500">Bu kalibrasyon için fiyat aralığı yok.</p>}
            <ol className="space-y-3">
              {group.map(({ row, index }) => (
                <li key={row.key}>
                  <PriceRow
                    row={row}
                    number={group.findIndex((g) => g.index === index) + 1}
                    removeProps={form.remove.getButtonProps({ name: field.name, index })}
                  />
                </li>
              ))}
            </ol>
            {selected && (
              <Button
                {...form.insert.getButtonProps({ name: field.name, defaultValue: newPriceRange(calibre) })}
                tone="secondary"
                size="sm"
                className="mt-3"
              >
                + Fiyat Aralığı Ekle<span className="sr-only"> ({calibreLabel(calibre, 'full')})</span>
              </Button>
            )}
          </fieldset>
        )
      })}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

function PriceRow({
  row,
  number,
  removeProps,
}: {
  row: FieldMetadata<PriceRangeValue, AdminProductFormValue, string[]>
  number: number
  removeProps: React.ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const f = row.getFieldset()
  return (
    <div
      className="grid grid-cols-2 items-end gap-3 rounded-lg bg-stone-50 p-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      data-testid="price-row"
    >
      <HiddenField meta={f.calibre} />
      <Field meta={f.minQuantity} label={`Aralık ${number}: Min. miktar (kg)`} inputMode="numeric" autoComplete="off" />
      <Field meta={f.maxQuantity} label="Maks. miktar (kg, isteğe bağlı)" inputMode="numeric" autoComplete="off" />
      <Field meta={f.cashPrice} label="Peşin fiyat (USD/kg)" inputMode="decimal" autoComplete="off" />
      <Field meta={f.creditPrice} label="Vadeli fiyat (USD/kg)" inputMode="decimal" autoComplete="off" />
      <Button {...removeProps} tone="remove" size="sm" className="col-span-2 lg:col-span-1">
        Sil<span className="sr-only"> (aralık {number})</span>
      </Button>
      <div className="col-span-2 lg:col-span-5">
        <ErrorList id={f.calibre.errorId} errors={f.calibre.errors} />
      </div>
    </div>
  )
}
