import { Link, redirect } from 'react-router'
import { hasActiveFilters, productListHref, readProductListQuery } from '~/features/products/admin-product'
import { searchAdminProducts } from '~/features/products/admin-products.server'
import { buttonClass } from '~/ui/button'
import { DeleteConfirmation } from '~/ui/delete-confirmation'
import type { Route } from './+types/route'
import { deleteProduct, listUrl, moveProduct } from './list-actions.server'
import { ProductCard } from './list-card'
import { EmptyList, ListFilters } from './list-filters'

/** The list with the search, filters and sort of the URL; `?confirmDelete=<id>` asks before deleting. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = readProductListQuery(url.searchParams)
  const { products, total, firstId, lastId } = await searchAdminProducts(query)
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
      canMoveUp: p.id !== firstId,
      canMoveDown: p.id !== lastId,
      image: p.images[0] ? { url: p.images[0].url, alt: p.images[0].alt_tr ?? p.title_tr } : null,
    })),
    confirming: confirming ? { id: confirming.id, title_tr: confirming.title_tr } : null,
  }
}

/** Re-ordering (intent move-up / move-down) and deleting; back to the list as it was, with a notice. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const id = String(form.get('id') ?? '')
  const back = listUrl(form.get('returnTo'))
  switch (form.get('intent')) {
    case 'move-up':
      return moveProduct(id, 'up', back)
    case 'move-down':
      return moveProduct(id, 'down', back)
    case 'delete':
      return deleteProduct(id, back)
    default:
      return redirect(back)
  }
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
        <Link to="/admin/products/new" className={buttonClass()}>
          Yeni Ürün Ekle
        </Link>
      </div>
      <ListFilters query={query} />
      {confirming && (
        <DeleteConfirmation title="Ürünü sil" returnTo={returnTo} fields={{ id: confirming.id, returnTo }}>
          Bu ürünü silmek istediğinizden emin misiniz? <strong className="font-semibold">{confirming.title_tr}</strong>
        </DeleteConfirmation>
      )}
      {products.length === 0 ? (
        <EmptyList searching={hasActiveFilters(query) || total > 0} />
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

export const meta: Route.MetaFunction = () => [{ title: 'Ürünler | Yönetim Paneli' }]
