import { contactApiSchema } from '~/features/leads/contact-schema'
import { parseLeadJson } from '~/features/leads/lead-api.server'
import { createContactLead, leadContextFrom } from '~/features/leads/leads.server'
import { env } from '~/lib/env.server'
import { apiErrorResponse, apiText, postOnly, requirePost, requireWithinFormRateLimit } from '~/lib/json-api.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/contact'

export const loader = postOnly

/** POST /api/contact: a contact message, stored and notified. */
export async function action({ request }: Route.ActionArgs) {
  try {
    requirePost(request)
    await requireWithinFormRateLimit(request, 'contact', env().FORM_RATE_LIMIT)
    const { value, locale, spamReason, submissionKey } = await parseLeadJson(request, contactApiSchema)
    const { locale: leadLocale, ...input } = value
    const { lead, duplicate } = await createContactLead(input, {
      ...(await leadContextFrom(request, leadLocale, siteUrlOf(request))),
      spamReason,
      submissionKey,
    })
    return Response.json({ id: lead.id, message: apiText(locale, 'messageReceived') }, { status: duplicate ? 200 : 201 })
  } catch (error) {
    return apiErrorResponse(error, request)
  }
}
