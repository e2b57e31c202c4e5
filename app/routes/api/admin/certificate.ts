import { requireAdminApi } from '~/features/auth/auth.server'
import { toApiError, updateCertificateFromApi } from '~/features/certificates/certificate-api.server'
import { deleteCertificate, getCertificate } from '~/features/certificates/certificates.server'
import { certificateMessages } from '~/features/certificates/schemas'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import type { Route } from './+types/certificate'

/** GET /api/admin/certificates/{id}: one certificate, or 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const certificate = await getCertificate(params.id)
  return certificate ? Response.json(certificate) : Response.json({ message: certificateMessages.notFound }, { status: 404 })
}

/**
 * PUT /api/admin/certificates/{id}: JSON with every field as for POST (without `mediaId` the PDF
 * stays; another PDF is uploaded to /api/admin/media first); 400 with the field messages.
 * DELETE /api/admin/certificates/{id}: removes it (its PDF stays in the gallery).
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    switch (request.method) {
      case 'PUT':
        return Response.json(await updateCertificateFromApi(params.id, request))
      case 'DELETE':
        await deleteCertificate(params.id)
        return Response.json({ message: 'Sertifika silindi', id: params.id })
      default:
        throw new ApiError(405, 'GET, PUT veya DELETE kullanın.', undefined, { Allow: 'GET, PUT, DELETE' })
    }
  } catch (error) {
    return apiErrorResponse(toApiError(error), request)
  }
}
