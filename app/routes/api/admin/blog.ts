import { BlogPostApiSchema } from '~/features/blog/schemas'
import { createAdminBlogPost, listAdminBlogPosts, toApiError } from '~/features/blog/admin-blog.server'
import { adminCollectionApi } from './admin-json.server'

/**
 * GET /api/admin/blog: every post (active or not), newest first.
 * POST /api/admin/blog: a new post (the fields of BlogPostApiSchema; slug derived from title_tr when empty) → 201 with it.
 */
const api = adminCollectionApi({
  list: () => listAdminBlogPosts(),
  schema: BlogPostApiSchema,
  create: createAdminBlogPost,
  toApiError,
})

export const loader = api.loader
export const action = api.action
