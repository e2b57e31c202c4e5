import { Form, Link, useSubmit } from 'react-router'
import { useHydrated } from '~/ui/use-hydrated'
import {
  hasActiveFilters,
  productFeatureFilters,
  productFeatureLabels,
  type ProductListQuery,
  productSortLabels,
  productSorts,
  productStatusFilters,
  productStatusLabels,
} from '~/features/products/admin-product'
import { productTypeName, productTypes } from '~/features/products/product'

const controlClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-fig-600 focus:outline-none focus:ring-2 focus:ring-fig-600/30'

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
        <div className="sm:col-span-2">
          <label htmlFor="product-q" className="text-sm font-medium text-stone-700">
            Ara
          </label>
          <input id="product-q" type="search" name="q" defaultValue={query.q} placeholder="Başlık veya tür" className={controlClass} />
        </div>
        <Select
          label="Tür"
          name="type"
          value={query.type}
          onChange={submit}
          options={[['all', 'Tüm türler'], ...productTypes.map((t) => [t, productTypeName(t)] as const)]}
        />
        <Select
          label="Durum"
          name="status"
          value={query.status}
          onChange={submit}
          options={productStatusFilters.map((s) => [s, productStatusLabels[s]] as const)}
        />
        <Select
          label="Özellik"
          name="feature"
          value={query.feature}
          onChange={submit}
          options={productFeatureFilters.map((f) => [f, productFeatureLabels[f]] as const)}
        />
        <Select
          label="Sıralama"
          name="sort"
          value={query.sort}
          onChange={submit}
          options={productSorts.map((s) => [s, productSortLabels[s]] as const)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-lg bg-fig-700 px-4 py-2 text-sm font-semibold text-white hover:bg-fig-800">
          Uygula
        </button>
        {active && (
          <Link
            to="/admin/products"
            className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50"
          >
            Filtreleri Temizle
          </Link>
        )}
      </div>
    </Form>
  )
}

/** A filter that applies itself when changed (with JavaScript; 'Uygula' without). */
function Select({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string
  name: string
  value: string
  options: readonly (readonly [string, string])[]
  onChange: ReturnType<typeof useSubmit>
}) {
  const id = `product-${name}`
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={controlClass}
        onChange={(event) => void onChange(event.currentTarget.form)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
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
          <Link
            to="/admin/products/new"
            className="mt-4 inline-block rounded-lg bg-fig-700 px-4 py-2 font-semibold text-white hover:bg-fig-800"
          >
            İlk Ürünü Ekle
          </Link>
        </>
      )}
    </div>
  )
}
