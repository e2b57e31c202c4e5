import { z } from 'zod'
import { locales } from '~/lib/locale'
import { cleanPhone } from './trial'

/** POST /api/trial-package body as the original client sent it (spec §7). */
export const TrialApiSchema = z.object({
  type: z.literal('trial_package').optional(),
  companyName: z.string().trim().max(200).optional(),
  contactPerson: z.string({ error: 'Full name is required' }).trim().min(2, 'Full name is required').max(200),
  email: z.union([z.literal(''), z.email('Please enter a valid email address').max(254)]).optional(),
  phone: z.string({ error: 'Phone number is required' }).transform(cleanPhone).pipe(z.string().trim().min(5, 'Phone number is required').max(40)),
  country: z.string().trim().max(100).optional(),
  address: z.string().trim().max(1000).optional(),
  message: z.string({ error: 'message is required' }).trim().min(1, 'message is required').max(20_000),
  products: z.array(z.string().max(100)).max(50).optional(),
  priority: z.string().max(20).optional(),
  /** An addition: the visitor's language, for the confirmation e-mail. */
  locale: z.enum(locales).optional(),
})
