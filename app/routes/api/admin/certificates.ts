import { requireAdminApi } from '~/features/auth/auth.server'
import { createCertificateFromApi, toApiError } from '~/features/certificates/certificate-api.server'
import { listCertificates } from '~/features/certificates/certificates.server'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import type { Route } from './+types/certificates'

/** GET /api/admin/certificates: every certificate (days as YYYY-MM-DD, its status and days left today, its PDF). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json(await listCertificates())
}

/**
 * POST /api/admin/certificates: multipart with the fields and the PDF as `pdf`, or JSON
 * `{ scheme, body, number, scope_tr, scope_en?, scope_de?, validFrom, validUntil, sortOrder?, mediaId }`
 * naming a PDF of the gallery → 201 with the certificate. 400 with the field messages; a refused
 * PDF answers 413 (over 10 MB) or 415 (not a PDF, or one with active content) with its message.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'GET veya POST kullanın.', undefined, { Allow: 'GET, POST' })
    return Response.json(await createCertificateFromApi(request), { status: 201 })
  } catch (error) {
    return apiErrorResponse(toApiError(error), request)
  }
}
