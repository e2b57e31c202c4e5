import { uploadedFileResponse } from '~/features/media/file-response.server'
import { readProductFile } from '~/features/media/uploads.server'
import type { Route } from './+types/product-file'

/** GET /uploads/products/<key>: a file uploaded with a product (image, spec sheet, CoA PDF). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return uploadedFileResponse(request, params.file, await readProductFile(params.file))
}
