import { deleteAiPrompt, getAiPrompt, PROMPT_NOT_FOUND, toApiError, updateAiPrompt } from '~/features/ai/prompts.server'
import { AiPromptApiSchema } from '~/features/ai/schemas'
import { adminItemAction, adminItemLoader, replaceWith } from './admin-json.server'

/**
 * GET /api/admin/ai-prompts/{id}: one prompt.
 * PUT /api/admin/ai-prompts/{id}: a full update (the fields of POST); saved as default, the
 * others of its category lose the default. DELETE /api/admin/ai-prompts/{id}.
 */
export const loader = adminItemLoader(getAiPrompt, PROMPT_NOT_FOUND)
export const action = adminItemAction(replaceWith(AiPromptApiSchema, updateAiPrompt), deleteAiPrompt, 'AI Prompt silindi', toApiError)
