import { SeoSettingApiSchema } from '~/features/seo/schemas'
import { createSeoSetting, listSeoSettings, toApiError } from '~/features/seo/admin-seo.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/seo'

/** GET /api/admin/seo: every saved SEO setting (active or not), by page key. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json(await listSeoSettings())
}

/** POST /api/admin/seo: a new setting (Turkish and English title and description required, German optional) → 201 with it; 409 when the page has one. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use GET or POST.')
    const input = await parseJsonBody(request, SeoSettingApiSchema)
    return Response.json(await createSeoSetting(input), { status: 201 })
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}
