import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { rowCalibre, rowCalibres, rowCost, type TrialPrice } from '~/features/leads/trial-row'
import type { trialSchema } from '~/features/leads/trial-schema'
import { calibreLabel } from '~/features/products/calibres'
import { formatPrice } from '~/features/products/price'
import { localeTags } from '~/lib/locale'
import { numberFormatter } from '~/lib/numbers'
import { useLocale } from '~/lib/use-locale'
import { Field, publicField, SelectField } from '~/ui/forms'

export interface TrialProduct {
  id: string
  title: string
  calibres: string[]
  /** The price ranges of the product page; without them the rows show no price. */
  prices?: TrialPrice[]
}

export type TrialFormValue = z.input<ReturnType<typeof trialSchema>>
type TrialRow = NonNullable<TrialFormValue['selectedProducts']>[number]
export type TrialRowMeta = FieldMetadata<TrialRow, TrialFormValue, string[]>

/** One product row. Choosing a product sets the calibre to its first one. */
export function ProductRow({
  form,
  listName,
  row,
  index,
  products,
  removable,
}: {
  form: FormMetadata<TrialFormValue, string[]>
  listName: string
  row: TrialRowMeta
  index: number
  products: TrialProduct[]
  removable: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { productId, calibre, quantity } = row.getFieldset()
  const product = products.find((p) => p.id === productId.value)
  const calibres = rowCalibres(product?.calibres)
  // Re-rendered by the server (no JavaScript) after a product was chosen: its first calibre,
  // unless the one already picked is among its own.
  const calibreValue = rowCalibre(calibres, calibre.initialValue)
  const cost = rowCost(product, calibre.value, quantity.value)

  function chooseProduct(event: FormEvent<HTMLSelectElement>) {
    const chosen = products.find((p) => p.id === event.currentTarget.value)
    if (chosen?.calibres[0]) form.update({ name: calibre.name, value: chosen.calibres[0] })
  }

  return (
    <li className="rounded-2xl border border-stone-200 bg-cream-50 p-4" data-testid="trial-row">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <p className="text-sm font-semibold text-fig-700">{t('trial.rowTitle', { number: index + 1 })}</p>
        {removable && (
          <button
            type="submit"
            {...form.remove.getButtonProps({ name: listName, index })}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-stone-700 hover:bg-red-50 hover:text-red-700"
          >
            <span aria-hidden="true">× </span>
            {t('trial.removeRow')}
            <span className="sr-only"> {index + 1}</span>
          </button>
        )}
      </div>
      <div className="mt-1 grid gap-3 sm:grid-cols-12 sm:items-start">
        <SelectField
          meta={productId}
          label={t('trial.labels.product')}
          {...publicField}
          onChange={chooseProduct}
          className="sm:col-span-6"
          after={
            <noscript>
              <button
                type="submit"
                {...form.validate.getButtonProps({ name: productId.name })}
                className="mt-2 text-sm font-semibold text-fig-700 underline underline-offset-2"
              >
                {t('trial.showCalibres')}
              </button>
            </noscript>
          }
        >
          <option value="">{t('trial.labels.selectProduct')}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          key={product?.id ?? ''}
          meta={calibre}
          label={t('trial.labels.calibre')}
          {...publicField}
          defaultValue={calibreValue}
          className="sm:col-span-4"
        >
          {calibres.map((value) => (
            <option key={value} value={value}>
              {calibreLabel(value, 'name', locale)}
            </option>
          ))}
        </SelectField>
        <Field
          meta={quantity}
          label={t('trial.labels.quantity')}
          {...publicField}
          type="number"
          min={1}
          inputMode="decimal"
          className="sm:col-span-2"
        />
      </div>
      {cost && (
        <p className="mt-2 text-sm text-stone-700" aria-live="polite" data-testid="trial-row-price">
          {cost.price === null
            ? t('trial.cost.rowNoPrice')
            : t('trial.cost.rowPrice', {
                price: formatPrice(cost.price, localeTags[locale]),
                amount: formatPrice(cost.price * cost.kg, localeTags[locale]),
                quantity: numberFormatter(localeTags[locale]).format(cost.kg),
              })}
        </p>
      )}
    </li>
  )
}

/**
 * The products' indicative amount in USD: every row with a product priced by its product page,
 * or null while there is none or a row has no price (the amount would be too low).
 */
export function productsAmount(rows: TrialRowMeta[], products: TrialProduct[]): number | null {
  const chosen = rows.flatMap((row) => {
    const { productId, calibre, quantity } = row.getFieldset()
    const product = products.find((p) => p.id === productId.value)
    return product ? [rowCost(product, calibre.value, quantity.value)] : []
  })
  if (chosen.length === 0) return null
  let amount = 0
  for (const cost of chosen) {
    if (cost?.price == null) return null
    amount += cost.price * cost.kg
  }
  return amount
}
