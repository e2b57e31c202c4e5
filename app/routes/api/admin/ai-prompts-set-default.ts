import { setDefaultAiPrompt, toApiError } from '~/features/ai/prompts.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import type { Route } from './+types/ai-prompts-set-default'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
}

/**
 * POST /api/admin/ai-prompts/{id}/set-default: the prompt becomes the only default of its own
 * category (a `category` in the body, as the original client sends, is not needed and not used).
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    const prompt = await setDefaultAiPrompt(params.id)
    return Response.json({ message: 'Varsayılan prompt ayarlandı', prompt })
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}
