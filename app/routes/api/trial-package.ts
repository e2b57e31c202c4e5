import { parseLeadJson } from '~/features/leads/lead-api.server'
import { createTrialLead, leadContextFrom, storedLeadJson, trialFromApi } from '~/features/leads/leads.server'
import { trialApiSchema } from '~/features/leads/trial-api-schema'
import { env } from '~/lib/env.server'
import { apiErrorResponse, apiText, postOnly, requirePost, requireWithinFormRateLimit } from '~/lib/json-api.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/trial-package'

export const loader = postOnly

/** POST /api/trial-package: a trial-package request (the original client's body; `products` become rows). */
export async function action({ request }: Route.ActionArgs) {
  try {
    requirePost(request)
    await requireWithinFormRateLimit(request, 'trial', env().FORM_RATE_LIMIT)
    const { value, locale, spamReason, submissionKey, keyFromVisitor } = await parseLeadJson(request, trialApiSchema)
    const context = {
      ...(await leadContextFrom(request, value.locale ?? 'tr', siteUrlOf(request))),
      spamReason,
      submissionKey,
      keyFromVisitor,
    }
    const stored = await createTrialLead(trialFromApi(value), context)
    return Response.json(storedLeadJson(stored, context.siteUrl, apiText(locale, 'trialReceived')), {
      status: stored.duplicate ? 200 : 201,
    })
  } catch (error) {
    return apiErrorResponse(error, request)
  }
}
