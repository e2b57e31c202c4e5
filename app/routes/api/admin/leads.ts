import { requireAdminApi } from '~/features/auth/auth.server'
import { API_LIST_MAX, listLeadsForApi } from '~/features/leads/admin-lead-api.server'
import { parseLeadQuery } from '~/features/leads/lead-query'
import type { Route } from './+types/leads'

const intParam = (value: string | null, fallback: number, max: number) => {
  const n = Number.parseInt(value ?? '', 10)
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : fallback
}

/**
 * GET /api/admin/leads: the leads as a list, newest first, each with its product lines. Optional:
 * the admin list's filters (q, type, sort, period; spam only with type=spam), `limit` (at most
 * 1000) and `offset`; the number of matching leads is in the X-Total-Count header.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const params = new URL(request.url).searchParams
  const { leads, total } = await listLeadsForApi(parseLeadQuery(params), {
    limit: intParam(params.get('limit'), API_LIST_MAX, API_LIST_MAX),
    offset: intParam(params.get('offset'), 0, Number.MAX_SAFE_INTEGER),
  })
  return Response.json(leads, { headers: { 'X-Total-Count': String(total) } })
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET' } })
}
