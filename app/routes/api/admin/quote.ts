import { answerQuoteApi, getQuoteJson, quoteJsonLoader, readQuoteBody } from '~/features/quotes/quote-api.server'
import { saveQuoteDraft } from '~/features/quotes/quotes.server'
import { QuoteDraftSchema } from '~/features/quotes/schemas'
import type { Route } from './+types/quote'

/** GET /api/admin/quotes/:id: the quote with every version, newest first (internal notes included). */
export const loader = quoteJsonLoader(getQuoteJson)

/**
 * PUT /api/admin/quotes/:id with QuoteDraftSchema: the draft is saved in place; when the newest
 * version was sent (or answered, withdrawn), a new draft version is made from the body → the quote.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerQuoteApi(
    request,
    async (admin) => {
      await saveQuoteDraft(params.id, await readQuoteBody(request, QuoteDraftSchema), admin)
      return Response.json(await getQuoteJson(params.id))
    },
    { method: 'PUT', allow: 'GET, PUT' },
  )
}
