import { z } from 'zod'
import { emailAddress, multiLine, singleLine } from './fields'

const nameMessage = 'Name must be at least 2 characters'
const subjectMessage = 'Subject is required'
const messageMessage = 'Message must be at least 10 characters'

/** The contact form (spec §5): messages are English in every language. */
export const ContactSchema = z.object({
  name: singleLine(nameMessage).min(2, nameMessage).max(200),
  email: emailAddress('Please enter a valid email address'),
  phone: singleLine().max(40).optional(),
  subject: singleLine(subjectMessage).min(1, subjectMessage).max(200),
  message: multiLine(messageMessage).min(10, messageMessage).max(10_000),
})
export type ContactInput = z.infer<typeof ContactSchema>
