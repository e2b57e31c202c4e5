/**
 * The confirmation after a quote, trial or contact form: the action hands the stored lead's id
 * (and for a quote or trial request its private link's token) to the next page in the signed
 * one-time notice cookie, and that page's loader reads the lead back to show what was sent. Only
 * the visitor who sent it holds the cookie, for a minute and one page; a receipt of another form
 * kind or of an unknown lead shows nothing. The confirmation is the page's own answer to the post:
 * no notice comes with it.
 */
import { z } from 'zod'
import { requestPath } from '~/features/quotes/request-path'
import { prisma } from '~/lib/db.server'
import type { Locale } from '~/lib/locale'
import { readReceipt } from '~/lib/toast.server'
import type { StoredLead } from './leads.server'
import { type ReceiptKind, type RequestReceived, receiptKinds } from './request-received'
import { sentFields, sentLine, sentLineSelect } from './sent-request.server'

const ReceiptSchema = z.object({
  kind: z.enum(receiptKinds),
  leadId: z.string().min(1).max(64),
  token: z.string().max(128).nullable(),
  /** One per redirect (toast.server's redirectWithReceipt): the form below the confirmation starts afresh. */
  id: z.string().min(1).max(32),
})
type Receipt = z.infer<typeof ReceiptSchema>

/** What the action puts in the notice cookie for the confirmation. */
export const receiptOf = (kind: ReceiptKind, stored: StoredLead): Omit<Receipt, 'id'> => ({
  kind,
  leadId: stored.lead.id,
  token: stored.token,
})

/** The confirmation of the request this visitor has just sent from the `kind` form, or null. */
export async function loadRequestReceived(request: Request, kind: ReceiptKind, locale: Locale): Promise<RequestReceived | null> {
  const parsed = ReceiptSchema.safeParse(await readReceipt(request))
  if (!parsed.success || parsed.data.kind !== kind) return null
  const { leadId, token, id } = parsed.data
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: {
      kind: true,
      reference: true,
      company: true,
      country: true,
      fields: true,
      subject: true,
      message: true,
      email: true,
      createdAt: true,
      items: sentLineSelect,
      // Whether the visitor's confirmation e-mail was written (not for spam, at most one an hour per address).
      emails: { where: { kind: 'lead-confirmation' }, select: { id: true }, take: 1 },
    },
  })
  if (!lead || lead.kind !== kind) return null
  return {
    id,
    kind,
    reference: lead.reference,
    confirmationSentTo: lead.emails.length > 0 ? lead.email : null,
    requestPath: token ? requestPath(token, locale) : null,
    receivedAt: lead.createdAt,
    company: lead.company,
    country: lead.country,
    fields: sentFields(lead.fields, locale),
    lines: lead.items.map((item) => sentLine(item, locale)),
    subject: lead.subject,
    message: lead.message,
  }
}
