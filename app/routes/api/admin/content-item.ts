import { requireAdminApi } from '~/features/auth/auth.server'
import { contentApiState, saveContentFromApi } from '~/features/content/content-api.server'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import type { Route } from './+types/content-item'

/**
 * GET /api/admin/content/{key}: the page's fields, its published content and draft (texts as
 * `{ tr, en, de }`), its version, schedule and revisions.
 * PUT /api/admin/content/{key}: `{ baseVersion, document, publish?, publishAt? }` saves the draft,
 * publishes it, or schedules it; validated as the admin form is. 409 when `baseVersion` is not
 * the stored version, with what is stored now.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  try {
    return Response.json(await contentApiState(params.key))
  } catch (error) {
    return apiErrorResponse(error, request)
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request)
  try {
    if (request.method !== 'PUT') throw new ApiError(405, 'GET veya PUT kullanın.', undefined, { Allow: 'GET, PUT' })
    const { status, body } = await saveContentFromApi(params.key, request, admin.email)
    return Response.json(body, { status })
  } catch (error) {
    return apiErrorResponse(error, request)
  }
}
