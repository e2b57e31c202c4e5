import { quoteCsvStream } from '~/features/quotes/quote-csv.server'
import { isoDay } from '~/lib/dates'
import type { Route } from './+types/export'

/** GET /admin/quotes/export: every sent quote version as CSV, streamed (inside the admin layout: its guard runs first). */
export async function loader(_args: Route.LoaderArgs) {
  return new Response(quoteCsvStream(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="teklifler-${isoDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
