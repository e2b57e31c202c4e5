import { Form, Link } from 'react-router'
import { leadTabLabels } from '~/features/leads/lead-labels'
import { leadPeriods, leadQueryString, leadSorts, leadTabs, type LeadQuery } from '~/features/leads/lead-query'
import { Button } from '~/ui/button'
import { Field, SelectField } from '~/ui/forms'

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
      <Field id="lead-search" name="q" label="Ara" type="search" defaultValue={query.q} placeholder="Ad, firma, telefon veya e-posta" />
      <SelectField id="lead-type" name="type" label="Tür" defaultValue={query.type}>
        {leadTabs.map((tab) => (
          <option key={tab} value={tab}>
            {leadTabLabels[tab]}
          </option>
        ))}
      </SelectField>
      <SelectField id="lead-sort" name="sort" label="Sıralama" defaultValue={query.sort}>
        {leadSorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </SelectField>
      <SelectField id="lead-period" name="period" label="Dönem" defaultValue={query.period}>
        {leadPeriods.map((period) => (
          <option key={period} value={period}>
            {periodLabels[period]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end gap-2">
        <Button className="text-sm">Filtrele</Button>
        <Link to="/admin/leads" className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-fig-700 hover:bg-fig-50">
          Filtreleri Temizle
        </Link>
      </div>
    </Form>
  )
}
