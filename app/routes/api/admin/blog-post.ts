import { z } from 'zod'
import { blogMessages } from '~/features/blog/admin-blog'
import { deleteAdminBlogPost, editableFields, getAdminBlogPost, toApiError, updateAdminBlogPost } from '~/features/blog/admin-blog.server'
import { BlogPostApiSchema } from '~/features/blog/schemas'
import { ApiError, parseJsonBody } from '~/lib/json-api.server'
import { adminItemAction, adminItemLoader } from './admin-json.server'

/**
 * GET /api/admin/blog/{id}: one post.
 * PUT /api/admin/blog/{id}: the fields sent replace the stored ones (fields left out are kept, so
 * `{ "isActive": false }` alone unpublishes); the result is validated like a new post.
 * DELETE /api/admin/blog/{id}: removes it.
 */
export const loader = adminItemLoader(getAdminBlogPost, blogMessages.notFound)
export const action = adminItemAction(replacePost, deleteAdminBlogPost, blogMessages.deleted, toApiError)

/** The fields sent over the stored ones, validated like a new post. */
async function replacePost(id: string, request: Request) {
  const current = await getAdminBlogPost(id)
  if (!current) throw new ApiError(404, blogMessages.notFound)
  const merged = z.preprocess((body) => (isPlainObject(body) ? { ...editableFields(current), ...body } : body), BlogPostApiSchema)
  return updateAdminBlogPost(current.id, await parseJsonBody(request, merged))
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
