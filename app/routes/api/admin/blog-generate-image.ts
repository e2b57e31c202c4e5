import { aiEndpointLoader, aiEndpointWithoutBody } from '~/features/ai/api.server'
import { generateAdminBlogImage, toApiError } from '~/features/blog/admin-blog.server'
import type { Route } from './+types/blog-generate-image'

/**
 * POST /api/admin/blog/{id}/generate-image (no body): generates a cover image, stores it in the
 * media gallery (category blog, with its WebP variants), sets it on the post → the updated post.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return aiEndpointWithoutBody(request, () => generateAdminBlogImage(params.id), { toApiError })
}

export async function loader({ request }: Route.LoaderArgs) {
  return aiEndpointLoader(request)
}
