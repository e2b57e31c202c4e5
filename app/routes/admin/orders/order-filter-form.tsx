import { type OrderBoardQuery, orderBoardQueryString, orderStates, stateName } from '~/features/orders/order-board-query'
import { CheckboxField, SelectField } from '~/ui/forms'
import { Options } from '~/ui/options'
import { AdminFilterForm } from '../filter-form'

/** The board's filters: state, the buyer's country (the countries of the orders) and only the late ones. */
export function OrderFilterForm({ query, countries }: { query: OrderBoardQuery; countries: { code: string; name: string }[] }) {
  return (
    <AdminFilterForm key={orderBoardQueryString(query)} columns="lg:grid-cols-[1fr_1fr_auto_auto]" clearHref="/admin/orders">
      <SelectField id="order-state" name="state" label="Durum" defaultValue={query.state}>
        <Options values={orderStates} label={stateName} />
      </SelectField>
      <SelectField id="order-country" name="country" label="Ülke" defaultValue={query.country ?? ''}>
        <option value="">Tüm ülkeler</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        id="order-overdue"
        name="overdue"
        value="1"
        label="Yalnızca gecikenler"
        defaultChecked={query.overdue}
        look="plain"
        className="self-end pb-2"
      />
    </AdminFilterForm>
  )
}
