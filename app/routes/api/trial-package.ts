import { TrialApiSchema } from '~/forms/trial-api'
import { env } from '~/lib/env.server'
import { ApiError, apiErrorResponse, parseLeadJson, requireWithinFormRateLimit } from '~/lib/json-api.server'
import { leadContextFrom, storeTrial } from '~/lib/leads.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/trial-package'

/** POST /api/trial-package: a trial-package request (spec §7 body). */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    await requireWithinFormRateLimit(request, 'trial', env().FORM_RATE_LIMIT)
    const { value, spamReason, submissionKey } = await parseLeadJson(request, TrialApiSchema)
    const { locale = 'tr', products = [], ...input } = value
    const { lead, duplicate } = await storeTrial(
      { ...input, companyName: input.companyName || 'Bireysel', email: input.email || undefined },
      { ...leadContextFrom(request, locale, siteUrlOf(request)), spamReason, submissionKey },
      products.map((productId) => ({ productId })),
    )
    return Response.json({ id: lead.id, message: 'Trial package request received.' }, { status: duplicate ? 200 : 201 })
  } catch (error) {
    return apiErrorResponse(error)
  }
}
