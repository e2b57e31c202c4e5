import { AiTopicSchema } from '~/forms/admin-blog'
import { draftBlogArticle, toApiError } from '~/lib/admin-blog.server'
import { requireAdminApi } from '~/lib/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/blog-generate'

/**
 * POST /api/admin/blog/generate { topic }: a generated article (title, excerpt, content, keywords,
 * metaDescription in tr/en/de, slug of the Turkish title). Nothing is saved. AI failures answer
 * { message } with 503 (not configured), 502 (provider), 504 (timeout) or 422 (bad answer).
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    const { topic } = await parseJsonBody(request, AiTopicSchema)
    return Response.json(await draftBlogArticle(topic))
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
