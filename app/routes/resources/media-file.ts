import { uploadedFileResponse } from '~/features/media/file-response.server'
import { readMediaFile } from '~/features/media/media.server'
import type { Route } from './+types/media-file'

/** GET /uploads/media/<key>: a gallery file or one of its variants. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return uploadedFileResponse(request, params.file, await readMediaFile(params.file))
}
