import { z } from 'zod'
import { emailAddress, multiLine, singleLine } from '~/lib/forms/fields'
import { LONG_TEXT_MAX } from '~/lib/forms/limits'
import type { FormRules } from '~/lib/forms/messages'
import { locales } from '~/lib/locale'
import { phoneCheck } from './quote-schema'

const contactFields = ({ t }: FormRules) => ({
  name: singleLine(t('validation.contactNameMin'))
    .min(2, t('validation.contactNameMin'))
    .max(200, t('validation.tooLong', { max: 200 })),
  email: emailAddress(t('validation.contactEmailInvalid')),
  phone: singleLine()
    .max(40, t('validation.tooLong', { max: 40 }))
    .optional(),
  subject: singleLine(t('validation.subjectRequired'))
    .min(1, t('validation.subjectRequired'))
    .max(200, t('validation.tooLong', { max: 200 })),
  message: multiLine(t('validation.messageMin'))
    .min(10, t('validation.messageMin'))
    .max(LONG_TEXT_MAX, t('validation.tooLong', { max: LONG_TEXT_MAX })),
})

/** The contact form; `locale` is the page's language (the phone's default region). */
export const contactSchema = (rules: FormRules, locale = 'en') => z.object(contactFields(rules)).refine(...phoneCheck(rules, locale))
export type ContactInput = z.infer<ReturnType<typeof contactSchema>>

/** POST /api/contact: the form's fields and the visitor's language. */
export const contactApiSchema = (rules: FormRules, locale = 'en') =>
  z.object({ ...contactFields(rules), locale: z.enum(locales).default('tr') }).refine(...phoneCheck(rules, locale))
