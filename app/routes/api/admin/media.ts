import { requireAdminApi } from '~/features/auth/auth.server'
import { listMediaForApi, mediaApiError, readGalleryUpload } from '~/features/media/admin-media.server'
import { mediaMessages, readMediaListQuery } from '~/features/media/media'
import { addToGallery, MediaRejectedError } from '~/features/media/media.server'
import { MediaUploadFieldsSchema } from '~/features/media/schemas'
import type { Route } from './+types/media'

/**
 * GET /api/admin/media: the gallery, newest first (at most 1000). Optional `category`
 * (product, blog, general, hero, about), `active=true` (active files only) and `q` (search).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json(await listMediaForApi(readMediaListQuery(new URL(request.url).searchParams)))
}

/**
 * POST /api/admin/media: multipart `file`, `category`, optional alt_tr/en/de,
 * description_tr/en/de and `tags` as a JSON list. 201 with the new file; the same bytes again
 * answer 200 with the existing file and `duplicate: true`. Failures: 4xx `{ error }` in Turkish.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  if (request.method !== 'POST')
    return Response.json({ error: 'Method not allowed', message: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET, POST' } })
  try {
    const { formData, file, refused } = await readGalleryUpload(request)
    if (refused) throw refused
    const parsed = MediaUploadFieldsSchema.safeParse(Object.fromEntries(formData))
    if (!parsed.success) throw new MediaRejectedError(parsed.error.issues[0]?.message ?? 'Geçersiz istek')
    if (!file) throw new MediaRejectedError(mediaMessages.fileRequired)
    const { media, duplicate } = await addToGallery(file, parsed.data)
    return Response.json({ ...media, duplicate }, { status: duplicate ? 200 : 201 })
  } catch (error) {
    return mediaApiError(error)
  }
}
