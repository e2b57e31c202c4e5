import { generateAdminBlogImage, toApiError } from '~/lib/admin-blog.server'
import { requireAdminApi } from '~/lib/auth.server'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import type { Route } from './+types/blog-generate-image'

/**
 * POST /api/admin/blog/{id}/generate-image (no body): generates a cover image, stores it in the
 * media gallery (category blog, with its WebP variants), sets it on the post → the updated post.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    return Response.json(await generateAdminBlogImage(params.id))
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
