import { BlogPostApiSchema } from '~/features/blog/schemas'
import { createAdminBlogPost, listAdminBlogPosts, toApiError } from '~/features/blog/admin-blog.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/blog'

/** GET /api/admin/blog: every post (active or not), newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json(await listAdminBlogPosts())
}

/** POST /api/admin/blog: a new post (the fields of BlogPostApiSchema; slug derived from title_tr when empty) → 201 with it. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use GET or POST.')
    const input = await parseJsonBody(request, BlogPostApiSchema)
    return Response.json(await createAdminBlogPost(input), { status: 201 })
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}
