import { AiPromptApiSchema } from '~/features/ai/schemas'
import { createAiPrompt, listAiPrompts } from '~/features/ai/prompts.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/ai-prompts'

/** GET /api/admin/ai-prompts: every prompt (optionally `?category=`), by category, the default first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const category = new URL(request.url).searchParams.get('category')
  return Response.json(await listAiPrompts(category))
}

/** POST /api/admin/ai-prompts: { name, description?, prompt, category?, isActive?, isDefault? } → 201 with the prompt. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use GET or POST.')
    const input = await parseJsonBody(request, AiPromptApiSchema)
    return Response.json(await createAiPrompt(input), { status: 201 })
  } catch (error) {
    return apiErrorResponse(error)
  }
}
