import { aiEndpoint, aiEndpointLoader } from '~/features/ai/api.server'
import { draftBlogArticle, toApiError } from '~/features/blog/admin-blog.server'
import { AiTopicSchema } from '~/features/blog/schemas'
import type { Route } from './+types/blog-generate'

/**
 * POST /api/admin/blog/generate { topic }: a generated article (title, excerpt, content, keywords,
 * metaDescription in tr/en/de, slug of the Turkish title). Nothing is saved. AI failures answer
 * { message } with 503 (not configured), 502 (provider), 504 (timeout) or 422 (bad answer).
 */
export async function action({ request }: Route.ActionArgs) {
  return aiEndpoint(request, AiTopicSchema, ({ topic }) => draftBlogArticle(topic), { toApiError })
}

export async function loader({ request }: Route.LoaderArgs) {
  return aiEndpointLoader(request)
}
