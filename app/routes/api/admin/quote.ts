import { requireAdminApi } from '~/features/auth/auth.server'
import { getQuoteJson, methodNotAllowed, quoteErrorResponse, readQuoteBody } from '~/features/quotes/quote-api.server'
import { saveQuoteDraft } from '~/features/quotes/quotes.server'
import { QuoteDraftSchema } from '~/features/quotes/schemas'
import type { Route } from './+types/quote'

/** GET /api/admin/quotes/:id: the quote with every version, newest first (internal notes included). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminApi(request)
  try {
    return Response.json(await getQuoteJson(params.id))
  } catch (error) {
    return quoteErrorResponse(error)
  }
}

/**
 * PUT /api/admin/quotes/:id with QuoteDraftSchema: the draft is saved in place; when the newest
 * version was sent (or answered, withdrawn), a new draft version is made from the body → the quote.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request)
  if (request.method !== 'PUT') return methodNotAllowed('GET, PUT')
  try {
    const input = await readQuoteBody(request, QuoteDraftSchema)
    await saveQuoteDraft(params.id, input, admin)
    return Response.json(await getQuoteJson(params.id))
  } catch (error) {
    return quoteErrorResponse(error)
  }
}
