import { imageSlots } from '~/domain/admin-product'
import { requireAdminApi } from '~/lib/auth.server'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import { parseFormWithUploads, UploadRejectedError } from '~/lib/uploads.server'
import type { Route } from './+types/upload-image'

/** POST /api/admin/upload-image: multipart `image` + `imageType` (main, detail1, detail2) → { url }. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) throw new ApiError(415, 'Send the image as multipart/form-data.')
    const { formData, rejected } = await parseFormWithUploads(request, { image: 'image' }).catch((error) => {
      throw error instanceof UploadRejectedError ? new ApiError(400, `Resim yüklenemedi: ${error.message}`) : error
    })
    const imageType = formData.get('imageType')
    if (typeof imageType !== 'string' || !(imageSlots as readonly string[]).includes(imageType)) {
      throw new ApiError(400, 'imageType must be main, detail1 or detail2')
    }
    if (rejected.image) throw new ApiError(400, `Resim yüklenemedi: ${rejected.image}`)
    const url = formData.get('image')
    if (typeof url !== 'string') throw new ApiError(400, 'Resim yüklenemedi: image is required')
    return Response.json({ url, imageType }, { status: 201 })
  } catch (error) {
    return apiErrorResponse(error)
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
