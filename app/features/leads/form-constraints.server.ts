import { getZodConstraint } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { formT } from '~/lib/forms/messages'
import { contactSchema } from './contact-schema'
import { quoteFormSchema } from './quote-schema'
import { trialSchema } from './trial-schema'

/**
 * A public form's HTML constraints (required, lengths, patterns) from its schema, made by the
 * loader: the page renders them without the schema, which the browser loads only when needed.
 */
export function formConstraint(form: 'quote' | 'trial' | 'contact', t: TFunction, locale: string) {
  const rules = { t: formT(t) }
  if (form === 'quote') return getZodConstraint(quoteFormSchema(rules))
  if (form === 'trial') return getZodConstraint(trialSchema(rules, locale))
  return getZodConstraint(contactSchema(rules, locale))
}
