import { beforeAll, expect, test } from 'vitest'
import type * as Leads from '~/features/leads/leads.server'
import type * as Received from '~/features/leads/request-received.server'
import type { PrismaClient } from '~/generated/prisma/client'
import type * as Toast from '~/lib/toast.server'

let prisma: PrismaClient
let leads: typeof Leads
let received: typeof Received
let toast: typeof Toast
let productId: string

beforeAll(async () => {
  ;({ prisma } = await import('~/lib/db.server'))
  const { seedDatabase } = await import('../../prisma/seed.ts')
  await seedDatabase(prisma)
  leads = await import('~/features/leads/leads.server')
  received = await import('~/features/leads/request-received.server')
  toast = await import('~/lib/toast.server')
  productId = (await prisma.product.findFirstOrThrow({ where: { slug: 'lerida-incir' }, select: { id: true } })).id
})

const context = { locale: 'de' as const, siteUrl: 'https://figs.example' }

/** The page request that follows the form's redirect, carrying the one-time cookie it set. */
async function followRedirect(receipt: unknown) {
  const response = await toast.redirectWithReceipt('/de/rfq#request-received', receipt as Record<string, unknown>)
  const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
  return new Request('http://localhost/de/rfq', { headers: { Cookie: cookie } })
}

test('the page after a quote request reads back the lead it names: reference, private link, lines in the page’s language', async () => {
  const stored = await leads.createQuoteLead(
    leads.quoteFromForm({
      locale: 'de',
      name: 'Jana Weber',
      company: 'Feinkost Hamburg GmbH',
      email: 'jana@example.de',
      phone: '040 1234567',
      country: 'DE',
      items: [{ productId, quantity: 1500, calibre: '3', packSize: 12.5 }],
    }),
    context,
  )
  const request = await followRedirect(received.receiptOf('quote', stored))
  const shown = await received.loadRequestReceived(request, 'quote', 'de')
  expect(shown).toMatchObject({
    kind: 'quote',
    reference: stored.lead.reference,
    requestPath: `/de/requests/${stored.token}`,
    company: 'Feinkost Hamburg GmbH',
    country: 'DE',
    // The confirmation e-mail was written to the address the visitor gave.
    confirmationSentTo: 'jana@example.de',
    lines: [{ position: 1, calibre: 'A3 – Gourmet', quantityKg: '1500', packSizeKg: '12.5' }],
  })
  expect(shown?.lines[0]?.title).toMatch(/Lerida/)
  expect(shown?.id).toMatch(/^[0-9a-f]{12}$/)
  // The confirmation comes alone: no notice to cover it, and the page's answer clears the cookie.
  const pending = await toast.readToast(request)
  expect(pending.toast).toBeNull()
  expect(pending.headers?.get('Set-Cookie')).toMatch(/^toast=;/)

  // The same receipt shown on another form's page, or in English, follows that page.
  expect(await received.loadRequestReceived(request, 'trial', 'de')).toBeNull()
  expect((await received.loadRequestReceived(request, 'quote', 'en'))?.requestPath).toBe(`/en/requests/${stored.token}`)
})

test('no cookie, a forged one, a malformed receipt or a lead that is gone: no confirmation', async () => {
  expect(await received.loadRequestReceived(new Request('http://localhost/de/rfq'), 'quote', 'de')).toBeNull()
  const real = await followRedirect({ kind: 'contact', leadId: 'x', token: null })
  const forged = new Request('http://localhost/de/rfq', { headers: { Cookie: `${real.headers.get('Cookie')!.slice(0, -4)}AAAA` } })
  expect(await received.loadRequestReceived(forged, 'contact', 'de')).toBeNull()
  expect(await received.loadRequestReceived(await followRedirect({ kind: 'contact', leadId: 12, token: null }), 'contact', 'de')).toBeNull()
  expect(
    await received.loadRequestReceived(await followRedirect({ kind: 'contact', leadId: 'no-such-lead', token: null }), 'contact', 'de'),
  ).toBeNull()
  // A receipt naming a lead of another kind (a contact message named as a quote) shows nothing.
  const message = await leads.createContactLead(
    { name: 'Jana Weber', email: 'jana@example.de', subject: 'Frage', message: 'Liefern Sie nach Hamburg?' },
    context,
  )
  const asQuote = await followRedirect({ kind: 'quote', leadId: message.lead.id, token: null })
  expect(await received.loadRequestReceived(asQuote, 'quote', 'de')).toBeNull()
  const asContact = await followRedirect(received.receiptOf('contact', message))
  expect(await received.loadRequestReceived(asContact, 'contact', 'de')).toMatchObject({
    reference: message.lead.reference,
    requestPath: null,
    subject: 'Frage',
    message: 'Liefern Sie nach Hamburg?',
    lines: [],
    // The same address had its confirmation within the hour: none was sent, so none is claimed.
    confirmationSentTo: null,
  })
})
