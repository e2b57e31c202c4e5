/**
 * The POST handling the public lead forms share: validate with the form's schema, apply the
 * per-IP limit, store through the form's write function, then redirect to a fresh form with the
 * success notice. Validation errors, intents (rows added without JavaScript), the limit and a
 * storage failure all answer the form again with everything typed and its original guard.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { env } from './env.server'
import { postedGuard, spamReason, submissionKeyOf } from './form-guard.server'
import { enforceFormRateLimit } from './json-api.server'
import { type LeadContext, leadContextFrom } from './leads.server'
import { localizePath } from './locale'
import { siteUrlOf } from './site-url.server'
import { redirectWithToast } from './toast.server'
import { getInstance, localeOf } from '~/middleware/i18next.server'

type TFunction = ReturnType<typeof getInstance>['t']

export async function handleLeadFormPost<S extends z.ZodType>(options: {
  request: Request
  context: Readonly<RouterContextProvider>
  schema: S
  form: 'trial' | 'contact'
  /** The page to return to (unprefixed), e.g. '/contact'. */
  path: string
  store: (value: z.output<S>, context: LeadContext) => Promise<unknown>
  failureText: (t: TFunction) => string
  success: (t: TFunction) => { title: string; description?: string }
}) {
  const { request, context } = options
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: options.schema })
  const guard = postedGuard(formData)
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), guard }, { status: submission.status === 'error' ? 400 : 200 })
  }
  const { t } = getInstance(context)
  const locale = localeOf(context)
  try {
    const { allowed } = await enforceFormRateLimit(request, options.form, env().FORM_RATE_LIMIT)
    if (!allowed) return data({ result: submission.reply({ formErrors: [t('common.rateLimited')] }), guard }, { status: 429 })
    await options.store(submission.value, {
      ...leadContextFrom(request, locale, siteUrlOf(request)),
      spamReason: spamReason(formData),
      submissionKey: submissionKeyOf(formData),
    })
  } catch (error) {
    console.error(`${options.form} form not stored:`, error)
    return data({ result: submission.reply({ formErrors: [options.failureText(t)] }), guard }, { status: 503 })
  }
  return redirectWithToast(localizePath(options.path, locale), { type: 'success', ...options.success(t) })
}
