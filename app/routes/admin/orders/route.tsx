import { redirect } from 'react-router'
import { countryLabelTr } from '~/features/leads/lead-labels'
import { boardCountries, listOrders } from '~/features/orders/order-board.server'
import { isNarrowedBoard, orderBoardQueryString, parseOrderBoardQuery } from '~/features/orders/order-board-query'
import type { Route } from './+types/route'
import { OrderFilterForm } from './order-filter-form'
import { OrderPager, OrderTable } from './order-table'

/** /admin/orders: the open orders (or those of the filters), newest acceptance first, 50 a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseOrderBoardQuery(new URL(request.url).searchParams)
  const [board, countries] = await Promise.all([listOrders(query, new Date()), boardCountries()])
  // A page past the end (typed, or after orders moved on) opens the last one.
  if (query.page > board.pages) throw redirect(`/admin/orders${orderBoardQueryString({ ...query, page: board.pages })}`)
  // A country typed in the URL that no order has stays selectable, so the form shows what is filtered.
  const codes = query.country && !countries.includes(query.country) ? [...countries, query.country] : countries
  return { query, ...board, countries: codes.map((code) => ({ code, name: countryLabelTr(code) ?? code })) }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { query, orders, filtered, pages, countries } = loaderData
  // The export takes the board's filters (not its page).
  const exportHref = `/admin/orders/export${orderBoardQueryString({ ...query, page: undefined })}`
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-fig-800">Siparişler</h1>
        {/* A file download, not a page: a plain link. */}
        <a
          href={exportHref}
          download
          className="rounded-lg border border-fig-700 px-4 py-2 text-sm font-semibold text-fig-700 hover:bg-fig-50"
        >
          CSV İndir
        </a>
      </div>

      <OrderFilterForm query={query} countries={countries} />

      <p className="mt-4 text-sm text-stone-600" data-testid="order-result-count">
        {filtered} sipariş bulundu
      </p>

      {orders.length ? (
        <OrderTable orders={orders} />
      ) : (
        <p className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
          {isNarrowedBoard(query) ? 'Bu filtrelere uyan sipariş yok' : 'Henüz açık sipariş yok'}
        </p>
      )}

      <OrderPager query={query} pages={pages} />
    </>
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'Siparişler | Yönetim Paneli' }]
