import { AiPromptApiSchema } from '~/features/ai/schemas'
import { createAiPrompt, listAiPrompts } from '~/features/ai/prompts.server'
import { adminCollectionApi } from './admin-json.server'

/**
 * GET /api/admin/ai-prompts: every prompt (optionally `?category=`), by category, the default first.
 * POST /api/admin/ai-prompts: { name, description?, prompt, category?, isActive?, isDefault? } → 201 with the prompt.
 */
const api = adminCollectionApi({
  list: (request) => listAiPrompts(new URL(request.url).searchParams.get('category')),
  schema: AiPromptApiSchema,
  create: createAiPrompt,
})

export const loader = api.loader
export const action = api.action
