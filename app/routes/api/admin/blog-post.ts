import { z } from 'zod'
import { blogMessages } from '~/features/blog/admin-blog'
import { BlogPostApiSchema } from '~/features/blog/schemas'
import { deleteAdminBlogPost, editableFields, getAdminBlogPost, toApiError, updateAdminBlogPost } from '~/features/blog/admin-blog.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/blog-post'

/** GET /api/admin/blog/{id}: one post. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const post = await getAdminBlogPost(params.id)
  return post ? Response.json(post) : Response.json({ message: blogMessages.notFound }, { status: 404 })
}

/**
 * PUT /api/admin/blog/{id}: the fields sent replace the stored ones (fields left out are kept, so
 * `{ "isActive": false }` alone unpublishes); the result is validated like a new post.
 * DELETE /api/admin/blog/{id}: removes it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    switch (request.method) {
      case 'PUT': {
        const current = await getAdminBlogPost(params.id)
        if (!current) throw new ApiError(404, blogMessages.notFound)
        const merged = z.preprocess((body) => (isPlainObject(body) ? { ...editableFields(current), ...body } : body), BlogPostApiSchema)
        const input = await parseJsonBody(request, merged)
        return Response.json(await updateAdminBlogPost(current.id, input))
      }
      case 'DELETE':
        await deleteAdminBlogPost(params.id)
        return Response.json({ message: blogMessages.deleted, id: params.id })
      default:
        throw new ApiError(405, 'Use GET, PUT or DELETE.')
    }
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
