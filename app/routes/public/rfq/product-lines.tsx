import type { FieldMetadata } from '@conform-to/react'
import type { ButtonHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { packOptions } from '~/features/leads/quote-line'
import type { QuoteFormInput } from '~/features/leads/quote-schema'
import { calibreLabel } from '~/features/products/calibres'
import { localeTags } from '~/lib/locale'
import { numberFormatter } from '~/lib/numbers'
import { useLocale } from '~/lib/use-locale'
import { Field, SelectField } from '~/ui/forms'
import type { QuoteProduct } from './types'

type Line = QuoteFormInput['items'][number]

/** One card per selected product: quantity (kg), calibre and pack size, and a remove button. */
export function ProductLines({
  lines,
  productsById,
  removeButtonProps,
}: {
  lines: FieldMetadata<Line>[]
  productsById: ReadonlyMap<string, QuoteProduct>
  removeButtonProps: (index: number) => ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const { t } = useTranslation()
  if (lines.length === 0) return <p className="mt-3 rounded-xl bg-cream-100 px-4 py-3 text-stone-700">{t('rfq.noProductsSelected')}</p>
  return (
    <ol className="mt-4 space-y-4" data-testid="quote-lines">
      {lines.map((line, index) => (
        <li key={line.key}>
          <ProductLine line={line} productsById={productsById} removeButtonProps={removeButtonProps(index)} />
        </li>
      ))}
    </ol>
  )
}

function ProductLine({
  line,
  productsById,
  removeButtonProps,
}: {
  line: FieldMetadata<Line>
  productsById: ReadonlyMap<string, QuoteProduct>
  removeButtonProps: ButtonHTMLAttributes<HTMLButtonElement>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fields = line.getFieldset()
  const productId = fields.productId.initialValue ?? ''
  const product = productsById.get(productId)
  const title = product?.title ?? productId
  const calibres = product?.calibres ?? []
  const packs = packOptions(product ?? { packsKg: [] })
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-cream-50 p-4" data-testid="quote-line" data-product-id={productId}>
      <legend className="float-left pr-3 pt-1 font-serif text-lg font-semibold text-fig-800">{title}</legend>
      <button
        {...removeButtonProps}
        className="float-right rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-semibold text-stone-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
      >
        {t('rfq.remove')}
        <span className="sr-only">: {title}</span>
      </button>
      {/* Only name and value: a hidden input takes no constraints or ARIA (the server checks the product). */}
      <input type="hidden" name={fields.productId.name} defaultValue={productId} />
      <div className="clear-both grid grid-cols-2 items-end gap-3 sm:items-start pt-3 sm:grid-cols-3">
        <Field
          meta={fields.quantity}
          label={t('rfq.labels.quantityKg')}
          size="md"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          className="col-span-2 sm:col-span-1"
        />
        <SelectField meta={fields.calibre} label={t('rfq.labels.calibre')} size="md">
          {calibres.length === 0 && <option value="">-</option>}
          {calibres.map((calibre) => (
            <option key={calibre} value={calibre}>
              {calibreLabel(calibre, 'name', locale)}
            </option>
          ))}
        </SelectField>
        <SelectField meta={fields.packSize} label={t('rfq.labels.packSize')} size="md">
          {packs.map((kg) => (
            <option key={kg} value={String(kg)}>
              {numberFormatter(localeTags[locale]).format(kg)} {t('products.kg')}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  )
}
