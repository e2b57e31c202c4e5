import { z } from 'zod'
import { adminText } from '~/lib/forms/fields'
import { leadStatuses } from './lead-labels'

export const LEAD_NOTES_MAX = 10_000

const notes = adminText().max(LEAD_NOTES_MAX, `Notlar en fazla ${LEAD_NOTES_MAX.toLocaleString('tr-TR')} karakter olabilir`)
const status = z.enum(leadStatuses, { error: 'Geçersiz durum' })

/** PATCH /api/admin/leads/:id: the status, the internal notes, or both (null clears the notes). */
export const LeadUpdateSchema = z
  .object({ status: status.optional(), notes: notes.nullable().optional() })
  .refine((input) => input.status !== undefined || input.notes !== undefined, 'Send status or notes.')
export type LeadUpdateInput = z.infer<typeof LeadUpdateSchema>

const leadId = adminText().trim().min(1).max(100)

/** The forms of the lead detail in the admin (one `intent` each). */
export const LeadActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), leadId, status }),
  z.object({ intent: z.literal('notes'), leadId, notes: notes.default('') }),
  z.object({ intent: z.literal('delete'), leadId }),
])
