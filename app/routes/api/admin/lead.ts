import { requireAdminApi } from '~/features/auth/auth.server'
import { getLeadForApi } from '~/features/leads/admin-lead-api.server'
import { LeadUpdateSchema } from '~/features/leads/admin-schema'
import { deleteLead, updateLead } from '~/features/leads/lead-updates.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/lead'

const NOT_FOUND = 'Talep bulunamadı'

/** GET /api/admin/leads/:id: one lead with its history. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const lead = await getLeadForApi(params.id)
  return lead ? Response.json(lead) : Response.json({ message: NOT_FOUND }, { status: 404 })
}

/**
 * DELETE /api/admin/leads/:id and PATCH /api/admin/leads/:id with JSON
 * { status?, notes? } (an addition; changes are logged in the lead's history).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request)
  try {
    switch (request.method) {
      case 'DELETE':
        if (!(await deleteLead(params.id))) throw new ApiError(404, NOT_FOUND)
        return Response.json({ message: 'Talep silindi' })
      case 'PATCH': {
        const input = await parseJsonBody(request, LeadUpdateSchema)
        const result = await updateLead(params.id, input, admin)
        if (!result) throw new ApiError(404, NOT_FOUND)
        return Response.json(result.lead)
      }
      default:
        return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET, PATCH, DELETE' } })
    }
  } catch (error) {
    return apiErrorResponse(error)
  }
}
