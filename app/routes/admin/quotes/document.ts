import { acceptedVersionOf } from '~/features/quotes/admin-quotes.server'
import { pdfResponse, renderMailAttachment } from '~/features/quotes/quote-documents.server'
import { invariantResponse } from '~/lib/http/invariant'
import type { Route } from './+types/document'

/**
 * GET /admin/quotes/:id/accepted.pdf and /admin/quotes/:id/proforma.pdf: the accepted version and
 * its proforma invoice exactly as the buyer received them (the buyer's language). Shown in the
 * browser, never stored by a cache.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.endsWith('/proforma.pdf') ? 'proforma' : 'quote'
  const versionId = await acceptedVersionOf(params.id)
  invariantResponse(versionId, 'Kabul edilmiş bir sürüm yok', { status: 404 })
  const pdf = await renderMailAttachment({ kind, versionId })
  invariantResponse(pdf, 'Proforma fatura yok', { status: 404 })
  return pdfResponse(pdf)
}
