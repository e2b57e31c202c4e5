import { QuoteApiSchema } from '~/forms/quote'
import { env } from '~/lib/env.server'
import { ApiError, apiErrorResponse, parseLeadJson, requireWithinFormRateLimit } from '~/lib/json-api.server'
import { createQuoteLeadFromApi, leadContextFrom } from '~/lib/leads.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/rfq'

/** POST /api/rfq: a quote request (spec §7 body, or product lines in `items`). */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    await requireWithinFormRateLimit(request, 'rfq', env().FORM_RATE_LIMIT)
    const { value: input, spamReason, submissionKey } = await parseLeadJson(request, QuoteApiSchema)
    const { lead, duplicate } = await createQuoteLeadFromApi(input, { ...leadContextFrom(request, input.locale, siteUrlOf(request)), spamReason, submissionKey })
    return Response.json({ id: lead.id, message: 'Quote request received.' }, { status: duplicate ? 200 : 201 })
  } catch (error) {
    return apiErrorResponse(error)
  }
}
