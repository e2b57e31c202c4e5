import { jsonResponse, listActiveProducts } from '~/lib/public-api.server'

export async function loader() {
  return jsonResponse(await listActiveProducts())
}
