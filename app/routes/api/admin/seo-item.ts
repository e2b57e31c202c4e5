import { SeoSettingApiSchema } from '~/features/seo/schemas'
import { deleteSeoSetting, getSeoSetting, SEO_NOT_FOUND, toApiError, updateSeoSetting } from '~/features/seo/admin-seo.server'
import { requireAdminApi } from '~/features/auth/auth.server'
import { ApiError, apiErrorResponse, parseJsonBody } from '~/lib/json-api.server'
import type { Route } from './+types/seo-item'

/** GET /api/admin/seo/{id}: one setting. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const setting = await getSeoSetting(params.id)
  return setting ? Response.json(setting) : Response.json({ message: SEO_NOT_FOUND }, { status: 404 })
}

/**
 * PUT /api/admin/seo/{id}: a full update (the same fields as POST).
 * DELETE /api/admin/seo/{id}: the page goes back to its built-in texts.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    switch (request.method) {
      case 'PUT': {
        const input = await parseJsonBody(request, SeoSettingApiSchema)
        return Response.json(await updateSeoSetting(params.id, input))
      }
      case 'DELETE':
        await deleteSeoSetting(params.id)
        return Response.json({ message: 'SEO ayarı silindi', id: params.id })
      default:
        throw new ApiError(405, 'Use GET, PUT or DELETE.')
    }
  } catch (error) {
    return apiErrorResponse(toApiError(error))
  }
}
