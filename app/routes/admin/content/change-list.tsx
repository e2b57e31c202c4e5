import type { ContentChange } from '~/features/content/content-document'
import { type Locale, localeNamesTr, locales } from '~/lib/locale'

/** A stored value as the admin reads it: a text in the languages that changed, a value as it is. */
export function ChangedValue({ value, changed }: { value: unknown; changed: readonly Locale[] }) {
  if (value === null || value === undefined || value === '') return <span className="text-stone-400">(boş)</span>
  if (typeof value === 'object') {
    const texts = value as Partial<Record<Locale, string>>
    const shown = changed.length ? changed : locales
    return (
      <dl className="space-y-1">
        {shown.map((locale) => (
          <div key={locale}>
            <dt className="text-xs font-semibold text-stone-500">{localeNamesTr[locale]}</dt>
            <dd lang={locale} className="whitespace-pre-line">
              {texts[locale] ? texts[locale] : <span className="text-stone-400">(boş)</span>}
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  return <span className="whitespace-pre-line">{String(value)}</span>
}

/** Where two states of a page's content differ, field by field: the field, then the two values side by side. */
export function ChangeTable({
  changes,
  beforeTitle,
  afterTitle,
}: {
  changes: readonly ContentChange[]
  beforeTitle: string
  afterTitle: string
}) {
  if (changes.length === 0) return <p className="text-sm text-stone-600">Metinlerde fark yok.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-xs uppercase text-stone-500">
            <th scope="col" className="py-2 pr-3">
              Alan
            </th>
            <th scope="col" className="py-2 pr-3">
              {beforeTitle}
            </th>
            <th scope="col" className="py-2">
              {afterTitle}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.labels.join('›') + change.locales.join()} className="border-b border-stone-100 align-top">
              <th scope="row" className="py-2 pr-3 font-medium text-stone-800">
                {change.labels.join(' › ')}
              </th>
              <td className="py-2 pr-3 text-stone-700">
                <ChangedValue value={change.before} changed={change.locales} />
              </td>
              <td className="py-2 text-stone-900">
                <ChangedValue value={change.after} changed={change.locales} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
