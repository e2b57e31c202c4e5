import { requireAdminApi } from '~/features/auth/auth.server'
import { deleteMedia, getMedia, mediaApiError, updateMedia } from '~/features/media/admin-media.server'
import { mediaMessages } from '~/features/media/media'
import { MediaRejectedError } from '~/features/media/media.server'
import { MediaUpdateApiSchema } from '~/features/media/schemas'
import type { Route } from './+types/media-item'

/** GET /api/admin/media/:id: one file. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  const media = await getMedia(params.id)
  return media ? Response.json(media) : Response.json({ error: mediaMessages.notFound, message: mediaMessages.notFound }, { status: 404 })
}

/**
 * PUT /api/admin/media/:id (JSON: category, alt_*, description_*, tags as a list, isActive; only
 * the fields sent change) and DELETE /api/admin/media/:id (the stored file and its variants too;
 * 409 while a product or a post shows it).
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminApi(request)
  try {
    switch (request.method) {
      case 'PUT': {
        if (!(request.headers.get('content-type') ?? '').includes('application/json'))
          throw new MediaRejectedError('Gövdeyi JSON olarak gönderin (Content-Type: application/json)', 415)
        const body: unknown = await request.json().catch(() => {
          throw new MediaRejectedError('Gövde geçerli JSON değil')
        })
        const parsed = MediaUpdateApiSchema.safeParse(body)
        if (!parsed.success)
          throw new MediaRejectedError(`${mediaMessages.updateFailed}: ${parsed.error.issues[0]?.message ?? 'geçersiz istek'}`)
        const media = await updateMedia(params.id, parsed.data)
        if (!media) throw new MediaRejectedError(mediaMessages.notFound, 404)
        return Response.json(media)
      }
      case 'DELETE': {
        const result = await deleteMedia(params.id)
        if (result === 'not-found') throw new MediaRejectedError(mediaMessages.notFound, 404)
        if (result === 'in-use') throw new MediaRejectedError(`${mediaMessages.deleteFailed}: ${mediaMessages.inUse}`, 409)
        return Response.json({ message: mediaMessages.deleted })
      }
      default:
        return Response.json(
          { error: 'Method not allowed', message: 'Method not allowed' },
          { status: 405, headers: { Allow: 'GET, PUT, DELETE' } },
        )
    }
  } catch (error) {
    return mediaApiError(error)
  }
}
