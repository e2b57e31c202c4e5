import { jsonResponse, listActivePosts } from '~/features/content/public-api.server'

export async function loader() {
  return jsonResponse(await listActivePosts())
}
