/** One lead as the admin's detail shows it. */

import { prisma } from '~/lib/db.server'
import { declaredRows } from './declared-fields'
import { composeRequestText, leadLineOf, visitorTextOf } from './lead-details'
import { eventSelect, eventsNewestFirst, itemsSelect, leadFields } from './lead-rows.server'

/** One lead with everything the detail shows: its lines, the composed request text and its history (newest first). */
export async function getLead(id: string) {
  const row = await prisma.lead.findUnique({
    where: { id },
    select: {
      ...leadFields,
      reference: true,
      phoneE164: true,
      locale: true,
      city: true,
      district: true,
      address: true,
      country: true,
      subject: true,
      message: true,
      details: true,
      priority: true,
      fields: true,
      notes: true,
      sourcePath: true,
      referrer: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
      spamReason: true,
      updatedAt: true,
      items: itemsSelect,
      events: eventsNewestFirst({ id: true, ...eventSelect }),
    },
  })
  if (!row) return null
  const { items, fields, ...lead } = row
  const lines = items.map(leadLineOf)
  return {
    ...lead,
    lines,
    declared: declaredRows(fields, 'detail', 'tr'),
    visitorText: visitorTextOf(lead),
    requestText: composeRequestText(lead, lines),
  }
}
export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>
