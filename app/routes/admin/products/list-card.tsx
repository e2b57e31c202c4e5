import { Form, Link } from 'react-router'
import { moistureLabel, type ProductListQuery, productListHref } from '~/features/products/admin-product'
import { calibreLabel } from '~/features/products/calibres'
import { formatKg } from '~/features/products/product'
import { ProductBadges } from '~/features/products/product-badges'
import { ProductThumbnail } from '~/features/products/product-thumbnail'
import type { Route } from './+types/route'

type CardProduct = Route.ComponentProps['loaderData']['products'][number]

/** One product of the list: its facts, its place in the order and its buttons. */
export function ProductCard({ product, query, returnTo }: { product: CardProduct; query: ProductListQuery; returnTo: string }) {
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
          <Fact label="Kalibrasyon" value={product.calibres.map((c) => calibreLabel(c)).join(', ') || '—'} />
          <Fact label="Paketler" value={product.packsKg.map(formatKg).join(', ') || '—'} />
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

/** The sort number with up/down (trading places with the neighbour); the first product cannot go up, the last one not down. */
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
        disabled={!product.canMoveUp}
        className={button}
        aria-label={`Yukarı taşı: ${product.title_tr}`}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="submit"
        name="intent"
        value="move-down"
        disabled={!product.canMoveDown}
        className={button}
        aria-label={`Aşağı taşı: ${product.title_tr}`}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </Form>
  )
}
