import { buyerVersion } from '~/features/quotes/buyer.server'
import { openRequest, RequestNotFound, throwAsPageAnswer } from '~/features/quotes/buyer-page.server'
import { pdfResponse, proformaPdf, quotePdf } from '~/features/quotes/quote-documents.server'
import { toQuoteView } from '~/features/quotes/quote-view.server'
import { invariantResponse } from '~/lib/http/invariant'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { isLanguageSegment } from '~/lib/locale'
import type { Route } from './+types/request-document'

/**
 * GET /requests/:token/quote/:versionId and /requests/:token/proforma (and /en/…, /de/…): the
 * buyer's PDFs in the URL's language, made from the stored version. Private like the page: a
 * wrong token or a version of another request is the same 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // A file below the language segment: the language gate's loader does not run for it.
  invariantResponse(isLanguageSegment(params.lang), 'Not found', { status: 404 })
  const locale = localeOf(context)
  const { t } = getInstance(context)
  try {
    const page = await openRequest(request, params.token, locale)
    if (!params.versionId) {
      if (!page.proforma) throw new RequestNotFound()
      return pdfResponse(await proformaPdf(page.proforma))
    }
    const row = await buyerVersion(page.leadId, params.versionId)
    if (!row) throw new RequestNotFound()
    const { quote, ...version } = row
    const { reference, ...buyer } = quote.lead
    return pdfResponse(await quotePdf(toQuoteView(version, { number: quote.number, reference, locale, buyer })))
  } catch (error) {
    throwAsPageAnswer(error, t)
  }
}
