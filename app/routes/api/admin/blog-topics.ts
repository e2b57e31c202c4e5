import { BlogTopicsRequestSchema } from '~/forms/admin-blog'
import { suggestBlogTopics, toApiError } from '~/lib/admin-blog.server'
import { requireAdminApi } from '~/lib/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/blog-topics'

/** POST /api/admin/blog/topics { audience?, count? } (body optional) → { topics: [{ title_tr, title_en, title_de, summary }] }. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    const hasBody = Number(request.headers.get('content-length') ?? '0') > 0 || request.headers.has('content-type')
    const input = hasBody ? await parseJsonBody(request, BlogTopicsRequestSchema) : {}
    return Response.json({ topics: await suggestBlogTopics(input) })
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
