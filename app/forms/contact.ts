import { z } from 'zod'

/** The contact form (spec §5): messages are English in every language. */
export const ContactSchema = z.object({
  name: z.string({ error: 'Name must be at least 2 characters' }).trim().min(2, 'Name must be at least 2 characters').max(200),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .pipe(z.email('Please enter a valid email address').max(254)),
  phone: z.string().trim().max(40).optional(),
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(10_000),
})
export type ContactInput = z.infer<typeof ContactSchema>
