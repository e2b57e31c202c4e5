import { parseLeadJson } from '~/features/leads/lead-api.server'
import { createQuoteLead, leadContextFrom, quoteFromApi, storedLeadJson } from '~/features/leads/leads.server'
import { quoteApiSchema } from '~/features/leads/quote-schema'
import { env } from '~/lib/env.server'
import { apiErrorResponse, apiText, postOnly, requirePost, requireWithinFormRateLimit } from '~/lib/json-api.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/rfq'

export const loader = postOnly

/** POST /api/rfq: a quote request (the original client's flat body, and/or product lines in `items`). */
export async function action({ request }: Route.ActionArgs) {
  try {
    requirePost(request)
    await requireWithinFormRateLimit(request, 'rfq', env().FORM_RATE_LIMIT)
    const { value, locale, spamReason, submissionKey, keyFromVisitor } = await parseLeadJson(request, quoteApiSchema)
    const context = { ...(await leadContextFrom(request, value.locale, siteUrlOf(request))), spamReason, submissionKey, keyFromVisitor }
    const stored = await createQuoteLead(quoteFromApi(value), context)
    return Response.json(storedLeadJson(stored, context.siteUrl, apiText(locale, 'quoteReceived')), {
      status: stored.duplicate ? 200 : 201,
    })
  } catch (error) {
    return apiErrorResponse(error, request)
  }
}
