import { QuoteSchema } from '~/forms/quote'
import { env } from '~/lib/env.server'
import { ApiError, apiErrorResponse, parseJsonBody, requireWithinFormRateLimit } from '~/lib/json-api.server'
import { createQuoteLead, leadContextFrom } from '~/lib/leads.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/rfq'

/** POST /api/rfq: a quote request (spec §7 body). */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    await requireWithinFormRateLimit(request, 'rfq', env().FORM_RATE_LIMIT)
    const input = await parseJsonBody(request, QuoteSchema)
    const { lead, duplicate } = await createQuoteLead(input, leadContextFrom(request, input.locale, siteUrlOf(request)))
    return Response.json({ id: lead.id, message: 'Quote request received.' }, { status: duplicate ? 200 : 201 })
  } catch (error) {
    return apiErrorResponse(error)
  }
}
