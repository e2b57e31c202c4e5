import { findSeoSetting, jsonResponse } from '~/features/content/public-api.server'
import type { Route } from './+types/seo'

export async function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page')?.trim()
  if (!page) return jsonResponse({ message: 'The page parameter is required, e.g. /api/seo?page=homepage' }, 400)
  const setting = await findSeoSetting(page)
  return setting ? jsonResponse(setting) : jsonResponse({ message: 'SEO setting not found' }, 404)
}
