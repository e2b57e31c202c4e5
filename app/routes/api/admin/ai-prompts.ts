import { createAiPrompt, listAiPrompts } from '~/features/ai/prompts.server'
import { AiPromptApiSchema } from '~/features/ai/schemas'
import { adminCreateAction, adminListLoader } from './admin-json.server'

/**
 * GET /api/admin/ai-prompts: every prompt (optionally `?category=`), by category, the default first.
 * POST /api/admin/ai-prompts: { name, description?, prompt, category?, isActive?, isDefault? } → 201 with the prompt.
 */
export const loader = adminListLoader((request) => listAiPrompts(new URL(request.url).searchParams.get('category')))
export const action = adminCreateAction(AiPromptApiSchema, createAiPrompt)
