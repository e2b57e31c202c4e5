import { leadTabLabels } from '~/features/leads/lead-labels'
import { type LeadQuery, leadPeriods, leadQueryString, leadSorts, leadTabs } from '~/features/leads/lead-query'
import { Field, SelectField } from '~/ui/forms'
import { Options } from '~/ui/options'
import { AdminFilterForm } from '../filter-form'

const sortLabels = { date: 'Tarih (en yeni)', name: 'Ad Soyad', company: 'Firma' } as const
const periodLabels = { all: 'Tüm zamanlar', 'this-month': 'Bu ay' } as const

export function LeadFilterForm({ query }: { query: LeadQuery }) {
  return (
    <AdminFilterForm key={leadQueryString(query)} columns="lg:grid-cols-[2fr_1fr_1fr_1fr_auto]" clearHref="/admin/leads">
      <Field id="lead-search" name="q" label="Ara" type="search" defaultValue={query.q} placeholder="Ad, firma, telefon veya e-posta" />
      <SelectField id="lead-type" name="type" label="Tür" defaultValue={query.type}>
        <Options values={leadTabs} label={(tab) => leadTabLabels[tab]} />
      </SelectField>
      <SelectField id="lead-sort" name="sort" label="Sıralama" defaultValue={query.sort}>
        <Options values={leadSorts} label={(sort) => sortLabels[sort]} />
      </SelectField>
      <SelectField id="lead-period" name="period" label="Dönem" defaultValue={query.period}>
        <Options values={leadPeriods} label={(period) => periodLabels[period]} />
      </SelectField>
    </AdminFilterForm>
  )
}
