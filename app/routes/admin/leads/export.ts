import { leadCsvFilename, parseLeadCsvLayout } from '~/features/leads/lead-csv'
import { leadsCsvStream } from '~/features/leads/lead-csv-export.server'
import { parseLeadQuery } from '~/features/leads/lead-query'
import type { Route } from './+types/export'

/**
 * GET /admin/leads/export?…: the leads of the list's filters as CSV, streamed; one row per lead,
 * or one row per product line with `per=line`. A resource route inside the admin layout, so the
 * layout's guard runs first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const layout = parseLeadCsvLayout(params)
  return new Response(leadsCsvStream(parseLeadQuery(params), { layout }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadCsvFilename(new Date(), layout)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
