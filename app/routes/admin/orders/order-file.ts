import { downloadName, orderFileResponse } from '~/features/orders/order-files.server'
import { adminOrderFile } from '~/features/orders/order-view.server'
import { invariantResponse } from '~/lib/http/invariant'
import { isUuid } from '~/lib/uuid'
import type { Route } from './+types/order-file'

/**
 * GET /admin/orders/:id/documents/:documentId and /admin/orders/:id/lots/:lotId/report: a
 * document of the order (any version) or a lot's lab report, as a private download. A file of
 * another order is not found.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const what = params.documentId ? { document: params.documentId } : { lot: params.lotId ?? '' }
  const id = 'document' in what ? what.document : what.lot
  invariantResponse(isUuid(params.id) && isUuid(id), 'Dosya bulunamadı', { status: 404 })
  const file = await adminOrderFile(params.id, what)
  invariantResponse(file, 'Dosya bulunamadı', { status: 404 })
  const response = await orderFileResponse(file.key, downloadName(...file.parts))
  invariantResponse(response, 'Dosya depoda bulunamadı', { status: 404 })
  return response
}
