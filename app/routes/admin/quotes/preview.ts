import { quotePreviewPdf } from '~/features/quotes/admin-quotes.server'
import { pdfResponse } from '~/features/quotes/quote-documents.server'
import { getQuoteForAdmin } from '~/features/quotes/quotes.server'
import { invariantResponse } from '~/lib/http/invariant'
import type { Route } from './+types/preview'

/**
 * GET /admin/quotes/:id/preview.pdf: the newest version (a draft too) as the buyer would receive
 * it, in the buyer's language. Shown in the browser (inline), never stored by a cache.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const quote = await getQuoteForAdmin(params.id)
  invariantResponse(quote, 'Teklif bulunamadı', { status: 404 })
  const pdf = await quotePreviewPdf(quote)
  invariantResponse(pdf, 'Teklifin sürümü yok', { status: 404 })
  return pdfResponse(pdf)
}
