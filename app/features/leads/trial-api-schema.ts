import { z } from 'zod'
import { emailAddress, multiLine, singleLine } from '~/lib/forms/fields'
import { LONG_TEXT_MAX } from '~/lib/forms/limits'
import type { FormRules } from '~/lib/forms/messages'
import { locales } from '~/lib/locale'
import { MAX_LEAD_LINES } from './lead-lines'
import { phoneCheck } from './quote-schema'
import { phoneNumber } from './trial-schema'

/**
 * POST /api/trial-package as the original client sent it: `message` is the client's composed
 * text, `products` the chosen product ids (at least one; each becomes a row of the lead).
 * The country may be an ISO code or a name as typed.
 */
export const trialApiSchema = (rules: FormRules, locale = 'en') => {
  const { t } = rules
  const productMessage = t('validation.trialProductRequired')
  return z
    .object({
      type: z.literal('trial_package').optional(),
      companyName: singleLine()
        .max(200, t('validation.tooLong', { max: 200 }))
        .optional(),
      contactPerson: singleLine(t('validation.trialFullNameRequired'))
        .min(2, t('validation.trialFullNameRequired'))
        .max(200, t('validation.tooLong', { max: 200 })),
      email: z.union([z.literal(''), emailAddress(t('validation.trialEmailInvalid'))]).optional(),
      phone: phoneNumber(t('validation.trialPhoneRequired')),
      country: singleLine()
        .max(100, t('validation.tooLong', { max: 100 }))
        .optional(),
      address: multiLine()
        .max(1000, t('validation.tooLong', { max: 1000 }))
        .optional(),
      message: multiLine(t('validation.messageRequired'))
        .min(1, t('validation.messageRequired'))
        .max(LONG_TEXT_MAX, t('validation.tooLong', { max: LONG_TEXT_MAX })),
      products: z
        .array(singleLine(productMessage).min(1, productMessage).max(100, t('validation.productUnknown')), {
          error: (issue) => (issue.code === 'invalid_type' ? productMessage : undefined),
        })
        .min(1, productMessage)
        .max(MAX_LEAD_LINES)
        .refine((ids) => new Set(ids).size === ids.length, t('validation.duplicateProduct')),
      priority: singleLine()
        .max(20, t('validation.tooLong', { max: 20 }))
        .optional(),
      /** The visitor's language, for the confirmation e-mail. */
      locale: z.enum(locales).optional(),
    })
    .refine(...phoneCheck(rules, locale))
}
export type TrialApiInput = z.infer<ReturnType<typeof trialApiSchema>>
