import { calibreLabel } from '~/features/products/calibres'
import type { Route } from './+types/view'

type PriceRanges = Route.ComponentProps['loaderData']['product']['priceRanges']

/** The product's price ranges (USD/kg, cash and credit) by calibre and quantity. */
export function PriceTable({ ranges }: { ranges: PriceRanges }) {
  return (
    <section className="mt-8" aria-labelledby="prices-title">
      <h2 id="prices-title" className="text-lg font-semibold text-fig-800">
        Fiyat Aralıkları (USD/kg)
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Kalibrasyon
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Miktar (kg)
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Peşin
              </th>
              <th scope="col" className="py-2 font-medium">
                Vadeli
              </th>
            </tr>
          </thead>
          <tbody>
            {ranges.map((range) => (
              <tr key={range.id} className="border-b border-stone-100">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {calibreLabel(range.calibre, 'full')}
                </th>
                <td className="py-2 pr-4">
                  {range.maxQuantity == null
                    ? `${range.minQuantity.toLocaleString('tr-TR')}+`
                    : `${range.minQuantity.toLocaleString('tr-TR')} - ${range.maxQuantity.toLocaleString('tr-TR')}`}
                </td>
                <td className="py-2 pr-4">{range.cashPrice.toLocaleString('tr-TR', { minimumFractionDigits: 2 })}</td>
                <td className="py-2">{range.creditPrice.toLocaleString('tr-TR', { minimumFractionDigits: 2 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** One labelled fact; `wide` spans two columns. */
export function Fact({ label, value, wide, lang }: { label: string; value: string; wide?: boolean; lang?: string }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line font-medium text-stone-900" lang={lang}>
        {value}
      </dd>
    </div>
  )
}

/** A description in one language, paragraph by paragraph. */
export function Description({ title, text, lang }: { title: string; text: string; lang: string }) {
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold text-fig-800">{title}</h2>
      <div className="mt-2 space-y-3 text-stone-700" lang={lang}>
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a fixed text never move
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  )
}
