import { Form, Link } from 'react-router'
import { leadTabLabels } from '~/features/leads/lead-labels'
import { leadPeriods, leadQueryString, leadSorts, leadTabs, type LeadQuery } from '~/features/leads/lead-query'
import { inputClass } from '~/ui/classes'
import { Field } from '~/ui/field'

const sortLabels = { date: 'Tarih (en yeni)', name: 'Ad Soyad', company: 'Firma' } as const
const periodLabels = { all: 'Tüm zamanlar', 'this-month': 'Bu ay' } as const

/** GET form: the filters live in the URL, so they work without JavaScript. */
export function LeadFilterForm({ query }: { query: LeadQuery }) {
  return (
    <Form
      method="get"
      key={leadQueryString(query)}
      className="mt-6 grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      role="search"
    >
      <Field id="lead-search" label="Ara">
        <input
          id="lead-search"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder="Ad, firma, telefon veya e-posta"
          className={inputClass}
        />
      </Field>
      <Field id="lead-type" label="Tür">
        <select id="lead-type" name="type" defaultValue={query.type} className={inputClass}>
          {leadTabs.map((tab) => (
            <option key={tab} value={tab}>
              {leadTabLabels[tab]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="lead-sort" label="Sıralama">
        <select id="lead-sort" name="sort" defaultValue={query.sort} className={inputClass}>
          {leadSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="lead-period" label="Dönem">
        <select id="lead-period" name="period" defaultValue={query.period} className={inputClass}>
          {leadPeriods.map((period) => (
            <option key={period} value={period}>
              {periodLabels[period]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800">
          Filtrele
        </button>
        <Link to="/admin/leads" className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-fig-700 hover:bg-fig-50">
          Filtreleri Temizle
        </Link>
      </div>
    </Form>
  )
}
