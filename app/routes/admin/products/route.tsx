import { Form, Link, redirect, useSubmit } from 'react-router'
import { ProductBadges } from '~/features/products/product-badges'
import { ProductThumbnail } from '~/features/products/product-thumbnail'
import {
  formatKg,
  hasActiveFilters,
  moistureLabel,
  productFeatureFilters,
  productFeatureLabels,
  type ProductListQuery,
  productListHref,
  productSortLabels,
  productSorts,
  productStatusFilters,
  productStatusLabels,
  productTypeLabels,
  readProductListQuery,
} from '~/features/products/admin-product'
import { productCalibreCode, productTypes } from '~/features/products/product'
import { AdminProductError, deleteAdminProduct, moveAdminProduct, searchAdminProducts } from '~/features/products/admin-products.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/route'
import { DeleteConfirmation } from '~/ui/delete-confirmation'

/** The list with the search, filters and sort of the URL; `?confirmDelete=<id>` asks before deleting. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = readProductListQuery(url.searchParams)
  const { products, total } = await searchAdminProducts(query)
  const confirmId = url.searchParams.get('confirmDelete')
  const confirming = products.find((p) => p.id === confirmId) ?? null
  return {
    query,
    total,
    products: products.map((p) => ({
      id: p.id,
      title_tr: p.title_tr,
      title_en: p.title_en,
      type: p.type,
      isActive: p.isActive,
      isOrganic: p.isOrganic,
      isNatural: p.isNatural,
      laurelPacked: p.laurelPacked,
      summary_tr: p.summary_tr,
      moistureMin: p.moistureMin,
      moistureMax: p.moistureMax,
      calibres: p.calibres,
      packsKg: p.packsKg,
      sortOrder: p.sortOrder,
      image: p.images[0] ? { url: p.images[0].url, alt: p.images[0].alt_tr ?? p.title_tr } : null,
    })),
    confirming: confirming ? { id: confirming.id, title_tr: confirming.title_tr } : null,
  }
}

/** Re-ordering (intent move-up / move-down) and deleting; back to the list as it was, with the §8 notice. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const id = String(form.get('id') ?? '')
  const back = listUrl(form.get('returnTo'))
  if (intent === 'move-up' || intent === 'move-down') {
    try {
      const { changed } = await moveAdminProduct(id, intent === 'move-up' ? 'up' : 'down')
      if (!changed) return redirect(back)
      return redirectWithToast(back, { type: 'success', title: 'Başarılı', description: 'Sıralama güncellendi' })
    } catch (error) {
      if (!(error instanceof AdminProductError)) console.error('Re-ordering failed:', error)
      return redirectWithToast(back, { type: 'error', title: 'Hata', description: 'Sıralama güncellenemedi' })
    }
  }
  if (intent === 'delete') {
    try {
      await deleteAdminProduct(id)
      return redirectWithToast(back, { type: 'success', title: 'Başarılı', description: 'Ürün silindi' })
    } catch (error) {
      if (!(error instanceof AdminProductError)) console.error('Deleting a product failed:', error)
      return redirectWithToast(back, { type: 'error', title: 'Hata', description: 'Ürün silinemedi' })
    }
  }
  return redirect(back)
}

/** Only the list itself (with its query, without the confirmation) is a place to go back to. */
function listUrl(value: FormDataEntryValue | null): string {
  const target = typeof value === 'string' && /^\/admin\/products(\?|$)/.test(value) ? value : '/admin/products'
  const url = new URL(target, 'http://x')
  url.searchParams.delete('confirmDelete')
  return url.pathname + url.search
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { query, total, products, confirming } = loaderData
  const returnTo = productListHref(query)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h1 className="font-serif text-3xl font-bold text-fig-800">Ürünler</h1>
          <span className="rounded-full bg-fig-100 px-3 py-1 text-sm font-semibold text-fig-800" data-testid="product-count">
            {products.length} ürün
          </span>
        </div>
        <Link to="/admin/products/new" className="rounded-lg bg-fig-700 px-4 py-2 font-semibold text-white hover:bg-fig-800">
          Yeni Ürün Ekle
        </Link>
      </div>
      <Filters query={query} />
      {confirming && (
        <DeleteConfirmation title="Ürünü sil" returnTo={returnTo} fields={{ id: confirming.id, returnTo }}>
          Bu ürünü silmek istediğinizden emin misiniz? <strong className="font-semibold">{confirming.title_tr}</strong>
        </DeleteConfirmation>
      )}
      {products.length === 0 ? (
        <EmptyState searching={hasActiveFilters(query) || total > 0} />
      ) : (
        <ul className="mt-6 grid gap-4 xl:grid-cols-2" aria-label="Ürün listesi">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} query={query} returnTo={returnTo} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

const controlClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-fig-600 focus:outline-none focus:ring-2 focus:ring-fig-600/30'

/** A GET form: the list's state is its URL (bookmarkable, works without JavaScript). */
function Filters({ query }: { query: ProductListQuery }) {
  const submit = useSubmit()
  const active = hasActiveFilters(query) || query.sort !== 'sortOrder'
  return (
    <Form
      method="get"
      className="mt-6 rounded-2xl border border-stone-200 bg-white p-4"
      role="search"
      aria-label="Ürünleri ara ve filtrele"
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
          options={[['all', 'Tüm türler'], ...productTypes.map((t) => [t, productTypeLabels[t]] as const)]}
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

function EmptyState({ searching }: { searching: boolean }) {
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

type CardProduct = Route.ComponentProps['loaderData']['products'][number]

function ProductCard({ product, query, returnTo }: { product: CardProduct; query: ProductListQuery; returnTo: string }) {
  const moisture = moistureLabel(product.moistureMin, product.moistureMax)
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row"
      data-testid="product-card"
      data-product-id={product.id}
    >
      <ProductThumbnail image={product.image} className="h-40 w-full shrink-0 sm:h-32 sm:w-32" />
      <div className="min-w-0 flex-1">
        <ProductBadges product={product} />
        <h2 className="mt-2 text-lg font-semibold text-stone-900">{product.title_tr}</h2>
        <p className="text-sm text-stone-500">{product.title_en}</p>
        <p className="mt-2 line-clamp-2 text-sm text-stone-700">{product.summary_tr}</p>
        <dl className="mt-3 grid grid-cols-3 gap-x-4 gap-y-1 text-sm">
          <Fact label="Nem" value={moisture ?? '—'} />
          <Fact label="Kalibrasyon" value={product.calibres.map((c) => productCalibreCode(c) ?? c).join(', ') || '—'} />
          <Fact label="Paketler" value={product.packsKg.map((kg) => `${formatKg(kg)} kg`).join(', ') || '—'} />
        </dl>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <SortControls product={product} returnTo={returnTo} />
          <div className="flex flex-wrap gap-2 text-sm">
            <Link
              to={`/admin/products/view/${product.id}`}
              aria-label={`Görüntüle: ${product.title_tr}`}
              className="rounded-lg border border-stone-300 px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-50"
            >
              Görüntüle
            </Link>
            <Link
              to={`/admin/products/${product.id}`}
              aria-label={`Düzenle: ${product.title_tr}`}
              className="rounded-lg border border-fig-200 px-3 py-1.5 font-medium text-fig-800 hover:bg-fig-50"
            >
              Düzenle
            </Link>
            <Link
              to={productListHref(query, { confirmDelete: product.id })}
              preventScrollReset
              aria-label={`Sil: ${product.title_tr}`}
              className="rounded-lg border border-red-200 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50"
            >
              Sil
            </Link>
          </div>
        </div>
      </div>
    </article>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-stone-500">{label}</dt>
      <dd className="break-words font-medium text-stone-800">{value}</dd>
    </div>
  )
}

/** The sort number with up/down (spec §4); up is unavailable at 1 and below. */
function SortControls({ product, returnTo }: { product: CardProduct; returnTo: string }) {
  const button =
    'flex size-8 items-center justify-center rounded-lg border border-stone-300 text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <Form method="post" action={returnTo} preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <span className="text-sm text-stone-600">
        Sıra:{' '}
        <span className="font-semibold text-stone-900" data-testid="sort-order">
          {product.sortOrder}
        </span>
      </span>
      <button
        type="submit"
        name="intent"
        value="move-up"
        disabled={product.sortOrder <= 1}
        className={button}
        aria-label={`Yukarı taşı: ${product.title_tr}`}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button type="submit" name="intent" value="move-down" className={button} aria-label={`Aşağı taşı: ${product.title_tr}`}>
        <span aria-hidden="true">↓</span>
      </button>
    </Form>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Ürünler | Yönetim Paneli' }]
