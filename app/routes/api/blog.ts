import { jsonResponse, listActivePosts } from '~/lib/public-api.server'

export async function loader() {
  return jsonResponse(await listActivePosts())
}
