import { AiPromptApiSchema } from '~/features/ai/schemas'
import { deleteAiPrompt, getAiPrompt, PROMPT_NOT_FOUND, toApiError, updateAiPrompt } from '~/features/ai/prompts.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/ai-prompts-item'

/** GET /api/admin/ai-prompts/{id}: one prompt. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const prompt = await getAiPrompt(params.id)
  return prompt ? Response.json(prompt) : Response.json({ message: PROMPT_NOT_FOUND }, { status: 404 })
}

/**
 * PUT /api/admin/ai-prompts/{id}: a full update (the fields of POST); saved as default, the
 * others of its category lose the default. DELETE /api/admin/ai-prompts/{id}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    switch (request.method) {
      case 'PUT': {
        const input = await parseJsonBody(request, AiPromptApiSchema)
        return Response.json(await updateAiPrompt(params.id, input))
      }
      case 'DELETE':
        await deleteAiPrompt(params.id)
        return Response.json({ message: 'AI Prompt silindi', id: params.id })
      default:
        throw new ApiError(405, 'Use GET, PUT or DELETE.')
    }
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}
