import { z } from 'zod'
import { emailAddress, multiLine, singleLine } from '~/lib/forms/fields'
import { LONG_TEXT_MAX } from '~/lib/forms/limits'
import type { FormRules } from '~/lib/forms/messages'
import { MAX_LEAD_LINES } from './lead-lines'
import { blankOrOptional, phoneCheck } from './quote-schema'
import { cleanPhone, MAX_TRIAL_KG, quantityOrOne } from './trial-row'

/** A phone number as typed: one line, then only what a phone number is made of, at least 5 characters. */
export const phoneNumber = (message: string) =>
  singleLine(message).transform(cleanPhone).pipe(z.string().trim().min(5, message).max(40, message))

/** A country the trial form's select posts: an ISO code, or nothing. */
const optionalCountry = ({ t, isCountry }: FormRules) =>
  blankOrOptional(
    singleLine()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, t('validation.countryInvalid'))
      .refine((code) => !isCountry || isCountry(code), t('validation.countryInvalid')),
  )

/** One product row of the trial form. */
const trialRow = ({ t }: FormRules) =>
  z.object({
    productId: singleLine(t('validation.trialProductRequired'))
      .min(1, t('validation.trialProductRequired'))
      .max(100, t('validation.productUnknown')),
    calibre: singleLine()
      .max(20, t('validation.tooLong', { max: 20 }))
      .default('1'),
    quantity: z.preprocess(
      quantityOrOne,
      z
        .number()
        .min(1, t('validation.trialQuantityMin'))
        .max(MAX_TRIAL_KG, t('validation.trialQuantityMax', { max: MAX_TRIAL_KG })),
    ),
  })

/** The trial-package form; `locale` is the page's language (the phone's default region). */
export const trialSchema = (rules: FormRules, locale = 'en') => {
  const { t } = rules
  const productMessage = t('validation.trialProductRequired')
  return z
    .object({
      fullName: singleLine(t('validation.trialFullNameRequired'))
        .min(2, t('validation.trialFullNameRequired'))
        .max(200, t('validation.tooLong', { max: 200 })),
      phone: phoneNumber(t('validation.trialPhoneRequired')),
      email: emailAddress(t('validation.trialEmailInvalid')).optional(),
      company: singleLine()
        .max(200, t('validation.tooLong', { max: 200 }))
        .optional(),
      country: optionalCountry(rules),
      address: multiLine()
        .max(1000, t('validation.tooLong', { max: 1000 }))
        .optional(),
      selectedProducts: z
        .array(trialRow(rules), { error: (issue) => (issue.code === 'invalid_type' ? productMessage : undefined) })
        .min(1, productMessage)
        .max(MAX_LEAD_LINES)
        .refine((rows) => new Set(rows.map((r) => r.productId)).size === rows.length, t('validation.duplicateProduct')),
      notes: multiLine()
        .max(LONG_TEXT_MAX, t('validation.tooLong', { max: LONG_TEXT_MAX }))
        .optional(),
      agreementAccepted: z.preprocess(
        (v) => v === true || v === 'on' || v === 'true',
        z.literal(true, { error: t('validation.termsRequired') }),
      ),
    })
    .refine(...phoneCheck(rules, locale))
}
export type TrialInput = z.infer<ReturnType<typeof trialSchema>>
