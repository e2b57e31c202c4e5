/** The admin's changes to a lead: status and notes (each logged as a LeadEvent), and deletion. */

import type { AdminUser } from '~/features/auth/auth.server'
import type { LeadStatus, Prisma } from '~/generated/prisma/client'
import { prisma } from '~/lib/db.server'
import { apiLead, apiLeadSelect } from './admin-lead-api.server'
import type { LeadUpdateInput } from './admin-schema'

let lastEventAt = 0
/** Strictly increasing times, so the history lists a status change and a note of one save in order. */
function eventTime() {
  lastEventAt = Math.max(Date.now(), lastEventAt + 1)
  return new Date(lastEventAt)
}

/**
 * Changes a lead's status and/or internal notes. Each real change is logged as a LeadEvent
 * ('status' with from/to, 'note' with the new text) with the admin's e-mail, in the same
 * transaction; the row is locked so two admins cannot log the same 'from' status.
 * Returns null when the lead does not exist.
 */
export async function updateLead(id: string, input: LeadUpdateInput, admin: Pick<AdminUser, 'email'>) {
  return prisma.$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<{ status: LeadStatus; notes: string | null }[]>`
      SELECT status::text AS status, notes FROM "Lead" WHERE id = ${id} FOR UPDATE`
    if (!current) return null
    const data: Prisma.LeadUpdateInput = {}
    const events: Omit<Prisma.LeadEventCreateManyInput, 'leadId'>[] = []
    if (input.status && input.status !== current.status) {
      data.status = input.status
      events.push({ type: 'status', fromStatus: current.status, toStatus: input.status, adminEmail: admin.email })
    }
    if (input.notes !== undefined) {
      const notes = input.notes?.trim() || null
      if (notes !== current.notes) {
        data.notes = notes
        events.push({ type: 'note', note: notes, adminEmail: admin.email })
      }
    }
    if (events.length) {
      await tx.lead.update({ where: { id }, data, select: { id: true } })
      await tx.leadEvent.createMany({ data: events.map((event) => ({ ...event, leadId: id, createdAt: eventTime() })) })
    }
    const lead = await tx.lead.findUniqueOrThrow({ where: { id }, select: apiLeadSelect })
    return { lead: apiLead(lead), changed: events.length > 0 }
  })
}

/** false when there was no such lead. Its history goes with it; its e-mails stay (unlinked). */
export async function deleteLead(id: string): Promise<boolean> {
  const { count } = await prisma.lead.deleteMany({ where: { id } })
  return count > 0
}
