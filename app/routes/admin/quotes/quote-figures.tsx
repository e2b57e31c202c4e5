import type { AdminVersionView } from '~/features/quotes/admin-quotes.server'
import { formatKg, formatMoney, formatUnitPrice } from '~/features/quotes/money'
import { extraKindNamesTr, extraKinds } from '~/features/quotes/quote-terms'
import { isOneOf } from '~/lib/one-of'
import { figureTable } from '~/ui/figure-table'

/** The columns' names (also above each figure on a phone); the figures from the pack on are aligned right. */
const label = { product: 'Ürün', calibre: 'Kalibre', pack: 'Ambalaj (kg)', quantity: 'Miktar (kg)', price: 'Birim fiyat', total: 'Tutar' }
const columns = Object.values(label).map((name, i) => [name, i >= 2] as const)
const num = 'py-2 pr-3 text-right tabular-nums'

const extraName = (kind: string) => (isOneOf(extraKinds, kind) ? extraKindNamesTr[kind] : kind)

/** The figures of a version: its lines, its extras and the totals, in Turkish. */
export function QuoteFigures({ version }: { version: AdminVersionView }) {
  const money = (value: string) => formatMoney(value, version.currency, 'tr')
  return (
    <div className={figureTable.frame}>
      <table className="w-full text-sm sm:min-w-[40rem]" data-testid="quote-figures">
        <thead className={figureTable.head}>
          <tr className="border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-500">
            {columns.map(([label, right]) => (
              <th key={label} scope="col" className={`py-2 pr-3 ${right ? 'text-right' : ''}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {version.lines.map((line) => (
            <tr key={line.position} className={`border-b border-stone-100 ${figureTable.row}`} data-testid="figure-line">
              <td className={`py-2 pr-3 font-medium sm:font-normal ${figureTable.title}`}>{line.title}</td>
              <td className={`py-2 pr-3 ${figureTable.figure}`} data-label={label.calibre}>
                {line.calibre ?? '–'}
              </td>
              <td className={`${num} ${figureTable.figure}`} data-label={label.pack}>
                {line.packSizeKg ? formatKg(line.packSizeKg, 'tr') : '–'}
              </td>
              <td className={`${num} ${figureTable.figure}`} data-label={label.quantity}>
                {formatKg(line.quantityKg, 'tr')}
              </td>
              <td className={`${num} ${figureTable.figure}`} data-label={label.price} data-testid="line-price">
                {formatUnitPrice(line.unitPrice, version.currency, 'tr')}
              </td>
              <td className={`${num} ${figureTable.figure} ${figureTable.total}`} data-label={label.total} data-testid="line-total">
                {money(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <QuoteTotals version={version} />
    </div>
  )
}

/** Subtotal, each extra, the total and the kilograms. */
export function QuoteTotals({ version }: { version: AdminVersionView }) {
  const money = (value: string) => formatMoney(value, version.currency, 'tr')
  return (
    <dl className="ml-auto mt-3 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="quote-totals">
      <dt className="text-stone-600">Ara toplam</dt>
      <dd className="text-right tabular-nums">{money(version.subtotal)}</dd>
      {version.extras.map((extra) => (
        <Row
          key={extra.position}
          label={extra.label ? `${extraName(extra.kind)}: ${extra.label}` : extraName(extra.kind)}
          value={money(extra.amount)}
        />
      ))}
      <dt className="font-semibold text-stone-900">Genel toplam ({version.currency})</dt>
      <dd className="text-right font-semibold tabular-nums text-stone-900" data-testid="quote-total">
        {money(version.total)}
      </dd>
      <Row label="Toplam miktar" value={`${formatKg(version.totalKg, 'tr')} kg`} />
    </dl>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </>
  )
}
