import { createAdminBlogPost, listAdminBlogPosts, toApiError } from '~/features/blog/admin-blog.server'
import { BlogPostApiSchema } from '~/features/blog/schemas'
import { adminCreateAction, adminListLoader } from './admin-json.server'

/**
 * GET /api/admin/blog: every post (active or not), newest first.
 * POST /api/admin/blog: a new post (the fields of BlogPostApiSchema; slug derived from title_tr when empty) → 201 with it.
 */
export const loader = adminListLoader(() => listAdminBlogPosts())
export const action = adminCreateAction(BlogPostApiSchema, createAdminBlogPost, toApiError)
