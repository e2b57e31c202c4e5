import { z } from 'zod'
import { MAX_LEAD_LINES } from '~/domain/lead-lines'
import { locales } from '~/lib/locale'
import { emailAddress, multiLine, singleLine } from './fields'
import { phoneNumber } from './trial'

const contactMessage = 'Full name is required'
const messageMessage = 'message is required'

/** POST /api/trial-package body as the original client sent it (spec §7). */
export const TrialApiSchema = z.object({
  type: z.literal('trial_package').optional(),
  companyName: singleLine().max(200).optional(),
  contactPerson: singleLine(contactMessage).min(2, contactMessage).max(200),
  email: z.union([z.literal(''), emailAddress('Please enter a valid email address')]).optional(),
  phone: phoneNumber(),
  country: singleLine().max(100).optional(),
  address: multiLine().max(1000).optional(),
  message: multiLine(messageMessage).min(1, messageMessage).max(20_000),
  /** Product ids: their names (from the catalogue) go into the visitor's confirmation. */
  products: z.array(singleLine().max(100)).max(MAX_LEAD_LINES).optional(),
  priority: singleLine().max(20).optional(),
  /** An addition: the visitor's language, for the confirmation e-mail. */
  locale: z.enum(locales).optional(),
})
