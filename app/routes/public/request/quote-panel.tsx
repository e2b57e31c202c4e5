import { useTranslation } from 'react-i18next'
import { formatKg, formatMoney, formatUnitPrice } from '~/features/quotes/money'
import type { QuoteView } from '~/features/quotes/quote-view'
import { formatDate } from '~/lib/dates'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { HeaderRow } from '~/ui/data-table'
import { figureTable } from '~/ui/figure-table'

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600'
const num = 'px-3 py-2 text-right tabular-nums'

/** A validity day ('YYYY-MM-DD') in the page's language. */
const dayText = (day: string, tag: string) => formatDate(`${day}T12:00:00Z`, 'longDate', tag)

/** The current quote: terms, lines, extras, totals, its PDF and the earlier versions. */
export function QuotePanel({
  quote,
  pdfHref,
  earlier,
  documentBase,
}: {
  quote: QuoteView
  pdfHref: string
  earlier: { versionId: string; number: string; version: number; sentAt: Date; status: string }[]
  documentBase: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const tag = localeTags[locale]
  const money = (value: string) => formatMoney(value, quote.currency, locale)
  const terms: [string, string | null][] = [
    [t('requests.quote.date'), formatDate(quote.sentAt, 'longDate', tag)],
    [t('requests.quote.validUntil'), dayText(quote.validUntil, tag)],
    [t('requests.quote.incoterm'), `${quote.incoterm} ${quote.incotermPlace}`],
    [t('requests.quote.paymentTerms'), quote.paymentTerms],
    [t('requests.quote.shipmentWindow'), quote.shipmentWindow],
    [t('requests.quote.currency'), quote.currency],
  ]
  return (
    <section
      aria-labelledby="quote-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="quote"
    >
      <h2 id="quote-title" className="font-serif text-2xl font-bold text-fig-800">
        {t('requests.quote.heading', { number: quote.number, version: quote.version })}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {terms.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="font-medium text-stone-900">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className={`mt-5 ${figureTable.frame}`}>
        <table className="min-w-full divide-y divide-stone-200 text-sm">
          <thead className={`bg-stone-50 ${figureTable.head}`}>
            <HeaderRow
              columns={[
                { label: t('requests.product'), className: th },
                { label: t('requests.calibre'), className: th },
                ...(['pack', 'quantity', 'unitPrice', 'lineTotal'] as const).map((key) => ({
                  label: t(`requests.${key}`),
                  className: `${th} text-right`,
                })),
              ]}
            />
          </thead>
          <tbody className="divide-y divide-stone-100">
            {quote.lines.map((line) => (
              <tr key={line.position} data-testid="quote-line" className={figureTable.row}>
                <td className={`px-3 py-2 font-medium ${figureTable.title}`}>{line.title}</td>
                <td className={`px-3 py-2 ${figureTable.figure}`} data-label={t('requests.calibre')}>
                  {line.calibre ?? '–'}
                </td>
                <td className={`${num} ${figureTable.figure}`} data-label={t('requests.pack')}>
                  {line.packSizeKg ? t('requests.kg', { value: formatKg(line.packSizeKg, locale) }) : '–'}
                </td>
                <td className={`${num} ${figureTable.figure}`} data-label={t('requests.quantity')}>
                  {t('requests.kg', { value: formatKg(line.quantityKg, locale) })}
                </td>
                <td className={`${num} ${figureTable.figure}`} data-label={t('requests.unitPrice')} data-testid="line-price">
                  {formatUnitPrice(line.unitPrice, quote.currency, locale)}
                </td>
                <td
                  className={`${num} ${figureTable.figure} ${figureTable.total}`}
                  data-label={t('requests.lineTotal')}
                  data-testid="line-total"
                >
                  {money(line.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-300">
            <tr className={figureTable.footRow}>
              <th scope="row" colSpan={5} className={`px-3 py-2 text-right font-medium ${figureTable.footLabel}`}>
                {t('requests.quote.subtotal')}
              </th>
              <td className={`${num} ${figureTable.footValue}`}>{money(quote.subtotal)}</td>
            </tr>
            {quote.extras.map((extra) => (
              <tr key={extra.position} data-testid="quote-extra" className={figureTable.footRow}>
                <th scope="row" colSpan={5} className={`px-3 py-2 text-right font-normal ${figureTable.footLabel}`}>
                  {extra.label}
                </th>
                <td className={`${num} ${figureTable.footValue}`}>{money(extra.amount)}</td>
              </tr>
            ))}
            <tr className={figureTable.footRow}>
              <th scope="row" colSpan={5} className={`px-3 py-2 text-right font-bold ${figureTable.footLabel}`}>
                {t('requests.quote.total')}
              </th>
              <td className={`${num} font-bold ${figureTable.footValue}`} data-testid="quote-total">
                {money(quote.total)}
              </td>
            </tr>
            <tr className={figureTable.footRow}>
              <th scope="row" colSpan={5} className={`px-3 py-2 text-right font-normal text-stone-600 ${figureTable.footLabel}`}>
                {t('requests.quote.totalKg')}
              </th>
              <td className={`${num} ${figureTable.footValue}`}>{t('requests.kg', { value: formatKg(quote.totalKg, locale) })}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {quote.buyerNote && (
        <div className="mt-5 rounded-xl bg-fig-50 p-4">
          <h3 className="text-sm font-semibold text-fig-800">{t('requests.quote.note')}</h3>
          <p className="mt-1 whitespace-pre-line text-stone-800">{quote.buyerNote}</p>
        </div>
      )}
      <a href={pdfHref} className="mt-5 inline-block font-semibold text-fig-700 underline" data-testid="quote-pdf">
        {t('requests.quote.pdf')}
      </a>
      {earlier.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-stone-700">{t('requests.quote.earlier')}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {earlier.map((version) => (
              <li key={version.versionId}>
                <a href={`${documentBase}/quote/${version.versionId}`} className="text-fig-700 underline">
                  {version.number} ·{' '}
                  {t('requests.quote.earlierItem', { version: version.version, date: formatDate(version.sentAt, 'longDate', tag) })}
                </a>{' '}
                <span className="text-stone-500">
                  ({t(`requests.states.${version.status === 'superseded' ? 'sent' : version.status}`, { defaultValue: version.status })})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
