import { Form, Link, useSubmit } from 'react-router'
import {
  hasActiveFilters,
  type ProductListQuery,
  productFeatureFilters,
  productFeatureLabels,
  productSortLabels,
  productSorts,
  productStatusFilters,
  productStatusLabels,
} from '~/features/products/admin-product'
import { productTypeName, productTypes } from '~/features/products/product'
import { Button, buttonClass } from '~/ui/button'
import { Field, SelectField } from '~/ui/forms'
import { useHydrated } from '~/ui/use-hydrated'

/** The list's choices, each a select of its own. */
const filters = [
  { name: 'type', label: 'Tür', options: [['all', 'Tüm türler'], ...productTypes.map((t) => [t, productTypeName(t)] as const)] },
  { name: 'status', label: 'Durum', options: productStatusFilters.map((s) => [s, productStatusLabels[s]] as const) },
  { name: 'feature', label: 'Özellik', options: productFeatureFilters.map((f) => [f, productFeatureLabels[f]] as const) },
  { name: 'sort', label: 'Sıralama', options: productSorts.map((s) => [s, productSortLabels[s]] as const) },
] as const satisfies readonly { name: keyof ProductListQuery; label: string; options: readonly (readonly [string, string])[] }[]

/** A GET form: the list's state is its URL (bookmarkable, works without JavaScript). */
export function ListFilters({ query }: { query: ProductListQuery }) {
  const submit = useSubmit()
  // Before hydration a choice changes nothing until 'Uygula'; tests wait for this mark.
  const hydrated = useHydrated()
  const active = hasActiveFilters(query) || query.sort !== 'sortOrder'
  return (
    <Form
      method="get"
      className="mt-6 rounded-2xl border border-stone-200 bg-white p-4"
      role="search"
      aria-label="Ürünleri ara ve filtrele"
      data-hydrated={hydrated ? '' : undefined}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <Field
          id="product-q"
          name="q"
          label="Ara"
          type="search"
          defaultValue={query.q}
          placeholder="Başlık veya tür"
          className="sm:col-span-2"
        />
        {filters.map(({ name, label, options }) => (
          <SelectField
            key={name}
            id={`product-${name}`}
            name={name}
            label={label}
            defaultValue={query[name]}
            // With JavaScript a choice applies itself; without, 'Uygula' does.
            onChange={(event) => void submit(event.currentTarget.form)}
          >
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button className="text-sm">Uygula</Button>
        {active && (
          <Link to="/admin/products" className={buttonClass({ tone: 'secondary', size: 'sm' })}>
            Filtreleri Temizle
          </Link>
        )}
      </div>
    </Form>
  )
}

/** No product to show: none matches the search (`searching`), or there is none yet. */
export function EmptyList({ searching }: { searching: boolean }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center" data-testid="products-empty">
      {searching ? (
        <>
          <p className="text-lg font-semibold text-stone-800">Ürün bulunamadı</p>
          <p className="mt-1 text-sm text-stone-600">Aramanızı veya filtreleri değiştirin.</p>
          <Link to="/admin/products" className="mt-4 inline-block font-medium text-fig-700 underline">
            Filtreleri Temizle
          </Link>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold text-stone-800">Henüz ürün yok</p>
          <Link to="/admin/products/new" className={buttonClass({}, 'mt-4')}>
            İlk Ürünü Ekle
          </Link>
        </>
      )}
    </div>
  )
}
