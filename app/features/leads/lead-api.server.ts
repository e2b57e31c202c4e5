/** Reading a lead that the public JSON API receives (POST /api/rfq, /api/trial-package, /api/contact). */
import { z } from 'zod'
import type { FormRules } from '~/lib/forms/messages'
import { dictionaryT, messageLocale, readJsonBody, validateBody } from '~/lib/json-api.server'
import type { Locale } from '~/lib/locale'
import { clientSubmissionKey, derivedSubmissionKey, submissionKeyOf } from './form-guard.server'
import { serverFormRules } from './phone.server'
import { spamVerdict } from './spam-verdict.server'

/** The body's own fields, where the spam checks look (nothing when the body is no JSON object). */
const GuardFieldsSchema = z.record(z.string(), z.unknown()).catch({})

/**
 * A lead sent to the JSON API: the body validated against the form's schema (messages in the
 * request's language, the server's phone and country checks) and the same spam checks as the
 * HTML forms, read from the body's `website` and `formStartedAt` (GET /api/form-guard hands out
 * the timer; without one in the body, the visitor's `form_started` cookie counts).
 * The body's `submissionKey` (also from GET /api/form-guard) makes a retry from the same address
 * to the same endpoint store nothing new (another client's key is another key, and a key reused
 * for another form stores that request too);
 * without one the key is made as for the HTML forms (the endpoint, the client, the hour and the
 * validated content), so a client's retry of the same body within the hour stores one lead too.
 */
export async function parseLeadJson<S extends z.ZodType>(request: Request, schema: (rules: FormRules, locale: Locale) => S) {
  const body = await readJsonBody(request)
  const locale = messageLocale(request, body)
  const value = validateBody(body, schema(serverFormRules(dictionaryT(locale)), locale), locale)
  const guardFields = GuardFieldsSchema.parse(body)
  const clientKey = submissionKeyOf(guardFields)
  const submissionKey = clientKey
    ? clientSubmissionKey(clientKey, request)
    : await derivedSubmissionKey(new URL(request.url).pathname, request, value)
  return { value, locale, spamReason: await spamVerdict(guardFields, request), submissionKey, keyFromVisitor: !clientKey }
}
