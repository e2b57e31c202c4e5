import { Link } from 'react-router'
import { countryLabelTr } from '~/features/leads/lead-labels'
import type { BoardRow } from '~/features/orders/order-board.server'
import { type OrderBoardQuery, orderBoardQueryString } from '~/features/orders/order-board-query'
import { formatMoney } from '~/features/quotes/money'
import { Badge } from '~/ui/badge'
import { type Column, DataTable } from '~/ui/data-table'

const cell = 'px-4 py-3 align-top text-sm'
const head = 'px-4 py-3 text-sm font-semibold'
const columns: Column[] = [
  { label: 'Sipariş', className: head },
  { label: 'Alıcı', className: head },
  { label: 'Kabul', className: head },
  { label: 'Tutar / Ödenen', className: `${head} text-right` },
  { label: 'Durum', className: head },
  { label: 'Sonraki adım', className: head },
]

/** The board's page of orders: each links to its order file; a late step shows as a red badge with its text. */
export function OrderTable({ orders }: { orders: BoardRow[] }) {
  return (
    // A wide table scrolls sideways on a narrow screen instead of squeezing its columns.
    <div className="mt-3 overflow-x-auto">
      <DataTable caption="Siparişler" columns={columns} className="min-w-[56rem]">
        {orders.map((order) => (
          <tr key={order.id} data-testid="order-row">
            <td className={cell}>
              <Link to={`/admin/orders/${order.id}`} className="font-semibold text-fig-700 underline">
                {order.number}
              </Link>
            </td>
            <td className={cell}>
              <span className="block font-medium">{order.company}</span>
              <span className="block text-stone-600">
                {order.name}
                {order.country ? ` · ${countryLabelTr(order.country)}` : ''}
              </span>
            </td>
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{order.acceptedOn}</td>
            <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
              <span className="block font-medium">{formatMoney(order.total, order.currency, 'tr')}</span>
              <span className="block text-stone-600">{formatMoney(order.paid, order.currency, 'tr')}</span>
            </td>
            <td className={cell}>{order.stageName}</td>
            <td className={cell}>
              <span className="block">{order.next?.name ?? '—'}</span>
              {order.overdue.length > 0 && (
                <span className="mt-1 flex flex-col items-start gap-1">
                  {order.overdue.map((text) => (
                    <Badge key={text} tone="bg-red-100 text-red-800" testId="order-overdue">
                      {text}
                    </Badge>
                  ))}
                </span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  )
}

/** Previous / next page of the filtered board. */
export function OrderPager({ query, pages }: { query: OrderBoardQuery; pages: number }) {
  if (pages <= 1) return null
  const href = (page: number) => `/admin/orders${orderBoardQueryString({ ...query, page })}`
  return (
    <nav aria-label="Sayfalar" className="mt-6 flex items-center justify-center gap-4 text-sm">
      {query.page > 1 ? (
        <Link to={href(query.page - 1)} className="font-medium text-fig-700">
          ← Önceki
        </Link>
      ) : (
        <span />
      )}
      <span>
        Sayfa {query.page} / {pages}
      </span>
      {query.page < pages ? (
        <Link to={href(query.page + 1)} className="font-medium text-fig-700">
          Sonraki →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
