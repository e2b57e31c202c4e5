import { aiEndpoint, aiEndpointLoader } from '~/features/ai/api.server'
import { suggestBlogTopics, toApiError } from '~/features/blog/admin-blog.server'
import { BlogTopicsRequestSchema } from '~/features/blog/schemas'
import type { Route } from './+types/blog-topics'

/** POST /api/admin/blog/topics { audience?, count? } (body optional) → { topics: [{ title_tr, title_en, title_de, summary }] }. */
export async function action({ request }: Route.ActionArgs) {
  return aiEndpoint(request, BlogTopicsRequestSchema, async (input) => ({ topics: await suggestBlogTopics(input) }), {
    toApiError,
    bodyOptional: true,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  return aiEndpointLoader(request)
}
