import { handleBuyerJson, openRequest, RequestNotFound, TooManyGuesses } from '~/features/quotes/buyer-page.server'
import { apiErrorResponse, messageLocale } from '~/lib/json-api.server'
import { isLocale } from '~/lib/locale'
import { retryAfter } from '~/lib/rate-limit.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/request'

/**
 * GET /api/requests/:token?locale=de: the buyer's page as JSON (the request as sent, its state,
 * the current quote with amounts as decimal strings, earlier versions, messages, the proforma).
 * The same 404 for every wrong token; guesses are limited per address. POST answers as the page
 * does: `{ intent: 'accept' | 'decline' | 'message', … }`.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('locale') ?? 'en'
  if (!isLocale(asked)) return Response.json({ message: 'locale must be tr, en or de' }, { status: 400 })
  try {
    const { leadId: _leadId, ...page } = await openRequest(request, params.token, asked)
    return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    if (error instanceof TooManyGuesses)
      return Response.json({ message: 'Too many requests' }, { status: 429, headers: retryAfter(error.retryAfterSeconds) })
    if (error instanceof RequestNotFound) return Response.json({ message: 'Request not found' }, { status: 404 })
    throw error
  }
}

export async function action({ params, request }: Route.ActionArgs) {
  try {
    return await handleBuyerJson(request, params.token, messageLocale(request), siteUrlOf(request))
  } catch (error) {
    if (error instanceof TooManyGuesses)
      return Response.json({ message: 'Too many requests' }, { status: 429, headers: retryAfter(error.retryAfterSeconds) })
    if (error instanceof RequestNotFound) return Response.json({ message: 'Request not found' }, { status: 404 })
    return apiErrorResponse(error, request)
  }
}
