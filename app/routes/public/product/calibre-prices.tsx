import { useTranslation } from 'react-i18next'
import { calibreLabel, calibreOf } from '~/features/products/calibres'
import { formatPrice, type PriceTable, quantityRangeLabel } from '~/features/products/price'
import { type Locale, localeTags } from '~/lib/locale'
import { numberFormatter } from '~/lib/numbers'
import { useCompany, useLocale } from '~/lib/use-locale'

/** 'A2 – Special (41-45 pieces/kg)'; values outside A1–A8 read 'Calibration {value}'. */
function useCalibreName() {
  const locale = useLocale()
  return (value: string) => {
    const calibre = calibreOf(value)
    return calibre === null
      ? { code: calibreLabel(value, 'name', locale), name: null, pieces: null }
      : { code: calibre.code, name: calibre.names[locale], pieces: calibreLabel(value, 'pieces', locale) }
  }
}

export function CalibreList({ calibres }: { calibres: string[] }) {
  const calibreName = useCalibreName()
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="calibre-list">
      {calibres.map((value) => {
        const { code, name, pieces } = calibreName(value)
        return (
          <li key={value} className="rounded-2xl border border-stone-200 bg-white p-4">
            <span className="font-serif text-2xl font-bold text-fig-700">{code}</span>
            {name && <span className="ml-2 font-semibold text-stone-800">{name}</span>}
            {pieces && <span className="mt-1 block text-sm text-stone-600">{pieces}</span>}
          </li>
        )
      })}
    </ul>
  )
}

export function PriceTables({ tables, locale }: { tables: PriceTable[]; locale: Locale }) {
  const { t } = useTranslation()
  const company = useCompany()
  const tag = localeTags[locale]
  const quantity = numberFormatter(tag)
  const unit = t('products.priceTable.unit')
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        {tables.map((table) => {
          return (
            <div key={table.calibre} className="overflow-x-auto rounded-2xl bg-white shadow-sm">
              <table className="w-full text-left text-sm" data-testid="price-table">
                <caption className="px-5 pt-4 text-left font-serif text-lg font-semibold text-fig-800">
                  {t('products.priceTable.calibre')}: {calibreLabel(table.calibre, 'name', locale)}
                </caption>
                <thead>
                  <tr className="border-b border-stone-200 text-stone-600">
                    <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                      {t('products.priceTable.quantity')}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-5">
                      {t('products.priceTable.cash')} ({unit})
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-5">
                      {t('products.priceTable.credit')} ({unit})
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.length === 0 && (
                    <tr data-testid="price-on-request">
                      <td colSpan={3} className="px-4 py-3 font-medium text-stone-800 sm:px-5">
                        {t('products.priceTable.onRequest')}
                      </td>
                    </tr>
                  )}
                  {table.rows.map((row) => (
                    <tr key={`${row.minQuantity}-${row.maxQuantity}`} className="border-b border-stone-100 last:border-0">
                      <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium text-stone-800 sm:px-5">
                        {quantityRangeLabel(row.minQuantity, row.maxQuantity, (n) => quantity.format(n))}
                      </th>
                      <td className="px-4 py-3 text-right tabular-nums sm:px-5">{formatPrice(row.cashPrice, tag)}</td>
                      <td className="px-4 py-3 text-right tabular-nums sm:px-5">{formatPrice(row.creditPrice, tag)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        })}
      </div>
      {company.priceBasis && (
        <p className="mt-6 text-sm font-medium text-stone-700" data-testid="price-basis">
          {t('products.priceTable.basis', { basis: company.priceBasis })}
        </p>
      )}
      <p className={`${company.priceBasis ? 'mt-1' : 'mt-6'} text-sm text-stone-600`}>{t('products.priceTable.note')}</p>
    </>
  )
}
