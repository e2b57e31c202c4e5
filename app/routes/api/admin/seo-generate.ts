import { aiEndpoint, aiEndpointLoader } from '~/features/ai/api.server'
import { generateSeoTexts } from '~/features/seo/admin-seo.server'
import { SeoGenerateRequestSchema } from '~/features/seo/schemas'
import type { Route } from './+types/seo-generate'

/**
 * POST /api/admin/seo/generate: { page, title?, description?, products? } → SEO texts in tr, en
 * and de (title_*, description_*, keywords_*, h1_*). Nothing is saved. Products default to
 * `seoRequestProducts`. AI failures answer { message } with 503 (not configured), 502, 504 or 422.
 */
export async function action({ request }: Route.ActionArgs) {
  return aiEndpoint(request, SeoGenerateRequestSchema, (input) => generateSeoTexts(input))
}

export async function loader({ request }: Route.LoaderArgs) {
  return aiEndpointLoader(request)
}
