/** A request as its sender sent it: who sent it and the product lines (sent-request.server.ts loads them). */
import { useTranslation } from 'react-i18next'
import { formatKg } from '~/features/quotes/money'
import { localeTags } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { companyOf } from './lead-labels'

/** A declared field as sent (lead-fields.ts), its value read in the page's language. */
export interface SentField {
  name: string
  text: string
}

export interface SentLine {
  position: number
  title: string
  calibre: string | null
  quantityKg: string | null
  packSizeKg: string | null
}

/**
 * The request as sent: company (when one was given), country, the declared fields given (the
 * buyer's terms) and the product lines (calibre with its name, pack, kg).
 */
export function SentRequest({
  title,
  company,
  country: countryCode,
  fields = [],
  lines,
  children,
}: {
  title: string
  company: string | null
  country: string | null
  fields?: readonly SentField[]
  lines: SentLine[]
  /** More of what was sent (e.g. a message), after the company and country. */
  children?: React.ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const country = countryCode ? (new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(countryCode) ?? countryCode) : null
  // A visitor without a company sent none: nothing stands in for it.
  const companyName = companyOf(company)
  return (
    <section aria-labelledby="sent-request-title">
      <h2 id="sent-request-title" className="font-serif text-xl font-bold text-fig-800">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {companyName && (
          <div>
            <dt className="text-sm text-stone-600">{t('requests.company')}</dt>
            <dd className="font-medium">{companyName}</dd>
          </div>
        )}
        {country && (
          <div>
            <dt className="text-sm text-stone-600">{t('requests.country')}</dt>
            <dd className="font-medium">{country}</dd>
          </div>
        )}
        {fields.map((field) => (
          <div key={field.name} data-field={field.name}>
            <dt className="text-sm text-stone-600">{t(`leadFields.${field.name}.label` as 'leadFields.incoterm.label')}</dt>
            <dd className="font-medium">{field.text}</dd>
          </div>
        ))}
      </dl>
      {children}
      {lines.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {lines.map((line) => (
            <li key={line.position} className="flex flex-wrap justify-between gap-2 px-4 py-3" data-testid="request-line">
              <span className="font-medium">{line.title}</span>
              <span className="text-stone-700">
                {[
                  line.calibre,
                  line.packSizeKg ? `${t('requests.pack')}: ${t('requests.kg', { value: formatKg(line.packSizeKg, locale) })}` : null,
                  line.quantityKg ? t('requests.kg', { value: formatKg(line.quantityKg, locale) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
