import { leadCsvFilename } from '~/domain/lead-csv'
import { parseLeadQuery } from '~/domain/lead-query'
import { leadsCsvStream } from '~/lib/admin-leads.server'
import type { Route } from './+types/leads-export'

/**
 * GET /admin/leads/export?…: the leads of the list's filters as CSV, streamed. A resource route
 * inside the admin layout, so the layout's guard runs first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseLeadQuery(new URL(request.url).searchParams)
  return new Response(leadsCsvStream(query), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadCsvFilename(new Date())}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
