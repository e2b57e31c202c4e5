import { findActivePost, jsonResponse } from '~/features/content/public-api.server'
import type { Route } from './+types/blog-post'

export async function loader({ params }: Route.LoaderArgs) {
  const post = await findActivePost(params.slug)
  return post ? jsonResponse(post) : jsonResponse({ message: 'Failed to fetch blog post' }, 404)
}
