import { SeoGenerateRequestSchema } from '~/forms/admin-seo'
import { generateSeoTexts } from '~/lib/admin-seo.server'
import { AiError } from '~/lib/ai/client.server'
import { requireAdminApi } from '~/lib/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/seo-generate'

/**
 * POST /api/admin/seo/generate: { page, title?, description?, products? } → SEO texts in tr, en
 * and de (title_*, description_*, keywords_*, h1_*). Nothing is saved. Products default to the
 * spec's list. AI failures answer { message } with 503 (not configured), 502, 504 or 422.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    const input = await parseJsonBody(request, SeoGenerateRequestSchema)
    return Response.json(await generateSeoTexts(input))
  } catch (error) {
    return apiErrorResponse(error instanceof AiError ? new ApiError(error.status, error.message) : error)
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
