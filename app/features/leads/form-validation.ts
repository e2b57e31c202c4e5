/**
 * The public forms' checks in the browser: each form's server schema with its messages in the
 * page's language. Loaded only when a visitor starts on a form (see useLazyValidation), so pages
 * that are only looked at never download zod; until then a submit is checked by the server.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { formErrorMap } from '~/lib/forms/error-map'
import type { FormT } from '~/lib/forms/messages'
import { contactSchema } from './contact-schema'
import { quoteFormSchema } from './quote-schema'
import { trialSchema } from './trial-schema'

export const validateQuote = (formData: FormData, t: FormT) =>
  parseWithZod(formData, { schema: quoteFormSchema({ t }), error: formErrorMap(t) })

export const validateTrial = (formData: FormData, t: FormT, locale: string) =>
  parseWithZod(formData, { schema: trialSchema({ t }, locale), error: formErrorMap(t) })

export const validateContact = (formData: FormData, t: FormT, locale: string) =>
  parseWithZod(formData, { schema: contactSchema({ t }, locale), error: formErrorMap(t) })
