/**
 * The POST handling the public lead forms share: cut the post down to the form's fields
 * (bounded lists, checked intents), validate with the form's schema (messages of the shared
 * text rules in the page's language), apply the per-IP limit, run the spam checks, store through
 * the form's write function, then redirect to the confirmation above a fresh form. Validation
 * errors, intents (rows added without JavaScript), the limit and a storage failure all answer
 * the form again with everything typed. The page after a stored request confirms what was sent. The spam timer is the visitor's `form_started` cookie
 * (it keeps counting through every correction), and the submission key is made on submit from
 * the visitor and the validated content, so the page itself carries nothing per visitor.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { env } from '~/lib/env.server'
import { formErrorMap } from '~/lib/forms/error-map'
import { type FormRules, formT } from '~/lib/forms/messages'
import { formShape, prepareListForm } from '~/lib/forms/posted-form'
import { getInstance, localeOf } from '~/lib/i18next.server'
import { enforceFormRateLimit } from '~/lib/json-api.server'
import { type Locale, localizePath } from '~/lib/locale'
import { logger } from '~/lib/logger.server'
import { retryAfter } from '~/lib/rate-limit.server'
import { siteUrlOf } from '~/lib/site-url.server'
import { redirectWithReceipt } from '~/lib/toast.server'
import { derivedSubmissionKey, HONEYPOT_FIELD, STARTED_FIELD } from './form-guard.server'
import { MAX_LEAD_LINES } from './lead-lines'
import { type LeadContext, leadContextFrom, type StoredLead } from './leads.server'
import { serverFormRules } from './phone.server'
import { REQUEST_RECEIVED_ID } from './request-received'
import { receiptOf } from './request-received.server'
import { spamVerdict } from './spam-verdict.server'

type TFunction = ReturnType<typeof getInstance>['t']

const receiptKindOf = { rfq: 'quote', trial: 'trial', contact: 'contact' } as const

// A signed start time in the post (STARTED_FIELD) counts as it does in a JSON body: pages rendered
// before the timer moved into the cookie still carry one.
const guardFields = [HONEYPOT_FIELD, STARTED_FIELD] as const
const shapes = new WeakMap<object, ReturnType<typeof formShape>>()
/** The fields and lists a form has: the same for every language, so read once per form. */
function shapeOf(make: object, schema: z.ZodType) {
  let shape = shapes.get(make)
  if (!shape) {
    shape = formShape(schema)
    shapes.set(make, shape)
  }
  return shape
}

export async function handleLeadFormPost<S extends z.ZodType, E extends object = Record<never, never>>(options: {
  request: Request
  context: Readonly<RouterContextProvider>
  /** The form's schema with the messages of the page's language and the server's checks. */
  schema: (rules: FormRules, locale: Locale) => S
  /** The form's name for the per-IP limit. */
  form: 'rfq' | 'trial' | 'contact'
  /** The page to return to (unprefixed), e.g. '/contact'. */
  path: string
  store: (value: z.output<S>, context: LeadContext) => Promise<StoredLead>
  failureText: (t: TFunction) => string
  /** What the form needs besides the reply to be drawn again from the post (e.g. a province's districts). */
  echo?: (posted: FormData) => E
}) {
  const { request, context } = options
  const { t } = getInstance(context)
  let posted: FormData
  try {
    posted = await request.formData()
  } catch {
    throw data(t('forms.invalidRequest'), { status: 400 })
  }
  const locale = localeOf(context)
  const schema = options.schema(serverFormRules(formT(t)), locale)
  const prepared = prepareListForm(posted, shapeOf(options.schema, schema), MAX_LEAD_LINES, guardFields)
  const submission = parseWithZod(prepared.formData, { schema, error: formErrorMap(formT(t)) })
  const echoed: Partial<E> = options.echo?.(prepared.formData) ?? {}
  const tooManyLines = prepared.fullList ?? prepared.overLongList
  if (tooManyLines || prepared.refusedIntent) {
    const fieldErrors = tooManyLines ? { [tooManyLines]: [t('forms.tooManyLines', { max: MAX_LEAD_LINES })] } : undefined
    const formErrors = prepared.refusedIntent ? [t('forms.invalidAction')] : undefined
    return data({ result: submission.reply({ fieldErrors, formErrors }), ...echoed }, { status: 400 })
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), ...echoed }, { status: submission.status === 'error' ? 400 : 200 })
  }
  let stored: StoredLead
  try {
    const { allowed, retryAfterSeconds } = await enforceFormRateLimit(request, options.form, env().FORM_RATE_LIMIT)
    if (!allowed) {
      return data(
        { result: submission.reply({ formErrors: [t('common.rateLimited')] }), ...echoed },
        { status: 429, headers: retryAfter(retryAfterSeconds) },
      )
    }
    stored = await options.store(submission.value, {
      ...(await leadContextFrom(request, locale, siteUrlOf(request))),
      spamReason: await spamVerdict(prepared.formData, request),
      submissionKey: await derivedSubmissionKey(options.form, request, submission.value),
      keyFromVisitor: true,
    })
  } catch (error) {
    logger.error({ err: error, form: options.form }, 'A form post was not stored')
    return data({ result: submission.reply({ formErrors: [options.failureText(t)] }), ...echoed }, { status: 503 })
  }
  // The confirmation on the form's page (request-received.server.ts), scrolled to with and without
  // JavaScript: the page says what was received, so no notice repeats it over the page.
  return redirectWithReceipt(`${localizePath(options.path, locale)}#${REQUEST_RECEIVED_ID}`, receiptOf(receiptKindOf[options.form], stored))
}
