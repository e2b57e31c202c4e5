import { initializeAiPrompts } from '~/features/ai/prompts.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import type { Route } from './+types/ai-prompts-initialize'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}

/** POST /api/admin/ai-prompts/initialize: adds the missing ready-made prompts → { message, created }. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    return Response.json(await initializeAiPrompts())
  } catch (error) {
    return apiErrorResponse(error)
  }
}
