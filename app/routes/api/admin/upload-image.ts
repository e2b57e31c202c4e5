import { requireAdminApi } from '~/features/auth/auth.server'
import { readProductFormPost, storeProductFiles, UploadRejectedError } from '~/features/media/uploads.server'
import { imageSlots } from '~/features/products/admin-product'
import { ApiError, apiErrorResponse } from '~/lib/json-api.server'
import { isOneOf } from '~/lib/one-of'
import type { Route } from './+types/upload-image'

/**
 * POST /api/admin/upload-image: multipart `image` + `imageType` (main, detail1, detail2) → { url }.
 * The image is checked like every upload and stored only when the whole request is valid.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    const { formData, pending, rejected } = await readProductFormPost(request, { image: 'image' }).catch((error: unknown) => {
      throw error instanceof UploadRejectedError ? new ApiError(error.status, `Resim yüklenemedi: ${error.message}`) : error
    })
    const imageType = formData.get('imageType')
    if (!isOneOf(imageSlots, imageType)) {
      throw new ApiError(400, 'Resim yüklenemedi: imageType main, detail1 veya detail2 olmalıdır')
    }
    if (rejected.image) throw new ApiError(400, `Resim yüklenemedi: ${rejected.image}`)
    const image = pending.image
    if (!image) throw new ApiError(400, 'Resim yüklenemedi: image alanında bir resim gönderin')
    await storeProductFiles([image]).catch((error: unknown) => {
      throw error instanceof UploadRejectedError ? new ApiError(400, `Resim yüklenemedi: ${error.message}`) : error
    })
    return Response.json({ url: image.url, imageType }, { status: 201 })
  } catch (error) {
    return apiErrorResponse(error)
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
