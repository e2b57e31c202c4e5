import { parseOrderBoardQuery } from '~/features/orders/order-board-query'
import { orderCsvFilename, orderCsvStream } from '~/features/orders/order-csv.server'
import type { Route } from './+types/export'

/**
 * GET /admin/orders/export?…: the orders of the board's filters as CSV, streamed, one row per
 * order. A resource route inside the admin layout, so the layout's guard runs first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date()
  return new Response(orderCsvStream(parseOrderBoardQuery(new URL(request.url).searchParams), { now }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${orderCsvFilename(now)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
