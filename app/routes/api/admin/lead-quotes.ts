import {
  answerQuoteApi,
  getQuoteJson,
  listLeadQuotesJson,
  quoteJsonLoader,
  readOptionalQuoteBody,
  requireLead,
} from '~/features/quotes/quote-api.server'
import { createQuote } from '~/features/quotes/quotes.server'
import { QuoteDraftSchema } from '~/features/quotes/schemas'
import type { Route } from './+types/lead-quotes'

/** GET /api/admin/leads/:id/quotes: the lead's quotes, newest first, each with every version. */
export const loader = quoteJsonLoader(listLeadQuotesJson)

/**
 * POST /api/admin/leads/:id/quotes: a new quote whose first draft is the body (QuoteDraftSchema),
 * or, without a body, the request's lines at their products' list prices → 201 with the quote.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerQuoteApi(
    request,
    async (admin) => {
      const input = await readOptionalQuoteBody(request, QuoteDraftSchema)
      await requireLead(params.id)
      const quoteId = await createQuote(params.id, admin, input)
      return Response.json(await getQuoteJson(quoteId), { status: 201 })
    },
    { method: 'POST', allow: 'GET, POST' },
  )
}
