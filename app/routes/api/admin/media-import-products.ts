import { requireAdminApi } from '~/features/auth/auth.server'
import { importProductImages } from '~/features/media/admin-media.server'
import { mediaMessages } from '~/features/media/media'
import { logger } from '~/lib/logger.server'
import type { Route } from './+types/media-import-products'

/** POST /api/admin/media/import-products: product images not yet in the gallery → { message, imported }. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request)
  if (request.method !== 'POST')
    return Response.json({ error: 'Method not allowed', message: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } })
  try {
    const imported = await importProductImages()
    return Response.json({ message: mediaMessages.imported(imported), imported })
  } catch (error) {
    logger.error({ err: error }, 'Importing product images failed')
    return Response.json({ error: mediaMessages.importFailed, message: mediaMessages.importFailed }, { status: 500 })
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request)
  return Response.json({ error: 'Method not allowed', message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } })
}
