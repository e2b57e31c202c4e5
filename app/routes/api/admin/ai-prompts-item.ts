import { AiPromptApiSchema } from '~/features/ai/schemas'
import { deleteAiPrompt, getAiPrompt, PROMPT_NOT_FOUND, toApiError, updateAiPrompt } from '~/features/ai/prompts.server'
import { parseJsonBody } from '~/lib/json-api.server'
import { adminItemApi } from './admin-json.server'

/**
 * GET /api/admin/ai-prompts/{id}: one prompt.
 * PUT /api/admin/ai-prompts/{id}: a full update (the fields of POST); saved as default, the
 * others of its category lose the default. DELETE /api/admin/ai-prompts/{id}.
 */
const api = adminItemApi({
  read: getAiPrompt,
  notFound: PROMPT_NOT_FOUND,
  replace: async (id, request) => updateAiPrompt(id, await parseJsonBody(request, AiPromptApiSchema)),
  remove: deleteAiPrompt,
  deleted: 'AI Prompt silindi',
  toApiError,
})

export const loader = api.loader
export const action = api.action
