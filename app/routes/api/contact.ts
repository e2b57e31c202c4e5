import { z } from 'zod'
import { ContactSchema } from '~/forms/contact'
import { env } from '~/lib/env.server'
import { ApiError, apiErrorResponse, parseLeadJson, requireWithinFormRateLimit } from '~/lib/json-api.server'
import { locales } from '~/lib/locale'
import { createContactLead, leadContextFrom } from '~/lib/leads.server'
import { siteUrlOf } from '~/lib/site-url.server'
import type { Route } from './+types/contact'

const ContactApiSchema = ContactSchema.extend({ locale: z.enum(locales).default('tr') })

/** POST /api/contact: a contact message, stored and notified. */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== 'POST') throw new ApiError(405, 'Use POST.')
    await requireWithinFormRateLimit(request, 'contact', env().FORM_RATE_LIMIT)
    const { value, spamReason, submissionKey } = await parseLeadJson(request, ContactApiSchema)
    const { locale, ...input } = value
    const { lead, duplicate } = await createContactLead(input, { ...leadContextFrom(request, locale, siteUrlOf(request)), spamReason, submissionKey })
    return Response.json({ id: lead.id, message: 'Message received.' }, { status: duplicate ? 200 : 201 })
  } catch (error) {
    return apiErrorResponse(error)
  }
}
